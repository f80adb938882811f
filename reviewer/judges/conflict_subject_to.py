"""Contradictions of a step done that the source says is still to come: "The accounts have been
independently examined by Hollis & Nye" against "the accounts remain subject to independent
examination by Hollis & Nye"; "The boiler was inspected" against "The boiler is subject to
inspection before use".

The claim says a step was done: a verb in the perfect or the passive ("have been examined", "was
audited"; ``_DONE_BEFORE`` right before it, nothing in the claim denied, no modal: "will be
audited" reports no step). A sentence of the source that carries as many of the claim's other
content words as any (``MIN_HELD`` at least) says the thing is "subject to" the step's noun (the
same first ``_PREFIX`` letters: "examined" / "examination", "audited" / "audit") within
``_REACH`` words, and never uses the claim's verb itself ("was audited in 2023 and is subject to
audit every year" states it). A step said to recur ("subject to review every three years", "each
year", "annual") is no step still to come.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.judges.conflict_window import carrying_most
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind

#: right before the claim's verb, these say the step was done ("have been examined", "was audited")
_DONE_BEFORE = frozenset(["been", "was", "were", "has", "have", "had"])
#: before the verb, these say it was not (yet) done
_NOT_DONE = frozenset(["will", "would", "may", "might", "could", "should", "must", "to", "if", "whether", "unless"])
#: after "subject to", the words that make the step recur, not a step to come
_RECURRING = frozenset(["every", "each", "annual", "annually", "yearly", "periodic", "regular", "routine", "ongoing"])
_PREFIX = 5
_REACH = 2  # words between "subject to" and the step's noun ("subject to independent examination")
MIN_HELD = 2


def _done_step(claim: Words) -> int | None:
    """The claim's verb of a step said done (see the module), or None."""
    if any(claim.negated):
        return None
    for i in range(1, len(claim)):
        low = claim.lower[i]
        if not (low.endswith("ed") and len(low) > _PREFIX + 1 and claim.content[i]):
            continue
        before = [claim.lower[j] for j in range(max(0, i - 3), i)]
        if before and (before[-1] in _DONE_BEFORE or (len(before) > 1 and before[-2] in _DONE_BEFORE
                                                       and before[-1].endswith("ly"))) \
                and not _NOT_DONE.intersection(before):
            return i  # ("have been examined", "were independently examined")
    return None


def subject_to_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """``sentence_words(i)``: the ``Words`` of the source's sentence ``i`` (the caller caches them)."""
    i = claim.derived(_done_step, _done_step)
    if i is None or not index.spans:
        return []
    verb = claim.lower[i]
    for sp in carrying_most(claim, i, index, MIN_HELD):
        sw = sentence_words(sp)
        if verb in sw.lower:
            return []  # the source says it was done too
        for k in range(len(sw) - 2):
            if sw.lower[k] != "subject" or sw.lower[k + 1] != "to" or sw.negated[k]:
                continue
            after = range(k + 2, min(len(sw), k + 3 + _REACH))
            noun = next((j for j in after if sw.lower[j][:_PREFIX] == verb[:_PREFIX]), None)
            if noun is None or any(sw.lower[j] in _RECURRING for j in range(k + 2, min(len(sw), noun + 4))):
                continue
            return [(Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.phrase(i)}\u201d; source: still to come: "
                         f"\u201c{sw.phrase(k, noun)}\u201d", (i, i), (k, noun)), sw)]
    return []
