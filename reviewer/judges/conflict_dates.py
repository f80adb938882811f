"""Contradictions of date: a year, or a day of a month, that the claim gives for the event the
evidence window dates otherwise ("doubled in 2025" against "doubled in 2024"; "on 12 March"
against "on 14 March").

A claim date is held to a window date only when the window date is one the claim does not
state (the claim *replaced* it) and both date the same thing: they share the words around
them, or each side gives just one date. A year the window states is never a conflict, nor one
inside a range the window gives ("between 2019 and 2023").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import MONTHS, Quantity
from reviewer.judges.conflict_text import Words, is_year, sentence_stems, unnamed_stems
from reviewer.judges.conflict_window import most_held, sentence_counts
from reviewer.judges.sourceindex import SourceIndex
from reviewer.judges.when_words import WEEKDAYS
from reviewer.model import ConflictKind
from reviewer.text import stem

_MONTH_NUMBER = {m: i % 12 + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december", "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])}
_MONTH_NUMBER["sept"] = 9
_RANGE_JOIN = frozenset(["to", "and", "until", "through", "till", "-", "–", "—"])
_ORDINAL = frozenset(["st", "nd", "rd", "th"])


def _in_window_range(q: Quantity, w_years: list[Quantity], window: Words) -> bool:
    """``q`` lies in a span of years the window gives ("from 2019 to 2023", "2019–2023")."""
    for a, b in zip(w_years, w_years[1:]):
        between = [window.lower[k] for k in range(a.end_idx + 1, b.idx)]
        gap = window.text[window.ends[a.end_idx] : window.starts[b.idx]].strip()
        if (len(between) <= 1 and all(t in _RANGE_JOIN for t in between) and (between or gap in _RANGE_JOIN)
                and a.value < q.value < b.value):
            return True
    return False


def year_hits(claim: Words, window: Words, cq: list[Quantity], wq: list[Quantity],
              source_numbers: frozenset[str]) -> list[Hit]:
    """A year of the claim that the window does not give, where the window dates the same thing
    with a year the claim does not give."""
    c_years = [q for q in cq if q.year and q.high == q.value]
    w_years = [v for v in wq if v.year]
    if not c_years or not w_years or relative_year(window):
        return []
    stated = {q.value for q in cq if q.year}
    distinct = {v.value for v in w_years}
    free = [v for v in w_years if v.value not in stated]  # the window's years the claim does not give
    if not free:
        return []
    ends = _years_on(window, wq, w_years)
    for q in c_years:
        if q.value in ends:
            continue  # "until August 2029" against "valid for five years from 9 August 2024"
        if q.value in distinct:
            hit = _year_elsewhere(claim, window, q, free)
            if hit is not None:
                return [hit]
            continue
        if _in_window_range(q, w_years, window):
            continue
        # a year the source gives elsewhere needs two shared words to be this event's
        need = 2 if q.key in source_numbers else 1
        same_slot = [v for v in free if len(v.context & q.context) >= need
                     or (_month_of(claim, q) is not None and _month_of(claim, q) == _month_of(window, v))]
        # the same words around both years date the same event: the claim's year is wrong even
        # when the source gives that year elsewhere ("900 in 2023" does not license "peak demand
        # … in 2023"); with nothing shared, only a lone year on each side that the source never
        # gives at all is held to the window
        if same_slot or (len(c_years) == 1 and len(distinct) == 1 and q.key not in source_numbers):
            v = (same_slot or free)[0]
            return [Hit(ConflictKind.DATE, f"claim says {q.raw}; source: {v.raw}", (q.idx, q.idx), (v.idx, v.idx))]
        if len(c_years) == 1 and len(free) == 1 and (hit := _figures_dated(claim, window, cq, q, free[0])):
            return [hit]
    return []


def _years_on(window: Words, wq: list[Quantity], w_years: list[Quantity]) -> set[float]:
    """The years a span of years from a dated start ends in: "for five years from 9 August 2024" (2029)."""
    out = set()
    for v in wq:
        if v.unit == "year" and not v.year and v.value == int(v.value):
            lead = next((k for k in range(v.end_idx + 1, min(len(window), v.end_idx + 3))
                         if window.lower[k] in ("from", "after", "since")), None)
            if lead is not None:
                out.update(y.value + v.value for y in w_years if lead < y.idx <= lead + 4)
    return out


def _month_of(w: Words, q: Quantity) -> str | None:
    """The month written right before a year ("September 2021", "2 September 2020"), or None."""
    k = q.idx - 1
    return w.lower[k] if k >= 0 and w.lower[k] in _MONTH_NUMBER and len(w.lower[k]) > 2 else None


def _figures_dated(claim: Words, window: Words, cq: list[Quantity], q: Quantity, v: Quantity) -> Hit | None:
    """The claim's figures, with two of its words, sit in the window's sentence that dates them
    with the one other year: "Enrolment reached 412,000 pupils in 2021" against "Enrolment … rose
    … in 2020, to 412,000 pupils" (the source may give 2021 elsewhere, for something else)."""
    figures = {c.key for c in cq if not c.year}
    if not figures:
        return None
    for a, b, stems in window.derived(sentence_stems, sentence_stems):
        if not a <= v.idx < b:
            continue
        keys = {window.lower[k].replace(",", "") for k in range(a, b) if window.lower[k][0].isdigit()}
        words_ = {claim.stems[i] for i in range(len(claim)) if claim.content[i]}
        if figures <= keys and len(words_ & stems) >= 2:
            return Hit(ConflictKind.DATE, f"claim says {q.raw}; source: {window.phrase(v.idx)}", (q.idx, q.idx),
                       (v.idx, v.idx))
    return None


def _year_elsewhere(claim: Words, window: Words, q: Quantity, free: list[Quantity]) -> Hit | None:
    """The window gives the claim's year, but in another sentence than the one that says the rest
    of the claim with a year of its own: "Enrolment reached 412,000 pupils in 2021" against
    "Enrolment … rose … in 2020, to 412,000 pupils. Teacher salaries will increase … from
    January 2021". The claim's words and figures (its years aside) must sit in that sentence,
    at least two of them more than in any sentence with the claim's year."""
    sentences = window.derived(sentence_stems, sentence_stems)
    if len(sentences) < 2:
        return None
    context = {claim.stems[i] for i in range(len(claim)) if claim.content[i] or
               (claim.lower[i][0].isdigit() and claim.lower[i] != q.raw)}
    if len(context) < 2:
        return None
    scored = []
    for a, b, stems in sentences:
        figures = {window.lower[k] for k in range(a, b) if window.lower[k][0].isdigit()}
        scored.append((len((stems | figures) & context), a, b))
    top = max(h for h, _a, _b in scored)
    best = [(a, b) for h, a, b in scored if h == top]
    if top < 2 or len(best) > 1:
        return None
    a, b = best[0]
    with_year = [h for h, x, y in scored if any(window.lower[k] == q.raw for k in range(x, y))]
    rival = [v for v in free if a <= v.idx < b]
    if not rival or any(window.lower[k] == q.raw for k in range(a, b)) or max(with_year, default=0) > top - 2:
        return None
    v = rival[0]
    return Hit(ConflictKind.DATE, f"claim says {q.raw}; where the source says the rest, it has {window.phrase(v.idx)}",
               (q.idx, q.idx), (v.idx, v.idx))


def relative_year(w: Words) -> bool:
    """"this year", "the same year": the window may give the claim's year without its digits."""
    return any(w.lower[i] == "year" and w.lower[i - 1] in ("this", "that", "same", "last", "next", "following")
               for i in range(1, len(w)))


@dataclass(frozen=True, slots=True)
class DayDate:
    first: int  # word range of "14 July" / "July 14" / "14th of July"
    last: int
    day: int
    month: int
    context: frozenset[str]


def _month(w: Words, k: int) -> int | None:
    low = w.lower[k]
    if low not in MONTHS or low == "may" and not w.caps[k]:
        return None  # "may" is a month only as "May"
    return _MONTH_NUMBER.get(low)


def _day(w: Words, k: int) -> int | None:
    low = w.lower[k]
    if not (low.isdigit() and len(low) <= 2) or not 1 <= int(low) <= 31:
        return None
    return int(low)


def day_dates(w: Words) -> list[DayDate]:
    """Every "14 July", "14th of July", "July 14" and "July 14th" of ``w``."""
    out: list[DayDate] = []
    n = len(w)
    for k in range(n):
        month = _month(w, k)
        if month is None:
            continue
        first = last = day = None
        j = k - 1  # day before the month: "14 July", "14th of July"
        while j >= 0 and k - j <= 3 and w.lower[j] in ("of", *_ORDINAL):
            j -= 1
        if j >= 0 and (d := _day(w, j)) is not None:
            first, last, day = j, k, d
        elif k + 1 < n and (d := _day(w, k + 1)) is not None and not w.gap(k + 1).strip(" "):
            first, last, day = k, k + 1 + (k + 2 < n and w.lower[k + 2] in _ORDINAL), d
        if day is None:
            continue
        ctx = {w.stems[j] for j in w.prev_content(first, 2) + w.next_content(last, 2)} - set(MONTHS)
        out.append(DayDate(first, last, day, month, frozenset(ctx)))
    return out


def day_hits(claim: Words, window: Words, index: SourceIndex | None = None) -> list[Hit]:
    """"on 12 March" against the window's "on 14 March" for the same event; not where the source
    gives the claim's date in a sentence that carries more of the claim than the rival date's
    does ("Next visit booked for Friday 18 April" beside a window "Visit record, Friday 14 March")."""
    c_dates = claim.derived(day_dates, day_dates)
    if not c_dates:
        return []
    w_dates = window.derived(day_dates, day_dates)
    if not w_dates:
        return []
    c_keys = {(d.day, d.month) for d in c_dates}
    w_keys = {(d.day, d.month) for d in w_dates}
    free = [v for v in w_dates if (v.day, v.month) not in c_keys]
    for q in c_dates:
        if (q.day, q.month) in w_keys:
            continue
        # only the same words around both dates say they date one event: a lone other date in
        # the window is as often the day the piece was published
        same_slot = [v for v in free if v.context & q.context] or _other_end(claim, c_dates, q, window, w_dates)
        if not same_slot and len(c_dates) == 1 and len(w_dates) == 1 and free and free[0].day == q.day:
            same_slot = free  # the one date each side gives, its month changed ("12 May" / "12 March")
        if same_slot and not (index is not None and _better_placed(claim, q, window, same_slot[0], index)):
            v = same_slot[0]
            return [Hit(ConflictKind.DATE, f"claim says {claim.phrase(q.first, q.last)}; source: "
                        f"{window.phrase(v.first, v.last)}", (q.first, q.last), (v.first, v.last))]
    return []


_RANGE_JOINS = frozenset(["to", "until", "till", "and", "through"])


def _ends(w: Words, dates: list[DayDate]) -> list[tuple[DayDate, DayDate]]:
    """The ranges of dates the text writes ("1 March to 17 October", "from 3 to 9 May" aside)."""
    return [(a, b) for a, b in pairwise(dates) if b.first == a.last + 2 and w.lower[a.last + 1] in _RANGE_JOINS
            or b.first == a.last + 1 and w.gap(b.first).strip() in ("-", "\u2013")]


def _other_end(claim: Words, c_dates: list[DayDate], q: DayDate, window: Words, w_dates: list[DayDate]) -> list[DayDate]:
    """The window's date in ``q``'s place when both texts write a range with one end the same:
    "from 1 March to 17 September" against "1 March to 17 October", whatever words stand around."""
    for a, b in _ends(claim, c_dates):
        if q not in (a, b):
            continue
        for v1, v2 in _ends(window, w_dates):
            if q is b and (v1.day, v1.month) == (a.day, a.month) and (v2.day, v2.month) != (q.day, q.month):
                return [v2]
            if q is a and (v2.day, v2.month) == (b.day, b.month) and (v1.day, v1.month) != (q.day, q.month):
                return [v1]
    return []


def _better_placed(claim: Words, q: DayDate, window: Words, v: DayDate, index: SourceIndex) -> bool:
    """The source gives the claim's date ``q`` in a sentence that carries more of the claim's words
    (names aside) than any that gives the window's date ``v``."""
    counts = sentence_counts(unnamed_stems(claim), index)

    def best(w: Words, d: DayDate) -> int:  # (-1: no sentence gives it as the index spells it)
        month = next(w.lower[k] for k in (d.first, d.last) if not w.is_number(k))
        places = set(index.token_spans(str(d.day)))
        if stem(month) in index.positions:  # ("May" is no token of the index: a stop word)
            places &= set(index.token_spans(stem(month)))
        return max((counts.get(sp, 0) for sp in places), default=-1)

    return best(claim, q) > best(window, v)


_FULL_MONTHS = frozenset(list(_MONTH_NUMBER)[:12])
#: words after which a capitalised "May" is the month, not the verb
_MONTH_LEAD = frozenset(["in", "on", "since", "until", "by", "from", "of", "last", "next", "early", "late", "mid",
                         "during", "through", "till", "before", "after"])


def _calendar(w: Words) -> list[tuple[int, str, str]]:
    """(word index, "weekday" | "month", the word) of each weekday and month named in ``w``; "May"
    only after a preposition ("in May") or before a figure ("May 2023")."""
    out = []
    for i, low in enumerate(w.lower):
        if not w.caps[i]:
            continue
        if low in WEEKDAYS:
            out.append((i, "weekday", low))
        elif low in _FULL_MONTHS and (low != "may" or (i > 0 and w.lower[i - 1] in _MONTH_LEAD)
                                                       or (i + 1 < len(w) and w.lower[i + 1][0].isdigit())):
            out.append((i, "month", low))
    return out


def calendar_hits(claim: Words, window: Words, in_source) -> list[Hit]:
    """A weekday or month of the claim that the source never names, where the window names the one
    other weekday (month) in the same place: "met on Tuesday 10 January" against "met on Monday 10
    January", "14.2 terawatt-hours in April" against "14.2 terawatt-hours in May". ``in_source(lower,
    stem)``: whether the whole source has the word."""
    c_cal = claim.derived(_calendar, _calendar)
    if not c_cal:
        return []
    w_cal = window.derived(_calendar, _calendar)
    for kind in ("weekday", "month"):
        mine = [(i, low) for i, k, low in c_cal if k == kind]
        theirs = [(k_, low) for k_, k, low in w_cal if k == kind]
        if len({low for _i, low in mine}) != 1 or len({low for _k, low in theirs}) != 1:
            continue
        i, low = mine[0]
        k, other = theirs[0]
        if low == other or in_source(low, low):
            continue
        before = [claim.stems[j] for j in claim.prev_content(i, 1)]
        after = [claim.stems[j] for j in claim.next_content(i, 1)] or [claim.lower[i + 1]] if i + 1 < len(claim) else []
        w_before = [window.stems[j] for j in window.prev_content(k, 1)]
        w_after = [window.stems[j] for j in window.next_content(k, 1)] or [window.lower[k + 1]] if k + 1 < len(window) else []
        # the same place, or the one weekday each side gives: "On Thursday, a judge in Denver blocked
        # …" against "A judge in Denver on Tuesday blocked …" (not a month: a page's datelines have them)
        if (before and before == w_before) or (after and after == w_after) or (
                kind == "weekday" and len(mine) == 1 and len(theirs) == 1):
            return [Hit(ConflictKind.DATE, f"claim says {claim.phrase(i)}; source: {window.phrase(k)}", (i, i), (k, k))]
    return []


#: how many of the sentences that carry most of the claim a day date of the claim is held to
DATED_SENTENCES = 2


def dated_elsewhere_hits(claim: Words, index, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """A day of the claim ("born on 2 March 2024") that the source gives nowhere, held to the
    sentences that carry most of the claim when the evidence window (another sentence: "Ashworth
    Zoo has announced the birth of a … tiger cub") gives no day: "The cub was born on 2 May 2024"."""
    c_dates = claim.derived(day_dates, day_dates)
    if not c_dates or not index.spans:
        return []
    # the (day, month) pairs the source gives, read in the sentences holding a claim date's day
    days = {str(d.day) for d in c_dates}
    stated = set()
    for sp in {sp for day in days for sp in index.token_spans(day)}:
        stated |= {(v.day, v.month) for v in sentence_words(sp).derived(day_dates, day_dates)}
    if all((d.day, d.month) in stated for d in c_dates):
        return []
    said = {stem(claim.lower[k]) for k in range(len(claim)) if claim.content[k] and claim.lower[k] not in MONTHS}
    counts = sentence_counts(said, index)
    held = most_held(counts, DATED_SENTENCES)
    # and the sentences dated with the claim date's day or month that hold a claim word or its
    # year: "Date swept: 9 October 2023" against "swept on 9 November 2023", "since the last
    # visit on 2 May 2023" against "the previous inspection had taken place on 2 April 2023"
    years = {claim.lower[d.last + 1] for d in c_dates if d.last + 1 < len(claim) and is_year(claim, d.last + 1)}
    with_year = {sp for year in years for sp in index.token_spans(year)}
    dated = {sp for d in c_dates for token in (str(d.day), claim.lower[d.first], claim.lower[d.last])
             for sp in index.token_spans(token) if sp in counts or sp in with_year}
    for sp in [*held, *sorted(dated - set(held))]:
        sw = sentence_words(sp)
        for hit in day_hits(claim, sw):
            q = next(d for d in c_dates if d.first == hit.claim_span[0])
            if (q.day, q.month) not in stated:
                return [(hit, sw)]
    return []


#: claim words (other than dates) the sentence that carries the claim must hold for its one date
#: to be the claim's
SLIP_WORDS = 2


def slipped_date_hits(claim: Words, index, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The claim's one day date against the one date of the sentence that carries most of the
    claim, unambiguously (no other sentence holds as many of its words, so none that gives the
    claim's date carries as much): "Garden-waste collections resume on 3 March" against
    "The garden-waste service restarts on 17 March" (3 March being the day another change starts)."""
    c_dates = claim.derived(day_dates, day_dates)
    if len(c_dates) != 1 or not index.spans:
        return []
    q = c_dates[0]
    said = {stem(claim.lower[k]) for k in range(len(claim))
            if claim.content[k] and claim.lower[k] not in MONTHS and claim.lower[k] not in WEEKDAYS}
    counts = sentence_counts(said, index)
    top = most_held(counts, 2)
    if not top or counts[top[0]] < SLIP_WORDS or (len(top) == 2 and counts[top[1]] == counts[top[0]]):
        return []
    best = top[0]
    if best == 0:
        return []  # the source's opening: a title or a dateline ("UPI Archives July 25, 1992 …")
    sw = sentence_words(best)
    w_dates = sw.derived(day_dates, day_dates)
    if len(w_dates) != 1 or (w_dates[0].day, w_dates[0].month) == (q.day, q.month):
        return []
    v = w_dates[0]
    if v.month == q.month and abs(v.day - q.day) <= 1:
        return []  # "died last night, on 30 December" against a page dated "Dec 31": the day before
    return [(Hit(ConflictKind.DATE, f"claim says {claim.phrase(q.first, q.last)}; source: {sw.phrase(v.first, v.last)}",
                 (q.first, q.last), (v.first, v.last)), sw)]
