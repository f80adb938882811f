"""Contradictions of a state that ended: the claim says it still holds, the source that it was
ended ("A Flood Warning is still in force for Bentham" against "The Flood Warning for Bentham,
issued yesterday, has been removed"; "The ban remains in place" against "The ban was lifted on
3 May").

The claim says a state goes on (``GOES_ON``: still, remains, continues; nothing in it denied: "has
still not been approved" is true of an application since withdrawn); a sentence of
the source that carries as many of the claim's content words as any (two at least) says it was
ended (``ENDED``: removed, lifted, withdrawn, expired …, or "no longer"), and no sentence that
carries as many says it goes on.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.judges.conflict_window import carrying_most
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind

GOES_ON = frozenset(["still", "remains", "remain", "remained", "continues", "continue", "continued"])
ENDED = frozenset(["removed", "lifted", "withdrawn", "ended", "expired", "cancelled", "canceled", "revoked",
                   "rescinded", "discontinued", "scrapped"])
MIN_HELD = 2
#: before an ending word in its clause, these make it a threat, a plan or a condition, nothing ended
#: ("must comply before 31 March or they will be withdrawn"; "if the licence is revoked"; "is to be
#: withdrawn")
_UNREAL = frozenset(["will", "would", "could", "may", "might", "shall", "if", "unless", "once", "until",
                     "whether"])


def _unreal(sw: Words, k: int) -> bool:
    """The ending at word ``k`` is only threatened, planned or supposed (``_UNREAL``)."""
    return sw.lower[max(0, k - 2) : k] == ["to", "be"] or any(sw.lower[j] in _UNREAL for j in range(sw.clause(k)[0], k))


def _goes_on(claim: Words) -> int | None:
    """The claim's word that says a state goes on; None when anything in the claim is denied ("has
    still not been approved" is true of an application since withdrawn)."""
    if any(claim.negated):
        return None
    return next((i for i, low in enumerate(claim.lower) if low in GOES_ON), None)


def ended_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """``sentence_words(i)``: the ``Words`` of the source's sentence ``i`` (the caller caches them)."""
    i = claim.derived(_goes_on, _goes_on)
    if i is None or not index.spans:
        return []
    found = None
    for sp in carrying_most(claim, i, index, MIN_HELD):
        sw = sentence_words(sp)
        if any(low in GOES_ON for low in sw.lower):
            return []  # a sentence as close to the claim says it goes on
        k = next((k for k, low in enumerate(sw.lower) if (low in ENDED and not sw.negated[k] and not _unreal(sw, k))
                  or (low == "longer" and k > 0 and sw.lower[k - 1] == "no")), None)
        if k is not None and found is None:
            found = (sw, k)
    if found is None:
        return []
    sw, k = found
    return [(Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.phrase(i)}\u201d; source: ended: "
                 f"\u201c{sw.phrase(max(0, k - 3), k)}\u201d", (i, i), (max(0, k - 3), k)), sw)]
