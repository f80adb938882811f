"""Contradictions of a word whose opposite is common in any text, so that it is held to the
window only where both say it *of the same thing*: "completed after the rainy season" against
"completed before the rainy season"; "affordable for few families" against "affordable for most
families"; "will close the urgent care centre" against "will open a new urgent care centre".

Whether a source says "before" or "most" somewhere proves nothing (the ``ANTONYMS`` table, which
holds a claim word to any opposite in the window, would flag half of all texts); the opposite
word followed by the claim word's own object (two of its next three content words) does. A window
that also says the claim's word of that object is no conflict.
"""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit, _table
from reviewer.judges.conflict_text import Words
from reviewer.model import ConflictKind

#: {family: {pole: "word word …"}}: opposite poles that count only with the same object
OBJECT_POLES = _table({
    "order": {"before": "before", "after": "after"},
    "amount": {"few": "few", "many": "most many all every"},
    "state": {"open": "open opens", "close": "close closes shut shuts"},
    "start": {"start": "start starts begin begins", "end": "end ends stop stops finish finishes"},
})
_REACH = 3  # content words after the pole word that make its object
_SHARED = 2  # of them, the ones both objects must share


def _object(w: Words, i: int) -> set[str]:
    return {w.stems[j] for j in w.next_content(i, _REACH)}


def _pole(w: Words, i: int) -> tuple[str, str] | None:
    """The word's (family, pole), or None: negated, or "a few" (which is "some", not "few"; "only
    a few" is few)."""
    pole = OBJECT_POLES.get(w.lower[i])
    if pole is None or w.negated[i] or (pole[1] == "few" and i > 0 and w.lower[i - 1] in ("a", "quite")
                                        and not (i > 1 and w.lower[i - 2] == "only")):
        return None  # ("only a few" is few)
    return pole


def object_pole_hits(claim: Words, window: Words) -> list[Hit]:
    for i in range(len(claim)):
        pole = _pole(claim, i)
        if pole is None:
            continue
        target = _object(claim, i)
        if len(target) < _SHARED:
            continue
        rival = None
        for k in range(len(window)):
            other = _pole(window, k)
            if other is None or other[0] != pole[0] or len(_object(window, k) & target) < _SHARED:
                continue
            if other[1] == pole[1]:
                rival = None
                break  # the window says it of the same object too
            if rival is None:
                rival = k
        if rival is not None:
            cs, ws = (i, claim.next_content(i, 2)[-1]), (rival, window.next_content(rival, 2)[-1])
            return [Hit(ConflictKind.ANTONYM, f"claim says \u201c{claim.phrase(*cs)}\u201d; source: "
                                              f"\u201c{window.phrase(*ws)}\u201d", cs, ws)]
    return []
