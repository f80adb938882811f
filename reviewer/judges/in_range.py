"""A claim's figure that is one case of a range its window states for the same measure: "A 330 ml
aluminium drinks can will carry the 20p deposit" against "containers … holding from 150 ml to 3
litres". The claim names an instance the rule covers; it does not restate the range, so the range's
ends are no figures it contradicts. A claim that states a bound or a range itself ("up to 330 ml",
"from 330 ml") is held to the source's as before."""

from __future__ import annotations

from reviewer.judges.conflict_quantities import Quantity
from reviewer.judges.conflict_text import Words
from reviewer.judges.quantity_words import DIMENSIONS, UNITS

#: what opens a range ("from 150 ml to 3 litres", "between 2 and 5 kg") and what joins its ends
_OPENS = frozenset(["from", "between"])
_JOINS = (["to"], ["and"], [])


def within_stated_range(q: Quantity, window: Words, wq: list[Quantity]) -> bool:
    """``q`` (a claim figure of a measure, no bound or range of its own) lies within a range the
    window opens with "from" or "between", in the same dimension."""
    if q.unit not in DIMENSIONS or q.qualifier or q.high != q.value:
        return False
    for n, a in enumerate(wq):
        if a.unit != q.unit or not a.idx or window.lower[a.idx - 1] not in _OPENS:
            continue
        if a.high != a.value:  # "from 150 to 330 ml"
            low, high = a.value, a.high
        elif n + 1 < len(wq) and wq[n + 1].unit == q.unit and _joined(window, a, wq[n + 1]):
            low, high = a.value, wq[n + 1].value
        else:
            continue
        if low <= q.value <= high:
            return True
    return False


def _joined(window: Words, a: Quantity, b: Quantity) -> bool:
    """Only "to", "and" or a dash, after ``a``'s unit word, stands between ``a`` and ``b``."""
    between = window.lower[a.end_idx + 1 : b.idx]
    if between and window.stems[a.end_idx + 1] in UNITS:
        between = between[1:]  # "150 ml to 3 litres"
    return between in _JOINS
