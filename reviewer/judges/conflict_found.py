"""Contradictions of finding: the claim says a look found a thing ("The scan picked up a small tear
in the plantar fascia") and the source says none was found ("No tear was seen."), often in a short
sentence of its own after the one that carries the rest of the claim ("Ultrasound showed the right
plantar fascia thickened to 5.8 mm …").

The claim's thing is the first content word after a verb of finding (``FOUND``: "found",
"showed", "revealed", "detected", "picked up" …), past an article and up to two describing words
("a small tear"), in a clause the claim does not deny. The source denies it in "No <thing> was
<seen|found|…>" or "no <thing> [was] <seen|…>" or "no evidence of <thing>"; that sentence, or the
one before it, must carry another word of the claim. Only the sentences that hold the thing's
word are read.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_recipient import phrase_at
from reviewer.judges.conflict_text import Words, unnamed_stems
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import stem

#: verbs by which a claim says a look found a thing (word sequences)
FOUND = (("found",), ("showed",), ("shows",), ("revealed",), ("reveals",), ("detected",), ("identified",),
         ("picked", "up"), ("turned", "up"), ("uncovered",), ("spotted",), ("confirmed",))
#: verbs by which a source says none was found ("No tear was seen")
_SEEN = frozenset(["seen", "found", "detected", "identified", "observed", "noted", "recorded", "shown", "visible",
                   "present", "evident", "apparent"])
_SKIP = frozenset(["a", "an", "the", "some", "any", "signs", "sign", "of"])
_FOUND_FIRST = frozenset(p[0] for p in FOUND)  # (a claim without one of these is not read)
MAX_SENTENCES = 6  # source sentences that hold the thing's word, read at most


def _thing(claim: Words) -> int | None:
    """The claim's found thing: its word's index, or None; read through ``claim.derived(_thing,
    _thing)``, once per claim."""
    n = len(claim)
    for k in range(n):
        m = phrase_at(claim, k, FOUND)
        if not m or claim.negated[k] or any(claim.lower[j] in ("not", "no", "never") for j in range(max(0, k - 3), k)):
            continue
        j, described = k + m, 0
        while j < n and not claim.breaks(j) and (claim.lower[j] in _SKIP or (
                described < 2 and claim.content[j] and j + 1 < n and claim.content[j + 1] and not claim.breaks(j + 1))):
            described += claim.lower[j] not in _SKIP
            j += 1
        if j < n and claim.content[j] and not claim.caps[j] and not claim.breaks(j):
            return j
    return None


def _denied_here(sw: Words, word: str) -> int | None:
    """Where sentence ``sw`` says no ``word`` was found ("No tear was seen"): the "no", or None."""
    for k in range(len(sw) - 1):
        if sw.lower[k] != "no":
            continue
        j = k + 1
        if sw.lower[j : j + 2] == ["evidence", "of"]:
            j += 2
        if j < len(sw) and stem(sw.lower[j]) == word and (j != k + 1 or any(
                sw.lower[i] in _SEEN for i in range(j + 1, min(len(sw), j + 4)))):
            return k
    return None


def found_none_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """A thing the claim says was found that the source says none of was (see the module)."""
    if _FOUND_FIRST.isdisjoint(claim.lower):
        return []
    t = claim.derived(_thing, _thing)
    if t is None:
        return []
    word = stem(claim.lower[t])
    others = unnamed_stems(claim, t) - {word}
    for sp in index.token_spans(word)[:MAX_SENTENCES]:
        sw = sentence_words(sp)
        k = _denied_here(sw, word)
        if k is None:
            continue
        near = set(sw.stems) | (set(sentence_words(sp - 1).stems) if sp > 0 else set())
        if others & near:
            end = min(len(sw) - 1, k + 3)
            return [(Hit(ConflictKind.NEGATION, f"claim says found \u201c{claim.phrase(t)}\u201d; source: "
                         f"\u201c{sw.phrase(k, end)}\u201d", (t, t), (k, end)), sw)]
    return []
