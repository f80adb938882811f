"""Golden cases for outcomes the source leaves open (from probe33's misses and the false alarms
the first fixes raised, rewritten in other words): an outcome the source states of one thing in a
sentence that leaves the claim's own matter open ("approved extending the pilot, but a proposal to
raise the fee … has been deferred"), a short verb in the perfect ("have voted"), "asked to
consider" as a plan, the third sentence that carries the claim; and what must stay quiet: the
outcome of the thing the source did decide, another numbered name's open matter, an outcome in a
clause of time ("since the fund began"), and "has since been fixed" read as done."""

from __future__ import annotations

import pytest

from reviewer.judges.contradiction import find_conflicts
from reviewer.model import ConflictKind, Source

K = ConflictKind

_FEE = ("The council has approved extending the pilot scheme, but a proposal to raise the parking charge to £3 has "
        "been deferred pending a survey.")
_FAIR = "JB proposed moving the fair to the school field; the committee approved a site visit but no decision was taken."
_BOILER = ("Board paper 12: Boiler Replacement. Three plans are presented: (A) a repair at £9,000; (B) a new boiler "
           "system at £40,000; (C) doing nothing. Officers recommend plan B, subject to a grant. The finance panel "
           "endorsed plan B on 3 May; the board has not yet decided.")

CONTRADICTED = [
    ("s51-c01", "The council has approved raising the parking charge to £3.", _FEE, K.MODALITY),
    ("s51-c02", "The committee approved moving the fair to the school field.", _FAIR, K.MODALITY),
    ("s51-c03", "Members have voted to move the show to Leeds.",
     "The committee has proposed moving the show to Leeds; members will vote on this in March.", K.MODALITY),
    ("s51-c04", "The agency has listed the mill as a protected building.",
     "The agency has been asked to consider listing the mill; its assessment is pending.", K.MODALITY),
    ("s51-c05", "The board has already approved plan B, the new boiler system.", _BOILER, K.MODALITY),
    ("s51-c06", "The leak has since been fixed.", "The leak reported in May has not yet been fixed.", K.NEGATION),
    # a place said open against one the source says will be closed
    ("s51-c07", "The Esplanade car parks will be open as usual on Sunday.",
     "Car parks on the Esplanade will be closed on Sunday for the carnival.", K.ANTONYM),
    # a cause the claim asserts, where the source sentence carrying it says the link is not known
    ("s52-c08", "The rise in library visits was driven by the new late-opening hours.",
     "Library visits rose by a fifth after the late-opening hours began, but the effect of the hours cannot be "
     "separated from the reopening of the café.", K.MODALITY),
    ("s52-c09", "The fall in bus complaints was caused by the new timetable.",
     "Bus complaints fell in the spring; the operator has not analysed whether the fall was linked to the new "
     "timetable.", K.MODALITY),
]

FAITHFUL = [
    # the cause said as the source says it, and a cause only asked about
    ("s52-f17", "The rise in library visits was driven by the new late-opening hours.",
     "The council found that the rise in library visits was driven by the new late-opening hours."),
    ("s52-f18", "It is not known whether the fall in bus complaints was caused by the new timetable.",
     "Bus complaints fell in the spring; it is not known whether the fall was caused by the new timetable."),
    ("s51-f12", "The council has approved extending the pilot scheme.", _FEE),
    ("s51-f16", "The museum will be open as usual on Monday.",
     "The museum will be open on Monday, but the café will be closed."),
    ("s51-f13", "The committee approved a site visit.", _FAIR),
    ("s51-f14", "Bay Q-2 must stay closed for at least 10 days, and can reopen only after two clear tests.",
     "Closure notice for Bay Q-2, issued on 3 March. Samples from Bay Q-2 failed. Samples from the neighbouring "
     "Bay Q-3 were clear, and Bay Q-3 remains open. Reopening needs two clear tests, after a closure of at least 10 "
     "days."),
    ("s51-f15", "The £2m three-year award is the largest single grant from the Hale Trust's arts programme since the "
                "programme began in 2012.",
     "The Hale Trust has awarded £2 million over three years to a theatre led by Ana Ruiz. The award is the largest "
     "single grant made by the Trust's arts programme since it was launched in 2012. Work is due to begin in March, "
     "subject to planning consent, which has been applied for but not yet granted."),
]


def conflicts(claim: str, source: str):
    return find_conflicts(claim, [Source(id="s1", text=source)])


@pytest.mark.parametrize("claim,source,kind", [c[1:] for c in CONTRADICTED], ids=[c[0] for c in CONTRADICTED])
def test_an_open_matter_is_caught(claim, source, kind):
    found = conflicts(claim, source)
    assert kind in {c.kind for c in found}, found
    for c in found:
        assert claim[c.claim_start : c.claim_end] == c.claim_text and c.claim_text
        assert source[c.source_start : c.source_end] == c.source_text and c.source_text


@pytest.mark.parametrize("claim,source", [c[1:] for c in FAITHFUL], ids=[c[0] for c in FAITHFUL])
def test_a_decided_or_other_matter_is_not_flagged(claim, source):
    assert conflicts(claim, source) == ()
