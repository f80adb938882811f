"""Golden cases from probe36 (the development set of session 55), rewritten in other words: each
mend of a false alarm with the catch it must keep, and each catch with the faithful claim it must
leave alone.

- a list item's number ("(3) The cohort increases …") is no count;
- a lone percentage said in a sentence that shares no word with the claim ("Losses in transit
  came to 1%") is not the share the claim words ("Two-thirds of the saplings …");
- a whole opening its sentence without an article ("Of 60 water samples …, 57 passed");
- a whole and a part whose noun is left out ("returned by 40 trainees, and 36 rated …");
- a total sum of money and a part of it ("The total insured value is £2.4 million, with the
  painting alone valued at £600,000"), read for a claim that speaks of the total;
- "most small dairies" against "some small dairies", not against "some 62% of";
- a change's subject sought in the change's own sentence ("… 71% of the catch. Positive pools
  numbered 23, compared with 17 last week" says nothing of the catch), or as the noun right after
  its figure ("23 mosquito pools, compared with 17": the pools);
- a claim that sets a denial against its own other half ("No serious defect was found this
  time, whereas the last inspection had found one") is not held to the sentence about that half;
- "missed two" is what is left of "stopped at 46 of 48";
- a four-digit time of day with its zone ("0519 UTC", "at 0600 hours") is a time, and a time one
  row of a list gives ("Rook Island 0.08 m at 0607 UTC") is not another row's ("Gull Point 0.27 m
  at 0519 UTC"); the number of a code ("batch TB-0447") is no result to give to a name;
- two figures the claim gives to two things the other way round from the source ("Six fillings …,
  and nine teeth had been lost" / "6 teeth were lost … and 9 fillings");
- a change "from A last season to B" is a change from A to B, held to the source's order.
"""

from __future__ import annotations

import pytest
from conflict_asserts import assert_conflicting

from reviewer.model import ConflictKind

K = ConflictKind
REVISION = ("Changes in this revision: (1) The start date moves to 4 May. (3) The cohort increases from 200 to 250 "
            "pupils, because fewer pupils than expected completed the first term. (4) Two schools are added.")
PLANTING = ("Planting record PR-7, Allt Dubh estate. Number planted: 900 saplings of downy birch. Of the total, 600 "
            "went in along the north slope and 300 beside the burn. Losses in transit came to 1%. The contractor "
            "was Glen Forestry Ltd.")
SAMPLES = ("Of 60 water samples sent to the county laboratory this quarter, 57 passed. The three that failed all "
           "came from the plunge pool, which was closed for a day each time.")
SURVEY = ("The end-of-course survey was returned by 40 trainees, and 36 rated the course 'good' or better. The "
          "venue will change next year.")
INSURANCE = ("The loan covers 31 objects. The total insured value is £2.4 million, with the Lowry painting alone "
             "valued at £600,000. The borrower pays transport, estimated at £9,000.")
WARNING = ("Milk prices fell for a fourth month. The union's regional officer, Jean Pratt, warned that some small "
           "dairies could close before the spring.")

TRAPS = ("A total of 8,200 mosquitoes were caught, down from 11,400 the week before. Culex made up 64% of the catch. "
         "The virus was detected in 19 mosquito pools, compared with 12 last week.")

INSPECTION = ("Lift inspection report, Hallam House, 2 June 2025. Three minor defects were recorded. No serious "
              "defects were found. The previous inspection, in May 2024, recorded one minor and one serious "
              "defect, the latter a worn brake lining.")
COVER = ("We will pay up to £2,000 towards finding the source of a leak, even if no damage has yet occurred. "
         "Gradual seepage is not covered.")
KERBS = "Progress: the dog stopped at 46 of 48 kerbs on the last assessed route and avoided every overhead obstacle."

READINGS = ("Readings: Pier Head gauge 0.58 m at 0452 UTC; Gull Point 0.27 m at 0519 UTC; Rook Island 0.08 m at "
            "0607 UTC. No further messages are expected.")
HIDES = "Batch Record TB-0447: hides from Abbey Saddlery Ltd; tanned by Hollis & Sons."

DENTAL = "Dental health was poor: 6 teeth were lost before death and 9 fillings were found."
OUTTURN = "Lint produced: 1,980 tonnes, giving an outturn of 36.2%, against 37.5% last season."

CASES = [
    # (id, claim, source, conflicting, kind)
    ("s55-marker-ok", "The planned cohort grows by a quarter, from 200 to 250 pupils.", REVISION, False, None),
    ("s55-marker-items", "The revision adds two schools.", REVISION, False, None),
    ("s55-marker-wrong", "The planned cohort grows from 200 to 260 pupils.", REVISION, True, K.QUANTITY),
    ("s55-apart-ok", "Two-thirds of the saplings went on the north slope and the remaining third beside the burn.",
     PLANTING, False, None),
    ("s55-apart-held", "Most of the saplings were lost in transit.", PLANTING, True, K.QUANTITY),
    ("s55-of-opening", "Roughly a third of the water samples sent to the laboratory failed.", SAMPLES, True,
     K.QUANTITY),
    ("s55-of-opening-ok", "Nearly all of the water samples sent to the laboratory passed.", SAMPLES, False, None),
    ("s55-and-part", "About half of the trainees who returned the survey rated the course as good.", SURVEY, True,
     K.QUANTITY),
    ("s55-and-part-ok", "Nearly all of the trainees who returned the survey rated the course good or better.", SURVEY,
     False, None),
    ("s55-total", "The Lowry painting alone accounts for more than half of the loan's total insured value.", INSURANCE,
     True, K.QUANTITY),
    ("s55-total-ok", "The Lowry painting alone accounts for about a quarter of the loan's total insured value.",
     INSURANCE, False, None),
    ("s55-most", "Jean Pratt warned that most small dairies could close before the spring.", WARNING, True,
     K.QUANTITY),
    ("s55-most-ok", "Jean Pratt warned that some small dairies could close before the spring.", WARNING, False, None),
    ("s55-most-rounded", "Most members voted for the motion.", "Some 62% of members voted for the motion.", False,
     None),
    ("s55-trend-other-sentence", "Although the mosquito catch dropped, more pools tested positive than before.",
     TRAPS, False, None),
    ("s55-trend-figure-noun", "The number of positive mosquito pools dropped from last week.", TRAPS, True,
     K.QUANTITY),
    ("s55-contrast-ok", ("No serious defect was found this time, whereas the previous inspection had found one "
                         "in the brake lining."), INSPECTION, False, None),
    ("s55-contrast-wrong", ("No serious defect was recorded at the previous inspection, whereas this one found "
                            "three minor ones."), INSPECTION, True, None),
    ("s55-contrast-own-half", "The policy pays up to £2,000 towards finding a leak, but only once damage has occurred.",
     COVER, True, K.NEGATION),
    ("s55-missed-ok", "On the last assessed route the dog missed just two kerbs.", KERBS, False, None),
    ("s55-missed-wrong", "On the last assessed route the dog missed five kerbs.", KERBS, True, K.QUANTITY),
    ("s55-row-clock", "The 0.27 m reading at Gull Point was taken at 0607 UTC.", READINGS, True, K.ENTITY),
    ("s55-row-clock-ok", "Gull Point recorded 0.27 m at 0519 UTC.", READINGS, False, None),
    ("s55-zoned-clock", "The reading at Gull Point was taken at 0533 UTC.",
     "The Gull Point reading was taken at 0519 UTC.", True, K.QUANTITY),
    ("s55-hours-flown", "The pilot has logged 1450 hours of flying.",
     "The pilot has logged 1450 hours of flying since 2009.", False, None),
    ("s55-code-no-result", "Lot 7, batch TB-0447, was tanned by Hollis & Sons.", HIDES, False, None),
    ("s55-swapped-pair", "Six fillings were found, and nine teeth had been lost before death.", DENTAL, True,
     K.QUANTITY),
    ("s55-swapped-pair-ok", "Nine fillings were found, and six teeth had been lost before death.", DENTAL, False,
     None),
    ("s55-move-when", "The outturn improved from 36.2% last season to 37.5% this season.", OUTTURN, True,
     K.QUANTITY),
    ("s55-move-when-ok", "The outturn slipped from 37.5% last season to 36.2% this season.", OUTTURN, False, None),
    ("s55-most-quite", "Most of the stalls sold out by noon.", "Quite a few stalls sold out by noon.", False, None),
]


@pytest.mark.parametrize("claim,source,conflicting,kind", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_golden_case(claim, source, conflicting, kind):
    assert_conflicting(claim, source, conflicting, kind)
