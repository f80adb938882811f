"""Contradictions of number: quantities, multipliers, vague proportions and years.

Numbers are read from the ``Words`` of a claim and of an evidence window: value, percent or
unit word, scale ("million"), qualifier ("about", "more than"), range ("9–14"), and the
content words around them. A claim number is only held to a window number that counts the
same thing (same unit, or shared words around it); one that cannot be parsed is ignored.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from reviewer.judges.clocks import clock_at, dotted_clock, meridiem, military_clock, twelve_hour
from reviewer.judges.conflict_text import Words, is_year
from reviewer.judges.quantity_cues import labelled, list_marker, one_period, versioned
from reviewer.judges.quantity_joins import (
    a_move,
    compound_durations,
    counted_after,
    money_at,
    shared_units,
    time_difference,
    unit_ranges,
)
from reviewer.judges.quantity_words import (  # noqa: F401 - re-exported: the checks import them from here
    APPROX,
    AT_LEAST,
    AT_MOST,
    CHANGE_WORDS,
    COMPARE_LESS,
    COMPARE_MORE,
    CURRENCY_SIGNS,
    DIFFERENCE,
    DIFFERENCE_NOUNS,
    EXTREMES,
    FALLING,
    FRACTION_OPENERS,
    FRACTIONS_OF,
    GENERIC,
    LABEL_NOUNS,
    LEADS,
    MONTHS,
    MULTIPLIERS,
    NO_UNIT,
    OVER_WHAT,
    PERIODS,
    RISING,
    SCALES,
    SHARE_CHANGES,
    SHARE_OPENERS,
    TAKE_OFF,
    TIME_SPANS,
    UNITS,
    WHEN_COMPARED,
    YEAR_LEAD,
)
from reviewer.text import TENS, normalize_number
from reviewer.text import UNITS as _SMALL_NUMBERS

#: number words read like digits ("three earlier warnings" against "two earlier warnings");
#: "one" only where it counts something (not "one of", "no one", "the one")
NUMBER_WORDS: dict[str, int] = {**_SMALL_NUMBERS, **TENS, "one": 1}
_NUMBER_SCALES = {"hundred": 100, "dozen": 12, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
_NOT_A_COUNT_BEFORE = frozenset(["no", "any", "every", "each", "the", "this", "that", "which", "someone", "anyone",
                                 "everyone", "at", "as", "such", "another"])
_NOT_A_COUNT_AFTER = frozenset(["of", "another", "day", "time", "way", "hand", "side", "thing", "point", "or"])


#: a length per hour written with a slash ("65 km/h", "30 miles/hour"): metres per second per unit
_PER_HOUR = frozenset(["h", "hr", "hour"])
#: a degree sign and a scale ("0.9°C", "32 °F"): temperatures in two scales are not one unit
TEMPERATURE = {"c": "celsius", "f": "fahrenheit"}


@dataclass(frozen=True, slots=True)
class Quantity:
    idx: int  # word index of the number
    end_idx: int  # last word index of the quantity (unit, range end)
    value: float  # scaled value
    high: float  # == value, or the top of a range
    rounding: float
    percent: bool
    unit: str  # the counted word's stem ("hour"), "" for none
    year: bool
    qualifier: str  # "approx" | "atleast" | "atmost" | ""
    context: frozenset[str]
    raw: str
    key: str  # the number as the source index writes it ("1200", "3" for "three")
    compare: str = ""  # "more" | "less": a difference, not a level ("27 percent fewer attacks")
    money: bool = False  # a sum of money: a currency sign before it ("£4 per class")

    @property
    def code(self) -> bool:
        """A name with a number ("the A14", "G7", "TOI-2291b"), not a figure."""
        return self.unit.startswith("code:")

    def same_figure(self, other: Quantity) -> bool:
        """``other`` writes this figure: the same digits and percent sign, and it is no year."""
        return other.key == self.key and other.percent == self.percent and not other.year


def parse_number(raw: str) -> tuple[float, int] | None:
    """(value, decimals) of "1,200" / "3.5"; None for a digit list ("3,4") or junk."""
    if "," in raw:
        head, *groups = raw.split(".")[0].split(",")
        if not (1 <= len(head) <= 3 and all(len(g) == 3 for g in groups)):
            return None
        raw = raw.replace(",", "")
    if raw.count(".") > 1:
        return None
    try:
        value = float(raw)
    except ValueError:
        return None
    if not math.isfinite(value):
        return None
    return value, len(raw.partition(".")[2])


def _number_words(w: Words, i: int) -> tuple[float, int] | None:
    """(value, last word index) of a spelled-out number at word ``i``: "three", "twenty-five",
    "a dozen", "two hundred", "a million", "one thousand two hundred"; None for anything else."""
    n = len(w)
    low = w.lower[i]
    for phrase, share in FRACTIONS_OF if low in FRACTION_OPENERS else ():  # "half a million": 500,000
        k = i + len(phrase)
        if k + 1 < n and w.lower[k] in ("a", "an") and w.lower[k + 1] in _NUMBER_SCALES and \
                tuple(w.lower[i:k]) == phrase and not any(w.gap(j).strip(" -") for j in range(i + 1, k + 2)):
            whole = _number_words(w, k)
            return (whole[0] * share, whole[1]) if whole is not None else None
    if low == "a" and i + 1 < n and w.lower[i + 1] in _NUMBER_SCALES:
        total, cur, j = 0, 1, i + 1  # "a dozen", "a hundred", "a million"
    elif low in NUMBER_WORDS:
        if low == "one" and (i > 0 and w.lower[i - 1] in _NOT_A_COUNT_BEFORE or i + 1 >= n
                             or w.lower[i + 1] in _NOT_A_COUNT_AFTER or not (w.content[i + 1] or
                                                                               w.lower[i + 1] in _NUMBER_SCALES)):
            return None
        total, cur, j = 0, 0, i
    else:
        return None
    end = i
    while j < n and j - i < 8:
        word = w.lower[j]
        if j > i and w.gap(j).strip(" -"):
            break
        if word in NUMBER_WORDS and (cur % 100 == 0 or word not in TENS and cur % 10 == 0 and cur % 100 >= 20
                                     and NUMBER_WORDS[word] < 10):
            cur += NUMBER_WORDS[word]
        elif word in _NUMBER_SCALES and j > i or word in _NUMBER_SCALES and low == "a":
            scale = _NUMBER_SCALES[word]
            if scale >= 1000:
                total, cur = total + max(cur, 1) * scale, 0
            else:
                cur = max(cur, 1) * scale
        else:
            break
        end = j
        j += 1
    if end == i and low == "a":
        return None
    value = total + cur
    if not value and low != "zero":
        return None
    if end + 1 < n and w.lower[end + 1] in ("thirds", "third", "quarters", "quarter", "fold", "times", "half"):
        return None  # "two thirds", "three times": proportions and multipliers, read elsewhere
    return value, end


def _during(w: Words, j: int, unit: str) -> bool:
    """The "over" at word ``j`` opens the span of time a count or measure right before it was
    taken over ("three deaths in a group of 46 over 10 days", "40 mm over 3 days"): a period, no
    bound ("took over 10 days" is one)."""
    return w.lower[j] == "over" and unit == "time" and j > 0 and (
        w.lower[j - 1][0].isdigit() or (j > 1 and w.lower[j - 2][0].isdigit() and not w.breaks(j - 1)))


def _inch_at(w: Words, k: int) -> bool:
    """Whether word ``k`` is "in." abbreviating inches: "a 48/64 in. choke", "7 in. liner" (the full
    stop does not end a sentence: a lower-case word or a figure follows it)."""
    return (w.lower[k] == "in" and k + 1 < len(w) and w.gap(k + 1).startswith(".")
            and not w.caps[k + 1])


def _quantity(w: Words, i: int, end: int, value: float, high: float, rounding: float, key: str,
              year: bool = False) -> tuple[Quantity, int]:
    """The quantity whose number runs over words ``i..end``: its percent sign or unit, scale,
    qualifier and context words (and the last word it covers)."""
    n = len(w)
    after = w.text[w.ends[end] : w.ends[end] + 2].lstrip()
    percent = after.startswith("%")
    scale = 1.0
    unit = ""
    k = end + 1
    if not percent and k < n:
        if w.lower[k] in ("percent", "pct") or (w.lower[k] == "per" and k + 1 < n and w.lower[k + 1] == "cent"):
            percent, end = True, k + (1 if w.lower[k] == "per" else 0)
        elif w.lower[k] in SCALES:
            scale, end = SCALES[w.lower[k]], k
            k += 1
        elif w.lower[k] in ("k", "m") and not w.gap(k) and (w.lower[k] == "k" or money_at(w, i)):
            scale, end = (1e3 if w.lower[k] == "k" else 1e6), k  # "100k subscribers", "£2m" (not "2m" tall)
            k += 1
    if not percent and end + 1 < n and w.gap(end + 1).strip() == "°" and w.lower[end + 1] in TEMPERATURE:
        unit, end = TEMPERATURE[w.lower[end + 1]], end + 1
    elif not percent and end + 1 < n and not w.gap(end + 1).strip(" -"):
        if w.stems[end + 1] in UNITS or _inch_at(w, end + 1):  # a unit of measure: compare in its base unit
            dimension, factor = UNITS["inch" if w.lower[end + 1] == "in" else w.stems[end + 1]]
            if dimension == "length" and end + 2 < n and w.gap(end + 2) == "/" and w.lower[end + 2] in _PER_HOUR:
                dimension, factor, end = "speed", factor / 3600.0, end + 2  # "65 km/h"
            unit, scale = dimension, scale * factor
        elif (counted := counted_after(w, end + 1)) is not None:
            unit = counted  # "three earlier warnings", "41 confirmed cases": which ones
        elif w.content[end + 1] and w.lower[end + 1] not in NO_UNIT:
            unit = w.stems[end + 1]
            if w.lower[end + 1] == "members" and w.lower[end + 2 : end + 3] == ["of"]:  # "6 members of staff": staff
                head = next((j for j in range(end + 3, min(n, end + 5)) if w.content[j]), None)
                unit = w.stems[head] if head is not None and not w.breaks(head) else unit
    qualifier = ""
    for j in (i - 1, i - 2):
        if j >= 0 and not w.lower[j][0].isdigit():
            q = w.lower[j]
            if q in APPROX:
                qualifier = "approx"
            elif q in AT_LEAST and not (q == "more" and j + 1 < n and w.lower[j + 1] != "than") \
                    and not _during(w, j, unit):
                qualifier = "atleast"
            elif q in AT_MOST and not (q == "up" and w.lower[j + 1] != "to") \
                    and not (q == "less" and w.lower[j + 1] != "than"):  # ("€5.2 million, less €0.7 million")
                qualifier = "atmost"
            if qualifier:
                if j > 0 and w.lower[j - 1] in ("no", "not") and q in ("more", "less", "fewer"):
                    qualifier = "atmost" if q == "more" else "atleast"  # "no more than €3 million"
                break  # (a denial further back is read by the checks: "no volunteer should do more than 3")
    if not qualifier and i >= 3 and w.lower[i - 3] == "as" and w.lower[i - 1] == "as" and w.lower[i - 2] in ("many", "much"):
        qualifier = "atmost"  # "as many as four shifts in a week": so many and no more
    if not qualifier and unit in ("time", "month", "year") and i >= 3 and w.lower[i - 1] in ("last", "past") \
            and w.lower[i - 2] == "the" and w.lower[i - 3] in ("in", "within", "during", "over"):
        qualifier = "atmost"  # "back surgery in the last 12 months": at most 12 months ago
    if not qualifier and i >= 2 and w.lower[i - 1] == "of":  # "a minimum (annual turnover) of €3 million"
        bound = next((j for j in range(i - 2, max(-1, i - 6), -1) if w.lower[j] in EXTREMES), None)
        # (a comma before the bound is no matter: "…installation, up to a maximum of £50,000")
        if bound is not None and not any(c in ",;:.()" for k in range(bound + 1, i + 1) for c in w.gap(k)):
            qualifier = EXTREMES[w.lower[bound]]
    compare = ""
    # a rate's period is passed over: "£10 a month more than the standard one"
    # (and the unit before it: "eight yards per minute slower than the winner")
    u = 1 if unit and end + 4 < n and (w.stems[end + 1] in UNITS or w.stems[end + 1] == unit) else 0
    rate = 2 + u if end + 3 + u < n and w.lower[end + 1 + u] in ("a", "an", "per", "each") \
        and w.lower[end + 2 + u] in PERIODS and not any(c in ",;:.()" for c in w.gap(end + 1 + u) + w.gap(end + 2 + u)) \
        else 0
    for j in (end + 1 + rate, end + 2 + rate):
        if j < n and not any(c in ",;:.()" for c in w.gap(j)):
            if (w.lower[j] in COMPARE_MORE or w.lower[j] in COMPARE_LESS or w.lower[j] in DIFFERENCE) and not (
                    w.lower[j] == "less" and j + 1 < n and w.lower[j + 1][0].isdigit()) and not (  # ("£240 less 30%")
                    w.lower[j] in WHEN_COMPARED and not time_difference(w, j)):  # ("Android 8 and earlier")
                # "27 percent fewer attacks", "7 mph below the maximum": a difference, not a level
                compare = "more" if w.lower[j] in COMPARE_MORE or DIFFERENCE.get(w.lower[j]) == "more" else "less"
                break
            if w.lower[j] == "short" and j + 1 < n and w.lower[j + 1] == "of":
                compare = "less"  # "fell 3 dB short of the requirement": by how much
                break
            if w.lower[j] == "off" and TAKE_OFF & set(w.lower[max(0, i - 2) : i]):
                compare = "less"  # "shave 11 minutes off journey times": by how much
                break
            if w.lower[j] in ("over", "under") and OVER_WHAT & set(w.lower[j + 1 : j + 4]):
                compare = "more" if w.lower[j] == "over" else "less"  # "£0.5 billion over its budget"
                break
            if not w.content[j] or w.lower[j] in ("points", "point") or (j == end + 1 and (
                    w.stems[j] in UNITS or (j + 1 < n and (w.lower[j + 1] in LEADS or w.lower[j + 1 : j + 3] == [
                        "short", "of"]) and not w.breaks(j + 1)))):
                continue  # "27 percent more", "3 points lower", "7 mph below", "2,300 votes ahead", "3 dB short of"
        break
    lead = [j for j in range(i - 1, max(-1, i - 4), -1) if w.lower[j] not in APPROX]
    if not compare and len(lead) >= 2 and w.lower[lead[0]] == "of" and w.lower[lead[1]] in DIFFERENCE_NOUNS \
            and not any(c in ",;:.()" for k in range(lead[1] + 1, i + 1) for c in w.gap(k)):
        compare = "more"  # "a trade surplus of about 14 billion dollars": a difference of two levels
    ctx = {w.stems[j] for j in w.prev_content(i, 2) + w.next_content(end, 2)} - GENERIC
    is_year_ = year and not percent and scale == 1.0 and (not unit or i > 0 and w.lower[i - 1] in YEAR_LEAD)
    return Quantity(i, end, value * scale, high * scale, rounding * scale, percent, unit, is_year_, qualifier,
                    frozenset(ctx), w.phrase(i, end), key, compare, money_at(w, i)), end


def differs_by(q: Quantity, levels: list[Quantity]) -> bool:
    """Whether two of ``levels`` (figures of ``q``'s measure that are no differences themselves)
    differ by ``q``'s figure: "£0.5 billion over its budget" against 1.9 and 1.4 billion."""
    tolerance = max(q.rounding, 0.1 * q.value if q.qualifier == "approx" else 0.0)
    usable = [v for v in levels if not v.compare and not v.year and v.percent == q.percent and v.high == v.value]
    return any(abs(abs(a.value - b.value) - q.value) <= max(tolerance, a.rounding, b.rounding)
               for k, a in enumerate(usable) for b in usable[k + 1 :])


def quantities(w: Words) -> list[Quantity]:
    out: list[Quantity] = []
    n = len(w)
    i = 0
    while i < n:
        low = w.lower[i]
        if not low[0].isdigit():
            # (only "a", a number word or a fraction's first word opens a spelled-out number)
            spelled = _number_words(w, i) if low == "a" or low in NUMBER_WORDS or low in FRACTION_OPENERS else None
            one = spelled is None and one_period(w, i)  # "up to an hour", "within a week": one of the unit
            if one:
                spelled = 1, i
            if spelled is None:
                i += 1
                continue
            value, end = spelled
            if end == i and w.caps[i] and labelled(w, i):
                i += 1  # "Division One", "Stage Two": a name, no figure
                continue
            q, end = _quantity(w, i, end, float(value), float(value), 0.05 if one else 0.5, str(value))
            out.append(q)
            i = end + 1
            continue
        parsed = parse_number(low)
        if parsed is None:
            i += 1
            continue
        if list_marker(w, i):  # "(2) The planned sample size …": an item's number, no figure
            i += 1
            continue
        if versioned(w, i):  # "from version 13.14 to 16.4": names of releases, not figures
            q, _end = _quantity(w, i, i, parsed[0], parsed[0], 0.5, low)
            out.append(replace(q, end_idx=i, unit="code:version"))
            i += 1
            continue
        if i > 0 and w.gap(i) in ("-", "") and not w.lower[i - 1][0].isdigit():
            # "the A14", "G7", "COVID-19": a name with a number, held only to names of its letters
            # ("the A41", "G20"), never to a count ("the A14 collision involved six vehicles")
            q, end = _quantity(w, i - 1, i, parsed[0], parsed[0], 0.5, w.phrase(i - 1, i).lower())
            out.append(replace(q, unit="code:" + w.lower[i - 1]))
            i = end + 1
            continue
        if labelled(w, i) and (i + 1 >= n or not w.lower[i + 1][0].isdigit()):
            # "Tank 3", "Board 17", "Store 0412": a name, held only to the same label, never to a
            # count ("60 of the tank's 240 litres")
            q, end = _quantity(w, i - 1, i, parsed[0], parsed[0], 0.5, w.phrase(i - 1, i).lower())
            out.append(replace(q, end_idx=i, unit="code:" + w.lower[i - 1]))
            i += 1
            continue
        if (i > 0 and w.gap(i) == ":" and w.lower[i - 1][0].isdigit()) or (
                i + 1 < n and w.gap(i + 1) == ":" and w.lower[i + 1][0].isdigit()):
            clock = clock_at(w, i)
            if clock is not None:  # "6:40 a.m.": a time of day, held only to times of day
                last = i + 1
                marker = meridiem(w, i + 2)
                if marker is not None:  # "6:40 p.m." is 18:40
                    clock, last = twelve_hour(clock, marker[0]), marker[1]
                q, end = _quantity(w, i, last, clock, clock, 0.5, w.phrase(i, i + 1))
                out.append(replace(q, unit="clock"))
                i = end + 1
                continue
            i += 1  # "3:1", the minutes of "6:40": no count
            continue
        value, decimals = parsed
        dotted = dotted_clock(w, i, value, decimals) or military_clock(w, i)  # ("2.30 am", "0521 UTC")
        if dotted is not None:  # "2.30 am", "6 pm": a time of day too
            q, end = _quantity(w, i, dotted[1], dotted[0], dotted[0], 0.5, w.lower[i])
            out.append(replace(q, unit="clock"))
            i = end + 1
            continue
        follow = w.text[w.ends[i] : w.ends[i] + 2].lower()
        if follow in ("st", "nd", "rd", "th") or (not is_year(w, i) and 1 <= value <= 31 and (
                (i > 0 and w.lower[i - 1] in MONTHS and w.gap(i).strip() in ("", ".")) or
                (i + 1 < n and w.lower[i + 1] in MONTHS and not w.gap(i + 1).strip()))):
            i += 1  # an ordinal ("17th") or a day of the month ("14 July", "July 14"): not a quantity
            continue  # ("July 2024" is a year, read as one; "in December, 310 (25%)" a count)
        end = i
        high = value
        year, spans_years = is_year(w, i), False
        # a range: "9–14", "9 to 14", "between 9 and 14"
        # ("between about 3.6 and 6.6 km": a hedge between the two is no matter)
        between = i > 0 and (w.lower[i - 1] == "between" or i > 1 and w.lower[i - 2] == "between"
                             and w.lower[i - 1] in APPROX)
        if i + 1 < n and w.lower[i + 1][0].isdigit() and (w.gap(i + 1).strip() in ("-", "–", "—")
                                                          or between and w.gap(i + 1).strip() == ""):
            other = parse_number(w.lower[i + 1])
            if other is not None and other[0] >= value:
                high, end = other[0], i + 1
            elif other is not None and year and len(w.lower[i + 1]) == 2 and w.gap(i + 1).strip():
                # "the 2018–19 academic year": a span of two years, its second written short
                high, end, spans_years = value - value % 100 + other[0], i + 1, True
                if high <= value:
                    high += 100
        elif i + 2 < n and w.lower[i + 1] in ("to", "and") and w.lower[i + 2][0].isdigit() and \
                (w.lower[i + 1] == "to" or between) and not a_move(w, i):
            other = parse_number(w.lower[i + 2])
            # not "in 2020, to 412,000 pupils" (a year, a comma): a year spans only to a year, read
            # by the date checks
            if other is not None and other[0] >= value and not year and not w.gap(i + 1).strip(" %"):
                high, end = other[0], i + 2
        q, end = _quantity(w, i, end, value, high, 0.5 * 10.0 ** -decimals, normalize_number(low), year)
        out.append(replace(q, year=True) if spans_years else q)  # ("the 2025–26 budget": years, whatever follows)
        i = end + 1
    return compound_durations(w, unit_ranges(w, shared_units(w, out)))
