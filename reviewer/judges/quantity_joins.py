"""Figures the quantity reader reads together, after reading each (``conflict_quantities``):
a bare figure that takes the next one's unit ("20 to 30 minutes"), two figures in one unit that
make a range ("between 0.95 m and 1.10 m"), a duration in two units ("8 minutes and 20 seconds");
and whether "from X to Y" is a change or a span (``a_move``)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from reviewer.judges.conflict_text import Words
from reviewer.judges.quantity_words import COUNT_MODIFIERS, CURRENCY_SIGNS, NO_UNIT, TIME_SPANS, UNITS, WHEN_COMPARED

if TYPE_CHECKING:  # pragma: no cover
    from reviewer.judges.conflict_quantities import Quantity


#: the words between two figures of which the second's unit is the first's too ("from every 20 to
#: every 30 minutes", "20 or 30 minutes")
_SHARING = frozenset([("to",), ("to", "every"), ("to", "about"), ("to", "around"), ("to", "roughly"), ("or",)])


def shared_units(w: Words, out: list[Quantity]) -> list[Quantity]:
    """A bare figure takes the unit of the next figure when only "to (every)" or "or" stands
    between them: "every 20 to every 30 minutes" is 20 minutes."""
    for a in range(len(out) - 1):
        q, nxt = out[a], out[a + 1]
        if q.unit or q.percent or q.year or not (nxt.unit or nxt.percent) or nxt.code or nxt.unit == "clock" or \
                tuple(w.lower[q.end_idx + 1 : nxt.idx]) not in _SHARING:
            continue
        measure = UNITS.get(w.stems[nxt.end_idx + 1]) if nxt.end_idx + 1 < len(w) else None
        if nxt.percent:
            out[a] = replace(q, percent=True)
        elif measure is None:
            out[a] = replace(q, unit=nxt.unit)  # a counted word: "600 to 2,400 tonnes"
        elif measure[0] == nxt.unit:  # a measure: in its base unit ("20 to 30 minutes": seconds)
            out[a] = replace(q, unit=nxt.unit, value=q.value * measure[1], high=q.high * measure[1],
                             rounding=q.rounding * measure[1])
    return out


_TIME_STEMS = tuple(sorted(TIME_SPANS))


def counted_after(w: Words, k: int) -> str | None:
    """What a figure counts when word ``k`` after it says which ones ("three earlier warnings",
    "41 confirmed cases"): the stem of the word after ``k``, or None."""
    if k + 1 >= len(w) or (w.lower[k] not in WHEN_COMPARED and w.lower[k] not in COUNT_MODIFIERS):
        return None
    nxt = k + 1
    if not w.content[nxt] or w.stems[nxt] in UNITS or w.gap(nxt).strip() or w.lower[nxt] in NO_UNIT:
        return None
    return w.stems[nxt]


def time_difference(w: Words, j: int) -> bool:
    """"earlier" / "later" at word ``j`` says a difference in time: after a unit of time ("eight
    days earlier"), not after "and" ("Android 8 and earlier") nor a count ("three earlier warnings")."""
    return w.lower[j - 1] not in ("and", "or") and w.stems[j - 1].startswith(_TIME_STEMS)


def money_at(w: Words, k: int) -> bool:
    """Word ``k`` is a sum of money: a currency sign ends the gap before it ("£6", "$ 40")."""
    return w.gap(k).strip().endswith(tuple(CURRENCY_SIGNS))


def unit_ranges(w: Words, out: list[Quantity]) -> list[Quantity]:
    """Two figures in one unit (or two sums of money) that bound a span are one range: "between
    0.95 m and 1.10 m", "£1.5m to £2m a year", "ranging from 5 km to 7 km" (not a change, "rose
    from 5 km to 7 km": ``a_move``)."""
    merged: list[Quantity] = []
    for q in out:
        prev = merged[-1] if merged else None
        if prev is not None and _bounds(w, prev, q):
            # (written to the finer end's precision: "£2m to £2.5m" is to the £0.1m)
            merged[-1] = replace(prev, end_idx=q.end_idx, high=q.high, rounding=min(prev.rounding, q.rounding),
                                 raw=w.phrase(prev.idx, q.end_idx), context=prev.context | q.context)
        else:
            merged.append(q)
    return merged


def _bounds(w: Words, a: Quantity, b: Quantity) -> bool:
    """``a`` and ``b`` are the two ends of one span in one unit ("between 0.95 m and 1.10 m")."""
    if not (a.unit or money_at(w, a.idx) and money_at(w, b.idx)) or a.unit != b.unit or \
            a.unit in ("clock", "time") or a.unit.startswith("code:") or a.percent or a.year or b.year:
        return False  # (a duration is the compound reader's; a percentage range is read as one already)
    if a.value != a.high or a.value > b.value or a.idx == 0 or a.qualifier or b.qualifier:
        return False
    between = w.lower[a.end_idx + 1 : b.idx]  # the joining word, after the unit's word when both give it
    unit_word = w.lower[b.end_idx + 1 : b.end_idx + 2]
    if between[:-1] not in ([], unit_word):
        return False
    return (w.lower[a.idx - 1] == "between" and between[-1:] == ["and"]) or (
        between[-1:] == ["to"] and not a_move(w, a.idx))


def compound_durations(w: Words, out: list[Quantity]) -> list[Quantity]:
    """"8 minutes and 20 seconds" is one duration (500 s), not two figures."""
    merged: list[Quantity] = []
    for q in out:
        prev = merged[-1] if merged else None
        if prev is not None and prev.unit == q.unit == "time" and prev.value > q.value and \
                w.lower[prev.end_idx + 2 : q.idx] in (["and"], []) and prev.end_idx + 1 < q.idx:
            merged[-1] = replace(prev, end_idx=q.end_idx, value=prev.value + q.value, high=prev.high + q.value,
                                 raw=w.phrase(prev.idx, q.end_idx), context=prev.context | q.context)
        else:
            merged.append(q)
    return merged


#: words before "from X to Y" that make it a span, not a change ("ranging from 9 to 14")
_SPANS = frozenset(["range", "ranges", "ranged", "ranging", "vary", "varies", "varied", "varying", "anywhere"])


def a_move(w: Words, i: int) -> bool:
    """The figure at word ``i`` is the start of a change "from X to Y" ("raise capacity from 450,000
    to 900,000"), not of a span ("ranging from 9 to 14")."""
    return i > 0 and w.lower[i - 1] == "from" and not _SPANS & set(w.lower[max(0, i - 5) : i - 1])
