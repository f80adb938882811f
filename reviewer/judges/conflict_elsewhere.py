"""A word the claim asserts that a source sentence away from the evidence window denies.

The evidence window is the one or two sentences that carry most of the claim; the negation
check (``conflict_polarity.negation_hits``) reads only it. A document often says how a thing
stands in a sentence of its own, after the one that describes it: "Verrant Instruments has been
granted a US patent for its probe" against an application whose window describes the probe and
whose later sentence says "no patent has been granted"; "The DVLA has already issued the renewed
licence" against "your new licence has not yet been issued".

``denied_elsewhere_hits`` holds the claim to the few source sentences outside the window that
carry most of its words (names aside), as the negation check would hold it to the window, and
keeps a hit only when no sentence it reads (the window included) says the word the claim's way.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit, negation_hits
from reviewer.judges.conflict_text import Words, in_unasserted_clause, unnamed_stems
from reviewer.judges.conflict_window import most_held, sentence_counts
from reviewer.judges.sourceindex import SourceIndex

#: the source sentences outside the window read (at most), those that carry most of the claim
ELSEWHERE_SENTENCES = 2
#: the claim's words (names aside) such a sentence must carry, at least
ELSEWHERE_SHARED = 2
#: the words before a participle that say the deed is done ("has been granted", "has already issued")
_PERFECT = frozenset(["has", "have", "had", "been", "already"])


def denied_elsewhere_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words],
                          first: int, last: int, window: Words | None) -> list[tuple[Hit, Words]]:
    """The first negation hit between the claim and a source sentence outside ``first..last`` (the
    window's sentences; ``window``: its ``Words``, None when no window carries the claim) that
    carries at least ``ELSEWHERE_SHARED`` of the claim's words; ``sentence_words(i)``: the
    ``Words`` of the source's sentence ``i``."""
    if _PERFECT.isdisjoint(claim.lower):
        return []  # no deed the claim says is done (``_done``): nothing for a sentence to deny
    counts = sentence_counts(unnamed_stems(claim), index)
    held = [sp for sp in most_held({sp: n for sp, n in counts.items() if n >= ELSEWHERE_SHARED},
                                   ELSEWHERE_SENTENCES + (last - first + 1 if first >= 0 else 0))
            if not first <= sp <= last][:ELSEWHERE_SENTENCES]
    read = [sentence_words(sp) for sp in held]
    for sw in read:
        for hit in negation_hits(claim, sw)[:1]:
            if not _done(claim, hit.claim_span[0]):
                continue
            word = claim.stems[hit.claim_span[0]]
            others = [w for w in (window, *read) if w is not None and w is not sw]
            if any(_said_as_claimed(claim, hit, w, word) for w in others):
                continue  # the source says it the claim's way too
            return [(hit, sw)]
    return []


def _done(claim: Words, i: int) -> bool:
    """Whether the claim's word ``i`` says a deed is done: a participle ("-ed", "-en") right after
    "has", "have been", "has already" …, not denied, in a clause that asserts it (not "once it has
    been opened")."""
    low = claim.lower[i]
    if not (low.endswith(("ed", "en")) and not claim.negated[i]
            and any(claim.lower[j] in _PERFECT for j in range(max(0, i - 2), i))):
        return False
    return not in_unasserted_clause(claim, i)


def _said_as_claimed(claim: Words, hit: Hit, other: Words, word: str) -> bool:
    """Whether ``other`` says the claim's word (stem ``word``) as the claim does: it has the
    word, and the negation check finds nothing on it there."""
    if word not in other.stems:
        return False
    return not any(h.claim_span == hit.claim_span for h in negation_hits(claim, other))
