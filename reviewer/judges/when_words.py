"""The times a sentence names (months, weekdays, seasons): what tells "no feed between September
and April" from "feed every 2 weeks from April to August" as sayings about different times."""

from __future__ import annotations

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


def _sentence(w: Words, k: int) -> tuple[int, int]:
    return w.derived(sentence_ranges, sentence_ranges)[sentence_at(w, k)]
