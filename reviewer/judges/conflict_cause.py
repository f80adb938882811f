"""A cause the claim gives that the source gives otherwise: "The 03:10 alarm was set off by an
intruder" against "03:10 alarm activation …; cause found to be a bird"; "is not standing again
because shareholders rejected the report" against "will not stand again because he retires".

The sentence held to the claim carries most of what the claim says was caused (its words before
the causal marker, at least ``MIN_EFFECT`` of them) and names a cause itself; the claim's cause
shares no word with that cause nor with the rest of the sentence (a word's first five letters
decide: "retires" / "retirement"; its first word, the head, is what is read: "an intruder inside the
warehouse" against "a bird inside the warehouse"), so it is another cause, not the same one in other
words."""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import ARTICLES, Words
from reviewer.judges.conflict_window import most_held, sentence_counts
from reviewer.model import ConflictKind
from reviewer.text import stem

#: the markers after which a claim gives a cause
_CLAIM_MARKERS = (("because", "of"), ("because",), ("due", "to"), ("owing", "to"), ("caused", "by"),
                  ("set", "off", "by"), ("triggered", "by"), ("put", "down", "to"), ("attributed", "to"),
                  ("blamed", "on"), ("traced", "to"), ("as", "a", "result", "of"))
#: and a source (also "cause found to be", "cause: …", "the cause was")
_SOURCE_MARKERS = _CLAIM_MARKERS + (("cause", "found", "to", "be"), ("cause", "was"), ("the", "cause", "is"))
#: "is due to receive £8,290": a time it is expected, not a cause (unless a noun follows: "was due to the rain")
_BE = frozenset(["is", "are", "was", "were", "be", "been", "being"])
_NOUN_OPENERS = ARTICLES | frozenset(["poor", "heavy", "high", "low"])
MIN_EFFECT = 2
CAUSE_WORDS = 5  # content words after a marker, in its clause, that name the cause
_PREFIX = 5


def _by_first(markers: tuple[tuple[str, ...], ...]) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The markers by their first word, each word's in the order given (the longer one first)."""
    out: dict[str, list[tuple[str, ...]]] = {}
    for m in markers:
        out.setdefault(m[0], []).append(m)
    return {k: tuple(v) for k, v in out.items()}


_CLAIM_FIRST = _by_first(_CLAIM_MARKERS)
_SOURCE_FIRST = _by_first(_SOURCE_MARKERS)


def _starting(w: Words, i: int, markers: dict[str, tuple[tuple[str, ...], ...]]) -> list[tuple[str, ...]]:
    """The markers (``markers``: by first word) that start at word ``i``, in their order."""
    return [m for m in markers.get(w.lower[i], ()) if tuple(w.lower[i : i + len(m)]) == m]


def _marker(w: Words, markers: dict[str, tuple[tuple[str, ...], ...]]) -> tuple[int, int] | None:
    """(first word, word after) of the first causal marker in ``w`` (``markers``: by first word,
    ``_CLAIM_FIRST`` or ``_SOURCE_FIRST``); a label "Cause: …" too."""
    for i, low in enumerate(w.lower):
        if low == "cause" and i + 1 < len(w) and w.gap(i + 1).strip() == ":":
            return i, i + 1
        for m in _starting(w, i, markers) if low in markers else ():
            if m == ("due", "to") and i > 0 and w.lower[i - 1] in _BE and i + 2 < len(w) \
                    and w.lower[i + 2] not in _NOUN_OPENERS:
                continue
            return i, i + len(m)
    return None


def _cause(w: Words, after: int) -> list[int]:
    out = []
    k = after
    while k < len(w) and len(out) < CAUSE_WORDS and (k == after or not w.breaks(k)):
        if w.content[k]:
            out.append(k)
        k += 1
    return out


def _effect(claim: Words, marker: int, index) -> tuple[set[str], dict[int, int]]:
    """The stems of what the claim says was caused (its content words before the causal marker
    at ``marker``) and how many of them each source sentence holds (``sentence_counts``)."""
    effect = {stem(claim.lower[k]) for k in range(marker) if claim.content[k]}
    return effect, sentence_counts(effect, index)


def cause_hits(claim: Words, index, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The claim's cause against the one the sentence carrying the claim's effect gives."""
    found = _marker(claim, _CLAIM_FIRST)
    if found is None or claim.negated[found[0]] or any(claim.lower[k] in ("not", "no", "rather", "instead", "partly")
                                                       for k in range(max(0, found[0] - 1), len(claim))):
        return []  # ("because of the rain, not the wind", "partly because of …")
    mine = _cause(claim, found[1])
    if not mine:
        return []
    effect, counts = _effect(claim, found[0], index)
    top = most_held(counts, 2)
    if not top or counts[top[0]] < MIN_EFFECT or (len(top) == 2 and counts[top[1]] == counts[top[0]]):
        return []
    sw = sentence_words(top[0])
    theirs = _marker(sw, _SOURCE_FIRST)
    if theirs is None or sw.negated[theirs[0]] or len(
            {stem(sw.lower[k]) for k in range(theirs[0]) if sw.content[k]} & effect) < MIN_EFFECT:
        return []  # (the effect is said before the cause: "the alarm at Unit 11 …; cause found to be …")
    cause = _cause(sw, theirs[1])
    if not cause:
        return []
    said = {sw.lower[k][:_PREFIX] for k in range(len(sw)) if sw.content[k]}
    if claim.lower[mine[0]][:_PREFIX] in said:
        return []  # the claim's cause is in the sentence, in some words
    head = stem(claim.lower[mine[0]])
    held = sentence_counts({stem(claim.lower[k]) for k in mine}, index)
    if any(held.get(sp, 0) >= 2 for sp in index.token_spans(head)):
        return []  # another sentence says it ("individuals with autism often have unique experiences")
    return [(Hit(ConflictKind.CAUSE, f"claim gives the cause as \u201c{claim.phrase(mine[0], mine[-1])}\u201d; "
                 f"source: \u201c{sw.phrase(theirs[0], cause[-1])}\u201d", (mine[0], mine[-1]),
                 (theirs[0], cause[-1])), sw)]


#: what denies a cause in the source: "not because of any change in the law", "not linked to the
#: refurbishment", "not a matter of storage space"
_DENIED_CAUSE = (("not", "because", "of"), ("not", "because"), ("not", "due", "to"), ("not", "caused", "by"),
                 ("not", "linked", "to"), ("not", "related", "to"), ("not", "connected", "to"),
                 ("not", "connected", "with"), ("not", "a", "matter", "of"), ("not", "the", "result", "of"),
                 ("unrelated", "to"))
_DENIED_FIRST = _by_first(_DENIED_CAUSE)
#: words the claim's cause and the denied one must share (or all of the denied one's, if fewer)
MIN_DENIED_SHARED = 2


def denied_cause_hits(claim: Words, index, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The claim's cause, which the sentence carrying the claim's effect denies: "lengthened its
    safety briefing because of a change in health and safety law" against "extended … because of a
    rise in near-miss reports, not because of any change in the law"."""
    found = _marker(claim, _CLAIM_FIRST)
    if found is None or claim.negated[found[0]]:
        return []
    mine = _cause(claim, found[1])
    counts = _effect(claim, found[0], index)[1]
    top = most_held(counts, 1)
    if not mine or not top or counts[top[0]] < MIN_EFFECT:
        return []
    sw = sentence_words(top[0])
    cause = {claim.lower[k][:_PREFIX] for k in mine}
    for i in range(len(sw)):
        for m in _starting(sw, i, _DENIED_FIRST):
            denied = _cause(sw, i + len(m))
            shared = [k for k in denied if sw.lower[k][:_PREFIX] in cause]
            if denied and len(shared) >= min(MIN_DENIED_SHARED, len(denied)):
                return [(Hit(ConflictKind.CAUSE, f"claim gives the cause as \u201c{claim.phrase(mine[0], mine[-1])}"
                             f"\u201d; source: \u201c{sw.phrase(i, denied[-1])}\u201d", (mine[0], mine[-1]),
                             (i, denied[-1])), sw)]
    return []
