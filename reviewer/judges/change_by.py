"""A figure the claim gives as a change ("fell by two hours", "grew by roughly 1,650 hectares"):
held to the difference between the window's before and after, never to a level."""

from __future__ import annotations

from dataclasses import replace

from reviewer.judges.conflict_direction import changed_by
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import FALLING, RISING, Quantity, parse_number, quantities
from reviewer.judges.conflict_text import Words, sentence_at
from reviewer.judges.number_pairs import source_figures, source_words
from reviewer.judges.quantity_words import APPROX
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind

#: words a few words before "by" that make its figure a change
CHANGE_BEFORE = FALLING | RISING | frozenset(["changed", "moved", "shifted", "widened", "narrowed"])
#: words between two figures that make them two groups' levels, not one measure's before and after
_GROUPS = frozenset(["against", "versus", "vs", "compared", "among", "while", "whereas", "and"])


def after_by(w: Words, q: Quantity) -> bool:
    """Whether "by" stands before the figure, past a word of approximation ("by some 7.5 m³/s")."""
    k = q.idx - 1
    if k > 0 and w.lower[k] in APPROX:
        k -= 1
    return k >= 0 and w.lower[k] == "by"


def change_by_hit(claim: Words, q: Quantity, window: Words, rivals: list[Quantity],
                  wq: list[Quantity]) -> Hit | None:
    """The conflict of a change "by" ``q`` (``after_by``) with the window's before and after
    (two ``rivals``, or one and a bare figure "to" after it), or None: a change the window gives no
    before and after for is left alone."""
    if not CHANGE_BEFORE & set(claim.lower[max(0, q.idx - 5) : q.idx]):
        return None
    pair = (rivals if len(rivals) == 2 and a_change(window, *rivals)
            else _from_to(window, rivals[0], wq) if len(rivals) == 1 else None)
    if not pair:
        return _by_rival(claim, q, window, rivals)
    a, b = pair
    if window.lower[b.idx - 1] == "from":  # "11,450 hectares, up from 9,800": before, then after
        a, b = b, a
    level = _level_after(claim, q)
    if level is not None and abs(level - b.value) > max(q.rounding, b.rounding):
        return None  # "up by £6 to £68" against "from £34 to £37": another measure's change (the level is held apart)
    diff = abs(a.value - b.value)
    if abs(diff - q.value) <= max(q.rounding, a.rounding, 0.1 * q.value):
        return None
    base = parse_number(q.key)  # (the difference shown in the claim's unit, not the base one)
    shown = diff * base[0] / q.value if base and q.value else diff
    return Hit(ConflictKind.QUANTITY, f"claim says by {claim.phrase(q.idx, q.end_idx)}; source: "
               f"{a.raw} \u2192 {b.raw} ({_fmt(shown)})", (q.idx, q.end_idx),
               (min(a.idx, b.idx), max(a.end_idx, b.end_idx)))


def _by_rival(claim: Words, q: Quantity, window: Words, rivals: list[Quantity]) -> Hit | None:
    """The window's one change "by" of the claim's measure, the same way, of another size: "rose by
    12%" against "rose by 21% after the breakwater opened"."""
    mine = changed_by(claim, q)
    theirs = [v for v in rivals if after_by(window, v) and v.percent == q.percent and not v.qualifier
              and v.high == v.value and changed_by(window, v) == mine != 0]
    if len(theirs) != 1 or q.qualifier or q.high != q.value:
        return None
    v = theirs[0]
    if abs(v.value - q.value) <= max(q.rounding, v.rounding):
        return None
    return Hit(ConflictKind.QUANTITY, f"claim says by {claim.phrase(q.idx, q.end_idx)}; source: by "
               f"{window.phrase(v.idx, v.end_idx)}", (q.idx, q.end_idx), (v.idx, v.end_idx))


def _level_after(claim: Words, q: Quantity) -> float | None:
    """The level the claim's change "by" ``q`` ends at ("by £6 to £68": 68, read as one range
    "6 to 68" or as two figures), or None."""
    if q.high != q.value and "to" in claim.lower[q.idx : q.end_idx]:
        return q.high
    return next((o.value for o in claim.derived(quantities, quantities)
                 if q.end_idx < o.idx <= q.end_idx + 2 and claim.lower[o.idx - 1] == "to"), None)


def a_change(window: Words, a: Quantity, b: Quantity) -> bool:
    """The window's two figures are one measure's before and after ("from 5 hours to 3", "11,450
    hectares, up from 9,800"), not two groups' ("5.1 mmHg among walkers, against 1.3 mmHg among
    controls")."""
    between = window.lower[a.end_idx + 1 : b.idx]
    return b.idx > 0 and window.lower[b.idx - 1] in ("to", "from") and not _GROUPS.intersection(between)


def _from_to(window: Words, a: Quantity, wq: list[Quantity]) -> tuple[Quantity, Quantity] | None:
    """"from five hours to three": the second figure, in the first one's unit."""
    for b in wq:
        if a.end_idx < b.idx <= a.end_idx + 3 and window.lower[b.idx - 1] == "to" and not b.unit and not b.percent:
            base = parse_number(a.key)
            if base is None or base[0] == 0:
                return None
            scale = a.value / base[0]
            return a, replace(b, value=b.value * scale, high=b.high * scale, unit=a.unit)
    return None


def with_partners(window: Words, rivals: list[Quantity], wq: list[Quantity]) -> list[Quantity]:
    """``rivals`` and the window's other figure of each one's before and after ("8.42 million
    viewers, up from 7.1 million": the 7.1 million too, though it does not say of what)."""
    out = list(rivals)
    for r in rivals:
        out += [v for v in wq if v not in out and not v.year and v.percent == r.percent and v.idx > r.end_idx
                and a_change(window, r, v)]
        # and a level set against it in its sentence, in no other unit ("about 41,000, against 33,500
        # in July": the 41,000 says of what only by its sentence)
        out += [v for v in wq if v not in out and not (v.year or v.compare) and v.percent == r.percent
                and v.money == r.money and v.unit == r.unit and _set_against(window, v, r)]
    return out


#: words that set one level against another ("about 41,000, against 33,500 in July")
_AGAINST = frozenset(["against", "compared", "versus", "vs", "whereas"])


def _set_against(window: Words, a: Quantity, b: Quantity) -> bool:
    """Figures ``a`` and ``b`` stand within six words of each other in one sentence, a word of
    ``_AGAINST`` between them."""
    lo, hi = sorted((a, b), key=lambda v: v.idx)
    return hi.idx - lo.end_idx <= 6 and sentence_at(window, lo.idx) == sentence_at(window, hi.idx) and \
        not _AGAINST.isdisjoint(window.lower[lo.end_idx + 1 : hi.idx])


def _fmt(x: float) -> str:
    return f"{x:g}" if abs(x) < 1e6 else f"{x:,.0f}"


#: nouns of a change before a figure ("an increase of 3%", "a fall of 2 percentage points")
_CHANGE_NOUNS = frozenset(["increase", "rise", "fall", "drop", "decline", "gain", "growth", "jump", "cut", "reduction"])
#: the units a level's difference is given in ("3 percentage points", "2 points")
_POINTS = frozenset(["percentag", "point"])


def points_hits(claim: Words, window: Words, cq: list[Quantity], wq: list[Quantity]) -> list[Hit]:
    """A change the claim gives in per cent that the window gives in percentage points, of the
    same figure: "grew by 3%" against "from 21% to 24%, an increase of 3 percentage points" (a
    rise of a seventh, not of 3%). Only where the window gives that figure in points alone."""
    for q in cq:
        before = claim.lower[max(0, q.idx - 4) : q.idx]
        if not q.percent or q.year or not (after_by(claim, q) and CHANGE_BEFORE & set(claim.lower[max(0, q.idx - 5) : q.idx])
                                           or _CHANGE_NOUNS & set(before)):
            continue
        points = [v for v in wq if v.unit in _POINTS and v.value == q.value and not v.percent]
        if points and not any(v.percent and v.value == q.value for v in wq):
            v = points[0]
            end = min(len(window) - 1, v.end_idx + (2 if window.lower[v.end_idx + 1 : v.end_idx + 2] == ["percentage"]
                                                    else 1))
            said = claim.phrase(q.idx, q.end_idx) + ("%" if claim.text[claim.ends[q.end_idx]:][:1] == "%" else "")
            return [Hit(ConflictKind.QUANTITY, f"claim says {said}; source: "
                        f"{window.phrase(v.idx, end)} (a difference of two levels, not a change in per cent)",
                        (q.idx, q.end_idx), (v.idx, end))]
    return []


#: words of the claim that put its figure before the window's ("the previous annual match")
_BEFORE = frozenset(["previous", "preceding", "prior", "earlier", "last", "before"])


def level_before(q: Quantity, claim: Words, index: SourceIndex) -> bool:
    """The claim gives an earlier level ("Forty-four competitors took part in the previous
    match") that is a level of the window less the rise (or plus the fall) the window gives
    against that earlier time ("Fifty-two competitors …", "up by eight on last year"), anywhere in
    the source."""
    lo, hi = claim.clause(q.idx, q.end_idx)
    if not q.unit or q.percent or q.year or q.compare or q.qualifier or _BEFORE.isdisjoint(claim.lower[lo:hi]):
        return False
    window, wq = source_words(index), source_figures(index)
    levels = [v.value for v in wq if v.unit == q.unit and not (v.year or v.percent or v.compare or v.qualifier)]
    for c in wq:
        if c.year or c.percent or c.unit not in ("", q.unit) or not after_by(window, c):
            continue
        before = set(window.lower[max(0, c.idx - 5) : c.idx])
        sign = -1 if RISING & before or "up" in before else 1 if FALLING & before or "down" in before else 0
        if sign and any(abs(level + sign * c.value - q.value) <= max(q.rounding, c.rounding) for level in levels):
            return True
    return False
