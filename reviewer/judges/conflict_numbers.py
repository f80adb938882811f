"""Contradictions of number, read from the ``Quantity``s of a claim and of an evidence window
(``conflict_quantities`` parses them): a figure the window gives otherwise ("£20 billion"
against "£20 million"), a bound or comparison the other way ("more than 10 percent" against
"less than 10 percent"), a change the window's figures do not make ("fell by three hours"
against "from five to three"), and a multiplier they do not make ("doubled" against 9 → 14).
"""

from __future__ import annotations

import math
from dataclasses import replace

from reviewer.judges.change_by import after_by, change_by_hit, with_partners
from reviewer.judges.clocks import same_clock
from reviewer.judges.conflict_direction import direction
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import (AT_LEAST, AT_MOST, CURRENCY_SIGNS, EXTREMES, TEMPERATURE, TIME_SPANS,
                                                  UNITS, Quantity, differs_by, parse_number, quantities)
from reviewer.judges.conflict_quantities import NUMBER_WORDS as _SPELLED
from reviewer.judges.conflict_text import NEGATORS, Words, is_year
from reviewer.judges.number_pairs import clocks_differ_by, compare_word, made_up_of, own_arithmetic, swapped_gap
from reviewer.judges.quantity_cues import counted_apart, said_of_alike
from reviewer.judges.quantity_words import DIMENSIONS
from reviewer.judges.swapped_kinds import swapped_kinds
from reviewer.judges.when_words import supposed
from reviewer.model import ConflictKind

_OPPOSITE = {("atleast", "atmost"), ("atmost", "atleast"), ("more", "less"), ("less", "more")}


def _opposed(q: Quantity, v: Quantity) -> bool:
    """Bounds or comparisons the other way: "more than 10 percent" against "less than 10 percent",
    "at most 200" against "at least 200", "27 percent more" against "27 percent fewer"."""
    return (q.qualifier, v.qualifier) in _OPPOSITE or (q.compare, v.compare) in _OPPOSITE


#: a claim with one of these states a rule, whose limits are exact ("must be reported within 60 days")
_RULE = frozenset(["must", "can", "cannot", "may", "allowed", "allows", "allow", "permitted", "permits",
                   "entitled", "required", "requires", "limit", "limited", "maximum", "minimum"])


def _exact_limit(claim: Words, q: Quantity) -> bool:
    """The claim's bound is a limit stated as such ("up to six years", "a maximum of 20"), held to
    a limit of the same kind in the source as a figure: not a time an event comes within, which
    a tighter bound implies ("expects waiting lists to shrink within five years" / "within two
    years"), unless the claim states a rule."""
    lead = claim.lower[max(0, q.idx - 3) : q.idx]  # ("within five years", "in under ten minutes")
    return not (lead[-1:] == ["within"] or lead[-2:] == ["in", "under"] or lead == ["in", "less", "than"]) or any(
        low in _RULE for low in claim.lower)


def _agrees(q: Quantity, v: Quantity, exact: bool = False) -> bool:
    if _opposed(q, v):
        return False
    if q.unit == v.unit == "clock" and q.high == q.value and v.high == v.value and same_clock(
            q.value, v.value, q.raw, v.raw):
        return True  # "6:40 p.m." and an unmarked "6:40"
    lo, hi, x = v.value, v.high, q.value
    if q.high != q.value:  # the claim states a range: the window's value lies in it, its range within
        # it ("between 10 °C and 32 °C" is not "between 10 °C and 43 °C"), and it within the window's bound
        # ("between 75% and 100%" is not "up to 75%")
        if v.qualifier == "atmost":
            return q.high <= hi + q.rounding
        if v.qualifier == "atleast":
            return q.value >= lo - q.rounding
        if hi != lo:  # a range against a range: the same ends ("between 30 and 60%" is not "40-60%")
            tol = max(q.rounding, 0.015 * hi)
            return abs(q.value - lo) <= tol and abs(q.high - hi) <= tol
        return q.value - q.rounding <= lo and hi <= q.high + q.rounding
    if hi != lo and v.qualifier in ("", "approx") and (q.qualifier == "atmost" and x < hi - q.rounding
                                         or q.qualifier == "atleast" and x > lo + q.rounding):
        return False  # a bound inside the source's range: "no more than six weeks" against "6-8 weeks"
    if lo - q.rounding <= x <= hi + q.rounding:
        return True
    tol = 0.015 * max(abs(x), abs(lo), abs(hi))
    if q.qualifier == "approx":
        tol = 0.1 * max(abs(x), abs(lo))
    elif q.qualifier == v.qualifier and exact:
        pass  # a limit against a limit of the same kind: "up to six years" is not "up to four years"
    elif q.qualifier == "atleast":
        return hi >= x * 0.99
    elif q.qualifier == "atmost":
        return lo <= x * 1.01
    if lo - tol <= x <= hi + tol:
        return True
    # a scale one side did not write ("1.18 million" vs "1,183,505"): the same leading digits
    # (not when both wrote one: "£20 billion" against "£20 million")
    if x > 0 and lo > 0 and not (_scaled(q.raw) and _scaled(v.raw)) and not (q.unit in DIMENSIONS and v.unit == q.unit):
        # (a unit of measure both wrote is a scale both wrote: "1 mg" against "1 g")
        ratio = math.log10(x / lo)
        if abs(ratio - round(ratio)) < 0.007 and round(ratio) % 3 == 0 and round(ratio) != 0:
            return True
    return False


#: people a bound after them makes an age ("nurses under 30", "adults over 65")
_PEOPLE = frozenset(["people", "adults", "children", "men", "women", "patients", "nurses", "doctors", "workers",
                     "residents", "voters", "pupils", "students", "participants", "those", "anyone", "drivers"])


def _role(w: Words, q: Quantity) -> str:
    """What a figure that is no plain count is: the first or second term of a ratio ("one in
    fifty patients": neither a count of one nor of fifty), an age ("nurses under 30", "adults
    over 65"); "" for a plain figure. A figure is held only to the window's figures of its role."""
    i, j = q.idx, q.end_idx
    if q.percent or q.year:
        return ""
    if j + 2 < len(w) and w.lower[j + 1] == "in" and _ratio(w, i, j + 2):
        return "ratio:1"
    if i >= 2 and w.lower[i - 1] == "in" and _ratio(w, i - 2, i):
        return "ratio:2"
    if i >= 2 and w.lower[i - 1] in ("under", "over", "aged", "above", "below") and w.lower[i - 2] in _PEOPLE:
        return "age"
    return ""


def _ratio(w: Words, a: int, b: int) -> bool:
    """Words ``a`` "in" ``b`` are a ratio: "one in fifty", "1 in 4", "three in ten" (not "49% in 2009")."""
    def value(k: int) -> float | None:
        if w.lower[k] in _SPELLED:
            return float(_SPELLED[w.lower[k]])
        parsed = parse_number(w.lower[k]) if w.is_number(k) and not is_year(w, k) else None
        return parsed[0] if parsed else None
    x, y = value(a), value(b)
    return x is not None and y is not None and 0 < x <= 10 and y > x


def _scaled(raw: str) -> bool:
    """The figure is written with a scale word ("20 billion", "£1.2bn", "3m")."""
    return any(ch.isalpha() for ch in raw)


def _a_total(w: Words, q: Quantity) -> bool:
    """The claim gives the sum of money as a total: "£18,450 in all", "in total", "altogether",
    "a total of £18,450": held to every sum of money the window gives (its parts, their sums)."""
    after = w.lower[q.end_idx + 1 : q.end_idx + 3]
    before = w.lower[max(0, q.idx - 3) : q.idx]
    return after[:2] in (["in", "all"], ["in", "total"]) or after[:1] == ["altogether"] or before[-2:] == ["total", "of"]


def _comparable(q: Quantity, v: Quantity) -> bool:
    if v.year or q.percent != v.percent:
        return False
    if q.money != v.money and (q.unit or v.unit or not (q.raw[0].isdigit() and v.raw[0].isdigit())):
        return False  # a sum of money and a count of something: "two (of the) classes" / "£4 per class"
    if q.unit and v.unit:
        return q.unit == v.unit
    if not (q.raw[0].isdigit() and v.raw[0].isdigit()):
        # a spelled-out number ("the final three frames") is narrative more often than a
        # figure: it is held to another number only when both count the same thing
        return len(q.context & v.context) >= 2
    return bool(q.context & v.context)


def number_hits(claim: Words, window: Words, cq: list[Quantity], wq: list[Quantity],
                source_numbers: frozenset[str], skip: set[int], main: bool = False) -> list[Hit]:
    """A figure of the claim that the window gives otherwise. A figure the source states somewhere
    is left alone, unless ``window`` is the one that carries the whole claim (``main``) and gives
    the one figure of that measure the claim states another value, about the same thing."""
    c_years = {q.value for q in cq if q.year}
    w_years = {v.value for v in wq if v.year}
    if c_years and w_years and not c_years & w_years:
        return []  # the window speaks of other years ("17 GW in 2020" is no rival of "400 GW by 2030")
    c_keys = {q.key for q in cq}
    if any(v.qualifier in _BOUNDS for v in wq):  # "not exceeding 40 cm" states at most 40 cm
        wq = [replace(v, qualifier=_FLIPPED[v.qualifier]) if v.qualifier in _BOUNDS and _denied_bound(window, v) else v
              for v in wq]
    for q in cq:
        if q.year or q.idx in skip:
            continue
        if q.qualifier in ("atleast", "atmost") and _quoted(claim, q.idx):
            q = replace(q, qualifier="")  # a quote gives the words, not a bound: "within five years" is not "within two"
        elif q.qualifier in ("atleast", "atmost") and _denied_bound(claim, q):
            q = replace(q, qualifier="atmost" if q.qualifier == "atleast" else "atleast")
        role = _role(claim, q)
        # (a total whose parts the claim gives itself is its own arithmetic: "each paid £60,000, so £120,000")
        total = q.money and _a_total(claim, q) and sum(1 for o in cq if o.money) == 1
        rivals = [v for v in wq if (_comparable(q, v) or (total and v.money and not v.year) or said_of_alike(claim, q, v))
                  and (not role or _role(window, v) == role)]
        if q.qualifier in ("atleast", "atmost") and supposed(claim, q.idx):  # a bound in a condition is held
            rivals = [v for v in rivals if supposed(window, v.idx)]  # to the window's ("drop below 5%" / "above 5%")
        # "12 months" / "12 weeks", "five-month" / "five-year" (outside the window that carries the
        # claim, only about the same thing: not "two or three hours from the coast" / "three days")
        if (other := _other_unit(claim, q, window, wq)) is not None and (main or q.context & other.context) \
                and "approx" not in (q.qualifier, other.qualifier):  # (not "about three days")
            cs, ws = (q.idx, _measure(claim, q)[2]), (other.idx, _measure(window, other)[2])
            return [Hit(ConflictKind.QUANTITY, f"claim says {claim.phrase(*cs)}; source: {window.phrase(*ws)}",
                        cs, ws)]
        if q.compare and any(_opposed(q, v) and v.key == q.key and swapped_gap(claim, q, window, v) for v in rivals):
            continue  # "A finished four seconds behind B" / "B won, four seconds ahead of A": the same gap
        if q.compare and (differs_by(q, with_partners(window, rivals, wq)) or clocks_differ_by(q, wq)):
            continue  # "£0.5 billion over budget", "a surplus of 14 billion": the source's two levels differ so
        if q.compare and not q.qualifier and not any(v.compare for v in rivals):
            continue  # "7 mph below the maximum": a difference, where the window gives levels (68, 75)
        if after_by(claim, q):  # "fell by two hours", "grew by roughly 1,650 hectares": a change, not a level
            hit = change_by_hit(claim, q, window, rivals, wq)
            if hit is not None:
                return [hit]
            continue
        if q.key in source_numbers and q.qualifier == "" and q.high == q.value and not (
                # the same digits at another scale: "£20 billion" against the window's "£20 million"
                any(v.key == q.key and not _agrees(q, v) for v in rivals)) and not (
                main and not any(v.key == q.key and (_kind(window, v) == _kind(claim, q) or not any(  # (or the
                    o is not q and o.unit == v.unit != "" for o in cq) and not counted_apart(q, v, claim, window, wq))
                    for v in wq)  # claim's 11 teeth: "7 teeth"; not "8 walkers" / "12 walkers and 8 llamas")
                and sum(1 for o in cq if _kind(claim, o) == _kind(claim, q)) == 1 and any(
                    _kind(window, v) == _kind(claim, q) != ("", False) and q.context & v.context
                    and (v.key not in c_keys or swapped_kinds(q, v, cq, wq)) for v in rivals)):
            # (not "40 wheels" for "40 of the 84 wheels"; but "Seven carious lesions …, eleven teeth" for "7 teeth")
            continue  # stated in the source, in some words, and the window has no other figure of that measure about it
        exact = bool(q.qualifier) and _exact_limit(claim, q)
        # the same figure bounded the other way ("more than 10 Mbit/s" / "less than 10 Mbit/s") is the
        # one the claim restates, whatever other levels of the measure the window gives ("a median of 24")
        twin = next((v for v in rivals if v.key == q.key and _opposed(q, v) and _plain_bound(claim, q)
                     and _plain_bound(window, v)), None)
        if twin is None and (not rivals or any(_agrees(q, v, exact) for v in rivals)):
            continue
        if not q.unit and not q.percent and not q.compare and not q.qualifier and any(
                v.key == q.key and v.unit and not v.percent and not v.compare and not v.qualifier for v in rivals):
            continue  # a bare figure whose unit the claim leaves to what it counts: "29 weeks …, 16 of them"
        if q.value >= 1000 and not q.qualifier and not q.compare and q.high == q.value and any(
                abs(v.value - q.value) <= max(q.rounding, v.rounding) and v.percent == q.percent and not v.year
                and not v.qualifier and not v.compare and v.high == v.value
                and (not q.unit or not v.unit or q.unit == v.unit or q.unit in v.context or v.unit in q.context)
                # (the same thing counted: "100k channel subscribers"; not "8.7 million subscribers" for euros)
                and not (v.idx > 0 and window.lower[v.idx - 1] in ("from", "than")) for v in wq):
            continue  # the window gives the figure in other words ("8,700,000" / "8.7 million subscribers");
            # not a level it started from ("9.1 million, up from 8.7 million in March")
        if q.qualifier == "approx" and q.high == q.value and not q.compare and q.value >= 100 and any(
                abs(v.value - q.value) <= 0.02 * v.value and v.high == v.value
                and not (v.year or v.compare or v.qualifier)
                and v.percent == q.percent and q.unit not in DIMENSIONS and v.unit not in DIMENSIONS for v in wq):
            continue  # "about 1,200 depositors" / "lodged by 1,207 miners and storekeepers": a count, in other words
        if twin is None and (made_up_of(q, claim, window, rivals, wq) or _meets_bound(q, window, rivals)
                             or own_arithmetic(q, cq, source_numbers)):
            continue
        # the rival shown: the same digits, the same kind of figure, else one in the same unit ("3.1
        # million" for "3.6 million", not the window's "28-day")
        v = twin or next((r for r in rivals if r.key == q.key), None) or next(
            (r for r in rivals if _kind(window, r) == _kind(claim, q) != ("", False) and q.context & r.context),
            None) or next((r for r in rivals if r.unit == q.unit and r.key not in c_keys), rivals[0])
        cs, ws = (_with_bound(claim, q), _with_bound(window, v)) if _opposed(q, v) else \
            ((q.idx, _unit_end(claim, q)), (v.idx, _unit_end(window, v)))
        if q.high != q.value and v.qualifier in ("atmost", "atleast"):  # "between 75% and 100%" / "up to 75%"
            ws = (_with_bound(window, v)[0], ws[1])
        return [Hit(ConflictKind.QUANTITY, f"claim says {claim.phrase(*cs)}; source: {window.phrase(*ws)}", cs, ws)]
    return []


def _kind(w: Words, q: Quantity) -> tuple:
    """What a figure counts, for telling "the one figure of that measure": its currency ("£8",
    "£6.00 per item"), else its unit, or a percentage; ``("", False)`` for a bare number."""
    money = _measure(w, q)
    if money is not None and money[0] == "currency":
        return money[:2]
    return q.unit, q.percent


def _meets_bound(q: Quantity, window: Words, rivals: list[Quantity]) -> bool:
    """The claim's plain figure meets a bound the window sets on a class ("organisations with
    fewer than 50 employees and under US$1 million" / "A firm with 30 staff and US$600,000"): an
    instance of the class, not its limit (not "a top speed of 120 km/h" / "up to 160 km/h")."""
    return not q.qualifier and any(
        v.qualifier in ("atmost", "atleast") and (q.value <= v.value if v.qualifier == "atmost" else q.value >= v.high)
        and ("with" in window.lower[max(0, v.idx - 8) : v.idx] or window.lower[v.idx - 1] in ("last", "past"))
        for v in rivals)  # ("back surgery in the last 12 months" / "eight months ago")


def _other_unit(claim: Words, q: Quantity, window: Words, wq: list[Quantity]) -> Quantity | None:
    """The window's same figure counted in another unit of the same kind, when the claim's has
    one ("12 months" against "12 weeks", "0.9°F" against "0.9°C", "110 parsecs" against "110
    light-years"): the digits agree, the quantity does not."""
    mine = _measure(claim, q)
    if mine is None:
        return None
    same = [v for v in wq if v.key == q.key and not v.year]
    theirs = [(v, _measure(window, v)) for v in same]
    if any(m is not None and m[:2] == mine[:2] for _v, m in theirs):
        return None
    if q.unit and any(v.unit == q.unit and v.value == q.value and v.key != q.key for v in wq):
        return None  # the window gives the same span in another unit too: "two days" / "48 hours"
    return next((v for v, m in theirs if m is not None and m[0] == mine[0]), None)


_MONEY_WORDS = {word: name for name, spelled in {
    "dollar": "dollar dollars", "euro": "euro euros", "pound": "pound pounds sterling", "yen": "yen",
    "franc": "franc francs", "krone": "krone kroner kronor krona", "rupee": "rupee rupees", "yuan": "yuan"}.items()
    for word in spelled.split()}
#: units counted in scales no factor joins here (kind of measure, unit)
_SCALE_UNITS = {"celsius": ("temperature", "celsius"), "fahrenheit": ("temperature", "fahrenheit"),
                "parsec": ("distance", "parsec")}


def _measure(w: Words, q: Quantity) -> tuple[str, str, int] | None:
    """The kind of measure and the unit a figure counts in, and the unit's last word ("12 months":
    a span of time, "month"; "8 minutes and 20 seconds": its first; "0.9°C"; "110 light-years"),
    or None."""
    start = w.starts[q.idx]
    if start and w.text[start - 1] in CURRENCY_SIGNS and not q.percent:  # "€30,000" against "£30,000"
        return "currency", CURRENCY_SIGNS[w.text[start - 1]], q.end_idx
    if q.unit in _SCALE_UNITS:  # a temperature's scale letter is in the quantity; a word unit follows it
        return (*_SCALE_UNITS[q.unit], q.end_idx if q.unit in TEMPERATURE.values() else q.end_idx + 1)
    money = q.end_idx + 1  # "2.41 billion euros", "18,500 pounds" (a pound of weight is rarer here)
    if money < len(w) and w.lower[money] in _MONEY_WORDS and not w.gap(money).strip():
        return "currency", _MONEY_WORDS[w.lower[money]], money
    k = q.idx + 1
    if k >= len(w) or w.gap(k).strip(" -"):
        return None
    unit = w.stems[k]
    if unit == "light" and k + 1 < len(w) and w.gap(k + 1) == "-" and w.stems[k + 1] == "year":
        return "distance", "light-year", k + 1
    return ("span", unit, k) if unit in TIME_SPANS else None


def _unit_end(w: Words, q: Quantity) -> int:
    """The quantity's last word, with its unit of measure ("6.5 miles", "6.5-kilometre")."""
    k = q.end_idx + 1
    return k if q.unit in DIMENSIONS and k < len(w) and w.stems[k] in UNITS else q.end_idx


def _quoted(w: Words, i: int) -> bool:
    """Word ``i`` is inside quotation marks of ``w``."""
    before = w.text[: w.starts[i]]
    return before.count('"') % 2 == 1 or before.count("\u201c") > before.count("\u201d")


_BOUND_WORDS = AT_LEAST | AT_MOST | frozenset(["at", "than", "to"])


#: the bounds a denial turns round ("not above 280,000" is at most 280,000)
_BOUNDS = ("atleast", "atmost")
_FLIPPED = {"atleast": "atmost", "atmost": "atleast"}
_COMPARATIVE_BOUNDS = frozenset(["more", "less", "fewer", "above", "below", "over", "under", "exceeding"])


def _denied_bound(w: Words, q: Quantity) -> bool:
    """The figure's bound is denied in its clause: "without raising output above 280,000" states at
    most 280,000, "did not fall below 5%" at least 5%."""
    return _denied_at(w, _with_bound(w, q)[0])


def _denied_at(w: Words, lo: int) -> bool:
    """``_denied_bound`` for the bound that starts at word ``lo``."""
    if w.lower[lo] not in _COMPARATIVE_BOUNDS:
        return False  # "symptoms have not improved within two days" denies the event, not the limit
    for k in range(lo - 1, max(-1, lo - 6), -1):
        if w.breaks(k + 1):
            return False
        if w.lower[k] in NEGATORS:
            return True
    return False


def _plain_bound(w: Words, q: Quantity) -> bool:
    """The figure's bound is in words (which a reason shows) and stated, not denied."""
    lo = _with_bound(w, q)[0]
    return lo < q.idx and not _denied_at(w, lo)


def _with_bound(w: Words, q: Quantity) -> tuple[int, int]:
    """The figure's words with its bound ("more than 10 percent", "at most 200") or comparison
    ("27 percent fewer"), for a reason that shows what differs."""
    lo = q.idx
    while lo > 0 and q.idx - lo < 2 and w.lower[lo - 1] in _BOUND_WORDS:
        lo -= 1
    if lo > 0 and w.lower[lo] in ("more", "less", "fewer") and w.lower[lo - 1] in ("no", "not"):
        lo -= 1  # "no more than €3 million"
    if lo == q.idx and lo >= 2 and w.lower[lo - 1] == "of":  # "a maximum (annual turnover) of £50,000"
        b = next((j for j in range(lo - 2, max(-1, lo - 5), -1) if w.lower[j] in EXTREMES), None)
        lo = b if b is not None and not any(w.breaks(k) for k in range(b + 1, lo + 1)) else lo
    hi = (compare_word(w, q) if q.compare else None) or q.end_idx
    return lo, hi


def figure_sentences(claim: Words, index, first: int, last: int, limit: int = 2) -> list[int]:
    """The source's sentences (``index.spans`` indexes, outside ``first..last``) that give one of
    the claim's figures: where "6.5 miles long" is held to the source's "6.5-kilometre line" when
    the window that carries the rest of the claim has no figure ("The Greenvale tram extension
    opened …"). At most ``limit``, in the claim's order."""
    out: list[int] = []
    for q in claim.derived(quantities, quantities):
        if q.year or (q.unit not in DIMENSIONS and not q.percent) or q.key not in index.numbers or \
                q.qualifier == "approx" or (q.idx > 0 and claim.lower[q.idx - 1] in ("or", "to")
                                            and not direction(claim, q)):
            continue  # (a measure: "6.5 miles", "12 months", a percentage; not "two or three hours": the
            # figure checks read the rest; "rose to 48.6 percent" is a level reached, not a range's end)
        for p in index.positions.get(q.key, ()):
            sp = index.token_span[p]
            if not first <= sp <= last and sp not in out:
                out.append(sp)
    return out[:limit]
