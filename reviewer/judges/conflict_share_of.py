"""A part of a stated whole given another count for the same deed: "Seven of the 38 swarms were
retrieved by the collectors" against "Collectors retrieved 31 of the 38 swarms; the other seven
had moved on". The claim's seven is in the source, as the rest, so the figure checks pass it; what
is wrong is the deed it is said of. Both texts must write "A of the W" with the same whole W, and
their clauses must share a word beyond the whole's own (the deed: "retrieved"), and neither may
say the part is the rest ("the other seven", "the remaining", "not", "failed …")."""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import Quantity
from reviewer.judges.conflict_text import Words
from reviewer.judges.rest_of_whole import of_whole
from reviewer.model import ConflictKind

#: words by which a clause says its part is the rest of the whole, or the part that did not do it
_REST = frozenset(["other", "others", "rest", "remaining", "remainder", "not", "no", "never", "failed", "without",
                   "only", "except", "besides", "apart", "further", "more", "another", "left", "still", "yet",
                   "outstanding", "awaited", "awaiting", "pending", "unsold", "unpaid", "unfilled", "vacant"])


def _parts(w: Words, qs: list[Quantity]) -> list[tuple[Quantity, Quantity]]:
    """The (part, whole) pairs the text writes "A of the W" with: plain counts, the part less."""
    out = []
    for q in qs:
        if q.percent or q.year or q.qualifier or q.high != q.value:
            continue
        whole = of_whole(w, q, qs)
        if whole is not None and not (whole.percent or whole.year or whole.qualifier) and whole.high == whole.value \
                and 0 < q.value < whole.value and not any(w.breaks(j) for j in range(q.idx + 1, whole.idx + 1)):
            out.append((q, whole))
    return out


def _deed_stems(w: Words, part: Quantity, whole: Quantity) -> set[str] | None:
    """The stems of the content words of the part's clause, the whole's noun and the two words
    after it aside (what the whole is: "the 38 genuine honeybee swarms"); None when the clause
    says the part is the rest or did not do it."""
    lo, hi = w.clause(part.idx, whole.end_idx)
    if any(w.lower[k] in _REST or w.lower[k].endswith("n't") or w.negated[k] for k in range(lo, hi)):
        return None
    skip = set(range(part.idx, whole.end_idx + 4))
    return {w.stems[k] for k in range(lo, hi) if w.content[k] and k not in skip and not w.lower[k][0].isdigit()}


def share_of_hits(claim: Words, window: Words, cq: list[Quantity], wq: list[Quantity]) -> list[Hit]:
    """A claim's "A of the W" that the window gives as "B of the W" for the same deed, B not A."""
    mine = _parts(claim, cq)
    if not mine:
        return []
    theirs = _parts(window, wq)
    for part, whole in mine:
        deed = None
        for v, v_whole in theirs:
            if v_whole.value != whole.value or v.value == part.value:
                continue
            if deed is None:
                deed = _deed_stems(claim, part, whole)
                if deed is None:
                    break
            their_deed = _deed_stems(window, v, v_whole)
            if their_deed and deed & their_deed:
                cs, ws = (part.idx, whole.end_idx), (v.idx, v_whole.end_idx)
                return [Hit(ConflictKind.QUANTITY, f"claim says {claim.phrase(*cs)}; source: {window.phrase(*ws)}",
                            cs, ws)]
    return []
