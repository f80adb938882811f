"""HTML for the review app. Pure functions: report in, escaped HTML out.

Every piece of note or source text goes through :func:`html.escape` before it is put in a
tag, so a ``<script>`` or an ``onerror=`` in a note is shown as text, never run. Colour is never
the only cue: each verdict and grounding has a symbol and a word too.
"""

from __future__ import annotations

from html import escape

from reviewer.model import ClaimResult, Grounding, Report, Verdict, Vote
from reviewer.review.store import ClaimState
from reviewer.review.styles import GROUNDING_STYLE, VERDICT_STYLE
from reviewer.ui.note_md import CSS as NOTE_CSS
from reviewer.ui.note_md import NoteMarkup

CSS = """
<style>
.rv-note {font-family: Georgia, serif; line-height: 1.75; white-space: pre-wrap;
  font-size: 0.98rem; color: #111;}
.rv-claim {border-radius: 3px; padding: 0 2px; border-bottom-width: 2px;}
.rv-claim.rv-sel {outline: 3px solid #1d4ed8; outline-offset: 1px;}
.rv-tag {font-family: system-ui, sans-serif; font-size: 0.72em; font-weight: 600;
  padding: 0 3px; margin-left: 2px; border-radius: 3px; background: #fff; border: 1px solid;
  white-space: nowrap;}
.rv-legend {display: flex; flex-wrap: wrap; gap: 4px 10px; max-width: 100%;}
.rv-legend span.rv-tag {margin: 0;}
.rv-src {font-family: Georgia, serif; white-space: pre-wrap; line-height: 1.6;
  max-height: 16rem; overflow-y: auto; border: 1px solid #ddd; padding: 8px; border-radius: 4px;}
.rv-ev {background: #fde68a; border-bottom: 2px solid #b45309; font-weight: 600; color: inherit;}
.rv-conf {background: #fecaca; border-bottom: 2px solid #b91c1c; color: inherit;}
mark.rv-claim {color: inherit; cursor: pointer;}
.rv-badge {display: inline-block; font-family: system-ui, sans-serif; font-size: 0.8rem;
  padding: 1px 6px; border-radius: 10px; border: 1px solid; margin-right: 4px;}
.rv-dim {color: #6b7280;}
</style>
"""


def verdict_badge(verdict: Verdict) -> str:
    symbol, label, bg, border = VERDICT_STYLE[verdict]
    return (f'<span class="rv-badge" style="background:{bg};border-color:{border};'
            f'color:{border}">{symbol} {label}</span>')


def grounding_badge(grounding: Grounding) -> str:
    symbol, label, line = GROUNDING_STYLE[grounding]
    return (f'<span class="rv-badge" style="border-style:{line if line != "none" else "solid"};'
            f'border-color:#555;color:#333">{symbol} {label}</span>' if symbol else
            f'<span class="rv-badge rv-dim" style="border-color:#bbb">{label}</span>')


def votes_summary(votes: tuple[Vote, ...]) -> str:
    """``2/3 supported · 1 error`` — plain text, safe."""
    ok = [v for v in votes if v.ok]
    errors = len(votes) - len(ok)
    if not votes:
        return "no votes"
    counts: dict[str, int] = {}
    for v in ok:
        counts[v.verdict.value] = counts.get(v.verdict.value, 0) + 1
    parts = [f"{n}/{len(votes)} {VERDICT_STYLE[Verdict(k)][1]}" for k, n in
             sorted(counts.items(), key=lambda kv: -kv[1])]
    if errors:
        parts.append(f"{errors} error{'s' if errors > 1 else ''}")
    return " · ".join(parts)


def legend_html() -> str:
    items = []
    for symbol, label, bg, border in VERDICT_STYLE.values():
        items.append(f'<span class="rv-tag" style="background:{bg};border-color:{border};'
                     f'color:{border}">{symbol} {label}</span>')
    for symbol, label, line in GROUNDING_STYLE.values():
        if symbol:
            items.append(f'<span class="rv-tag" style="border-bottom:2px {line} #333;'
                         f'border-color:#999">{symbol} {label}</span>')
    items.append('<span class="rv-tag" style="border-color:#999">⚑ needs review</span>')
    items.append('<span class="rv-tag" style="border-color:#999">● reviewed</span>')
    return CSS + '<div class="rv-legend">' + "".join(items) + "</div>"


def needs_review(result: ClaimResult) -> bool:
    return (result.disagreement or result.grounding in (Grounding.FUZZY, Grounding.UNLOCATED)
            or result.verdict in (Verdict.UNCITED, Verdict.NOT_SUPPORTED, Verdict.PARTIAL)
            or bool(result.repairs))


def _claim_tag(result: ClaimResult, state: ClaimState | None) -> str:
    symbol, label, _, border = VERDICT_STYLE[result.verdict]
    g_symbol = GROUNDING_STYLE[result.grounding][0]
    flags = ("⚑" if needs_review(result) else "") + ("●" if state and state.reviewed else "")
    votes = sum(1 for v in result.votes if v.verdict == result.verdict)
    vote_txt = f" {votes}/{len(result.votes)}" if result.votes else ""
    title = escape(f"{result.claim.id}: {label}, {GROUNDING_STYLE[result.grounding][1]}, "
                   f"votes {votes_summary(result.votes)}", quote=True)
    return (f'<span class="rv-tag" style="border-color:{border};color:{border}" title="{title}">'
            f'{escape(result.claim.id)} {symbol}{g_symbol}{vote_txt}{flags}</span>')


def _more(n: int, where: str) -> str:
    return (f'<div class="rv-dim rv-more">… {n} claim{"s" if n != 1 else ""} {where} '
            "(pick one in the queue to move there)</div>" if n else "")


def note_html(report: Report, *, selected: str | None = None,
              states: dict[str, ClaimState] | None = None,
              window: tuple[int, int, int, int] | None = None) -> str:
    """The note with each claim highlighted (one pass, linear in the note length), its Markdown
    shown readably (headings, bold, lists, code; the marks hidden, every character escaped).
    ``window`` = (start, end, claims above, claims below) shows only ``note[start:end]``
    (the claims wholly inside it) between "… N claims above / below" markers."""
    note = report.note_text
    states = states or {}
    lo, hi, above, below = window or (0, len(note), 0, 0)
    hi = min(hi, len(note))
    markup = NoteMarkup()  # the note's Markdown given its look, escaped (reviewer.ui.note_md)

    def shown(a: int, b: int) -> str:
        return markup.html(note[a:b], line_start=a == 0 or note[a - 1] == "\n")

    pieces: list[str] = [CSS, NOTE_CSS, _more(above, "above"), '<div class="rv-note">']
    cursor = lo
    for result in sorted(report.claims, key=lambda r: r.claim.start):
        start, end = result.claim.start, result.claim.end
        if start >= hi:
            break
        if start < cursor or end > hi:
            continue  # overlapping / out-of-range / outside the window: leave its text plain
        pieces.append(shown(cursor, start))
        _, _, bg, border = VERDICT_STYLE[result.verdict]
        line = GROUNDING_STYLE[result.grounding][2]
        sel = " rv-sel" if result.claim.id == selected else ""
        cid = escape(result.claim.id, quote=True)
        pieces.append(
            f'<mark class="rv-claim{sel}" id="claim-{cid}" data-claim="{cid}" '
            f'title="select {cid}" '
            f'style="background:{bg};border-bottom:2px {line if line != "none" else "solid"} '
            f'{border}">{shown(start, end)}</mark>'
            + _claim_tag(result, states.get(result.claim.id))
        )
        cursor = end
    pieces.append(shown(cursor, hi))
    pieces.append("</div>")
    pieces.append(_more(below, "below"))
    return "".join(pieces)


def marked(text: str, spans: list[tuple[int, int, str]]) -> str:
    """``text`` escaped, with each ``(start, end, open_tag)`` span wrapped in ``open_tag`` …
    ``</mark>`` (spans that overlap an earlier one or fall outside the text are skipped)."""
    out, cursor = [], 0
    for start, end, tag in sorted(spans, key=lambda s: (s[0], s[1])):
        if start < cursor or not 0 <= start < end <= len(text):
            continue
        out.append(escape(text[cursor:start]) + tag + escape(text[start:end]) + "</mark>")
        cursor = end
    out.append(escape(text[cursor:]))
    return "".join(out)


def source_html(text: str, start: int | None, end: int | None, *, context: int = 1500,
                claim_id: str = "", conflicts: tuple[tuple[int, int], ...] = ()) -> str:
    """The source text (escaped) with ``text[start:end]`` highlighted as
    ``<mark data-evidence="claim id">`` and contradicting spans as ``<mark data-conflict>``;
    long texts are cut to a window of ``context`` characters on each side of the evidence."""
    cid = escape(claim_id, quote=True)
    if start is None or end is None or not 0 <= start <= end <= len(text):
        anchor = min((s for s, _ in conflicts), default=0)
        lo = max(0, anchor - context)
        hi = min(len(text), lo + 2 * context)
        spans = []
    else:
        lo, hi = max(0, start - context), min(len(text), end + context)
        spans = [(start - lo, end - lo, f'<mark class="rv-ev" data-evidence="{cid}">')]
    spans += [(s - lo, e - lo, f'<mark class="rv-conf" data-conflict="{cid}">')
              for s, e in conflicts if lo <= s < e <= hi]
    head = '<span class="rv-dim">(…) </span>' if lo > 0 else ""
    tail = '<span class="rv-dim"> (…)</span>' if hi < len(text) else ""
    return CSS + f'<div class="rv-src">{head}{marked(text[lo:hi], spans)}{tail}</div>'


def repair_html(note: str, claim, repair) -> str:
    """The claim with the repair shown in place: <del>old</del><ins>new</ins> (escaped)."""
    lo, hi = min(claim.start, repair.start), max(claim.end, repair.end)
    lo, hi = max(0, lo), min(len(note), hi)
    if not lo <= repair.start <= repair.end <= hi:
        lo, hi = repair.start, repair.end
    old = note[repair.start:repair.end]
    return (escape(note[lo:repair.start])
            + (f'<del style="background:#fadbd8">{escape(old)}</del> ' if old else "")
            + (f'<ins style="background:#d9f2e3;font-weight:600">{escape(repair.replacement)}</ins>'
               if repair.replacement else "")
            + escape(note[repair.end:hi]))
