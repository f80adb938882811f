"""Review page: the highlighted note, the review queue and the selected claim's decisions."""

from __future__ import annotations

from html import escape

import streamlit as st

from reviewer.model import JUDGED_VERDICTS, ClaimResult, Grounding, Report, Verdict
from reviewer.review.store import Action, ClaimState, ReasonCode
from reviewer.review import derive
from reviewer.ui import session
from reviewer.ui import render as html

PICK_KEY = "claim_pick"
PAGE_KEY = "queue_page"
JUMP_KEY = "jump_to"


def _move(claim_id: str | None) -> None:
    if claim_id is not None:
        st.session_state[PICK_KEY] = claim_id


def _pick(report: Report, states: dict[str, ClaimState]) -> ClaimResult | None:
    """The queue across the page's width (its labels are long), the navigation beside it."""
    box, nav = st.columns([5, 2], vertical_alignment="bottom")
    with nav:
        only_open = st.toggle("Open claims only", key="only_open",
                              help="hide claims that already have a decision")
    items = derive.queue(report, states, only_open=only_open)
    if not items:
        box.success("Every claim has a decision." if report.claims else "This note has no claims.")
        return None
    by_id = {r.claim.id: r for r in items}
    ids = list(by_id)
    if st.session_state.get(PICK_KEY) not in by_id:
        st.session_state[PICK_KEY] = ids[0]
    at = ids.index(st.session_state[PICK_KEY])
    options = ids if len(ids) <= derive.BIG_NOTE else _paged(ids, at, by_id)
    with nav, st.container(horizontal=True, vertical_alignment="center"):
        st.button("◀ Prev", key="prev", disabled=at == 0, on_click=_move,
                  args=(ids[at - 1] if at > 0 else None,))
        st.button("Next ▶", key="next", disabled=at >= len(ids) - 1, on_click=_move,
                  args=(ids[at + 1] if at < len(ids) - 1 else None,))
        st.caption(f"{at + 1} of {len(ids)}")
    cid = box.selectbox(f"Queue · {len(ids)} claims", options, key=PICK_KEY,
                        help="Disagreements first, then unlocated quotes, uncited claims, fuzzy "
                             "quotes and flagged verdicts; ● marks a claim with a decision.",
                        format_func=lambda i: derive.option_label(by_id[i], states.get(i)))
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


def _header(report: Report, result: ClaimResult, state: ClaimState,
            states: dict[str, ClaimState]) -> None:
    st.html(html.CSS + f"<div><b>{escape(result.claim.id)}</b> "
            f"{html.verdict_badge(result.verdict)}{html.grounding_badge(result.grounding)}"
            f'<span class="rv-badge" style="border-color:#999">votes: '
            f"{escape(html.votes_summary(result.votes))}</span></div>"
            f'<blockquote style="margin:6px 0">{escape(result.claim.text)}</blockquote>')
    if result.quote_unverified and state.quote == "confirmed":
        st.success(f"{html.VERDICT_STYLE[result.verdict][1]} — quote not verified by the machine, "
                   "confirmed by the editor", icon=":material/verified:")
    elif result.quote_unverified:
        st.warning(f"{html.VERDICT_STYLE[result.verdict][1]} — quote unverified, please confirm")
    if result.verdict is Verdict.UNCITED:
        st.warning("Uncited claim: no citation covers it.")
    if result.reason:
        st.caption(f"Reason: {result.reason}")
    if state.reviewed:
        st.caption(f"Decisions in force: {', '.join(d.describe() for d in state.effective)}")
    for problem in derive.decision_conflicts(report, states, result.claim.id):
        st.warning(f"Conflicting decisions: {problem}. Undo or reject one of them.",
                   icon=":material/warning:")


def _citations_and_votes(report: Report, result: ClaimResult) -> None:
    if result.claim.citations:
        rows = []
        for c in result.claim.citations:
            src = report.source(c.source_id) if c.source_id else None
            rows.append({"marker": c.raw, "kind": c.kind.value, "source": c.source_id or "—",
                         "title": src.title if src else "",
                         "status": (src.status.value if src else "dangling"),
                         "url": src.url if src else ""})
        st.dataframe(rows, hide_index=True, width="stretch")
    if result.votes:
        st.dataframe(
            [{"judge": v.judge, "verdict": v.verdict.value if v.verdict else "error",
              "score": round(v.score, 3), "reason": v.error or v.reason} for v in result.votes],
            hide_index=True, width="stretch")


def _evidence(report: Report, result: ClaimResult) -> None:
    ev = result.evidence
    shown: set[str] = set()
    if ev is not None:
        src = report.source(ev.source_id)
        st.markdown(f"**Evidence** in source `{ev.source_id}`")
        st.html(html.CSS + f'<div class="rv-dim">quote: “{escape(ev.quote)}”</div>')
        if src is not None and src.text:
            st.html(html.source_html(src.text, ev.start, ev.end))
            shown.add(src.id)
    for c in result.claim.citations:
        src = report.source(c.source_id) if c.source_id else None
        if src is None or src.id in shown:
            continue
        shown.add(src.id)
        with st.expander(f"Source {src.id}: {src.title or src.origin or ''}"[:90]):
            if src.usable:
                st.html(html.source_html(src.text, None, None))
            else:
                st.caption(f"unavailable: {src.reason or 'no text'}")


def _repairs(report: Report, result: ClaimResult, state: ClaimState) -> None:
    if not result.repairs:
        return
    st.markdown("**Suggested repairs**")
    for rp in result.repairs:
        status = state.repair_status(rp.id)
        with st.container(border=True):
            mark = {"accepted": "✓ accepted", "rejected": "✗ rejected"}.get(status, "open")
            st.html(html.CSS + f"<div><b>{escape(rp.id)}</b> · {escape(rp.kind.value)}"
                    f"{' · ' + escape(', '.join(rp.citations)) if rp.citations else ''}"
                    f" · <i>{mark}</i></div>"
                    f"<div>{html.repair_html(report.note_text, result.claim, rp)}</div>"
                    f'<div class="rv-dim">{escape(rp.rationale)}</div>')
            row = st.container(horizontal=True)
            row.button("Accept", key=f"acc_{report.note_sha256[:8]}_{rp.id}",
                     disabled=status == "accepted", on_click=session.decide,
                     args=(report, result, Action.ACCEPT_REPAIR), kwargs={"repair_id": rp.id})
            row.button("Reject", key=f"rej_{report.note_sha256[:8]}_{rp.id}",
                     disabled=status == "rejected", on_click=session.decide,
                     args=(report, result, Action.REJECT_REPAIR), kwargs={"repair_id": rp.id})


def _quote(report: Report, result: ClaimResult, state: ClaimState) -> None:
    if result.grounding not in (Grounding.FUZZY, Grounding.UNLOCATED) or result.evidence is None:
        return
    st.markdown(f"**Quote** ({result.grounding.value}): "
                f"{'confirmed' if state.quote == 'confirmed' else state.quote or 'open'}")
    k = f"{report.note_sha256[:8]}_{result.claim.id}"
    row = st.container(horizontal=True)
    row.button("Confirm quote", key=f"cq_{k}", disabled=state.quote == "confirmed",
             on_click=session.decide, args=(report, result, Action.CONFIRM_QUOTE),
             kwargs={"quote": result.evidence.quote})
    row.button("Reject quote", key=f"rq_{k}", disabled=state.quote == "rejected",
             on_click=session.decide, args=(report, result, Action.REJECT_QUOTE),
             kwargs={"quote": result.evidence.quote})


def _point(report: Report, result: ClaimResult) -> None:
    """Anchor-and-expand: type a few words of the source, get its whole sentence, confirm it."""
    if not any(c.source_id for c in result.claim.citations):
        return
    k = f"{report.note_sha256[:8]}_{result.claim.id}"
    anchor = st.text_input("Point to the evidence", key=f"anchor_{k}", placeholder="a few words from the source",
                           help="The whole source sentence that contains these words becomes the quote.")
    if not anchor.strip():
        return
    pointed = derive.point_to_evidence(report, result, anchor)
    if pointed is None:
        st.caption("Those words are not in the cited sources.")
        return
    st.html(html.source_html(report.source(pointed.source_id).text, pointed.start, pointed.end, context=200))
    st.button("Use this sentence as the quote", key=f"pt_{k}", on_click=session.decide,
              args=(report, result, Action.CONFIRM_QUOTE),
              kwargs={"quote": pointed.quote, "source_id": pointed.source_id,
                      "start": pointed.start, "end": pointed.end})


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


def _label(report: Report, result: ClaimResult, state: ClaimState) -> None:
    """Gold label and comments in one box. The label starts unset (never the machine's
    verdict), so Save stays disabled until the editor picks one."""
    k = f"{report.note_sha256[:8]}_{result.claim.id}"
    st.markdown(f"**Gold label**: {state.label.corpus_label if state.label else 'not set'}"
                + (f" ({state.reason.label})" if state.label and state.reason else ""))
    with st.container(border=True):
        labels = [v.value for v in JUDGED_VERDICTS]
        picked = st.radio("Label", labels, key=f"lab_{k}", horizontal=True,
                          index=labels.index(state.label.value) if state.label in JUDGED_VERDICTS else None,
                          format_func=lambda v: Verdict(v).corpus_label,
                          help=f"The machine said: {result.verdict.corpus_label}. Pick what the "
                               "source really supports.")
        st.selectbox("Reason code", [r.value for r in ReasonCode], key=f"rsn_{k}",
                     index=list(ReasonCode).index(state.reason),
                     format_func=lambda v: ReasonCode(v).label)
        st.text_input("Comment (optional)", key=f"cmt_{k}", placeholder="a note for other editors")
        row = st.container(horizontal=True)
        row.button("Save label", key=f"save_{k}", type="primary", disabled=picked is None,
                   on_click=_save_label, args=(report, result, k),
                   help=None if picked is not None else "pick a label first")
        row.button("Add comment only", key=f"addc_{k}", on_click=_save_comment,
                   args=(report, result, k))
    if state.label_comment:
        st.caption(f"💬 {state.label_comment} (with the label)")
    for text in state.comments:
        st.caption(f"💬 {text}")


def render() -> None:
    st.title("Review")
    report = session.need_report()
    if report is None:
        return
    states = session.states(report)
    name = session.origin_name(session.report_origin())
    st.caption(f"Note: **{name or report.note_path or 'note'}** · {len(report.claims)} claims")
    st.html(html.legend_html())
    result = _pick(report, states)
    left, right = st.columns([3, 2], gap="medium")
    with left:
        with st.container(height=720, border=True):
            selected = result.claim.id if result else None
            window = derive.note_window(report, selected)
            st.html(html.note_html(report, selected=selected, states=states,
                                   window=None if window is None else
                                   (window.start, window.end, window.above, window.below)))
        if report.dangling:
            st.warning("Dangling markers: " + ", ".join(d.raw for d in report.dangling))
    if result is None:
        return
    state = states.get(result.claim.id, ClaimState())
    with right:
        session.show_saved()
        _header(report, result, state, states)
        mine = any(d.reviewer == session.reviewer_name() for d in state.effective)
        st.button("↶ Undo my last decision on this claim", key=f"undo_{result.claim.id}",
                  disabled=not mine, on_click=session.undo, args=(report, result))
        _evidence(report, result)
        _quote(report, result, state)
        _point(report, result)
        _repairs(report, result, state)
        _label(report, result, state)
        with st.expander("Citations and votes", expanded=bool(result.disagreement)):
            _citations_and_votes(report, result)

if __name__ == "__main__":
    render()
