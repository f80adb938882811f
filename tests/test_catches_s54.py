"""Golden cases for the catches written on probe35's misses, in other words than the probe's, each
with the faithful claim the same rule must leave alone:

- a denial passes through "get round to", "manage to", "bother to" to the deed ("did not get round
  to servicing the pump" / "serviced the pump on Friday");
- a claim that something made no difference to a thing, where the source says it changed it ("no
  difference to how long each load took to dry" / "roughly halved drying time per load");
- an outcome stated as done that the source calls provisional ("has been confirmed" / "booked
  provisionally … please phone to confirm"), not when the claim denies it with its subject
  ("Nobody has yet been confirmed"); a start stated done that was postponed ("went live" / "was due
  to go live … but has been postponed"); a matter still being decided that the source says was
  decided ("has rejected the club's appeal"); "went up" / "came down" against the opposite change;
  a result given to one name that the source's sentence with the same figures gives to another
  ("won … in 2:11:09" / "Winner: Tomas Berg … in 2:11:09"), not a pronoun's nor a body's; one end
  of a range of dates changed ("from 1 March to 17 September" / "1 March to 17 October"); "even if
  the ground is frozen" against "the ground must not be frozen".
"""

from __future__ import annotations

import pytest
from conflict_asserts import assert_conflicting

from reviewer.model import ConflictKind

K = ConflictKind

CASES = [
    ("s54-k01", "Ravi Shah did not get round to servicing the pump in March.",
     "The engineer, Ravi Shah, serviced the pump on 14 March; the tank stays empty until the next inspection.",
     K.NEGATION),
    ("s54-k02", "Ravi Shah serviced the pump in March.",
     "The engineer, Ravi Shah, serviced the pump on 14 March; the tank stays empty until the next inspection.", None),
    ("s54-k03", "The crew did not manage to reach the summit.", "The crew reached the summit at 11:40.", K.NEGATION),
    ("s54-k04", "The new dryer made no difference to how long each load took to dry.",
     "The new dryer took over in May and roughly halved how long each load took to dry.", K.NEGATION),
    ("s54-k05", "The new dryer made no difference to the noise in the laundry.",
     "The new dryer took over in May and roughly halved how long each load took to dry.", None),
    ("s54-k06", "The cat's follow-up visit on 9 May has been confirmed.",
     "Follow-up visit: booked provisionally for 9 May with Dr Lowe. Please phone to confirm.", K.MODALITY),
    ("s54-k07", "Nobody has yet been confirmed as cover for the lead role.",
     "Cover for the lead role is still to be confirmed; rehearsals begin on 3 March.", None),
    ("s54-k08", "The league has confirmed the result of the final as final.",
     "The result of the final remains provisional until the league has reviewed the video.", K.MODALITY),
    # a start stated done that the source says was postponed; a matter said to be open that the
    # source says was decided, in the active voice
    ("s54-k09", "The new booking system went live on 1 November.",
     "The new booking system was due to go live on 1 November but has been postponed until January.", K.MODALITY),
    ("s54-k10", "The new booking system will go live in January.",
     "The new booking system was due to go live on 1 November but has been postponed until January.", None),
    ("s54-k11", "The club's appeal is still being decided by the league.",
     "The league has rejected the club's appeal against the points deduction.", K.MODALITY),
    ("s54-k12", "The club's appeal is still being decided by the league.",
     "The league is still considering the club's appeal against the points deduction.", None),
    # "went up" and "came down" are the verbs of change they make, held to the opposite one
    ("s54-k13", "Water use per pupil went up by 8% once the new taps were fitted.",
     "Water use per pupil fell 8% after the new taps were fitted.", K.ANTONYM),
    ("s54-k14", "Water use per pupil went down by 8% once the new taps were fitted.",
     "Water use per pupil fell 8% after the new taps were fitted.", None),
    ("s54-k15", "Waiting times came down by a week after the second clinic opened.",
     "Waiting times rose by a week after the second clinic opened.", K.ANTONYM),
    ("s54-k16", "From 1 June the fee goes up by £5, and the locker is still included.",
     "The fee will rise from £40 to £45 from 1 June. All other terms are unchanged, and the locker remains included.",
     None),
    # a result given to one name that the source's sentence with the same figures gives to another
    ("s54-k17", "Ines Moreau won the sprint in 2:11:09, a course record.",
     "Race director: Ines Moreau. Winner: Tomas Berg (Kendal AC) in 2:11:09, a course record.", K.ENTITY),
    ("s54-k18", "Ines Moreau won the sprint in 2:11:09, a course record.",
     "Race director: Ines Moreau. Winner: Ines Moreau (Kendal AC) in 2:11:09, a course record.", None),
    ("s54-k19", "Ines Moreau won the sprint in 2:11:09, a course record.",
     "Race report by Ines Moreau. She won the sprint in 2:11:09, a course record.", None),
    ("s54-k20", "Ines Moreau topped the table with 412 points and 3,120 votes.",
     "Ines Moreau chaired the panel. Top of the table with 412 points and 3,120 votes: Harbour Road Community "
     "Centre.", None),
    # one end of a range of dates changed, whatever words stand around the source's range
    ("s54-k21", "The 2025 trout season on the River Lune ran from 15 March to 30 September.",
     "Catch return, River Lune, season 2025 (brown trout, 15 March to 30 October).", K.DATE),
    ("s54-k22", "The 2025 trout season on the River Lune ran from 15 March to 30 October.",
     "Catch return, River Lune, season 2025 (brown trout, 15 March to 30 October).", None),
    ("s54-k23", "The 2025 trout season on the River Lune ran from 1 March to 30 October.",
     "Catch return, River Lune, season 2025 (brown trout, 15 March to 30 October).", K.DATE),
    # a claim that something holds even under a condition the source rules out
    ("s54-k24", "Matches can go ahead on Saturday even if the pitch is waterlogged.",
     "Matches go ahead on Saturday 4 May, weather permitting; the pitch must not be waterlogged.", K.NEGATION),
    ("s54-k25", "Matches can go ahead on Saturday even if it rains.",
     "Matches go ahead on Saturday 4 May, weather permitting; the pitch must not be waterlogged.", None),
    # a change stated done that the source says may still happen
    ("s54-k26", "Tom Reyes has been taken out of the Friday concert because of his sore throat.",
     "Casting for the Friday concert may change, as Tom Reyes has a sore throat; a decision will be made on Thursday.",
     K.MODALITY),
    ("s54-k27", "Tom Reyes may be taken out of the Friday concert because of his sore throat.",
     "Casting for the Friday concert may change, as Tom Reyes has a sore throat; a decision will be made on Thursday.",
     None),
    # a share the claim words of "the rest" the source leaves after a part
    ("s54-k28", "Most of the 9,000 jars in the two recalled batches were still in the depot.",
     "About 9,000 jars in the two recalled batches were filled; about 6,000 had reached shops, with the rest still "
     "in the depot.", K.QUANTITY),
    ("s54-k29", "Most of the 9,000 jars in the two recalled batches had reached shops.",
     "About 9,000 jars in the two recalled batches were filled; about 6,000 had reached shops, with the rest still "
     "in the depot.", None),
]


@pytest.mark.parametrize("claim,source,kind", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_the_catch_and_its_faithful_twin(claim, source, kind):
    assert_conflicting(claim, source, kind is not None, kind)
