"""Golden cases for faithful claims that do a source's arithmetic or say its words another way,
which the contradiction check once flagged (from the false alarms on probe33, rewritten here in
other words): the rest of a whole ("more than 200 could not be counted" / "1,450, of which 1,230
were counted"), the other parts of a list, a difference of two levels set against each other, a
rate compared ("three metres per second slower"), a time bound an event comes within, an earlier
level worked out from a rise, a cause only asked about, "a generator failure" / "a failed
generator", "suspended" as a stop, a share opening a sentence ("Half of …"), and a share said of
the subject of its own clause. Each faithful case has, where the rule does arithmetic, a twin with
the figure wrong that must still be caught, so no rule hides a contradiction."""

from __future__ import annotations

import pytest

from reviewer.judges.contradiction import find_conflicts
from reviewer.model import ConflictKind, Source

K = ConflictKind

FAITHFUL = [
    ("s51-f01", "Half of the clock's dials have cracked glass, while the other half are undamaged.",
     "Report by the Cumbria Clock Company on the town clock. Two of the four dials have cracked glass; the other two "
     "are undamaged."),
    ("s51-f02", "The driver, who was unhurt, has chosen to stop driving while the inquiry runs.",
     "The driver was unhurt. An inquiry has been opened, and the driver has voluntarily suspended driving until it "
     "concludes."),
    ("s51-f03", "More than 200 of the ballots could not be counted.",
     "A total of 1,450 ballots were returned, of which 1,230 were counted."),
    ("s51-f04", "Eight of the crates failed the inspection.",
     "Of the 40 crates inspected, 32 passed, 5 were sent back for repair and 3 were scrapped."),
    ("s51-f05", "The runner-up was twelve yards per minute slower than the winner.",
     "The winner averaged 1,250 yards per minute. Second was a hen at 1,238 ypm."),
    ("s51-f06", "March had roughly 2,000 fewer visitors than April.",
     "Visitor numbers peaked in April (about 12,000, against 10,000 in March), the museum said."),
    ("s51-f07", "The lifeboat reached the yacht in under ten minutes.",
     "The lifeboat reached the yacht within 8 minutes of the call and towed it to harbour."),
    ("s51-f08", "Thirty runners took part in the club's previous race.",
     "Thirty-six runners started the race on Sunday. The club's secretary said the field was up by six on last "
     "year."),
    ("s51-f09", "The warden said the counts cannot show whether the decline stems from poorer feeding or from "
                "predators.",
     "The warden cautioned that the counts cannot show whether the decline reflects weaker feeding or predation by "
     "foxes."),
    ("s51-f10", "The fans were idle that night because of a generator failure.",
     "The frost fans were not operating that night owing to a failed generator."),
    ("s51-f12", "Most of the club's members came to the AGM.",
     "Minutes of the AGM of the Hale Rowing Club. Present: 71 of the club's 95 members. Chair: Ann Lee."),
    ("s51-f13", "Nearly all of the consultation replies opposed closing the library.",
     "The consultation on closing the library received 180 replies, of which 171 opposed the change."),
    ("s51-f11", "Cars made up the great majority of the 500 vehicles counted, with vans, lorries and other heavy "
                "vehicles together accounting for 60.",
     "Of the 500 vehicles counted, 440 were cars, 35 were vans and 25 were lorries and other heavy vehicles."),
]

#: the arithmetic twins: the same claims with the figure wrong
CONTRADICTED = [
    ("s51-c03", "More than 300 of the ballots could not be counted.",
     "A total of 1,450 ballots were returned, of which 1,230 were counted.", K.NEGATION),
    ("s51-c04", "Nine of the crates failed the inspection.",
     "Of the 40 crates inspected, 32 passed, 5 were sent back for repair and 3 were scrapped.", K.ANTONYM),
    ("s51-c06", "March had roughly 5,000 fewer visitors than April.",
     "Visitor numbers peaked in April (about 12,000, against 10,000 in March), the museum said.", K.QUANTITY),
    ("s51-c07", "The lifeboat reached the yacht in under five minutes.",
     "The lifeboat reached the yacht within 8 minutes of the call and towed it to harbour.", K.QUANTITY),
    ("s51-c09", "Most of the club's members came to the AGM.",
     "Minutes of the AGM of the Hale Rowing Club. Present: 38 of the club's 95 members. Chair: Ann Lee.", K.QUANTITY),
    ("s51-c10", "Around half of the consultation replies opposed closing the library.",
     "The consultation on closing the library received 180 replies, of which 171 opposed the change.", K.QUANTITY),
    ("s51-c11", "Only a minority of the week's 40 claims came from the Leeds depot.",
     "Parcels returned: 120, of which 30 were redelivered. Claims: 40, of which 31 came from the Leeds depot.",
     K.QUANTITY),
    ("s51-c08", "Twenty-eight runners took part in the club's previous race.",
     "Thirty-six runners started the race on Sunday. The club's secretary said the field was up by six on last "
     "year.", K.QUANTITY),
]


def conflicts(claim: str, source: str):
    return find_conflicts(claim, [Source(id="s1", text=source)])


@pytest.mark.parametrize("claim,source", [c[1:] for c in FAITHFUL], ids=[c[0] for c in FAITHFUL])
def test_faithful_claim_is_not_flagged(claim, source):
    assert conflicts(claim, source) == ()


@pytest.mark.parametrize("claim,source,kind", [c[1:] for c in CONTRADICTED], ids=[c[0] for c in CONTRADICTED])
def test_the_figure_wrong_is_still_caught(claim, source, kind):
    found = conflicts(claim, source)
    assert kind in {c.kind for c in found}, found
    for c in found:
        assert claim[c.claim_start : c.claim_end] == c.claim_text and c.claim_text
        assert source[c.source_start : c.source_end] == c.source_text and c.source_text
