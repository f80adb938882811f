"""What tells a denial from an assertion of the same word as sayings about different things: the
times a sentence names (months, weekdays, seasons: "no feed between September and April" / "feed
every 2 weeks from April to August"), and the counts it gives ("Sixty-three of the riders … did not
finish" / "1,187 finished")."""

from __future__ import annotations

from reviewer.judges.conflict_quantities import Quantity, quantities
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
    if theirs and _counts(claim, i):
        a, _b = _sentence(claim, i)  # none of the claim's counts before the word: "Two of the four …"
        return theirs.isdisjoint(q.value for q in claim.derived(quantities, quantities) if a <= q.idx < i)
    # a tally: "24 were accepted, five were rejected" / "accepted 24; five were not accepted"
    mine, theirs_ = tallied(claim, i), tallied(window, k)
    return mine is not None and theirs_ is not None and mine != theirs_


#: the words that may stand between a count and what is said of it: "24 were accepted", "five were not accepted"
_TALLY_GAP = frozenset(["were", "was", "are", "is", "have", "has", "been", "had", "not", "then", "later"])


def _counts_at(w: Words) -> dict[int, Quantity]:
    """The text's figures that are no year and no percentage, by the index of their first word;
    read it through ``w.derived(_counts_at, _counts_at)``, once per ``Words``."""
    return {q.idx: q for q in w.derived(quantities, quantities) if not q.year and not q.percent}


def tallied(w: Words, i: int) -> float | None:
    """The count word ``i`` is said of in a tally: the one right before it, across only a verb's
    helpers ("five were not accepted"), or right after it ("accepted 24"); None if there is none."""
    at = w.derived(_counts_at, _counts_at)
    j = i - 1
    while j >= 0 and w.lower[j] in _TALLY_GAP and not w.breaks(j + 1):
        j -= 1
    if j >= 0 and j in at and not w.breaks(j + 1):
        return at[j].value
    if i + 1 < len(w) and i + 1 in at and not w.breaks(i + 1):
        return at[i + 1].value
    return None


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


def clause_count(w: Words, k: int, reach: int = 5) -> float | None:
    """The nearest count before word ``k`` in its clause, within ``reach`` words ("two were deferred
    pending photographs": 2 for "pending"), or None."""
    at = w.derived(_counts_at, _counts_at)
    for j in range(k - 1, max(-1, k - reach - 1), -1):
        if w.breaks(j + 1):
            return None
        if j in at:
            return at[j].value
    return None


#: words by which a sentence says a thing of every one ("all four ferries sailed")
_EVERY = frozenset(["all", "every", "each", "both", "entire", "whole"])


def part_denied(claim: Words, i: int, window: Words, k: int) -> bool:
    """The claim denies word ``i`` of a part it counts of a whole ("Two of the eleven stalls … drew
    no bids"), and the window's sentence asserts word ``k`` with no word saying it of every one
    ("The exercise attracted 96 bids"): a part without it is no denial of the whole's ("All four
    ferries sailed" is one)."""
    a, _b = _sentence(claim, i)
    qs = claim.derived(_counts_at, _counts_at)
    part = next((j for j in range(a, i) if j in qs and claim.lower[j + 1 : j + 2] == ["of"]), None)
    if part is None:
        return False
    whole = next((qs[j] for j in (part + 2, part + 3) if j in qs), None)
    wa, wb = _sentence(window, k)
    return whole is not None and qs[part].value < whole.value and _EVERY.isdisjoint(window.lower[wa:wb])


#: what opens a condition, not a statement ("on condition that sponsorship falls below the cap",
#: "provided that the grant is paid", "unless"); not "after", "when": "weaker in the weeks after
#: reopening", "declared after the complaint was dismissed" state what they say
CONDITIONS = (("if",), ("unless",), ("whether",), ("condition", "that"), ("conditions", "that"), ("provided", "that"),
              ("providing", "that"), ("as", "long", "as"), ("so", "long", "as"), ("on", "condition"))


def supposed(w: Words, i: int) -> bool:
    """Whether word ``i`` stands in a clause that supposes its deed rather than states it: one
    that "if", "unless", "on condition that", "provided that" … (``CONDITIONS``) opens."""
    a = w.clause(i)[0]
    return any(tuple(w.lower[j : j + len(c)]) == c for j in range(a, i) for c in CONDITIONS)


#: words that open the other half of a contrast ("No major non-conformity was found this time,
#: whereas the previous year's audit had raised one")
CONTRASTS = frozenset(["whereas", "while", "but", "unlike", "although", "though"])
#: words by which the other half speaks of the word again without it ("had raised one")
_STAND_INS = frozenset(["one", "ones", "it", "them", "they", "some", "any"])


def contrasted(claim: Words, i: int, window: Words, k: int) -> bool:
    """The claim sets word ``i``'s half against another half after (or before) a contrast word, and
    the window's sentence holding word ``k`` speaks of that other half, which speaks of the word
    too (itself, or "one", "it" …): the window's sentence shares more content words with it than
    with ``i``'s ("… whereas the previous year's audit had raised one over
    stun-current monitoring" / "The previous audit … raised one minor and one major
    non-conformity"): the claim says it both ways itself, of different things."""
    cut = next((j for j in range(1, len(claim)) if claim.lower[j] in CONTRASTS and claim.breaks(j)), None)
    if cut is None:
        return False
    halves = (range(cut), range(cut + 1, len(claim)))
    mine, other = halves if i < cut else halves[::-1]
    if not any(claim.stems[j] == claim.stems[i] or claim.lower[j] in _STAND_INS for j in other):
        return False  # the other half says nothing of the word ("pays up to £5,000 …, but only once damage has occurred")
    a, b = _sentence(window, k)
    held = {window.stems[j] for j in range(a, b) if window.content[j]}
    def share(r: range) -> int:
        return len(held & {claim.stems[j] for j in r if claim.content[j] and j != i})
    return share(other) > share(mine)
