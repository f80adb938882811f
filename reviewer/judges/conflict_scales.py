"""Comparisons read across the whole source: a source sentence that names both sides of the
claim's comparison, wherever the evidence window is, orders them the other way round ("adults
more likely than children" / "children more likely than adults") or by the other end of the same
scale ("tuning … was worse than it had been at Bridge of Allan in June" / "overall tuning was
better than at Bridge of Allan in June")."""

from __future__ import annotations

from reviewer.judges.conflict_objects import _comparisons, _cue, _than, swapped_comparison_hits
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.model import ConflictKind
from reviewer.text import stem

#: comparatives of one scale, by its two ends: "worse than" is the opposite of "better than", not
#: of "slower than" (another scale); "more" and "less" only with the same word after them
_SCALES = [(frozenset(a.split()), frozenset(b.split())) for a, b in (
    ("better", "worse"), ("bigger larger greater", "smaller"), ("higher", "lower"), ("longer", "shorter"),
    ("faster quicker", "slower"), ("heavier", "lighter"), ("older", "younger"), ("wider broader", "narrower"),
    ("dearer costlier", "cheaper"), ("stronger", "weaker"), ("earlier sooner", "later"),
    ("warmer hotter", "colder cooler"), ("easier", "harder"), ("richer", "poorer"), ("more", "less fewer"))]


def _scale_end(w: Words, c: int) -> tuple[int, bool, str] | None:
    """Comparative ``c`` as (its scale, whether it is the scale's high end, the word after it for
    "more" and "less": "more expensive"); None off every scale."""
    low = w.lower[c]
    for n, (hi, lo) in enumerate(_SCALES):
        if low in hi or low in lo:
            after = w.lower[c + 1] if low in ("more", "less", "fewer") and c + 1 < len(w) and w.content[c + 1] else ""
            return None if low in ("more", "less", "fewer") and not after else (n, low in hi, after)
    return None


#: the scales a figure's "more" or "less" speaks on ("9% more than last year": higher, dearer)
_LEVEL_SCALES = frozenset(n for n, (hi, _lo) in enumerate(_SCALES) if hi & {"higher", "bigger", "dearer"})


def _window_end(w: Words, c: int, end: tuple[int, bool, str]) -> tuple[int, bool, str] | None:
    """The window's comparative ``c`` on the claim's scale (``end``, a level's: higher, bigger,
    dearer): its own, or a figure's "more" or "less" ("fetching … 9% more than last year")."""
    own = _scale_end(w, c)
    if own is not None or end[0] not in _LEVEL_SCALES or w.lower[c] not in ("more", "less") or c == 0:
        return own
    before = w.text[w.starts[c - 1] : w.starts[c]].strip()
    return (end[0], w.lower[c] == "more", end[2]) if before[:1].isdigit() and not w.breaks(c) else None


def opposite_comparison_hits(claim: Words, window: Words) -> list[Hit]:
    """"tuning … was worse than it had been at Bridge of Allan in June" against "overall tuning was
    better than at Bridge of Allan in June": the window orders the same two things by the other
    end of the same scale; not when it also orders them as the claim does."""
    if "than" not in window.lower:
        return []
    mine = claim.derived(_comparisons, _comparisons)
    theirs = [(_cue(window, _than(window, b2[0])), m, {window.stems[x] for x in a2}, {window.stems[x] for x in b2})
              for _k, m, _o, a2, b2 in (window.derived(_comparisons, _comparisons) if mine else [])]
    for _i, j, _o, a_at, b_at in mine:
        a, b = {claim.stems[x] for x in a_at}, {claim.stems[x] for x in b_at}
        c = _cue(claim, _than(claim, b_at[0]))
        end = _scale_end(claim, c) if c is not None else None
        same = [(cue, m) for cue, m, a2, b2 in theirs if end is not None and cue is not None and a & a2 and b & b2
                and (e := _window_end(window, cue, end)) is not None and (e[0], e[2]) == (end[0], end[2])]
        if any(_window_end(window, cue, end)[1] == end[1] for cue, _m in same):
            continue  # the window also says it the claim's way
        for cue, m in same:
            return [Hit(ConflictKind.ANTONYM, f"claim says \u201c{claim.phrase(c, j)}\u201d; source: "
                        f"\u201c{window.phrase(cue, m)}\u201d", (c, j), (cue, m))]
    return []


_COMPARED_SENTENCES = 8  # source sentences (at most) that name both sides, read for the comparison


def compared_elsewhere_hits(claim: Words, index, sentence_words) -> list[tuple[Hit, Words]]:
    """``swapped_comparison_hits`` against each source sentence that names both sides of the
    claim's comparison (the first ``_COMPARED_SENTENCES``), wherever the evidence window is: the
    words a comparison turns on ("adults", "children", "likely") are cue words that do not draw it."""
    if "than" not in claim.lower:
        return []
    for _i, _j, _order, a_at, b_at in claim.derived(_comparisons, _comparisons):
        with_a = {sp for x in a_at for sp in index.token_spans(stem(claim.lower[x]))}
        both = sorted({sp for x in b_at for sp in index.token_spans(stem(claim.lower[x]))} & with_a)
        for sp in both[:_COMPARED_SENTENCES]:
            sw = sentence_words(sp)
            hits = swapped_comparison_hits(claim, sw) or opposite_comparison_hits(claim, sw)
            if hits:
                return [(hits[0], sw)]
    return []
