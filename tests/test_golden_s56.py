"""Golden cases from probe37 (the development set of session 56), rewritten in other words: each
mend of a false alarm with the catch it must keep.

- "None of the four beams loaded on Monday cracked": what is denied is the cracking, not the
  loading (a participle that describes the subject, with a verb after it);
- "Twelve of the 58 reels …": a whole that the source gives for the same things ("holds 58
  nitrate reels") is the source's, whatever a sentence about another part says ("Forty-six
  reels were scanned"), when the window makes the part ("Eight …; four …"); a part it does
  not make ("Ten of the 58") leaves the whole held to the window;
- "at zero incline" is a level ("at 0° incline"), not a denial;
- a level the claim works out from a level of the source and a gap that both give ("2.10 m,
  8 cm above Hale's winning vault" from "2.02 m, within 8 cm of the county record");
- a gap measured from the other end ("8 cm above Hale's winning vault" / "won by Ada Hale …,
  8 cm short of the county record"), most of whose words the other text names;
- a comparison by the other end of the same scale, in a sentence the window does not reach
  ("pacing … was slower than it had been at Lochend in May" / "overall pacing was faster than at
  Lochend in May"), not by another scale ("more expensive" / "less durable");
- "every one of the seven years" against a window that gives "five of the seven years" as a rule
  and "in each of the seven years" as the fact;
- a pole said of any one of a kind in a rule ("a team over the limit may re-weigh") is not what
  one team did ("came in under the class limit");
- two bare percentages said of one thing, where the words beside the source's figure are words
  of the claim figure's clause ("Losses in the two pens whose netting was torn ran to about 55%" /
  "losses in those pens were about 35%"), though the words beside the claim's are not;
- a "win over X" where the source says "X lost": one result told from the other side;
- a deed said with another verb of the same group ("mended" / "Quigley repaired").
"""

from __future__ import annotations

import pytest
from conflict_asserts import assert_conflicting

from reviewer.model import ConflictKind

K = ConflictKind
BEAMS = ("Load test report LT-19. Eight glulam beams were made for the test. Four were loaded on Monday "
         "and four on Tuesday. None of the Monday beams cracked; one Tuesday beam split along a glue line.")
BEAMS_CRACKED = ("Load test report LT-19. Eight glulam beams were made for the test. Four were loaded on Monday, "
                 "and all four cracked at the mid-span.")
REELS = ("Film archive condition report. The archive holds 58 nitrate reels. Forty-six reels were scanned "
         "successfully. Eight were too badly shrunk to screen and have been sent for stabilisation; four were torn "
         "and were not screened, to avoid further damage.")
MOTOR = ("Treadmill motor comparison. At 0° incline, the new motor drew 4.1 A, 0.2 A more than the old motor's "
         "3.9 A. At 10° incline the two drew the same current.")
VAULT = "Pole vault, county championships: won by Ada Hale with 2.02 m, within 8 cm of the county record."
VAULT_NO_GAP = "Pole vault, county championships: won by Ada Hale with 2.02 m. The county record is 2.20 m."
PACE = ("Race report, Lochend Regatta. The head umpire, Ruth Baird, noted that overall pacing was faster than at "
        "Lochend in May, although a crosswind made starts harder to hold.")
FENCE = ("Estate log, week 32. Farm owner: Tobias Venn; stock manager: Orla Quigley. A storm on 4 August flattened "
         "the fences on two paddocks; Quigley repaired the fences within two days.")
HULL = "Survey note. The new hull is less durable than the old hull, according to the surveyor."
VAULT_SHORT = "Pole vault, county championships: won by Ada Hale with 2.02 m, 8 cm short of the county record."
LEAGUE = ("League ruling, round 6. Match: Ashby Town v Holme Rovers. The match ended 4–1 to Holme Rovers after a "
          "disputed penalty. Ashby lost their £25 appeal deposit. Holme Rovers moved to third in the table.")
TENANCY = ("Tenancy decision. To qualify, the applicant must have worked the holding for at least five of the seven "
           "years before the death. His accounts showed that farm income made up between 70% and 90% of his income "
           "in each of the seven years.")
FROST = "Survey note. Frost was recorded on five of the seven nights in the survey week, and the pond froze twice."
WEIGH = ("Weigh-in record. Class limit: 640 kg. Under rule 3.4, a team over the limit may re-weigh once. Ashfield "
         "weighed 641.2 kg and re-weighed at 638.9 kg.")
WEIGH_OVER = "Weigh-in record. Class limit: 640 kg. Ashfield's team was over the class limit at the first weigh-in."
SNAILS = ("Snail farm report 2024. The farm raises snails in 14 outdoor pens under netting. Netting on two pens was "
          "torn by a storm in June; the manager repaired the nets the same week, but losses in those pens were about "
          "35%. Around 55% of the harvest went to restaurants.")
SHOT = "Shot put: won by Ines Moreau with 11.50 m, beating Dara Quinn by 30 cm. Third was Lea Voss."

CASES = [
    ("s56-denied-verb", "None of the four beams loaded on Monday cracked.", BEAMS, False, None),
    ("s56-denied-verb-wrong", "None of the four beams loaded on Monday cracked.", BEAMS_CRACKED, True, K.NEGATION),
    ("s56-whole-given", "Twelve of the 58 reels could not be screened, either because of shrinkage or because "
     "they were torn.", REELS, False, None),
    ("s56-whole-given-part-not-made", "Ten of the 58 reels could not be screened, either because of shrinkage or "
     "because they were torn.", REELS, True, K.QUANTITY),
    ("s56-whole-given-part-wrong", "Twelve of the 58 reels were scanned successfully.", REELS, True, K.QUANTITY),
    ("s56-at-zero", "At zero incline the new motor drew slightly more current than the old one.", MOTOR, False,
     None),
    ("s56-zero-still-denies", "The new motor drew zero current at 10° incline.",
     "The new motor drew 4.1 A of current at 10° incline.", True, None),
    ("s56-level-and-gap", "The county record of 2.10 m stands 8 cm above Hale's winning vault.", VAULT, False,
     None),
    ("s56-level-and-gap-wrong", "The county record of 2.15 m stands 8 cm above Hale's winning vault.", VAULT, True,
     K.QUANTITY),
    ("s56-level-gap-not-given", "The county record of 2.10 m stands 8 cm above Hale's winning vault.", VAULT_NO_GAP,
     True, K.QUANTITY),
    ("s56-gap-from-other-end", "The county record of 2.10 m stands 8 cm above Hale's winning vault.", VAULT_SHORT,
     False, None),
    ("s56-gap-other-way", "Hale's winning vault stood 8 cm above the county record.", VAULT_SHORT, True, K.QUANTITY),
    ("s56-win-over-loser", "The 4–1 win over Ashby lifted Holme Rovers to third in the table.", LEAGUE, False, None),
    ("s56-win-over-winner", "Ashby's 4–1 win over Holme Rovers lifted them to third in the table.", LEAGUE, True,
     K.ANTONYM),
    ("s56-each-too", "In every one of the seven years before the death, farm income made up at least 70% of his "
     "income.", TENANCY, False, None),
    ("s56-every-one-of", "Frost was recorded on every one of the seven nights in the survey week.", FROST, True,
     K.QUANTITY),
    ("s56-rule-case", "Ashfield's team came in 1.1 kg under the class limit at the re-weigh.", WEIGH, False, None),
    ("s56-rule-case-fact", "Ashfield's team came in under the class limit at the first weigh-in.", WEIGH_OVER, True,
     K.ANTONYM),
    ("s56-percent-said-alike", "Losses in the two pens whose netting was torn ran to about 55%.", SNAILS, True,
     K.QUANTITY),
    ("s56-percent-said-alike-ok", "Losses in the two pens whose netting was torn ran to about 35%.", SNAILS, False,
     None),
    ("s56-short-of", "Dara Quinn's put, 30 cm short of the winning put, measured 11.20 m.", SHOT, False, None),
    ("s56-short-of-wrong", "Dara Quinn's put, 30 cm short of the winning put, measured 11.10 m.", SHOT, True,
     K.QUANTITY),
    ("s56-other-end", "The head umpire felt that pacing across the heats was slower than it had been at Lochend "
     "in May.", PACE, True, K.ANTONYM),
    ("s56-same-end", "The head umpire felt that pacing across the heats was quicker than it had been at Lochend "
     "in May.", PACE, False, None),
    ("s56-another-scale", "The new hull is more expensive than the old hull.", HULL, False, None),
    ("s56-more-less-same-word", "The new hull is more durable than the old hull.", HULL, True, K.ANTONYM),
    ("s56-mended", "Farm owner Tobias Venn mended the fences within two days.", FENCE, True, K.ENTITY),
    ("s56-mended-ok", "Orla Quigley mended the fences within two days.", FENCE, False, None),
]


@pytest.mark.parametrize("claim,source,conflicting,kind", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_golden_case(claim, source, conflicting, kind):
    assert_conflicting(claim, source, conflicting, kind)
