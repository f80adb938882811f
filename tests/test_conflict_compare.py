"""The comparison check (``reviewer.judges.conflict_compare``): a claim that orders two things
the source gives figures for, the other way round, is contradicted; the same claim the right
way round, a bound ("more than 600 jobs") or a difference ("a million below the record") is not.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.judges.conflict_compare import comparison, has_comparison
from reviewer.judges.conflict_text import words
from reviewer.judges.contradiction import find_conflicts
from reviewer.model import ConflictKind, Source

ROAD = ("Road deaths rose to 684 in 2023, the highest number since 2008. Cyclists accounted for 287 of the "
        "deaths, more than any other group of road users, and nearly half of them were aged 75 or older.\n\n"
        "Deaths among car occupants fell slightly, to 185. The minister promised more cycle lanes.")
STRIKE = ("Nurses at the hospital began a 48-hour strike on Monday. The union said 87 percent of members who "
          "voted backed the action. The union is seeking a 9 percent pay rise; management has offered 4.5 percent.")
RESULTS = ("Halvorsen Foods said third-quarter revenue rose 8 percent to $2.31 billion, beating analyst estimates "
           "of $2.25 billion. Net profit fell to $142 million from $168 million a year earlier.")
EMISSIONS = ("Global emissions from fossil fuels are projected to reach 37.4 billion tonnes in 2024, up 0.8% from "
             "2023. Emissions from coal are expected to rise 0.2%, oil 0.9% and gas 2.4%.")
HOUSING = ("Average house prices rose 3.1 percent in the year to June, to £312,000. That was slower than the 5.4 "
           "percent growth recorded a year earlier. Rents increased faster, by 7.8 percent. Only 1,150 new homes "
           "were completed in the first half, against a council target of 2,000.")
TRIAL = ("A daily brisk walk lowered systolic blood pressure by an average of 5.1 mmHg over 12 weeks, compared "
         "with 1.3 mmHg in the control group.")
ICE = ("Sea ice around Antarctica peaked at 16.96 million square kilometres in September. That is about 1.03 "
       "million square kilometres below the previous record low.")

CONTRADICTED = [
    ("two-sides", "Cyclists accounted for fewer of the deaths than car occupants.", ROAD),
    ("semicolon", "Management has offered more than the union is seeking.", STRIKE),
    ("given-figure", "Quarterly revenue came in below the analysts' estimate of $2.25 billion.", RESULTS),
    ("more-slowly", "Emissions from gas are expected to grow more slowly than those from coal.", EMISSIONS),
    ("faster-than-figure", "House price growth was faster than the 5.4 percent recorded a year earlier.", HOUSING),
    ("rents", "Rents increased more slowly than house prices.", HOUSING),
    ("exceeded-target", "New home completions in the first half exceeded the council's target of 2,000.", HOUSING),
    ("smaller-than", "The walking group's fall in blood pressure was smaller than the control group's.", TRIAL),
    ("outperformed", "The chatbots outperformed the medical students on the exam questions.",
     "The study found that the chatbots answered 58% of the exam questions correctly, compared with 83% for the "
     "medical students."),
    ("far-than", "Nausea was reported less often in the treated group than in the placebo group.",
     "The drug cut relapses by 31 percent. Nausea was the most common side effect, reported by 12 percent of the "
     "treated group and 9 percent of the placebo group."),
    ("points", "Attendance improved more in schools without the scheme than in participating schools.",
     "Attendance rose by 1.5 percentage points in participating schools, compared with 0.4 points in schools "
     "without the scheme."),
    ("adjunct", "Prices rose faster in Tillby than in Brack over the period.",
     "Prices in Brack rose by 14 percent between 2019 and 2022, while wages grew by 6 percent over the same period. "
     "In Tillby, prices rose by 9 percent."),
    ("outearned", "The thriller outearned the cartoon at the box office that weekend.",
     "The cartoon took $64 million at the box office that weekend, ahead of the thriller, which made $41 million."),
    ("relative-clause", "Coal still supplied more of the region's power than hydro last year.",
     "Hydro supplied 41% of the region's power last year, overtaking coal, which supplied 33%."),
]

FAITHFUL = [
    ("two-sides", "Cyclists accounted for more of the deaths than car occupants.", ROAD),
    ("semicolon", "Management has offered less than the union is seeking.", STRIKE),
    ("given-figure", "Quarterly revenue came in above the analysts' estimate of $2.25 billion.", RESULTS),
    ("more-quickly", "Emissions from gas are expected to grow faster than those from coal.", EMISSIONS),
    ("slower-than-figure", "House price growth was slower than the 5.4 percent recorded a year earlier.", HOUSING),
    ("rents", "Rents increased faster than house prices.", HOUSING),
    ("missed-target", "New home completions in the first half fell below the council's target of 2,000.", HOUSING),
    ("bigger-than", "The walking group's fall in blood pressure was bigger than the control group's.", TRIAL),
    ("outperformed-right", "The medical students outperformed the chatbots on the exam questions.",
     "The study found that the chatbots answered 58% of the exam questions correctly, compared with 83% for the "
     "medical students."),
    ("relative-clause-right", "Hydro supplied more of the region's power than coal last year.",
     "Hydro supplied 41% of the region's power last year, overtaking coal, which supplied 33%."),
    ("a-bound", "Road deaths rose to more than 600 in 2023.", ROAD),
    ("a-difference", "The Antarctic maximum was roughly a million square kilometres below the previous record low.",
     ICE),
    ("not-more", "Cyclists did not account for fewer of the deaths than car occupants.", ROAD),
    ("no-figures", "Cyclists were more at risk than car occupants, the minister said.",
     "The minister said cyclists faced greater risks than drivers and promised more cycle lanes."),
]


def _conflicts(claim: str, source: str):
    return [c for c in find_conflicts(claim, [Source(id="s", text=source, origin="test")])
            if c.kind is ConflictKind.QUANTITY]


@pytest.mark.parametrize(("case", "claim", "source"), CONTRADICTED, ids=[c[0] for c in CONTRADICTED])
def test_a_comparison_the_source_orders_the_other_way_is_contradicted(case, claim, source):
    found = _conflicts(claim, source)
    assert found, f"{case}: no conflict for {claim!r}"
    conflict = found[0]
    assert conflict.reason.startswith("claim says")
    # both spans point at real text: the claim's comparison and the source's figure
    assert claim[conflict.claim_start:conflict.claim_end] == conflict.claim_text
    assert source[conflict.source_start:conflict.source_end] == conflict.source_text
    assert any(ch.isdigit() for ch in conflict.source_text)


@pytest.mark.parametrize(("case", "claim", "source"), FAITHFUL, ids=[c[0] for c in FAITHFUL])
def test_a_comparison_the_source_bears_out_is_not_a_conflict(case, claim, source):
    assert _conflicts(claim, source) == [], case


def test_the_reason_names_both_figures():
    [conflict] = _conflicts(*CONTRADICTED[0][1:])
    assert conflict.reason == 'claim says "fewer of the deaths than"; source: 287 against 185'
    [conflict] = _conflicts(*CONTRADICTED[2][1:])
    assert conflict.reason == 'claim says "below" 2.25 billion; source: 2.31 billion'


@pytest.mark.parametrize(("claim", "sign"), [
    ("A rose more than B.", 1), ("A grew more slowly than B.", -1), ("A had fewer of them than B.", -1),
    ("A exceeded the target.", 1), ("A came in below the target.", -1), ("A was not bigger than B.", None),
    ("More than 600 jobs went.", None), ("A and B rose.", None)])
def test_the_claims_comparison_and_its_direction(claim, sign):
    w = words(claim)
    found = comparison(w)
    assert (found[2] if found else None) == sign
    assert has_comparison(w) or sign is None


_NAMES = ["Cyclists", "Pedestrians", "Motorcyclists", "Lorry drivers", "Bus passengers"]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(_NAMES), st.sampled_from(_NAMES), st.integers(1, 5000), st.integers(1, 5000),
       st.booleans())
def test_the_verdict_follows_the_figures(left, right, a, b, more):
    """Whatever the two figures, the check flags the claim exactly when the source orders them
    the other way (equal figures: never)."""
    if left == right:
        return
    source = (f"{left} accounted for {a:,} of the deaths last year, the ministry said.\n\n"
              f"Deaths among {right.lower()} fell slightly, to {b:,}.")
    claim = f"{left} accounted for {'more' if more else 'fewer'} of the deaths than {right.lower()}."
    wrong = a < b if more else a > b
    assert bool(_conflicts(claim, source)) == wrong
