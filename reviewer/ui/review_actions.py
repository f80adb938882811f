"""The selected claim's decision widgets on the Review page: repairs as diffs, the quote, the
gold label (one key each), comments and pointing at the evidence. Render and record only:
what a decision means lives in :mod:`reviewer.review`."""

from __future__ import annotations

from html import escape

import streamlit as st

from reviewer.model import JUDGED_VERDICTS, ClaimResult, Report, Verdict
from reviewer.review import derive
from reviewer.review.store import Action, ClaimState, ReasonCode
from reviewer.ui import render as html
from reviewer.ui import session
from reviewer.ui.render_claim import md_text

NEED_NAME = "type your name (Editor) first"
SHORT = {Verdict.SOURCE_UNAVAILABLE: "Unavailable"}


def _k(report: Report, result: ClaimResult) -> str:
    return f"{report.note_sha256[:8]}_{result.claim.id}"


def _repair(report: Report, result: ClaimResult, state: ClaimState, locked: bool, n: int,
            rp) -> None:
    status = state.repair_status(rp.id)
    mark = {"accepted": "✓ accepted", "rejected": "✗ rejected"}.get(status, "open")
    st.html(html.CSS + f'<div class="rv-diff"><b>{escape(rp.id)}</b> · {escape(rp.kind.value)}'
            f"{' · ' + escape(', '.join(rp.citations)) if rp.citations else ''}"
            f" · <i>{mark}</i>: {html.repair_html(report.note_text, result.claim, rp)}"
            f'<div class="rv-dim rv-why" title="{escape(rp.rationale, quote=True)}">'
            f'{escape(rp.rationale)}</div></div>')
    row = st.container(horizontal=True, gap="small")
    hint = " · A" if n == 0 else ""
    row.button(f"Accept{hint}", key=f"acc_{report.note_sha256[:8]}_{rp.id}",
               disabled=locked or status == "accepted", on_click=session.decide,
               args=(report, result, Action.ACCEPT_REPAIR), kwargs={"repair_id": rp.id},
               help=NEED_NAME if locked else "accept this repair (key A)")
    row.button(f"Reject{' · R' if n == 0 else ''}", key=f"rej_{report.note_sha256[:8]}_{rp.id}",
               disabled=locked or status == "rejected", on_click=session.decide,
               args=(report, result, Action.REJECT_REPAIR), kwargs={"repair_id": rp.id},
               help=NEED_NAME if locked else "reject this repair (key R)")


def repairs(report: Report, result: ClaimResult, state: ClaimState, locked: bool) -> None:
    """Each suggested repair as a diff with Accept (A) / Reject (R): the first one in full
    view, the alternatives in an expander (however many there are, they never push the
    decision buttons or the evidence out of sight)."""
    if not result.repairs:
        return
    first, *others = result.repairs
    _repair(report, result, state, locked, 0, first)
    if others:
        taken = [rp.id for rp in others if state.repair_status(rp.id) == "accepted"]
        label = (f"{len(others)} other suggested repair{'s' if len(others) > 1 else ''}"
                 + (f" · ✓ {', '.join(taken)} accepted" if taken else ""))
        with st.expander(label):
            for n, rp in enumerate(others, start=1):
                _repair(report, result, state, locked, n, rp)


def _label_now(report: Report, result: ClaimResult, verdict: Verdict) -> None:
    k = _k(report, result)
    session.decide(report, result, Action.SET_LABEL, label=verdict.value,
                   reason=st.session_state.get(f"rsn_{k}") or "",
                   comment=(st.session_state.get(f"cmt_{k}") or "").strip())
    st.session_state.pop(f"cmt_{k}", None)


def quote_and_label(report: Report, result: ClaimResult, state: ClaimState, locked: bool) -> None:
    """Confirm / reject the quote (C / X) and the four gold labels (1–4), one row."""
    k = _k(report, result)
    against = derive.contradicted(result)
    if against and derive.quote_to_confirm(result):
        st.caption("The source contradicts this claim: confirming its quote would not settle it. "
                   "Accept a repair or set a label (Confirm quote is under *Point to the evidence*).")
    row = st.container(horizontal=True, gap="small")
    if derive.quote_to_confirm(result):
        if not against:
            row.button("Confirm quote · C", key=f"cq_{k}", disabled=locked or state.quote == "confirmed",
                       on_click=session.decide, args=(report, result, Action.CONFIRM_QUOTE),
                       kwargs={"quote": result.evidence.quote},
                       help=NEED_NAME if locked else "the quote is in the source (key C)")
        row.button("Reject quote · X", key=f"rq_{k}", disabled=locked or state.quote == "rejected",
                   on_click=session.decide, args=(report, result, Action.REJECT_QUOTE),
                   kwargs={"quote": result.evidence.quote},
                   help=NEED_NAME if locked else "the quote is not in the source (key X)")
    mine = next((e.label for e in state.labels if e.editor == session.editor()), None)
    for n, verdict in enumerate(JUDGED_VERDICTS, start=1):
        row.button(f"{n} {SHORT.get(verdict, verdict.corpus_label)}", key=f"kl_{verdict.value}",
                   type="primary" if mine is verdict else "secondary",
                   disabled=locked, on_click=_label_now, args=(report, result, verdict),
                   help=NEED_NAME if locked else f"gold label {verdict.corpus_label} (key {n})")


def _save_label(report: Report, result: ClaimResult, k: str) -> None:
    label = st.session_state.get(f"lab_{k}")
    if label is None:  # the button is disabled until a label is picked
        return
    session.decide(report, result, Action.SET_LABEL, label=label,
                   reason=st.session_state[f"rsn_{k}"],
                   comment=(st.session_state.get(f"cmt_{k}") or "").strip())
    st.session_state[f"cmt_{k}"] = ""


def _save_comment(report: Report, result: ClaimResult, k: str) -> None:
    text = (st.session_state.get(f"cmt_{k}") or "").strip()
    if text:
        session.decide(report, result, Action.COMMENT, comment=text)
        st.session_state[f"cmt_{k}"] = ""
    else:
        st.session_state[session.SAVED_KEY] = ("info", "Type a comment first.")


def label_form(report: Report, result: ClaimResult, state: ClaimState, locked: bool) -> None:
    """Label with a reason code and a comment. The label starts unset (never the machine's
    verdict), so Save stays disabled until the editor picks one."""
    k = _k(report, result)
    st.markdown(f"**Gold label**: {state.label.corpus_label if state.label else 'not set'}"
                + (f" ({state.reason.label})" if state.label and state.reason else "")
                + (f" by {md_text(state.label_editor)}" if state.label_editor else ""))
    labels = [v.value for v in JUDGED_VERDICTS]
    picked = st.radio("Label", labels, key=f"lab_{k}", horizontal=True,
                      index=labels.index(state.label.value) if state.label in JUDGED_VERDICTS else None,
                      format_func=lambda v: Verdict(v).corpus_label,
                      help=f"The machine said: {result.verdict.corpus_label}. Pick what the "
                           "source really supports.")
    st.selectbox("Reason code", [r.value for r in ReasonCode], key=f"rsn_{k}",
                 index=list(ReasonCode).index(state.reason),
                 format_func=lambda v: ReasonCode(v).label,
                 help="kept with the label; the 1–4 keys use it too")
    st.text_input("Comment (optional)", key=f"cmt_{k}", placeholder="a note for other editors")
    row = st.container(horizontal=True)
    row.button("Save label", key=f"save_{k}", type="primary", disabled=locked or picked is None,
               on_click=_save_label, args=(report, result, k),
               help=NEED_NAME if locked else (None if picked is not None else "pick a label first"))
    row.button("Add comment only", key=f"addc_{k}", on_click=_save_comment, disabled=locked,
               args=(report, result, k))
    if state.label_comment:
        st.caption(f"💬 {md_text(state.label_comment)} (with the label)")
    for text in state.comments:
        st.caption(f"💬 {md_text(text)}")


def point(report: Report, result: ClaimResult, state: ClaimState, locked: bool) -> None:
    """Anchor-and-expand: type a few words of the source, get its whole sentence, confirm it."""
    if not any(c.source_id for c in result.claim.citations):
        return
    k = _k(report, result)
    if derive.contradicted(result) and derive.quote_to_confirm(result):  # no key, out of the way
        st.button("Confirm the quote anyway", key=f"cqa_{k}", disabled=locked or state.quote == "confirmed",
                  on_click=session.decide, args=(report, result, Action.CONFIRM_QUOTE),
                  kwargs={"quote": result.evidence.quote},
                  help=NEED_NAME if locked else "the quote is in the source, though the checker found "
                                                "the source contradicts the claim")
    anchor = st.text_input("Point to the evidence", key=f"anchor_{k}", placeholder="a few words from the source",
                           help="The whole source sentence that contains these words becomes the quote.")
    if not anchor.strip():
        return
    pointed = derive.point_to_evidence(report, result, anchor)
    if pointed is None:
        st.caption("Those words are not in the cited sources.")
        return
    st.html(html.source_html(report.source(pointed.source_id).text, pointed.start, pointed.end,
                             context=200))
    st.button("Use this sentence as the quote", key=f"pt_{k}", on_click=session.decide,
              disabled=locked, args=(report, result, Action.CONFIRM_QUOTE),
              kwargs={"quote": pointed.quote, "source_id": pointed.source_id,
                      "start": pointed.start, "end": pointed.end})


def citations(report: Report, result: ClaimResult) -> None:
    if result.claim.citations:
        rows = []
        for c in result.claim.citations:
            src = report.source(c.source_id) if c.source_id else None
            rows.append({"marker": c.raw, "kind": c.kind.value, "source": c.source_id or "—",
                         "title": src.title if src else "",
                         "status": (src.status.value if src else "dangling"),
                         "url": src.url if src else ""})
        st.dataframe(rows, hide_index=True, width="stretch")
    shown = {result.evidence.source_id} if result.evidence else set()
    for c in result.claim.citations:
        src = report.source(c.source_id) if c.source_id else None
        if src is None or src.id in shown:
            continue
        shown.add(src.id)
        st.caption(md_text(f"Source {src.id}: {src.title or src.origin or ''}"[:90]))
        if src.usable:
            st.html(html.source_html(src.text, None, None, context=600))
        else:
            st.caption(md_text(f"unavailable: {src.reason or 'no text'}"))
