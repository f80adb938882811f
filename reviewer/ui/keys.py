"""Keyboard shortcuts, click-a-claim-to-select and scroll-to-selection for the Review page.

A zero-height ``components.html`` frame installs one script into the app's own document (the
frame is same-origin): the script outlives the frame, is installed once per page (a version
guard makes reruns no-ops) and always looks buttons up at key-press time, so it survives
Streamlit reruns. It only *clicks Streamlit buttons* (found by their widget key class
``st-key-…``) and types a claim id into the hidden ``goto`` box: every decision still goes
through the page's Python callbacks. Nothing is fetched from anywhere.
"""

from __future__ import annotations

import json

import streamlit as st

GOTO_KEY = "rv_goto"
VERSION = "rv-keys-5"

#: key -> (widget-key prefix of the button it clicks, what it does)
SHORTCUTS: dict[str, tuple[str, str]] = {
    "a": ("acc_", "accept repair"),
    "r": ("rej_", "reject repair"),
    "c": ("cq_", "confirm quote"),
    "x": ("rq_", "reject quote"),
    "1": ("kl_supported", "label Supported"),
    "2": ("kl_partial", "label Partial"),
    "3": ("kl_not_supported", "label Not supported"),
    "4": ("kl_source_unavailable", "label Source unavailable"),
    "n": ("next", "next claim"),
    "j": ("next", "next claim"),
    "p": ("prev", "previous claim"),
    "k": ("prev", "previous claim"),
    "u": ("undo_mine", "undo my last decision"),
}

LEGEND = "**Keys** A / R accept / reject repair · C / X quote · 1–4 label · N / P move · U undo"

PAGE_CSS = """
<style>
[data-testid="stMainBlockContainer"] {padding-top: 1.6rem; padding-bottom: 0.5rem;}
[data-testid="stMainBlockContainer"] h1 {font-size: 1.35rem; padding: 0 0 0.1rem 0;}
.st-key-rv_goto {display: none;}
.st-key-rv_keys {height: 0; overflow: hidden; margin: 0;}
.st-key-rv_keys iframe {height: 0 !important;}
.st-key-rv_claim_pane {gap: 0.45rem;}
.st-key-rv_claim_pane [data-testid="stAlertContainer"] {padding: 0.3rem 0.7rem;}
.st-key-rv_claim_pane [data-testid="stAlertContainer"] p {font-size: 0.85rem;}
.rv-card blockquote.rv-ctext {margin: 4px 0 2px 0; padding-left: 8px;
  border-left: 3px solid #cbd5e1; font-size: 0.95rem; line-height: 1.45;
  max-height: 4.4em; overflow-y: auto;}
.rv-votes {font-size: 0.8rem; margin: 0; padding-left: 1.1rem; line-height: 1.35;
  max-height: 7.2rem; overflow-y: auto; border-top: 1px solid #e5e7eb;}
.rv-votes li {margin: 0;}
.rv-srchead {font-size: 0.8rem; margin-bottom: 2px; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis;}
.rv-src {max-height: 6.6rem !important; font-size: 0.88rem; padding: 4px 8px !important;}
.rv-diff {font-size: 0.9rem; line-height: 1.4; max-height: 6.3rem; overflow-y: auto;}
.rv-why {font-size: 0.8rem; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical;
  overflow: hidden;}
[data-testid="stMainBlockContainer"] [data-testid="stButton"] button {min-height: 1.9rem;
  padding: 0.05rem 0.5rem;}
[data-testid="stMainBlockContainer"] [data-testid="stButton"] button p {font-size: 0.85rem;}
</style>
"""

_SCRIPT = r"""
(function () {
  const W = window, D = document, KEYS = __KEYS__;
  function typing(t) {
    if (!t) return false;
    const tag = (t.tagName || "").toLowerCase();
    return tag === "input" || tag === "textarea" || tag === "select" || t.isContentEditable;
  }
  function button(prefix) {
    const sel = '[class*="st-key-' + prefix + '"] button';
    for (const b of D.querySelectorAll(sel)) {
      const box = b.closest('[data-testid="stElementContainer"]');
      if (!b.disabled && !(box && box.dataset.stale === "true")) return b;
    }
    return null;
  }
  D.addEventListener("keydown", function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat || typing(e.target)) return;
    const prefix = KEYS[(e.key || "").toLowerCase()];
    if (!prefix) return;
    const b = button(prefix);
    if (!b) return;
    e.preventDefault();
    b.click();
  }, true);
  function select(id) {
    const input = D.querySelector(".st-key-__GOTO__ input");
    if (!input) return;
    const set = Object.getOwnPropertyDescriptor(W.HTMLInputElement.prototype, "value").set;
    set.call(input, id);
    input.dispatchEvent(new Event("input", {bubbles: true}));
    input.dispatchEvent(new KeyboardEvent("keydown", {key: "Enter", code: "Enter",
                                                       keyCode: 13, bubbles: true}));
  }
  D.addEventListener("click", function (e) {
    const m = e.target && e.target.closest ? e.target.closest("mark[data-claim]") : null;
    if (!m || m.classList.contains("rv-sel")) return;
    e.preventDefault();
    select(m.dataset.claim);
  });
  const main = () => D.querySelector('[data-testid="stMain"]');
  function box(el) {
    // the evidence scrolls inside its source box; a claim inside the note pane
    if (el.dataset.evidence !== undefined) return el.closest(".rv-src");
    for (let p = el.parentElement; p && p !== main() && p !== D.body; p = p.parentElement) {
      const oy = W.getComputedStyle(p).overflowY;
      if (oy === "auto" || oy === "scroll") return p;
    }
    return null;
  }
  const seen = new WeakSet();
  let queued = false;
  function place() {
    queued = false;
    for (const el of D.querySelectorAll("mark.rv-claim.rv-sel, mark[data-evidence]")) {
      if (seen.has(el) || !el.isConnected) continue;
      const p = box(el);
      if (!p || p.clientHeight === 0) continue;  // not laid out yet: try on the next change
      seen.add(el);
      if (p.scrollHeight <= p.clientHeight) continue;
      const r = el.getBoundingClientRect(), q = p.getBoundingClientRect();
      p.scrollTop += (r.top - q.top) - (p.clientHeight - r.height) / 2;
    }
  }
  new MutationObserver(function () {
    if (!queued) { queued = true; W.requestAnimationFrame(place); }
  }).observe(D.body, {childList: true, subtree: true});
  place();
})();
"""


def script() -> str:
    """The script installed into the app's document (plain JS; ``KEYS`` is JSON)."""
    keys = {k: prefix for k, (prefix, _) in SHORTCUTS.items()}
    return _SCRIPT.replace("__KEYS__", json.dumps(keys)).replace("__GOTO__", GOTO_KEY)


def _installer() -> str:
    body = json.dumps(script())
    return ("<script>(function(){const P = window.parent; if (!P || P.__rvKeys === "
            f"{json.dumps(VERSION)}) return; P.__rvKeys = {json.dumps(VERSION)};"
            "const s = P.document.createElement('script');"
            f"s.textContent = {body}; P.document.head.appendChild(s);}})();</script>")


def install() -> None:
    """The page CSS and (once per browser page) the shortcut script."""
    st.html(PAGE_CSS)
    with st.container(key="rv_keys"):
        st.iframe(_installer(), height=1)
