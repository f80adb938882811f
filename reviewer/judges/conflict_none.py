"""Contradictions of existence: the claim says there was none of a thing ("had no near misses
during week 37") and the evidence window counts some of it ("one near miss involving a segment
crane is under investigation"). The thing is the claim's one or two words after "no"; the window
must give a count above zero right before the same words (``_key``: the plural ending aside, by
their first five letters), not denied. "no longer", "no more than" and the like are no denial of a thing."""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import NUMBER_WORDS
from reviewer.judges.conflict_text import Words, unnamed_stems
from reviewer.judges.conflict_window import most_held, sentence_counts
from reviewer.judges.when_words import contrasted
from reviewer.model import ConflictKind

#: words after "no" that make no claim of none ("no longer", "no more than 12", "no later than")
_NOT_NONE = frozenset(["longer", "more", "less", "fewer", "later", "earlier", "sooner", "one", "doubt", "matter",
                       "way"])


def _nones(claim: Words) -> list[tuple[int, int, list[str]]]:
    """(index of "no", of the thing's last word, the ``_key`` of each of the thing's words) for each
    "no <thing>": the next two words when the second is a content word ("no near misses"), else the
    next one when it is ("no deaths")."""
    out = []
    for i, low in enumerate(claim.lower):
        if low != "no" or i + 1 >= len(claim) or claim.lower[i + 1] in _NOT_NONE or claim.lower[i + 1][0].isdigit():
            continue
        start = claim.clause(i)[0]
        if any(_count(claim, k) for k in range(start, i)):
            continue  # of a part: "Two of the eleven stalls drew no bids" (against "attracted 96 bids" in all)
        for m in (2, 1):
            last = i + m
            if last < len(claim) and claim.content[last] and not any(claim.breaks(k) for k in range(i + 1, last + 1)):
                out.append((i, last, [_key(low) for low in claim.lower[i + 1 : last + 1]]))
                break
    return out


def _key(low: str) -> str:
    """A word without its plural ending, to five letters: "misses" and "miss", "bids" and "bid" agree."""
    if low.endswith("es") and len(low) > 4:
        low = low[:-2]
    elif low.endswith("s") and not low.endswith("ss"):
        low = low[:-1]
    return low[:5]


def _count(w: Words, k: int) -> bool:
    """Whether word ``k`` counts more than none: a figure above zero or a number word."""
    low = w.lower[k]
    if low[0].isdigit():
        return any(c in "123456789" for c in low)
    return low in NUMBER_WORDS and low not in ("zero", "no", "none", "nil")


def none_hits(claim: Words, window: Words) -> list[Hit]:
    """The claim's "no <thing>" against a count of that thing in the window."""
    if "no" not in claim.lower:
        return []
    for i, last, keys in claim.derived(_nones, _nones):
        n = len(keys)
        for k in range(len(window) - n):
            if not _count(window, k) or window.negated[k] or contrasted(claim, i, window, k):
                continue  # (not what the claim's other half says: "… whereas the previous audit had raised one")
            if [_key(low) for low in window.lower[k + 1 : k + 1 + n]] == keys:
                return [Hit(ConflictKind.NEGATION, f"claim says \u201c{claim.phrase(i, last)}\u201d; source: "
                            f"\u201c{window.phrase(k, k + n)}\u201d", (i, last), (k, k + n))]
    return []


NONE_SENTENCES = 2  # the source sentences that carry most of the claim, read for a count of the thing


def none_elsewhere_hits(claim: Words, index, sentence_words) -> list[tuple[Hit, Words]]:
    """``none_hits`` against the source sentences that carry most of the claim's words other than
    names (at least two), wherever the evidence window is: "The tunnelling site had no near misses
    during week 37" against "Safety: no reportable incidents this week; one near miss …"."""
    if "no" not in claim.lower or not claim.derived(_nones, _nones):
        return []
    counts = sentence_counts(unnamed_stems(claim), index)
    for sp in most_held({sp: n for sp, n in counts.items() if n >= 2}, NONE_SENTENCES):
        sw = sentence_words(sp)
        hits = none_hits(claim, sw)
        if hits:
            return [(hits[0], sw)]
    return []
