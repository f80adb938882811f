"""Contradictions of quantifier: the claim says it of every one, the source of some of them, in
a part word that stands for the noun.

"Every Brightpath tutor is a qualified teacher" against "All our tutors hold an enhanced DBS
certificate; most, but not all, are qualified teachers". The scope check
(``conflict_polarity.scope_hits``) holds "all routes" to "most routes", and the share check
(``conflict_vague``) "every member" to "31 of our 38 members"; here the part word has no noun of
its own: "most", "some", "many", "few", "several" or "not all" followed by a comma or a verb,
in a sentence (or ``;`` half) that carries at least ``SHARED`` of the words the claim says of
them. A sentence that says it of all of them as well is not held against the claim. Pure and
linear in the window's words.
"""

from __future__ import annotations

from reviewer.judges.conflict_polarity import NEARLY, Hit
from reviewer.judges.conflict_quantities import NUMBER_WORDS
from reviewer.judges.conflict_text import ARTICLES, Words, sentence_ranges
from reviewer.model import ConflictKind

#: words that say "every one of them" in a claim
EVERY = frozenset(["all", "every", "each", "everyone", "everybody"])
#: words that say "some of them" and may stand for the noun ("most, but not all, are …")
PART = frozenset(["most", "some", "many", "few", "several"])
#: after a universal, words skipped on the way to its noun ("every one of the association's members")
_TO_NOUN = frozenset(["one", "of", "single"]) | ARTICLES
#: a word right after a part word that shows it stands for the noun ("most are", "most, …")
_VERB_AFTER = frozenset(["are", "were", "is", "was", "have", "had", "will", "can", "do", "did", "would", "could"])
#: "almost all", "nearly every": the claim does not say every one
_HEDGES = NEARLY | {"practically", "not"}
SHARED = 2  # words of what the claim says of them that an elided part's clause must carry
NOUN_WORDS = 3  # words after a universal (past "one of the") read for its noun


def _universal(claim: Words) -> tuple[int, set[str]] | None:
    """(index, the stems of up to two content words after it: its noun) of the claim's first
    universal, or None."""
    for i, low in enumerate(claim.lower):
        if low not in EVERY or claim.negated[i] or (i and claim.lower[i - 1] in _HEDGES):
            continue
        k, seen = i + 1, []
        while k < len(claim) and len(seen) < 2 and k <= i + NOUN_WORDS + 2 and not claim.breaks(k):
            if claim.is_number(k) or (claim.lower[k] in NUMBER_WORDS and claim.lower[k] != "one"):
                return None  # "all nine of its libraries": a figure, the quantity check's
            if claim.content[k] and claim.lower[k] not in _TO_NOUN:
                seen.append(claim.stems[k])
            elif claim.lower[k] not in _TO_NOUN:
                break
            k += 1
        if seen:
            return i, set(seen)
    return None


def _said_of_all(w: Words, a: int, b: int, target: set[str]) -> bool:
    """Whether words ``a..b-1`` say something of all of the noun (an unhedged universal before it)."""
    return any(w.lower[k] in EVERY and not w.negated[k] and not (k and w.lower[k - 1] in _HEDGES)
               and target & {w.stems[j] for j in range(k + 1, min(b, k + NOUN_WORDS + 2)) if w.content[j]}
               for k in range(a, b))


def universal_hits(claim: Words, window: Words) -> list[Hit]:
    """The claim's universal against an elided part in the window (see the module)."""
    found = _universal(claim)
    if found is None:
        return []
    i, target = found
    noun_end = _noun_end(claim, i, target)
    said = {claim.stems[k] for k in range(len(claim)) if claim.content[k] and claim.stems[k] not in target
            and claim.lower[k] not in _TO_NOUN}
    if not said:
        return []
    for a, b in window.derived(sentence_ranges, sentence_ranges):
        if _said_of_all(window, a, b, target):
            continue
        held = {window.stems[k] for k in range(a, b) if window.content[k]}
        if len(held & said) < SHARED:
            continue
        for k in range(a, b):
            hit = _elided(window, k, b) if window.lower[k] in PART or window.lower[k] == "all" else None
            if hit is not None:  # through the last word of what the claim says of them
                hit = hit[0], max((j for j in range(hit[1], b) if window.content[j] and window.stems[j] in said),
                                  default=hit[1])
                return [Hit(ConflictKind.SCOPE, f"claim says \u201c{claim.phrase(i, noun_end)}\u201d; "
                            f"source: \u201c{window.phrase(*hit)}\u201d", (i, noun_end), hit)]
    return []


def _elided(w: Words, k: int, b: int) -> tuple[int, int] | None:
    """The part word at ``k`` ("most", or the "not" of "not all") when it stands for the noun: a
    comma or a verb follows it."""
    low = w.lower[k]
    if low == "all":
        if not (k and w.lower[k - 1] == "not"):
            return None
        k -= 1  # "not all"
    elif w.negated[k]:
        return None
    end = k + 1 if low == "all" else k
    nxt = end + 1
    if nxt >= b or not (w.breaks(nxt) or w.lower[nxt] in _VERB_AFTER):
        return None
    return k, end


def _noun_end(claim: Words, i: int, target: set[str]) -> int:
    return max((k for k in range(i, min(len(claim), i + NOUN_WORDS + 3)) if claim.stems[k] in target), default=i)


#: words by which a claim says more than half of them ("most smaller farms", "the majority of")
MOST = frozenset(["most", "majority"])
#: words by which a source says a part it does not call most ("some smaller farms", "a few of")
FEW = frozenset(["some", "few", "several", "minority", "handful"])


def most_hits(claim: Words, window: Words) -> list[Hit]:
    """"most smaller farms may not survive" against "some smaller farms may not survive": the
    claim says most of them where the source, of the same noun (one of the two content words after
    the word), says only some, a few, several or a minority, and says neither most nor all of them
    anywhere. Not "the most", "at most", "quite a few", "some 62%"; a claim that says "some" too is left alone."""
    if not FEW.isdisjoint(claim.lower):
        return []
    for i, low in enumerate(claim.lower):
        if low not in MOST or claim.negated[i] or (i and claim.lower[i - 1] in ("the", "at")):
            continue
        after = claim.next_content(i, 2)
        target = {claim.stems[j] for j in after}
        if not target:
            continue
        said = [k for k in range(len(window)) if {window.stems[j] for j in window.next_content(k, 2)} & target]
        if any(window.lower[k] in MOST | EVERY for k in said):
            return []
        for k in said:
            if window.lower[k] in FEW and not window.negated[k] and window.lower[max(0, k - 2)] != "quite" and not (
                    k + 1 < len(window) and (window.is_number(k + 1) or window.lower[k + 1] in NUMBER_WORDS)):
                # (not "some 62% of members": a figure, rounded)
                end = window.next_content(k, 1)[0]
                return [Hit(ConflictKind.QUANTITY, f"claim says \u201c{claim.phrase(i, after[0])}\u201d; "
                            f"source: \u201c{window.phrase(k, end)}\u201d", (i, after[0]), (k, end))]
    return []
