"""Review page at 1366×768, one look: the queue and its progress on top; the highlighted note on
the left; on the right the selected claim (status, votes, contradictions), its repair as a
diff, the decision buttons and the evidence highlighted in its source. Keys drive it all
(:mod:`reviewer.ui.keys`)."""

from __future__ import annotations

import streamlit as st

from reviewer.model import ClaimResult, Grounding, Report, Verdict
from reviewer.review import derive, triage
from reviewer.review.store import ClaimState
from reviewer.ui import keys, session
from reviewer.ui import render as html
from reviewer.ui import review_actions as act
from reviewer.ui.render_claim import claim_card, evidence_html, md_text, votes_html

PICK_KEY = session.PICK_KEY
PAGE_KEY = "queue_page"
JUMP_KEY = "jump_to"
CLAIM_PARAM = "claim"  # ?claim=c7: the selected claim, in the address
URL_READ_KEY = "_claim_param_used"
PANE_PX = 560  # the note and the claim panes: fit under the queue at 1366×768


def _move(claim_id: str | None) -> None:
    if claim_id is not None:
        st.session_state[PICK_KEY] = claim_id


def _goto() -> None:
    """A claim clicked in the note (the key script types its id into the hidden box)."""
    wanted = (st.session_state.get(keys.GOTO_KEY) or "").strip()
    st.session_state[keys.GOTO_KEY] = ""
    _move(wanted or None)


def _filter() -> triage.QueueFilter:
    """The queue filter from the Filter popover's widgets (their state survives reruns)."""
    ss = st.session_state
    return triage.QueueFilter(
        verdicts=tuple(Verdict(v) for v in ss.get("qf_verdicts") or ()),
        groundings=tuple(Grounding(g) for g in ss.get("qf_groundings") or ()),
        disagreement_only=bool(ss.get("qf_split")), conflicts_only=bool(ss.get("qf_conflicts")),
        only_open=bool(ss.get("only_open")),
        sort=triage.SortKey(ss.get("qf_sort") or triage.SortKey.PRIORITY))


def _filter_widgets() -> None:
    with st.popover("Filter · sort", width="stretch"):
        st.toggle("Open claims only", key="only_open", help="hide claims that already have a decision")
        st.multiselect("Verdict", [v.value for v in Verdict], key="qf_verdicts",
                       format_func=lambda v: Verdict(v).corpus_label if v != "uncited" else "Uncited")
        st.multiselect("Grounding", [g.value for g in Grounding], key="qf_groundings",
                       format_func=lambda g: g.replace("_", " "))
        st.toggle("Judges disagree", key="qf_split", help="claims the panel split on")
        st.toggle("Editors disagree", key="qf_conflicts", help="claims two editors labelled differently")
        st.radio("Sort", [s.value for s in triage.SortKey], key="qf_sort",
                 format_func=lambda s: triage.SortKey(s).label)


def _pick(report: Report, states: dict[str, ClaimState]) -> ClaimResult | None:
    box, filt, nav = st.columns([5.2, 1.3, 3.3], vertical_alignment="center")
    with filt:
        _filter_widgets()
    items = triage.filtered_queue(report, states, _filter())
    ids = [r.claim.id for r in items]
    st.session_state[session.QUEUE_KEY] = ids
    st.session_state[session.FLAGGED_KEY] = [r.claim.id for r in items if html.needs_review(r)]
    if not items:
        box.success("Every claim has a decision." if report.claims else "This note has no claims.")
        return None
    by_id = {r.claim.id: r for r in items}
    if st.session_state.get(PICK_KEY) not in by_id:
        st.session_state[PICK_KEY] = ids[0]
    at = ids.index(st.session_state[PICK_KEY])
    options = ids if len(ids) <= derive.BIG_NOTE else _paged(ids, at, by_id)
    with nav, st.container(horizontal=True, vertical_alignment="center", gap="small"):
        st.button("◀ Prev", key="prev", disabled=at == 0, on_click=_move,
                  args=(ids[at - 1] if at > 0 else None,), help="previous claim (key P)")
        st.button("Next ▶", key="next", disabled=at >= len(ids) - 1, on_click=_move,
                  args=(ids[at + 1] if at < len(ids) - 1 else None,), help="next claim (key N)")
        st.caption(f"{at + 1} of {len(ids)}")
        st.button("↶ Undo · U", key="undo_mine", on_click=session.undo_mine, args=(report,),
                  disabled=not session.editor(), help="undo your last decision in this note (key U)")
    conflicted = sum(1 for i in ids if (s := states.get(i)) and s.label_conflict)
    cid = box.selectbox(
        f"Queue · {len(ids)} claims" + (f" · ⚠ {conflicted} editor conflicts" if conflicted else ""),
        options, key=PICK_KEY, label_visibility="collapsed",
        help="Disagreements first, then unlocated quotes, uncited claims, fuzzy quotes and "
             "flagged verdicts; ● marks a claim with a decision, ⚠ editors who disagree.",
        format_func=lambda i: ("⚠ " if (s := states.get(i)) and s.label_conflict else "")
        + derive.option_label(by_id[i], states.get(i)))
    return by_id[cid]


def _to_page(ids: list[str]) -> None:
    page = st.session_state.get(PAGE_KEY) or 0
    _move(ids[min(len(ids) - 1, page * derive.QUEUE_PAGE)])


def _jump(by_id: dict[str, ClaimResult]) -> None:
    wanted = (st.session_state.get(JUMP_KEY) or "").strip()
    st.session_state[JUMP_KEY] = ""
    if wanted in by_id:
        _move(wanted)
    elif wanted:
        st.session_state[session.SAVED_KEY] = ("info", f"No claim {wanted} in the queue.")


def _paged(ids: list[str], at: int, by_id: dict[str, ClaimResult]) -> list[str]:
    """A big note's queue: the page holding the selected claim, a page picker and a jump box
    (a selectbox of tens of thousands of entries would make every click slow)."""
    page, pages = derive.queue_page(at, len(ids))
    size = derive.QUEUE_PAGE
    st.session_state[PAGE_KEY] = page
    left, right = st.columns([3, 2], vertical_alignment="bottom")
    left.selectbox(f"Queue page · {size} claims a page", range(pages), key=PAGE_KEY,
                   on_change=_to_page, args=(ids,),
                   format_func=lambda p: f"{p + 1} of {pages} · claims {p * size + 1}–"
                                         f"{min(len(ids), (p + 1) * size)}")
    right.text_input("Jump to claim id", key=JUMP_KEY, placeholder="e.g. c1234",
                     on_change=_jump, args=(by_id,))
    return ids[page * size:(page + 1) * size]


def _top(report: Report, states: dict[str, ClaimState]) -> None:
    name = session.origin_name(session.report_origin())
    left, mid = st.columns([2, 3], vertical_alignment="center")
    with left:
        st.title("Review")
        st.caption(f"Note: {md_text(name or report.note_path or 'note')} · {len(report.claims)} claims")
    prog = triage.queue_progress(triage.filtered_queue(report, states, _filter()), states)
    mid.progress(prog.fraction, text=f"Queue: {prog.done} done · {prog.left} left")
    mid.caption(keys.LEGEND)
    if not session.editor():
        st.text_input("Your name (editor) — asked once, kept on every decision",
                      key="editor_prompt", placeholder="type your name and press Enter",
                      on_change=_name_given)


def _name_given() -> None:
    name = (st.session_state.get("editor_prompt") or "").strip()
    if name:
        st.session_state[session.REVIEWER_KEY] = name


def _claim_pane(report: Report, result: ClaimResult, state: ClaimState,
                states: dict[str, ClaimState]) -> None:
    """One look: the card (claim text capped), the evidence, the decision row and the first
    repair come first and have bounded heights; the open-ended lists (votes, contradictions,
    other repairs) come after them, capped or collapsed, so they never push a decision below
    the fold."""
    locked = not session.editor()
    session.show_saved()
    st.html(claim_card(result, state))
    if result.quote_unverified and state.quote == "confirmed":
        st.success(f"{html.VERDICT_STYLE[result.verdict][1]} — quote not verified by the "
                   "machine, confirmed by the editor", icon=":material/verified:")
    elif result.quote_unverified:
        st.warning(f"{html.VERDICT_STYLE[result.verdict][1]} — quote unverified, please confirm")
    if result.verdict is Verdict.UNCITED:
        st.caption("⚠ Uncited claim: no citation covers it. A label here is kept in the decision log "
                   "but is no gold row: with no source, the benchmark could not score it.")
    if locked:
        st.warning("Type your name (Editor) above or in the sidebar: decisions are disabled until then.")
    evidence = evidence_html(report, result)
    if evidence:
        st.html(evidence)
    act.quote_and_label(report, result, state, locked)
    act.repairs(report, result, state, locked)
    votes = votes_html(result, report)
    if votes:
        st.html(votes)
    if result.reason:
        st.caption(md_text(f"Reason: {result.reason}"))
    if state.reviewed:
        st.caption("Decisions in force: " + ", ".join(
            f"{d.describe()} ({md_text(d.reviewer)})" for d in state.effective))
    for problem in derive.decision_conflicts(report, states, result.claim.id):
        st.warning(f"Conflicting decisions: {problem}. Undo or reject one of them.",
                   icon=":material/warning:")
    mine = any(d.reviewer == session.editor() for d in state.effective)
    st.button("↶ Undo my last decision on this claim", key=f"undo_{result.claim.id}",
              disabled=not mine, on_click=session.undo, args=(report, result))
    with st.expander("Label with a reason or comment"):
        act.label_form(report, result, state, locked)
    with st.expander("Point to the evidence · citations · other sources"):
        act.point(report, result, state, locked)
        act.citations(report, result)


def _claim_from_url(report: Report) -> None:
    """A link's ``?claim=c7`` selects that claim, once: on the session's first report (the
    address is the page's own after that, and a claim of another bundle is never re-read)."""
    if st.session_state.get(URL_READ_KEY):
        return
    st.session_state[URL_READ_KEY] = True
    wanted = st.query_params.get(CLAIM_PARAM)
    _move(wanted if wanted and any(r.claim.id == wanted for r in report.claims) else None)


def _claim_to_url(result: ClaimResult | None) -> None:
    """The address names the claim on screen (a link to it opens it), none when none is."""
    if result is None:
        if CLAIM_PARAM in st.query_params:
            del st.query_params[CLAIM_PARAM]
    elif st.query_params.get(CLAIM_PARAM) != result.claim.id:
        st.query_params[CLAIM_PARAM] = result.claim.id


def render() -> None:
    report = session.need_report()
    if report is None:
        st.title("Review")
        return
    keys.install()
    st.text_input("goto", key=keys.GOTO_KEY, on_change=_goto, label_visibility="collapsed")
    _claim_from_url(report)
    states = session.states(report)
    _top(report, states)
    result = _pick(report, states)
    _claim_to_url(result)
    left, right = st.columns([5, 6], gap="small")
    with left, st.container(height=PANE_PX, border=True):
        selected = result.claim.id if result else None
        window = derive.note_window(report, selected)
        st.html(html.note_html(report, selected=selected, states=states,
                               window=None if window is None else
                               (window.start, window.end, window.above, window.below)))
        if report.dangling:
            st.warning(md_text("Dangling markers: " + ", ".join(d.raw for d in report.dangling)))
        st.html(html.legend_html())
    if result is None:
        return
    with right, st.container(height=PANE_PX, border=True, key="rv_claim_pane"):
        _claim_pane(report, result, states.get(result.claim.id, ClaimState()), states)


if __name__ == "__main__":
    render()
