"""A figure the claim works out from a level of the source and a gap that the claim and the
source both give: "stands at 75 cm, 3 cm above Bramble's winning jump" from "Bramble cleared
72 cm … within 3 cm of the British record"; "12 cm short of Pixie's winning leap, measured
1.36 m" from "won by Pixie with 1.48 m, beating Clover by 12 cm".

The gap must be one the source gives too (in the same measure), so a wrong level is not excused
by any sum the claim makes up: "75 cm, 3 cm above" against a source with 72 cm and no 3 cm is
still held to the source."""

from __future__ import annotations

from reviewer.judges.conflict_quantities import Quantity
from reviewer.judges.conflict_text import Words
from reviewer.judges.number_pairs import DIMENSIONS, MONEY, _money, reading, source_figures
from reviewer.judges.sourceindex import SourceIndex

#: words after a figure that say it is a gap between two levels ("3 cm above", "12 cm short of")
GAP_AFTER = frozenset(["above", "below", "short", "more", "less", "under", "over", "higher", "lower", "ahead",
                       "behind", "longer", "shorter", "heavier", "lighter", "taller", "faster", "slower"])


def _unit(claim: Words, q: Quantity) -> str:
    return MONEY if _money(claim, q) else q.unit


def _gap(claim: Words, g: Quantity) -> bool:
    """The claim gives ``g`` as a gap: a gap word right after it or its unit ("3 cm above"), or
    "by" right before it."""
    return any(low in GAP_AFTER for low in claim.lower[g.end_idx + 1 : g.end_idx + 3]) or \
        (g.idx > 0 and claim.lower[g.idx - 1] == "by")


def level_and_gap(q: Quantity, cq: list[Quantity], claim: Words, index: SourceIndex) -> bool:
    """The claim's figure ``q`` is a level of the source plus or minus another figure of the
    claim's, given as a gap in the same measure, that the source gives too."""
    unit = _unit(claim, q)
    if (unit != MONEY and unit not in DIMENSIONS) or q.percent or q.year or q.code or q.high != q.value \
            or q.qualifier not in ("", "approx") or q.value <= 0:
        return False
    gaps = [g for g in cq if g is not q and _unit(claim, g) == unit and g.high == g.value and g.value > 0
            and not (g.percent or g.year) and _gap(claim, g)]
    if not gaps:
        return False
    # the source's figures in the unit: its levels, and every figure (a gap may be said as one:
    # "8 cm short of the county record")
    levels, given = reading(index, ("gap levels", unit), lambda: (
        sorted({end for v in source_figures(index) if v.unit == unit and not (v.year or v.percent or v.compare)
                for end in (v.value, v.high)}),
        sorted({v.value for v in source_figures(index) if v.unit == unit and not (v.year or v.percent)})))
    tol = max(q.rounding, 1e-9)
    for g in gaps:
        if any(abs(a - g.value) <= max(g.rounding, 1e-9) for a in given) and any(
                abs(q.value - (a + g.value)) <= tol or abs(q.value - (a - g.value)) <= tol for a in levels):
            return True
    return False
