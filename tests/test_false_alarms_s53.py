"""Golden cases from probe34's faithful claims that the contradiction check called not supported,
rewritten in other words, with the catches each mend must keep:

- a state threatened or planned to end is no state that ended ("must comply by 31 March or they
  will be withdrawn" / "still need to comply");
- a cause the source gives in most of the claim's words, whatever the claim's first word
  ("because the inspector found the wiring safe" / "the wiring was found to be safe …, so");
- "You stated …" in a letter to the claim's speaker names no other speaker;
- a denial with an exception asserts what it excepts ("free of any charge except the one held by
  the bank");
- a share of a whole named in more than one word ("186 weaver members, of whom 141 are women").

And two catches: a possessive of the claim ("the club's licence") is the word the source index
holds ("club"), so the sentence that carries the claim is found; a step the claim says was done
that the source says the thing is still subject to ("have been independently examined" / "remain
subject to independent examination").
"""

from __future__ import annotations

import pytest
from conflict_asserts import assert_caught, conflicts

from reviewer.model import ConflictKind

K = ConflictKind

FAITHFUL = [
    ("s53-f01", "Nine of the 40 licensed boats still need new lifejackets, and they have until 30 June to fit them.",
     "Of the 40 licensed boats, 31 have fitted the new lifejackets; the other nine must fit them before 30 June or "
     "their licences will be revoked until they comply."),
    ("s53-f02", "The club's licence is still valid.",
     "The club's licence is valid until May; it is to be withdrawn if the noise complaints continue."),
    ("s53-f03", "The hall was reopened, because the inspector found its wiring safe and up to standard.",
     "The hall's wiring was found to be safe and up to standard by the inspector, so the hall was reopened."),
    ("s53-f04", "Ms Adeyemi said she had studied in Korvath before, but the embassy has no record of it.",
     "Applicant: Ms Funmi Adeyemi. You stated that you have studied in Korvath before; our records show no such "
     "study permit."),
    ("s53-f05", "The charge held by Northgate Bank is to be paid off from the sale price.",
     "The seller declares that the flat is free of any charge except the one held by Northgate Bank, which will be "
     "discharged from the sale price."),
    ("s53-f07", "The museum's loan agreement was reviewed by the trustees in March.",
     "The loan agreement was reviewed by the museum's trustees in March; like all agreements it is subject to "
     "review every three years."),
    ("s53-f08", "The grant has been approved and the accounts will be audited next year.",
     "The grant has been approved; the accounts are subject to audit next year."),
    ("s53-f06", "No animals other than guide dogs are allowed in the dining room, where guide dogs are welcome.",
     "No animals other than guide dogs are allowed in the dining room."),
]

CONTRADICTED = [
    # the mends keep what they must: an ending said plainly, a cause that differs in its head,
    # a named rival speaker, a plain denial, a share of a whole in one word
    ("s53-c01", "The club's licence is still valid.",
     "The club's licence was revoked in May after repeated noise complaints.", K.MODALITY),
    ("s53-c02", "The 02:40 alarm at the depot was set off by an intruder inside the yard.",
     "02:40 alarm activation at the depot; cause found to be a fox inside the yard.", K.CAUSE),
    ("s53-c03", "Ms Adeyemi said the embassy had lost her passport.",
     "The consul, Mr Piet Varga, said the embassy had lost her passport.", K.ENTITY),
    ("s53-c04", "The hypothec held by Northgate Bank is to be paid off out of the sale price.",
     "The seller declares that the flat is free of any hypothec held by Northgate Bank, which will be discharged "
     "from the sale price.", K.NEGATION),
    ("s53-c06", "The choir's tour accounts have been independently examined by Hollis & Nye.",
     "Summary of accounts, prepared by the treasurer and approved by the choir's committee; the tour accounts remain "
     "subject to independent examination by Hollis & Nye.", K.MODALITY),
    ("s53-c07", "The lift at the library has been inspected.",
     "The new lift at the library is subject to inspection before it can be used.", K.MODALITY),
    ("s53-c05", "Roughly a quarter of the club's 200 members are juniors.",
     "The club has 200 members, of whom 120 are juniors.", None),
]


@pytest.mark.parametrize("claim,source", [c[1:] for c in FAITHFUL], ids=[c[0] for c in FAITHFUL])
def test_a_faithful_claim_is_not_flagged(claim, source):
    assert conflicts(claim, source) == ()


@pytest.mark.parametrize("claim,source,kind", [c[1:] for c in CONTRADICTED], ids=[c[0] for c in CONTRADICTED])
def test_the_contradiction_is_still_caught(claim, source, kind):
    assert_caught(claim, source, kind)


def test_a_share_of_a_whole_named_in_two_words_is_read():
    """"186 weaver members, of whom 141 are women": 76%, so "roughly three-quarters" agrees and "a
    third" does not."""
    source = "The society has 186 weaver members, of whom 141 are women; 58% of sales came through its showroom."
    assert conflicts("Roughly three-quarters of the society's weaver members are women.", source) == ()
    assert conflicts("About a third of the society's weaver members are women.", source)


def test_a_whole_with_its_parts_and_no_comma_is_still_read():
    """"214 responses of which 12 opposed": read before the whole's noun could be several words,
    and still read."""
    found = conflicts("Most of the responses opposed the change.",
                      "The council received 214 responses of which 12 opposed the change.")
    assert ConflictKind.QUANTITY in {c.kind for c in found}, found
