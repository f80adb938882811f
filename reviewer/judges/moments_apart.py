"""A claim's span of time that is the gap between two moments the source gives, anywhere in it:
"lodged its appeal 25 minutes after the pairings were published" against "published … at 22:40"
and, two sentences on, "lodged at 23:05"; "the 1911 Darracq is 28 years older than the youngest
car" against "a 1911 Darracq" and "the youngest a 1939 Riley"; "by 26 August, two weeks before the
hearing" against "paid by 26 August" and "The hearing will take place … on 9 September" (two
calendar dates, for a span of a day or more). The claim must say its figure is
a gap in time (a word of ``ORDER_CUES`` after it in its clause), and must not make the span of
its own moments ("in the ten years between 2011 and 2021" is a period the claim names, held
against the source's "over the twenty years"); the source's moments are read once per
``SourceIndex``, and a gap is found by bisection over them (O(n log n), not every pair)."""

from __future__ import annotations

from bisect import bisect_left

from reviewer.judges.conflict_quantities import Quantity, quantities
from reviewer.judges.conflict_text import Words, content_stems
from reviewer.judges.conflict_dates import day_dates
from reviewer.judges.number_pairs import reading, source_figures, source_words
from reviewer.judges.sourceindex import SourceIndex

#: words by which a claim says its span lies between two moments ("25 minutes after", "28 years older")
ORDER_CUES = frozenset(["after", "before", "later", "earlier", "older", "younger", "apart", "since", "elapsed",
                        "passed", "between", "ahead", "behind", "sooner", "newer"])


def _moments(figures: list[Quantity], unit: str) -> list[tuple[float, frozenset[str]]]:
    """The moments among ``figures`` that a span in ``unit`` can lie between, as (value, the stems
    said beside it at any of its places), sorted, each value once: times of day (in seconds since
    midnight) for a span of time, four-digit whole figures of 1000–2100 for a span of years ("a
    1911 Darracq"). (One entry per value keeps ``_apart`` linear when a source repeats a moment.)"""
    if unit == "time":
        found = [(v.value * 60.0, v.context) for v in figures if v.unit == "clock" and v.high == v.value]
    elif unit == "year":
        found = [(v.value, v.context) for v in figures if not v.percent and v.high == v.value
                 and len(v.key) == 4 and v.value == int(v.value) and 1000 <= v.value <= 2100]
    else:
        return []
    merged: dict[float, frozenset[str]] = {}
    for value, near in found:
        merged[value] = merged.get(value, frozenset()) | near
    return sorted(merged.items())


def _spans(index: SourceIndex, unit: str) -> list[Quantity]:
    """The source's spans in ``unit`` ("about 50 minutes", "within 30 minutes")."""
    return reading(index, ("moment spans", unit), lambda: [
        v for v in source_figures(index) if v.unit == unit and not (v.year or v.percent or v.compare) and v.high == v.value])


def _apart(moments: list[tuple[float, frozenset[str]]], gap: float, tol: float, about: frozenset[str]) -> bool:
    """Whether two of the sorted ``moments`` lie ``gap`` apart, to within ``tol``, each said beside
    a word of ``about`` (the claim's stems: the moments are of what the claim speaks of, not two
    years of a long history that happen to lie as far apart)."""
    values = [m[0] for m in moments]
    for a, near in moments:
        if about.isdisjoint(near):
            continue
        k = bisect_left(values, a + gap - tol)
        while k < len(values) and values[k] <= a + gap + tol:
            if not about.isdisjoint(moments[k][1]):
                return True
            k += 1
    return False


def moments_apart(q: Quantity, claim: Words, index: SourceIndex) -> bool:
    """The claim's span ("25 minutes", "28 years"), said to lie between two moments, is the gap
    between two times of day or two years the source gives."""
    if q.year or q.percent or q.high != q.value or q.value <= 0 or q.qualifier not in ("", "approx"):
        return False
    hi = claim.clause(q.idx, q.end_idx)[1]
    if ORDER_CUES.isdisjoint(claim.lower[q.end_idx + 1 : hi]):
        return False
    slack = 0.1 * q.value if q.qualifier == "approx" else 0.0
    if any(abs(v.value - q.value) <= max(q.rounding, v.rounding) and v.qualifier in ("", "approx")
           for v in _spans(index, q.unit)):
        return False  # the source gives the span itself: the window's figures hold it, as they hold any
    about = claim.derived(content_stems, content_stems)
    if _apart(_moments(claim.derived(quantities, quantities), q.unit), q.value, max(q.rounding, slack, 1.0), about):
        return False  # the claim's own moments make the span ("the ten years between 2011 and 2021"): the
        # period is then what is said, and the source's "over the twenty years" is held against it
    if q.unit == "time" and q.value >= DAY and _apart(reading(index, "day moments", lambda: _days(index)), q.value,
                                                       max(q.rounding, slack, 0.5 * DAY), about):
        return True  # "two weeks before the hearing" / "paid by 26 August" … "hearing … on 9 September"
    return _apart(reading(index, ("moments", q.unit), lambda: _moments(source_figures(index), q.unit)),
                  q.value, max(q.rounding, slack, 1.0 if q.unit == "time" else 0.5), about)


DAY = 86400.0  # a span of time's figure is counted in seconds
_MONTH_STARTS = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)  # days before each month (no leap day)


def _days(index: SourceIndex) -> list[tuple[float, frozenset[str]]]:
    """The source's calendar dates ("26 August", "Tuesday 9 September") as moments in seconds from
    the year's start, with the stems of the words of their clause, for spans of a day or more."""
    w = source_words(index)
    merged: dict[float, frozenset[str]] = {}
    for d in day_dates(w):
        if not 1 <= d.month <= 12:
            continue
        a, b = w.clause(d.first, d.last)
        near = frozenset(w.stems[k] for k in range(a, b) if w.content[k]) | d.context
        at = (_MONTH_STARTS[d.month - 1] + d.day) * DAY
        merged[at] = merged.get(at, frozenset()) | near
    return sorted(merged.items())
