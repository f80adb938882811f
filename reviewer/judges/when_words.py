"""What tells a denial from an assertion of the same word as sayings about different things: the
times a sentence names (months, weekdays, seasons: "no feed between September and April" / "feed
every 2 weeks from April to August"), and the counts it gives ("Sixty-three of the riders … did not
finish" / "1,187 finished")."""

from __future__ import annotations

from reviewer.judges.conflict_quantities import quantities
from reviewer.judges.conflict_text import Words, sentence_at, sentence_ranges
from reviewer.judges.quantity_words import MONTHS

WEEKDAYS = frozenset(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])
SEASONS = frozenset(["spring", "summer", "autumn", "winter"])  # (not "fall": a verb as often)


def times_named(w: Words, a: int, b: int) -> frozenset[str]:
    """The months, weekdays and seasons among words ``a..b`` ("May" only with its capital)."""
    out = set()
    for k in range(max(0, a), min(b, len(w))):
        low = w.lower[k]
        low = low[:-1] if low.endswith("days") else low  # "on Mondays"
        if (low in MONTHS and (low != "may" or w.caps[k])) or low in WEEKDAYS or low in SEASONS:
            out.add(low)
    return frozenset(out)


def other_times(claim: Words, i: int, window: Words, k: int) -> bool:
    """The claim says word ``i`` of a time its window's word ``k`` is not said of: a time the
    claim's sentence names that the window's sentence does not, both naming some ("gets no feed
    between September and April" / "feed from April to August")."""
    mine = times_named(claim, *_sentence(claim, i))
    if not mine:
        return False
    theirs = times_named(window, *_sentence(window, k))
    return bool(theirs) and not mine <= theirs


def other_counts(claim: Words, i: int, window: Words, k: int) -> bool:
    """The claim says word ``i`` of a count its window's word ``k`` is not said of: each sentence
    gives counts before the word, and none of the claim's is the window's ("Sixty-three of the
    riders … did not finish" / "1,187 finished": parts of one whole; not "Two of the four ferries
    did not sail" / "All four ferries sailed")."""
    theirs = _counts(window, k)
    if not theirs or not _counts(claim, i):
        return False
    a, _b = _sentence(claim, i)  # none of the claim's counts before the word: "Two of the four …"
    return theirs.isdisjoint(q.value for q in claim.derived(quantities, quantities) if a <= q.idx < i)


def _counts(w: Words, i: int) -> set[float]:
    """The count that opens the sentence of word ``i`` (its subject: "Sixty-three of the riders",
    "the 1,187 who finished"), as a one-element set, or an empty one."""
    a, _b = _sentence(w, i)
    first = a + (w.lower[a] in _COUNT_OPENERS) if a < i else a
    return {q.value for q in w.derived(quantities, quantities)
            if q.idx == first < i and not q.year and not q.percent}


_COUNT_OPENERS = frozenset(["the", "only", "just", "all", "some", "about", "around", "nearly", "almost"])


def _sentence(w: Words, k: int) -> tuple[int, int]:
    return w.derived(sentence_ranges, sentence_ranges)[sentence_at(w, k)]
