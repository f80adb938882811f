"""Figures read together: a claimed figure that two of the window's figures make up (a part and
"the remaining" rest, two clock times that differ by a claimed gap), and a gap that two texts
measure from opposite ends ("A … four seconds behind B" / "B … four seconds ahead of A"); and a
claim's figure that the whole source accounts for (read once per ``SourceIndex``): a time of day it
gives elsewhere, a count times a figure of its own unit, a name with a number ("the K9")."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterable
from dataclasses import replace

from reviewer.judges.clocks import same_clock
from reviewer.judges.conflict_dates import day_dates
from reviewer.judges.conflict_quantities import (
    APPROX,
    COMPARE_LESS,
    COMPARE_MORE,
    DIFFERENCE,
    UNITS,
    Quantity,
    differs_by,
    money_at,
    quantities,
)
from reviewer.judges.conflict_text import Words, words
from reviewer.judges.figure_sums import gaps as _gaps
from reviewer.judges.figure_sums import gaps3 as _gaps3
from reviewer.judges.figure_sums import near as _near
from reviewer.judges.figure_sums import sums as _sums
from reviewer.judges.figure_sums import sums3 as _sums3
from reviewer.judges.quantity_cues import counts_things
from reviewer.judges.rest_of_whole import left_over
from reviewer.judges.sourceindex import SourceIndex


def clocks_differ_by(q: Quantity, wq: list[Quantity]) -> bool:
    """Two of the window's clock times ("in 3:21", "in 3:29") differ by the claim's duration
    ("eight seconds quicker"), read as minutes:seconds or hours:minutes."""
    if q.unit != "time":
        return False
    clocks = [v for v in wq if v.unit == "clock"]
    return len(clocks) >= 2 and any(
        differs_by(q, [replace(v, unit="time", value=v.value * f, high=v.high * f, rounding=v.rounding * f)
                       for v in clocks]) for f in (1.0, 60.0))


def whole_of_parts(q: Quantity, window: Words, rivals: list[Quantity], wq: list[Quantity]) -> bool:
    """The claim's figure is the sum of a part and the rest the window gives ("30 tetras before
    Thursday's losses" / "two tetras found dead; the remaining 28 appear healthy")."""
    rest = [v for v in wq if v.idx > 0 and not v.percent and "remaining" in window.lower[max(0, v.idx - 2) : v.idx]]
    return any(abs(a.value + b.value - q.value) <= max(q.rounding, 0.5)
               for b in rest for a in rivals if a is not b and not a.compare and not a.year)


def short_of_whole(q: Quantity, window: Words, wq: list[Quantity]) -> bool:
    """The claim's percentage is how far a share the window gives falls short of the whole (or goes
    past it): "still about 17% below its 2019 level" / "still at 83% of 2019 levels"."""
    if not q.percent or q.compare not in ("less", "more") or q.high != q.value:
        return False
    tol = max(q.rounding, 0.5)
    return any(abs((100.0 - v.value if q.compare == "less" else v.value - 100.0) - q.value) <= tol for v in wq
               if v.percent and v.high == v.value and not v.compare and window.lower[v.end_idx + 1 : v.end_idx + 2] == ["of"])


#: words by which a claim says its figure adds up others ("between them", "in total", "combined")
SUM_CUES = frozenset(["total", "totalled", "totalling", "combined", "together", "altogether", "overall", "sum", "all",
                      "both", "including"])  # ("Counting both divisions, 26 teams"; "Including the reserve list, 52")
#: "between them", "between the two": a sum; "between the city centre and Eastfield" is none
_BETWEEN_SUM = frozenset(["them", "us", "you", "the", "both"])
#: words by which a claim says its figure is a gap or what is left ("did not finish", "still owes")
GAP_CUES = frozenset(["not", "no", "still", "remaining", "remain", "remains", "left", "outstanding", "fewer", "less",
                      "more", "cheaper", "dearer", "longer", "shorter", "difference", "gap", "lost", "gained", "by",
                      "than", "shrunk", "shrank", "grew", "fell", "rose", "failed", "without", "unsold", "since",
                      "over", "above", "below", "under", "short",  # ("36 Bq/m³ over the action level")
                      "net", "deduction", "deducted", "deducting", "minus",  # ("net recovery … is €4.5 million")
                      "down", "up", "neither", "nor",  # ("126 tonnes down on 2023", "neither sent nor sold")
                      "missed", "missing"])  # ("missed two kerbs" / "stopping at 46 of 48 kerbs")
#: gap cues by which a claim's figure is what is left of a whole after two parts (``_gaps3``)
_REST_CUES = frozenset(["neither", "nor", "remaining", "remain", "remains", "left", "rest", "unsold", "outstanding"])


def _between_them(said: list[str]) -> bool:
    """Whether ``said`` holds "between them" or "between the two"."""
    return any(low == "between" and k + 1 < len(said) and said[k + 1] in _BETWEEN_SUM
               and (said[k + 1] != "the" or (k + 2 < len(said) and said[k + 2] in ("two", "three")))
               for k, low in enumerate(said))


def gap_said(claim: Words, q: Quantity, lo: int, hi: int) -> bool:
    """Whether the clause ``lo..hi`` of the claim's figure ``q`` says the figure is a gap or what is
    left: a word of ``GAP_CUES`` ("did not finish", "still owes", "fell by 7"), where "by" counts
    only right before the figure ("by 7", "by exactly 900"; not "retrieved by the collectors")."""
    cues = [k for k in range(lo, hi) if claim.lower[k] in GAP_CUES or claim.lower[k].endswith("n't")]
    return any(claim.lower[k] != "by" or k == q.idx - 1 or (k == q.idx - 2 and (
        claim.lower[k + 1] in APPROX or claim.lower[k + 1] in _BY_HOW)) for k in cues)


#: words between "by" and a gap's figure ("by exactly 900", "by a further 12")
_BY_HOW = frozenset(["exactly", "precisely", "just", "only", "another", "further", "a", "an", "fully", "almost"])


def made_up_of(q: Quantity, claim: Words, window: Words, rivals: list[Quantity], wq: list[Quantity]) -> bool:
    """The claim's figure is what two of the window's figures make, and the claim says how: their
    sum ("brought £825 between them" / "raised £640 …, and the raffle added £185"), their
    difference ("Sixty-three … did not finish" / "1,250 riders started …; 1,187 finished"), the
    days from one date to another ("for nine days" / "from Saturday 8 to Sunday 16 February"), a
    part and "the remaining" rest, or a whole less a part that "the rest" follows. Plain figures of
    one measure, to the claim's own precision;
    without the claim's word for it a sum is a figure given to the wrong thing ("firm orders for
    20 aircraft" / "ordered 12 …, with options for a further eight")."""
    if whole_of_parts(q, window, rivals, wq) or left_over(q, window, wq) or priced(q, claim, window, wq) \
            or short_of_whole(q, window, wq):
        return True
    if q.qualifier not in ("", "approx") or q.high != q.value or q.compare or q.year:
        return False
    # a sum or a gap is said in the figure's clause ("not", "by" or "all" in another clause says
    # nothing of its figure), a sum also up front
    lo, hi = claim.clause(q.idx, q.end_idx)
    near = claim.lower[lo:hi]
    opening = claim.lower[: next((k for k in range(1, len(claim)) if claim.breaks(k)), len(claim))]
    adds = any(not SUM_CUES.isdisjoint(part) or _between_them(part) for part in (near, opening))  # "Between them, …"
    gaps = gap_said(claim, q, lo, hi)
    days = q.end_idx + 1 < len(claim) and claim.lower[q.end_idx + 1] in ("day", "days")
    if not (adds or gaps or days):
        return False
    plain = [v for v in wq if not v.compare and not v.year and v.qualifier in ("", "approx") and v.high == v.value
             and v.percent == q.percent]
    usable = [v.value for v in plain if not v.unit or not q.unit or v.unit == q.unit]
    tol = max(q.rounding, 1e-9)
    if (adds and (_near(q.value, _sums(usable), tol) or _near(q.value, _sums3(usable), tol))) or (
            gaps and (_near(q.value, _gaps(usable), tol) or (
                not _REST_CUES.isdisjoint(near) and _near(q.value, _gaps3(usable), tol)))):
        return True
    if adds and q.unit and q.unit not in DIMENSIONS:  # "115 deer" / "85 hinds and 30 stags": counts of its kinds
        if _near(q.value, _sums([v.value for v in plain if v.unit and v.unit not in DIMENSIONS]), tol):
            return True
    if days:  # the dates' days and the bare day numbers ("from Saturday 8 to Sunday 16 February")
        day = UNITS["day"][1]  # a span of time's figure is counted in seconds
        n, tol = (q.value / day, tol / day) if q.unit == "time" else (q.value, tol)
        dated = sorted({d.day for d in window.derived(day_dates, day_dates)} | {v for v in usable if v <= 31})
        return _near(n, (gap + 1 for gap in _gaps(dated)), tol)  # both ends counted
    return False


def own_arithmetic(q: Quantity, cq: list[Quantity], given: frozenset[str]) -> bool:
    """The claim's figure, which the source does not give, is the sum or the difference of two
    other figures of the claim that the source does give, in its unit: the claim's own arithmetic
    ("six years …, four as an apprentice and two as a journeyman"; "with 40 bags sold, 80 of the
    120 remain"), whose parts the checks hold to the source. ``given``: the source's numbers."""
    if q.key in given or q.year or q.compare or q.qualifier not in ("", "approx") or q.high != q.value:
        return False
    parts = [v.value for v in cq if v is not q and v.key in given and not v.year and not v.compare
             and v.percent == q.percent and v.high == v.value and (not v.unit or not q.unit or v.unit == q.unit)]
    tol = max(q.rounding, 1e-9)
    return _near(q.value, _sums(parts), tol) or _near(q.value, _gaps(parts), tol)


#: the measures a unit of ``UNITS`` counts in ("kg": mass)
DIMENSIONS = frozenset(dimension for dimension, _factor in UNITS.values())


def _rates(w: Words, wq: list[Quantity]) -> list[tuple[float, str, frozenset[str]]]:
    """``(price per base unit, measure, the stems it is charged per)`` of each "<figure> per
    <unit>" of the window: "£2.50 per kg" (2.5, "mass", {kg}); "ewes £1.90 per head" (1.9, "",
    {head, ewe})."""
    out = []
    for v in wq:
        j = v.end_idx + 1
        if v.unit == "p" and j < len(w) and w.lower[j] == "p" and not w.gap(j):
            j += 1  # "10p per minute"
        if v.unit not in ("", "p") or v.percent or v.year or j + 1 >= len(w) or w.lower[j] != "per" or w.breaks(j):
            continue
        measure, factor = UNITS.get(w.stems[j + 1], ("", 1.0))
        items = {w.stems[j + 1]} | ({w.stems[v.idx - 1]} if v.idx > 0 and w.content[v.idx - 1] else set())
        out.append((v.value / factor / (100 if v.unit == "p" else 1), measure, frozenset(items)))  # ("10p": £0.10)
    return out


def _fees(w: Words, wq: list[Quantity]) -> list[float]:
    """The fixed charges a rate is added to: "£1 to unlock plus 10p per minute" (1.0)."""
    return [v.value for v in wq if not (v.unit or v.percent or v.year or v.compare) and v.idx > 0
            and money_at(w, v.idx) and "plus" in w.lower[v.end_idx + 1 : v.end_idx + 5]]


def priced(q: Quantity, claim: Words, window: Words, wq: list[Quantity]) -> bool:
    """The claim's figure is what the claim's counts cost at the window's rates, one or two of
    them: "the full 10 kg … would cost £25" / "£2.50 per kg"; "620 ewes and 14 rams would come to
    £1,234" / "ewes £1.90 per head, rams £4.00 per head"; with a fixed charge: "a 20-minute ride
    would cost £3" / "£1 to unlock plus 10p per minute"."""
    if q.unit or q.percent or q.year or q.compare or "per" not in window.lower:
        return False
    rates = _rates(window, wq)
    if not rates:
        return False
    costs = []
    for c in claim.derived(quantities, quantities):
        if c is q or not c.unit or c.percent or c.year or c.compare:
            continue
        costs += [c.value * price for price, measure, items in rates
                  if (measure and c.unit == measure) or (not measure and c.unit in items)]
    tol = max(q.rounding, 0.005)
    fees = _fees(window, wq) if costs else []
    if fees:  # the rate comes on top of a fixed charge: the cost is never the rate's alone
        return _near(q.value, [cost + fee for cost in costs for fee in fees], tol)
    return _near(q.value, costs, tol) or _near(q.value, _sums(costs), tol)


def compare_word(w: Words, q: Quantity) -> int | None:
    """The word after a figure that compares it ("27 percent fewer", "four seconds ahead"), if any."""
    return next((j for j in (q.end_idx + 1, q.end_idx + 2) if j < len(w) and (
        w.lower[j] in COMPARE_MORE or w.lower[j] in COMPARE_LESS or w.lower[j] in DIFFERENCE)), None)


def _compared_with(w: Words, q: Quantity) -> frozenset[str]:
    """The content stems of what a compared figure is measured against ("four seconds ahead of
    Shiplake College": shiplake, college), up to three words in its clause."""
    j = compare_word(w, q)
    return frozenset() if j is None else frozenset(w.stems[k] for k in w.next_content(j, 3))


def swapped_gap(claim: Words, q: Quantity, window: Words, v: Quantity) -> bool:
    """The two texts measure the gap from opposite ends: each is measured against a party the
    other names elsewhere, most of its words ("Shiplake … behind Great Marlow" / "Great Marlow …
    ahead of Shiplake"; "8 cm above Hale's winning vault" / "won by Ada Hale …, 8 cm short of")."""
    mine, theirs = _compared_with(claim, q), _compared_with(window, v)
    if not mine or not theirs or mine & theirs:
        return False
    return 2 * len(theirs & set(claim.stems)) > len(theirs) and 2 * len(mine & set(window.stems)) > len(mine)


def clock_in_source(q: Quantity, index: SourceIndex) -> bool:
    """The claim's time of day (a ``Quantity`` with the unit "clock") is one the source gives
    somewhere (``same_clock``): "until 7.30 am" where the window has only "until 02:30" and the
    sentence before "arrive at 07:30". The source's times are read once per ``SourceIndex``."""
    if q.unit != "clock" or q.high != q.value:
        return False
    return any(same_clock(q.value, v.value, q.raw, v.raw) for v in source_figures(index) if v.unit == "clock")


def clock_in_span(q: Quantity, window: Words, wq: list[Quantity]) -> bool:
    """The claim's time of day lies in a span of the window's ("between 22:00 and 06:00", "from
    9 am to 5 pm"), overnight ones too: "at 23:30" against "waived between 22:00 and 06:00"."""
    if q.unit != "clock" or q.high != q.value:
        return False
    clocks = [v for v in wq if v.unit == "clock" and v.high == v.value]
    for a, b in zip(clocks, clocks[1:]):
        if a.idx == 0 or window.lower[a.idx - 1] not in ("between", "from") or b.idx != a.end_idx + 2 \
                or window.lower[a.end_idx + 1] not in ("and", "to"):
            continue
        if (a.value <= q.value <= b.value) if a.value <= b.value else (q.value >= a.value or q.value <= b.value):
            return True
    return False


def reading(index: SourceIndex, key, build: Callable[[], object]):
    """``build()``, worked out once per ``SourceIndex`` (a pure function of the source text)."""
    got = index.readings.get(key)
    if got is None:
        got = index.readings[key] = build()
    return got


def source_words(index: SourceIndex) -> Words:
    """The whole source's words, read once per ``SourceIndex`` (what ``source_figures`` indexes)."""
    return reading(index, "words", lambda: words(index.text))


def source_figures(index: SourceIndex) -> list[Quantity]:
    """Every quantity of the whole source, read once per ``SourceIndex``; a sum of money has the
    unit ``MONEY`` here."""
    def read() -> list[Quantity]:
        w = source_words(index)
        return [replace(v, unit=MONEY) if _money(w, v) else v for v in quantities(w)]
    return reading(index, "figures", read)


MONEY = "money"  # (no stem of a word: a counted word's unit is its stem)
#: the unit of a ratio written with "times" ("coverage of 1.62 times"): a measure, like a unit of ``UNITS``
RATIOS = frozenset(["tim"])


def _money(w: Words, q: Quantity) -> bool:
    return not q.unit and money_at(w, q.idx)


def worked_out(q: Quantity, claim_qs: list[Quantity], index: SourceIndex, claim: Words) -> bool:
    """The claim's figure is a count the claim gives times a figure of the source in the claim
    figure's own unit: "72 kg in six batches" from "six batches" and "of 12 kg"; "the seven
    members pay £63" from "each member pays £9". Only a whole count of the claim's own (more than
    one, of another unit) times a figure of the same unit counts, so a wrong figure is not excused
    by any two numbers the source happens to hold."""
    unit = MONEY if _money(claim, q) else q.unit
    if not unit or q.percent or q.year or q.code or q.high != q.value or not q.value:
        return False
    counts = [c.value for c in claim_qs if c is not q and c.unit != unit and not (c.year or c.percent or c.code)
              and c.high == c.value and c.value > 1 and c.value == int(c.value) and not _money(claim, c)
              and counts_things(claim, c)]
    if not counts:
        return False  # (the source's figures are not read for a claim with no count of its own)
    same = [w.value for w in source_figures(index)
            if w.unit == unit and not (w.year or w.percent) and w.high == w.value]
    return any(abs(q.value - a * b) <= 1e-6 * q.value for a in counts for b in same)


def rate_in_source(q: Quantity, claim: Words, wq: list[Quantity]) -> bool:
    """The claim's figure is a rate it works out, "one writer for every 400 or so submissions",
    and the window gives the two counts it is the quotient of ("around 4,000 submissions a year
    and take on 6 to 10 new writers": 4,000 / 10); within 10% when the claim says "or so",
    "about", else exactly. What each count counts is the word after the claim's figure and
    after its "one"."""
    k = q.idx
    if k < 4 or claim.lower[k - 1] != "every" or claim.lower[k - 2] not in ("for", "in") or q.percent or q.year:
        return False
    per = next((j for j in range(max(0, k - 5), k - 2) if claim.lower[j] == "one" and claim.content[j + 1]), None)
    counted = next((claim.stems[j] for j in range(q.end_idx + 1, min(q.end_idx + 4, len(claim))) if claim.content[j]),
                   None)
    if per is None or counted is None:
        return False
    tol = 0.1 if q.qualifier == "approx" or claim.lower[q.end_idx + 1 : q.end_idx + 3] == ["or", "so"] else 1e-6
    each = claim.stems[per + 1]

    def said(v: Quantity, word: str) -> bool:  # (a plural stem too: "GP" / "GPs")
        return not (v.year or v.percent) and (word in v.context or word + "s" in v.context)

    wholes = [v.value for v in wq if said(v, counted)]
    parts = [end for v in wq if said(v, each) for end in {v.value, v.high} if end > 0]
    return any(abs(a / b - q.value) <= tol * q.value for a in wholes for b in parts)


def gap_in_source(q: Quantity, claim: Words, index: SourceIndex) -> bool:
    """The claim says its figure is a gap or what is left (a word of ``GAP_CUES`` in its clause),
    and two figures of the whole source in its measure (a unit of ``UNITS``, or money) differ by
    it: "averaged £123 a head more than the heifers" / "Bullocks averaged £1,085 and heifers £962"
    a sentence past the window; "262 tonnes of wheat will be left" / "412 tonnes" … "Collection of
    150 tonnes". Counted words ("heifers") are left to the window (``made_up_of``): a source has
    many counts, and the gap of two of them says nothing of a third."""
    unit = MONEY if _money(claim, q) else q.unit
    if (unit != MONEY and unit not in DIMENSIONS and unit not in RATIOS) or q.percent or q.year or q.code or q.compare \
            or q.high != q.value or q.qualifier not in ("", "approx") or q.value <= 0:
        return False
    lo, hi = claim.clause(q.idx, q.end_idx)
    if not gap_said(claim, q, lo, hi) or "than" in claim.lower[max(lo, q.idx - 2) : q.idx]:
        return False  # (no gap said; "longer than 5 km": a level to compare with, not a gap)
    levels = reading(index, ("levels", unit), lambda: sorted({  # (sorted once per source and unit)
        end for v in source_figures(index)  # (a bound is a level too, and so is either end of a range:
        if v.unit == unit and not (v.year or v.percent or v.compare)  # "28 bpm above the top of the normal
        for end in (v.value, v.high)}))  # range" against "168 bpm (normal range 60-140 bpm)")
    tol = max(q.rounding, 1e-9)
    for a in levels:  # some level b with a - b = the gap, to within tol: O(n log n), not every pair
        k = bisect_left(levels, a - q.value - tol)
        if k < len(levels) and levels[k] <= a - q.value + tol:
            return True
    return False


def bound_in_source(q: Quantity, index: SourceIndex) -> bool:
    """The claim's bound ("within 2 m", "at least 7 days") is one the source gives somewhere, the
    same figure in the same unit bounded the same way: a window beside it that never gives the
    figure ("a minimum width of 1.2 m" for the footway) is no rival of it."""
    if q.qualifier not in ("atleast", "atmost") or q.year or q.percent:
        return False
    bounds = reading(index, "bounds", lambda: frozenset(
        (v.qualifier, v.unit, v.value) for v in source_figures(index)
        if v.qualifier in ("atleast", "atmost") and not v.percent and not v.year))
    return (q.qualifier, q.unit, q.value) in bounds


def code_in_source(q: Quantity, index: SourceIndex) -> bool:
    """A name with a number ("the K9", "Ka-27") that the source gives somewhere: the claim names
    it rightly, whatever other names of its letters the window has ("the K7")."""
    if not q.code:
        return False
    run = max(re.finditer(r"\d+", q.raw), key=lambda m: len(m.group()), default=None)
    if run is None:
        return False
    # the name's longest run of digits stands whole in the source wherever the name does: only
    # those places are read (each source's runs of digits are found once), never a pattern per name
    runs = reading(index, "digit runs", lambda: _positions(re.finditer(r"\d+", index.text)))
    text, name, size = index.text, q.raw.lower(), len(q.raw)
    for at in runs.get(run.group(), ()):
        start = at - run.start()
        if start >= 0 and text[start : start + size].lower() == name and not (start and _word_char(text[start - 1])) \
                and not (start + size < len(text) and _word_char(text[start + size])):
            return True
    return False


def _positions(matches: Iterable[re.Match]) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for m in matches:
        out.setdefault(m.group(), []).append(m.start())
    return out


def _word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"
