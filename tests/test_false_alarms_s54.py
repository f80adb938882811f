"""Golden cases from probe35's faithful claims that the contradiction check called not supported,
rewritten in other words, with the catches each mend must keep:

- a span of time that is the gap between two moments the source gives, in other sentences
  ("filed 25 minutes after the list was posted" / "posted at 22:40" … "filed at 23:05"; "is 28
  years older than" / "a 1911 … a 1939 …"), unless the claim names the moments itself;
- a figure that is how far a level lies past either end of a range ("28 bpm above the top of the
  normal range" / "168 bpm (normal range 60-140 bpm)");
- what is left of a whole after a part given with an aside in brackets ("24,500 kg did not sell"
  / "412,600 kg offered, of which 388,100 kg (94%) sold"), the number of a name ("Sale 14")
  counting nothing;
- an approximation that opens a sentence names no one ("Roughly 6,500" / "Around 18,000");
- "still to be confirmed" denies the confirming;
- a "may" that permits, where the claim permits with "can", hedges nothing the claim's "will" says.
"""

from __future__ import annotations

import pytest
from conflict_asserts import assert_caught, assert_conflicting, conflicts

from reviewer.model import ConflictKind

K = ConflictKind

FAITHFUL = [
    ("s54-f01", "The club filed its protest 25 minutes after the draw was posted.",
     "The draw for the quarter-finals was posted on the board at 22:40. Protests must be filed within 30 minutes. "
     "The club's protest was filed at 23:05 and was heard the next morning."),
    ("s54-f02", "The 1908 Lanchester is 31 years older than the newest car in the rally.",
     "Forty cars took part, the oldest a 1908 Lanchester 20/25 owned by Ann Rees, the newest a 1939 Alvis."),
    ("s54-f03", "At admission the foal's heart rate was 30 bpm above the top of its normal range.",
     "On admission the foal's heart rate was 130 bpm (normal range for its age 70-100 bpm)."),
    ("s54-f04", "About 12,000 kg of the barley offered at Auction 9 did not sell.",
     "Total offered at Auction 9: 80,000 kg, of which 68,000 kg (85%) sold. Prices were firm."),
    ("s54-f05", "Roughly 4,000 bottles from the recalled lots were still in the depot.",
     "Around 10,000 bottles were filled in the two lots; about 6,000 had been shipped, the rest were still in the depot."),
    ("s54-f06", "No one has yet been confirmed as the cover for the lead role.",
     "Covers for the lead role are still to be confirmed; rehearsals begin on 3 March."),
    ("s54-f07", "Riders who cannot climb Hob Lane can use the marked detour and will not be penalised.",
     "Riders unable to climb Hob Lane may take the marked detour without penalty."),
]

CONTRADICTED = [
    # the mends keep what they must: a gap that no two of the source's moments make, a period the
    # claim names by its own years against the source's span, a denied rest that does not add up,
    # a name that is a name, a plan still to be expanded, a "will" against a hedging "may"
    ("s54-c01", "The club filed its protest 45 minutes after the draw was posted.",
     "The draw for the quarter-finals was posted on the board at 22:40. Protests must be filed within 30 minutes. "
     "The club's protest was filed at 23:05 and was heard the next morning.", K.QUANTITY),
    ("s54-c02", "Otter sightings fell by about half in the ten years between 2012 and 2022.",
     "The otter survey ran in 2002, 2012 and 2022. Sightings fell by about half over the twenty years.", K.QUANTITY),
    ("s54-c03", "About 20,000 kg of the barley offered at Auction 9 did not sell.",
     "Total offered at Auction 9: 80,000 kg, of which 68,000 kg (85%) sold. Prices were firm.", None),
    ("s54-c04", "Brian Hale collected the cans from the depot.",
     "Alan Hale collected the cans from the depot on Tuesday.", K.ENTITY),
    ("s54-c05", "The new vaccine will protect every calf in the herd.",
     "The new vaccine may protect calves in the herd, the vet said.", K.MODALITY),
]


@pytest.mark.parametrize("claim,source", [c[1:] for c in FAITHFUL], ids=[c[0] for c in FAITHFUL])
def test_a_faithful_claim_is_not_flagged(claim, source):
    assert conflicts(claim, source) == ()


@pytest.mark.parametrize("claim,source,kind", [c[1:] for c in CONTRADICTED], ids=[c[0] for c in CONTRADICTED])
def test_the_contradiction_is_still_caught(claim, source, kind):
    assert_caught(claim, source, kind)


def test_years_of_a_long_history_that_lie_as_far_apart_excuse_nothing():
    """The two moments must be of what the claim speaks of: two unrelated years of the source that
    happen to lie 7 years apart do not make "seven years before the launch"."""
    source = ("The mill opened in 1841 and was rebuilt in 1848. The museum's new wing was launched in 2019, "
              "30 years after the trust was founded.")
    assert conflicts("The trust was founded seven years before the launch of the new wing.", source)


# bounds read from probe35's misses: "as many as five" states at most five, and "an hour" after a
# bound is one hour ("up to an hour"), each held to the source's limit; a denial further back in
# the source's clause ("No member may book more than three") is read once, not twice
BOUNDS = [
    ("s54-b01", "Members may book as many as five sessions a month.",
     "No member may book more than three sessions a month.", True),
    ("s54-b02", "Members may book as many as three sessions a month.",
     "No member may book more than three sessions a month.", False),
    ("s54-b03", "Teams have up to an hour to lodge an appeal.", "Teams must lodge an appeal within 30 minutes.", True),
    ("s54-b04", "Teams have up to an hour to lodge an appeal.", "Teams must lodge an appeal within 60 minutes.", False),
    ("s54-b05", "Doses rise weekly, to no more than four tablets a day.",
     "The dose rises by one tablet each week, up to a maximum of four tablets a day.", False),
    ("s54-b06", "The pool is cleaned twice a week.", "The pool is cleaned on Mondays and Thursdays, twice a week.", False),
]


@pytest.mark.parametrize("claim,source,conflicting", [c[1:] for c in BOUNDS], ids=[c[0] for c in BOUNDS])
def test_a_bound_is_held_to_the_sources_limit(claim, source, conflicting):
    assert_conflicting(claim, source, conflicting, K.QUANTITY)
    if conflicting:  # (and nothing else: a bound is all these texts differ in)
        assert {c.kind for c in conflicts(claim, source)} == {K.QUANTITY}


# a part of a stated whole given another count for the same deed (probe35's "Seven of the 38 …
# were retrieved" against "retrieved 31 of the 38"), and what is not that: the rest said as the
# rest, a part given for another deed, "by" that names who did it rather than a gap
PARTS = [
    ("s54-p01", "Nine of the 40 hives were treated by the inspectors.",
     "Inspectors treated 31 of the 40 hives; the other nine showed no sign of mites.", True),
    ("s54-p02", "Nine of the 40 hives showed no sign of mites.",
     "Inspectors treated 31 of the 40 hives; the other nine showed no sign of mites.", False),
    ("s54-p03", "Results are still outstanding for 6 of the 20 wells sampled.",
     "The lab has returned results for 14 of the 20 wells sampled; results for the remaining 6 are awaited.", False),
    ("s54-p04", "31 of the 40 hives were treated by the inspectors.",
     "Inspectors treated 31 of the 40 hives; the other nine showed no sign of mites.", False),
    ("s54-p05", "Home fans outnumbered away fans by exactly 900.",
     "Attendance: 1,100, of whom 100 were away fans and 1,000 home fans.", False),
]


@pytest.mark.parametrize("claim,source,conflicting", [c[1:] for c in PARTS], ids=[c[0] for c in PARTS])
def test_a_part_of_a_whole_is_held_to_the_same_deed(claim, source, conflicting):
    assert_conflicting(claim, source, conflicting)


# a thing swapped in lower case after the same measured quantity ("40 g of raisins" / "40 g of
# dark chocolate"), and what is not that: a modifier of the same thing, another slot
FILLERS = [
    ("s54-x01", "The puppy was seen after eating about 200 g of grapes.",
     "Seen on 3 May after eating about 200 g of rat bait from the shed.", True),
    ("s54-x02", "Overnight 30 cm of fresh snow fell on the pass.", "Overnight 30 cm of new snow fell on the pass.", False),
    ("s54-x03", "The dog was seen on 3 May after swallowing the bait.",
     "The dog was seen on 3 May after ingesting the bait.", False),
    ("s54-x04", "The dog ate about 200 g of rat bait.", "Seen on 3 May after eating about 200 g of rat bait.", False),
]


@pytest.mark.parametrize("claim,source,conflicting", [c[1:] for c in FILLERS], ids=[c[0] for c in FILLERS])
def test_a_measured_thing_is_held_to_the_sources(claim, source, conflicting):
    assert_conflicting(claim, source, conflicting, K.ENTITY)
