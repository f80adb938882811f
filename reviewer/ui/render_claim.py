"""HTML of the selected claim: its card (status, votes, contradictions), the evidence box, text
that must stay text. Pure functions; every piece of note, source or editor text is escaped.
"""

from __future__ import annotations

from html import escape

from reviewer.md_escape import md_text  # noqa: F401 - re-exported: the pages import it from here
from reviewer.model import ClaimResult, Conflict, Report
from reviewer.review.decisions import ClaimState
from reviewer.review.styles import VERDICT_STYLE
from reviewer.ui.render import (
    CSS,
    grounding_badge,
    marked,
    source_html,
    verdict_badge,
    votes_summary,
)


def conflicts(result: ClaimResult) -> list[Conflict]:
    """Every contradiction any judge named (one per kind and source span)."""
    seen, out = set(), []
    for v in result.votes:
        for c in v.conflicts:
            key = (c.kind, c.source_id, c.source_start, c.claim_text)
            if key not in seen:
                seen.add(key)
                out.append(c)
    return out


def claim_spans(text: str, found: list[Conflict]) -> list[tuple[int, int, str]]:
    """Where each conflict's claim span sits in the note's claim text (searched near the
    judge's offset: the judge read the claim without its citation markers)."""
    spans = []
    for c in found:
        needle = c.claim_text.strip()
        if not needle:
            continue
        at = text.find(needle, max(0, (c.claim_start or 0) - 40))
        at = text.find(needle) if at < 0 else at
        if at >= 0:
            spans.append((at, at + len(needle), f'<mark class="rv-conf" data-conflict="{escape(c.kind.value, quote=True)}">'))
    return spans


def claim_card(result: ClaimResult, state: ClaimState | None) -> str:
    """id, verdict and grounding badges, vote summary, the claim with contradicting spans
    marked, editors' labels (a clash between editors is named)."""
    cid = escape(result.claim.id)
    found = conflicts(result)
    head = (f'<div class="rv-card"><b>{cid}</b> {verdict_badge(result.verdict)}'
            f'{grounding_badge(result.grounding)}<span class="rv-badge" style="border-color:#999">'
            f'votes: {escape(votes_summary(result.votes))}</span>')
    if state is not None and state.labels:
        tone = "#b91c1c" if state.label_conflict else "#374151"
        who = " vs ".join(f"{escape(e.label.corpus_label)} ({escape(e.editor)})" for e in state.labels)
        head += (f'<span class="rv-badge" style="border-color:{tone};color:{tone}">'
                 f'{"⚠ editors disagree: " if state.label_conflict else "label: "}{who}</span>')
    text = marked(result.claim.text, claim_spans(result.claim.text, found))
    return CSS + head + f'<blockquote class="rv-ctext">{text}</blockquote></div>'


def votes_html(result: ClaimResult, report: Report) -> str:
    """One line per vote (judge, verdict, score, reason) and per contradiction (kind, reason,
    the claim span against the source span)."""
    rows = []
    for v in result.votes:
        if v.ok:
            sym, word, _, border = VERDICT_STYLE[v.verdict]
            verdict = f'<span style="color:{border}">{sym} {escape(word)}</span>'
        else:
            verdict = '<span class="rv-dim">error</span>'
        reason = escape(v.error or v.reason or "")
        rows.append(f"<li><b>{escape(v.judge)}</b> {verdict} <span class='rv-dim'>"
                    f"{v.score:.2f}</span> — {reason}</li>")
    for c in conflicts(result):
        src = report.source(c.source_id) if c.source_id else None
        where = ""
        if src is not None and c.source_start is not None and c.source_end is not None:
            lo, hi = max(0, c.source_start - 40), min(len(src.text), c.source_end + 40)
            where = (f' · source {escape(c.source_id)}: “…{marked(src.text[lo:hi], [(c.source_start - lo, c.source_end - lo, "<mark class=rv-conf>")])}…”')
        elif c.source_text:
            where = f' · source: <mark class="rv-conf">{escape(c.source_text)}</mark>'
        rows.append(f'<li class="rv-conflict">⚠ <b>contradiction ({escape(c.kind.value)})</b>: '
                    f'{escape(c.reason)} · claim: <mark class="rv-conf">{escape(c.claim_text)}</mark>'
                    f"{where}</li>")
    if not rows:
        return ""
    return CSS + f'<ul class="rv-votes">{"".join(rows)}</ul>'


def evidence_html(report: Report, result: ClaimResult, *, context: int = 700) -> str:
    """The source the evidence (or a contradiction) sits in, with both highlighted."""
    found = conflicts(result)
    ev = result.evidence
    sid = ev.source_id if ev is not None else (found[0].source_id if found else "")
    src = report.source(sid) if sid else None
    if src is None or not src.text:
        return ""
    spans = tuple((c.source_start, c.source_end) for c in found if c.source_id == sid
                  and c.source_start is not None and c.source_end is not None)
    name = f"{sid}: {src.title or src.origin or ''}".strip().rstrip(":")
    title = escape(name)
    what = "Evidence" if ev is not None else "Contradicting passage"
    # the head is one line (a long title is cut with …): its tooltip has the whole title
    tip = escape(f"source {name}" + (f" · quote: {ev.quote}" if ev is not None else ""), quote=True)
    return (CSS + f'<div class="rv-dim rv-srchead" title="{tip}">{what} in source {title}</div>'
            + source_html(src.text, ev.start if ev else None, ev.end if ev else None,
                          context=context, claim_id=result.claim.id, conflicts=spans))
