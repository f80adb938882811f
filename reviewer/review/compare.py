"""Draft versus repaired note: the diff, where each draft claim went, which verdicts changed.

Pure functions for the Before/after page (which renders them and decides nothing):

* ``edits(a, b)`` — the diff of two texts as contiguous character-offset blocks (a line diff,
  refined to word tokens inside changed lines; bounded work on untrusted notes);
* ``map_offset`` / ``map_span`` — where a draft offset or span lies in the repaired text;
* ``diff_html`` — the diff as escaped HTML with ``<ins>`` / ``<del>`` (notes are untrusted);
* ``pair_claims`` — each draft claim paired with the repaired note's claim it became (offset
  mapping first, text similarity for what the mapping leaves over);
* ``applied_repairs`` — which of the report's suggested repairs a repaired text carries;
* ``verdict_changes`` — claims whose verdict differs after the repairs, with the repair(s) that
  did it; ``coverage_after`` — coverage of the repaired note counted as the repair loop counts
  it (``coverage.standing_coverage``: removed and hidden claims apart).

The verdicts *after* come from the caller, who re-runs ``reviewer.verify.verify`` on the
repaired note with the same sources and panel: nothing here judges a claim.
"""

from __future__ import annotations

import bisect
import difflib
import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from reviewer.coverage import standing_coverage
from reviewer.model import ClaimResult, Grounding, Repair, Report, Verdict

#: above this many lines (both sides) the line diff lets very frequent lines be junk
MAX_EXACT_LINES = 2000
#: above this many tokens (both sides of a changed block) very frequent tokens are junk
MAX_EXACT_TOKENS = 1500
#: a changed block of more tokens than this (either side) is shown as one deletion + insertion
MAX_REFINE_TOKENS = 3000
#: text-similarity pairing is tried for at most this many unpaired claims per side
MAX_SIMILARITY_PAIRS = 300
#: a draft claim and a repaired claim pair on text alone above this similarity
MIN_TEXT_SIMILARITY = 0.6
#: characters of draft context either side of a repair looked for in the repaired text
CONTEXT = 24

_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|\w+|\s+|[^\w\s]")


class EditKind(StrEnum):
    EQUAL = "equal"
    INSERT = "insert"
    DELETE = "delete"
    REPLACE = "replace"


@dataclass(frozen=True, slots=True)
class Edit:
    """``a[a0:a1]`` became ``b[b0:b1]``. The blocks of ``edits(a, b)`` tile both texts."""

    kind: EditKind
    a0: int
    a1: int
    b0: int
    b1: int


@dataclass(frozen=True, slots=True)
class Pair:
    """A draft claim and the repaired note's claim it became (``None``: gone / new)."""

    before: ClaimResult | None
    after: ClaimResult | None


@dataclass(frozen=True, slots=True)
class VerdictChange:
    """A draft claim whose verdict (or grounding: a quote now found in the source) the repairs
    changed; ``after is None``: the claim is gone."""

    claim_id: str
    text: str
    before: Verdict
    after: Verdict | None
    after_id: str | None
    after_text: str
    repairs: tuple[Repair, ...]
    grounding_before: Grounding = Grounding.NOT_APPLICABLE
    grounding_after: Grounding | None = None

    @property
    def verdict_changed(self) -> bool:
        return self.after is not self.before


@dataclass(frozen=True, slots=True)
class CoverageFigures:
    """Coverage of the draft and of a repaired note; ``gain`` is None when either is None."""

    before: float | None
    after: float | None
    removed: int = 0
    hidden: int = 0

    @property
    def gain(self) -> float | None:
        if self.before is None or self.after is None:
            return None
        return self.after - self.before



def _common_prefix(a: str, b: str) -> int:
    n = min(len(a), len(b))
    lo, hi = 0, n  # binary search on slices: C-speed comparisons, no per-character loop
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _common_suffix(a: str, b: str, limit: int) -> int:
    lo, hi = 0, min(len(a), len(b)) - limit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[len(a) - mid:] == b[len(b) - mid:]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _offsets(parts: Sequence[str], base: int) -> list[int]:
    out = [base]
    for p in parts:
        out.append(out[-1] + len(p))
    return out


def _refine(a: str, b: str, a_base: int, b_base: int) -> list[Edit]:
    """Word-token diff of one changed block (one replace block when it is too big)."""
    ta, tb = _TOKEN.findall(a), _TOKEN.findall(b)
    if not ta or not tb or len(ta) > MAX_REFINE_TOKENS or len(tb) > MAX_REFINE_TOKENS:
        kind = EditKind.INSERT if not a else EditKind.DELETE if not b else EditKind.REPLACE
        return [Edit(kind, a_base, a_base + len(a), b_base, b_base + len(b))]
    oa, ob = _offsets(ta, a_base), _offsets(tb, b_base)
    matcher = difflib.SequenceMatcher(None, ta, tb, autojunk=len(ta) + len(tb) > MAX_EXACT_TOKENS)
    out: list[Edit] = []
    for tag, i0, i1, j0, j1 in matcher.get_opcodes():
        e = Edit(EditKind(tag), oa[i0], oa[i1], ob[j0], ob[j1])
        # a lone space between two changes reads as noise: fold it into one replacement
        if (len(out) >= 2 and e.kind is not EditKind.EQUAL and out[-1].kind is EditKind.EQUAL
                and out[-2].kind is not EditKind.EQUAL and not a[out[-1].a0 - a_base:out[-1].a1 - a_base].strip()):
            out[-2:] = [Edit(EditKind.REPLACE, out[-2].a0, e.a1, out[-2].b0, e.b1)]
        else:
            out.append(e)
    return out


def edits(a: str, b: str) -> tuple[Edit, ...]:
    """The diff of ``a`` → ``b``: contiguous blocks covering both texts, adjacent equal blocks
    merged. Common prefix and suffix are cut first (a repair changes little of a note); the
    rest is diffed by lines, and changed lines by word tokens."""
    p = _common_prefix(a, b)
    if p < min(len(a), len(b)) or (len(a) != len(b) and p and a[p - 1] != "\n"):
        p = a.rfind("\n", 0, p) + 1  # cut at a line start: the line diff sees whole lines
    s = _common_suffix(a, b, p)
    q = len(a) - s
    if s and q > 0 and a[q - 1] != "\n":
        k = a.find("\n", q)
        s = 0 if k < 0 else len(a) - (k + 1)
    ma, mb = a[p:len(a) - s], b[p:len(b) - s]
    blocks: list[Edit] = [Edit(EditKind.EQUAL, 0, p, 0, p)] if p else []
    if ma or mb:
        la, lb = ma.splitlines(keepends=True), mb.splitlines(keepends=True)
        oa, ob = _offsets(la, p), _offsets(lb, p)
        # many lines: repeated lines (blank lines, boilerplate) are junk for the anchors, which
        # keeps the matcher near-linear on repetitive untrusted notes
        matcher = difflib.SequenceMatcher(None, la, lb, autojunk=len(la) + len(lb) > MAX_EXACT_LINES)
        for tag, i0, i1, j0, j1 in matcher.get_opcodes():
            if tag == "equal":
                blocks.append(Edit(EditKind.EQUAL, oa[i0], oa[i1], ob[j0], ob[j1]))
            else:
                blocks.extend(_refine(a[oa[i0]:oa[i1]], b[ob[j0]:ob[j1]], oa[i0], ob[j0]))
    if s:
        blocks.append(Edit(EditKind.EQUAL, len(a) - s, len(a), len(b) - s, len(b)))
    merged: list[Edit] = []
    for e in blocks:
        if e.a0 == e.a1 and e.b0 == e.b1:
            continue
        if merged and merged[-1].kind is EditKind.EQUAL and e.kind is EditKind.EQUAL:
            merged[-1] = Edit(EditKind.EQUAL, merged[-1].a0, e.a1, merged[-1].b0, e.b1)
        else:
            merged.append(e)
    return tuple(merged)


def changed(diff: Sequence[Edit]) -> bool:
    return any(e.kind is not EditKind.EQUAL for e in diff)


def map_offset(diff: Sequence[Edit], pos: int, *, right: bool = False) -> int:
    """Where offset ``pos`` of the draft lies in the repaired text. As the start of a span
    (``right=False``) it takes in text inserted at ``pos`` and the whole replacement of a
    changed block it falls in; as the end of a span (``right=True``) likewise."""
    if not diff:
        return pos
    if right:
        i = bisect.bisect_right([e.a0 for e in diff], pos) - 1
        while i >= 0 and diff[i].a0 == pos and diff[i].a1 > pos:
            i -= 1  # a block that starts at ``pos`` lies after a span that ends there
        if i < 0:
            return 0
        e = diff[i]
        return e.b0 + (pos - e.a0) if e.kind is EditKind.EQUAL else e.b1
    i = bisect.bisect_left([e.a1 for e in diff], pos)
    while i < len(diff) and diff[i].a1 == pos and diff[i].a0 < pos:
        i += 1  # a block that ends at ``pos`` lies before a span that starts there
    if i >= len(diff):
        return diff[-1].b1
    e = diff[i]
    return e.b0 + (pos - e.a0) if e.kind is EditKind.EQUAL else e.b0


def map_span(diff: Sequence[Edit], start: int, end: int) -> tuple[int, int]:
    a, b = map_offset(diff, start), map_offset(diff, end, right=True)
    return a, max(a, b)


def diff_html(a: str, b: str, diff: Sequence[Edit] | None = None) -> str:
    """The diff as HTML: unchanged text, ``<del>`` draft text, ``<ins>`` repaired text; every
    piece of text escaped (a ``<script>`` in a note shows as text)."""
    diff = edits(a, b) if diff is None else diff
    out: list[str] = []
    for e in diff:
        if e.kind is EditKind.EQUAL:
            out.append(html.escape(a[e.a0:e.a1]))
            continue
        if e.a1 > e.a0:
            out.append(f"<del>{html.escape(a[e.a0:e.a1])}</del>")
        if e.b1 > e.b0:
            out.append(f"<ins>{html.escape(b[e.b0:e.b1])}</ins>")
    return "".join(out)


def diff_counts(diff: Sequence[Edit]) -> tuple[int, int]:
    """(characters inserted, characters deleted)."""
    ins = sum(e.b1 - e.b0 for e in diff if e.kind is not EditKind.EQUAL)
    dele = sum(e.a1 - e.a0 for e in diff if e.kind is not EditKind.EQUAL)
    return ins, dele



def _similarity(x: str, y: str) -> float:
    """Text similarity of two claims in [0, 1] (bounded: long claims get the cheap estimate)."""
    m = difflib.SequenceMatcher(None, x, y, autojunk=False)
    return m.ratio() if len(x) + len(y) <= 4000 else m.quick_ratio()


def pair_claims(before: Sequence[ClaimResult], after: Sequence[ClaimResult],
                diff: Sequence[Edit]) -> tuple[Pair, ...]:
    """Each draft claim paired with at most one repaired claim (and each repaired claim with at
    most one draft claim): among the repaired claims that overlap the draft span mapped through
    ``diff``, by overlap plus text similarity, best first (a changed block maps a span onto all
    of its replacement); then, for what is left, by text similarity.
    Draft claims first in note order (``after is None``: gone), then repaired claims no draft
    claim became (``before is None``: new)."""
    order = sorted(range(len(after)), key=lambda j: after[j].claim.start)
    starts = [after[j].claim.start for j in order]
    scored: list[tuple[float, int, int]] = []
    for i, r in enumerate(before):
        a, b = map_span(diff, r.claim.start, r.claim.end)
        k = bisect.bisect_left(starts, b)
        for pos in range(k - 1, -1, -1):
            j = order[pos]
            c = after[j].claim
            overlap = min(b, c.end) - max(a, c.start)
            if c.end <= a and overlap <= 0 and pos < k - 8:
                break  # claims do not nest deeply: a few spans back is far enough
            if overlap > 0:
                score = overlap / max(b - a, c.end - c.start, 1) + _similarity(r.claim.text, c.text)
                scored.append((score, i, j))
    pairs: dict[int, int] = {}
    taken: set[int] = set()
    for _, i, j in sorted(scored, key=lambda t: (-t[0], t[1], t[2])):
        if i not in pairs and j not in taken:
            pairs[i] = j
            taken.add(j)
    left = [i for i in range(len(before)) if i not in pairs][:MAX_SIMILARITY_PAIRS]
    free = [j for j in range(len(after)) if j not in taken][:MAX_SIMILARITY_PAIRS]
    for i in left:
        best, best_j = MIN_TEXT_SIMILARITY, None
        for j in free:
            if j in taken:
                continue
            m = difflib.SequenceMatcher(None, before[i].claim.text, after[j].claim.text, autojunk=False)
            if m.real_quick_ratio() >= best and m.quick_ratio() >= best and m.ratio() >= best:
                best, best_j = m.ratio(), j
        if best_j is not None:
            pairs[i] = best_j
            taken.add(best_j)
    out = [Pair(r, after[pairs[i]] if i in pairs else None) for i, r in enumerate(before)]
    out.extend(Pair(None, after[j]) for j in range(len(after)) if j not in taken)
    return tuple(out)


def _carried(draft: str, repaired: str, repair: Repair, diff: Sequence[Edit]) -> bool:
    """Whether ``repaired`` carries ``repair`` (draft context + replacement near its place)."""
    if not 0 <= repair.start <= repair.end <= len(draft):
        return False
    if draft[repair.start:repair.end] == repair.replacement:
        return False  # a no-op leaves no trace to find
    left = draft[max(0, repair.start - CONTEXT):repair.start]
    right = draft[repair.end:repair.end + CONTEXT]
    at = map_offset(diff, repair.start)
    window = repaired[max(0, at - 2 * CONTEXT - len(left)):
                      at + len(repair.replacement) + 2 * CONTEXT + len(right)]
    if left + repair.replacement + right in window:
        return True
    if not repair.replacement.strip():
        return False  # an empty or blank replacement needs both sides to be recognised
    return left + repair.replacement in window or repair.replacement + right in window


def applied_repairs(report: Report, repaired: str, diff: Sequence[Edit] | None = None
                    ) -> tuple[Repair, ...]:
    """The report's suggested repairs that ``repaired`` carries. When the text is exactly the
    draft with the loop's first-pass choice applied (``repair.apply.select_compatible``), that
    choice; otherwise each repair whose replacement stands in its place."""
    from reviewer.repair.apply import RepairConflict, apply_repairs, select_compatible

    draft = report.note_text
    suggestions = [r.repairs for r in report.claims if r.repairs]
    try:
        chosen = select_compatible(suggestions)
        if chosen and apply_repairs(draft, chosen) == repaired:
            return tuple(chosen)
    except (RepairConflict, ValueError):
        pass
    diff = edits(draft, repaired) if diff is None else diff
    return tuple(rp for rs in suggestions for rp in rs if _carried(draft, repaired, rp, diff))


def verdict_changes(report: Report, after: Sequence[ClaimResult], repaired: str,
                    applied: Sequence[Repair], diff: Sequence[Edit] | None = None
                    ) -> tuple[VerdictChange, ...]:
    """Draft claims whose verdict or grounding differs in the repaired note (``after``: the repaired note's
    results, from the same ``verify``), in note order, each with the applied repairs of that
    claim. A draft claim with no counterpart is listed with ``after=None`` (gone)."""
    diff = edits(report.note_text, repaired) if diff is None else diff
    by_claim: dict[str, list[Repair]] = {}
    for rp in applied:
        by_claim.setdefault(rp.claim_id, []).append(rp)
    out: list[VerdictChange] = []
    for pair in pair_claims(report.claims, after, diff):
        if pair.before is None:
            continue
        b = pair.before
        a = pair.after
        if a is not None and a.verdict is b.verdict and a.grounding is b.grounding:
            continue
        out.append(VerdictChange(
            claim_id=b.claim.id, text=b.claim.text, before=b.verdict,
            after=None if a is None else a.verdict, after_id=None if a is None else a.claim.id,
            after_text="" if a is None else a.claim.text,
            repairs=tuple(by_claim.get(b.claim.id, ())), grounding_before=b.grounding,
            grounding_after=None if a is None else a.grounding))
    return tuple(out)


def draft_coverage(report: Report) -> float | None:
    return report.coverage.before if report.coverage.before is not None else report.coverage.fraction


def coverage_after(report: Report, after: Sequence[ClaimResult], repaired: str,
                   diff: Sequence[Edit] | None = None) -> CoverageFigures:
    """Coverage of the repaired note as the repair loop counts it: every claim of the repaired
    note, plus draft claims whose text stands but is no longer a claim (hidden, uncovered);
    draft claims whose text is gone are removed from the total and counted apart."""
    diff = edits(report.note_text, repaired) if diff is None else diff
    spans = [map_span(diff, r.claim.start, r.claim.end) for r in report.claims]
    gone = {id(p.before) for p in pair_claims(report.claims, after, diff) if p.before and p.after is None}
    for i, r in enumerate(report.claims):
        # a changed block around a deleted claim can leave a stray "." in its mapped span: a claim
        # that paired with nothing and whose mapped text is not its own is gone
        a, b = spans[i]
        if id(r) in gone and _similarity(r.claim.text, repaired[a:b]) < MIN_TEXT_SIMILARITY:
            spans[i] = (a, a)
    standing = standing_coverage(after, repaired, spans)
    return CoverageFigures(draft_coverage(report), standing.fraction, standing.removed, standing.hidden)


def loop_coverage(report: Report) -> CoverageFigures:
    """The figures the repair loop recorded in the report (what the command prints)."""
    c = report.coverage
    return CoverageFigures(draft_coverage(report), c.after, c.removed, c.hidden)
