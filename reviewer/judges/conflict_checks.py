"""The checks held between a claim and one evidence window: ``window_hits`` runs each rule
module's check (negation, antonyms, figures, dates, names, modality, scope, roles …) on the two
texts' words and returns what they find. ``reviewer.judges.contradiction`` chooses the windows
and turns the hits into ``Conflict``s."""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.change_by import level_before, points_hits
from reviewer.judges.conflict_absence import absence_hits, changed_hits, unfound_hits
from reviewer.judges.conflict_agents import agent_hits
from reviewer.judges.conflict_attribution import disputed_report_hits
from reviewer.judges.conflict_binding import binding_hits, slots
from reviewer.judges.conflict_contrast import contrast_hits
from reviewer.judges.conflict_dates import calendar_hits, day_hits, year_hits
from reviewer.judges.conflict_days import week_part_hits
from reviewer.judges.conflict_despite import despite_hits
from reviewer.judges.conflict_direction import direction_hits, swapped_ends_hits, trend_hits
from reviewer.judges.conflict_entities import entity_hits
from reviewer.judges.conflict_filler import filler_hits
from reviewer.judges.conflict_modality import duty_hits, modality_hits
from reviewer.judges.conflict_multipliers import multiplier_hits
from reviewer.judges.conflict_none import none_hits
from reviewer.judges.conflict_numbers import number_hits
from reviewer.judges.conflict_objects import (
    object_pole_hits,
    preference_hits,
    swapped_comparison_hits,
)
from reviewer.judges.conflict_polarity import Hit, antonym_hits, negation_hits, scope_hits
from reviewer.judges.conflict_prefix import prefix_hits
from reviewer.judges.conflict_price import free_hits
from reviewer.judges.conflict_quantities import FALLING, MULTIPLIERS, RISING, quantities
from reviewer.judges.conflict_roles import role_hits
from reviewer.judges.conflict_scope import age_hits, confined_hits, restriction_hits
from reviewer.judges.conflict_share_of import share_of_hits
from reviewer.judges.conflict_text import Words
from reviewer.judges.conflict_time import ordinal_hits, period_hits
from reviewer.judges.conflict_universal import most_hits, universal_hits
from reviewer.judges.conflict_vague import has_vague, vague_hits
from reviewer.judges.gap_levels import level_and_gap
from reviewer.judges.in_range import within_stated_range
from reviewer.judges.moments_apart import moments_apart
from reviewer.judges.number_pairs import (
    bound_in_source,
    clock_in_source,
    clock_in_span,
    code_in_source,
    gap_in_source,
    rate_in_source,
    worked_out,
)
from reviewer.judges.rest_of_whole import part_by_share, rest_figures
from reviewer.judges.share_wholes import whole_in_source, whole_of_two
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import stem


def in_source(index: SourceIndex):
    """Whether a claim word (lower case, stem) is in the source, as its index holds it."""

    def check(lower: str, stem_: str) -> bool:
        return lower in index.exact or stem_ in index.positions or (len(lower) >= 5 and lower[:5] in index.prefixes)
    return check


def window_hits(claim_w: Words, view: list, index: SourceIndex, binding: bool = True, main: bool = True,
                around: Callable[[], Words | None] = lambda: None) -> list[Hit]:
    """Every conflict between the claim's words and a window's; ``binding``: the checks that need
    the whole claim; ``main``: the window is the one that carries the whole claim; ``around()``:
    the window with a few sentences either side (where a dispute of what the window reports may
    be), built only if a check asks for it."""
    window_w = view[0]
    hits: list[Hit] = []
    hits += negation_hits(claim_w, window_w) or contrast_hits(claim_w, window_w)  # "rather than theft"
    if not hits and "even" in claim_w.lower:  # "even if the ground is frozen" / "the ground must not be frozen"
        hits += despite_hits(claim_w, window_w)
    hits += prefix_hits(claim_w, window_w)  # "disproportionate" against "proportionate"
    hits += antonym_hits(claim_w, window_w) or free_hits(claim_w, window_w, index)  # "free of charge" / "pay £6"
    hits += object_pole_hits(claim_w, window_w)  # "after the rainy season" against "before the rainy season"
    hits += preference_hits(claim_w, window_w)  # "timber rather than brick" against "brick rather than timber"
    hits += swapped_comparison_hits(claim_w, window_w)  # "adults more … than children" / "children … than adults"
    hits += swapped_ends_hits(claim_w, window_w)  # "from Orange to Yellow" against "from Yellow to Orange"
    if view[1] is None:
        view[1] = quantities(window_w)
    cq, wq = claim_w.derived(quantities, quantities), view[1]
    if cq or any(low[0].isdigit() or low in ("most", "majority", "minority", "half", "third", "quarter")
                 for low in claim_w.lower):
        mult, skip = multiplier_hits(claim_w, window_w, wq)
        hits += mult
        if not mult:
            mine = [q for q in cq if not code_in_source(q, index) and not clock_in_source(q, index)
                    and not clock_in_span(q, window_w, wq)
                    and not worked_out(q, cq, index, claim_w) and not gap_in_source(q, claim_w, index)
                    and not moments_apart(q, claim_w, index)
                    and not rate_in_source(q, claim_w, wq) and not part_by_share(q, cq, claim_w, window_w, wq)
                    and not within_stated_range(q, window_w, wq) and not whole_in_source(q, cq, claim_w, wq, index)
                    and not whole_of_two(q, claim_w, wq)
                    and not level_and_gap(q, cq, claim_w, index)
                    and not level_before(q, claim_w, index)
                    and (main or any(v.key == q.key and v.unit == q.unit for v in wq)
                         or not bound_in_source(q, index))]  # (a bound given elsewhere: not this window's)
            hits += number_hits(claim_w, window_w, mine, wq, index.numbers, skip, main) or share_of_hits(
                claim_w, window_w, cq, wq)  # "Seven of the 38 swarms were retrieved" / "retrieved 31 of the 38"
        # (with "the rest" a window leaves after a part read as a figure: "Most of the 18,000 … were still in
        # the warehouse" / "about 11,500 had reached retailers, with the rest still in its warehouse")
        hits += vague_hits(claim_w, window_w, wq + rest_figures(window_w, wq) if has_vague(claim_w) else wq)
        hits += year_hits(claim_w, window_w, cq, wq, index.numbers)
        hits += ordinal_hits(claim_w, window_w, cq, wq)  # "in its opening weekend" / "in its second week"
        hits += direction_hits(claim_w, window_w, cq, wq)  # "rose to 48.6%" / "48.6 percent, down from 53.2"
        hits += points_hits(claim_w, window_w, cq, wq)  # "grew by 3%" / "an increase of 3 percentage points"
    elif any(low in MULTIPLIERS or low in ("fold", "times") for low in claim_w.lower):
        hits += multiplier_hits(claim_w, window_w, wq)[0]
    if not RISING.isdisjoint(claim_w.lower) or not FALLING.isdisjoint(claim_w.lower):
        hits += trend_hits(claim_w, window_w, cq, wq)  # "the fund shrank" / "£38,716, up from £33,950"
    hits += day_hits(claim_w, window_w, index)
    hits += week_part_hits(claim_w, window_w)  # "at weekends" against "on weekdays"
    held = in_source(index)
    hits += calendar_hits(claim_w, window_w, held)  # "on Tuesday" against "on Monday"
    hits += entity_hits(claim_w, window_w, held) or filler_hits(claim_w, window_w, held)
    hits += modality_hits(claim_w, window_w) or duty_hits(claim_w, window_w)  # "must have" / "not required"
    hits += none_hits(claim_w, window_w)  # "had no near misses" against "one near miss … is under investigation"
    hits += absence_hits(claim_w, window_w) or changed_hits(claim_w, window_w)  # "has no effect" against "not
    # powered to detect such an effect"; "made no difference to pressing time" against "halved pressing time"
    hits += unfound_hits(claim_w, window_w)  # "found that X" against "found no evidence that X"
    # "every tutor" / "most, but not all"; "most farms" / "some farms"
    hits += scope_hits(claim_w, window_w) or universal_hits(claim_w, window_w) or most_hits(claim_w, window_w)
    # "all pensioners" / "… only"; "the glacier tongue alone" / "the whole glacier"
    hits += restriction_hits(claim_w, window_w) or age_hits(claim_w, window_w) or confined_hits(claim_w, window_w)
    hits += disputed_report_hits(claim_w, window_w, around)  # a disputed report stated as fact
    hits += period_hits(claim_w, window_w)  # "the late 1960s" against 1958
    if binding:  # the whole claim only: a part of a list ("B is 21") has no place of its own to hold
        both = (slots(claim_w, window_w), slots(window_w, claim_w))
        hits += binding_hits(claim_w, window_w, both)  # the right words put together wrongly
        hits += role_hits(claim_w, window_w, both) or agent_hits(claim_w, window_w, both)  # "A beat B" / "B beat A"
    return hits


def touches(claim_w: Words, hit: Hit, about: frozenset[str]) -> bool:
    """Whether the claim words a hit turns on hold a stem of ``about``; a name's run of capitalised
    words two of them ("Marlowe" of "the Marlowe Health Research Trust"; not "Stereotypes Music")."""
    lo, hi = hit.claim_span
    if any(stem(claim_w.lower[i]) in about for i in range(lo, hi + 1)):
        return True
    if hit.kind != ConflictKind.ENTITY:
        return False
    while hi + 1 < len(claim_w) and claim_w.caps[hi + 1] and not claim_w.breaks(hi + 1):
        hi += 1
    while lo > 0 and claim_w.caps[lo - 1] and not claim_w.breaks(lo):
        lo -= 1
    return len({stem(claim_w.lower[i]) for i in range(lo, hi + 1)} & about) >= 2
