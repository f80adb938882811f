"""Verb groups: the auxiliary that frames a verb ("has not yet said" -> "has") and whether a word
is what a copula says of its subject ("are not yet final")."""

from __future__ import annotations

from reviewer.judges.conflict_text import Words

#: the auxiliaries that frame a verb ("has said", "was approved", "will appeal")
_AUX = frozenset(["has", "have", "had", "is", "are", "was", "were", "will", "would", "did", "does", "do", "can",
                  "could", "should", "must", "may", "might"])
_SKIPPED = frozenset(["not", "never", "yet", "also", "already", "still", "now", "since", "so", "far"])


def aux_before(w: Words, k: int) -> str | None:
    """The auxiliary of word ``k``'s verb group, a denial and adverbs skipped ("has not yet said"
    -> "has", "hasn't said" -> "has"), or None."""
    for j in range(k - 1, max(-1, k - 5), -1):
        low = w.lower[j]
        if low.endswith("n't"):
            low = low[:-3]
        if low in _AUX:
            return low
        if low not in _SKIPPED or w.breaks(j + 1):
            return None
    return None


#: the verbs after which a word says what the subject is ("are now final", "is not yet final")
_COPULAS = frozenset(["is", "are", "was", "were", "be", "been", "being", "becomes", "become", "remains", "remain"])


def predicate(w: Words, k: int) -> bool:
    """Word ``k`` says what its subject is: it follows a copula within three words ("are not yet
    final") and stands before no content word of its clause ("final recommendations" does)."""
    if k + 1 < len(w) and w.content[k + 1] and not w.breaks(k + 1):
        return False
    return any(w.lower[j] in _COPULAS and not any(w.breaks(x) for x in range(j + 1, k + 1))
               for j in range(max(0, k - 3), k))
