"""A claim the checker found contradicted is not offered the one-key "Confirm quote · C":
confirming its quote would settle nothing (the source says otherwise). The confirmation stays
possible, out of the way and without a key (a new user's app trial)."""

from __future__ import annotations

import dataclasses

import pytest
from fakes import make_report, open_app

from reviewer.model import Conflict, ConflictKind, Verdict, Vote
from reviewer.review import derive
from reviewer.review.store import Action, Database

pytestmark = pytest.mark.usefixtures("fresh_caches")


def _contradicted_report():
    """The fake report, its c3 ("Prices fell by 40 percent", unlocated) contradicted by source 2."""
    report = make_report(6)
    claims = list(report.claims)
    c3 = claims[2]
    veto = Vote("contradiction", Verdict.NOT_SUPPORTED, 1.0, "source says prices were stable",
                conflicts=(Conflict(ConflictKind.ANTONYM, "claim says fell; source: stable", "fell", 7, 11,
                                    "2", "stable", 11, 17),))
    claims[2] = dataclasses.replace(c3, votes=c3.votes + (veto,))
    return dataclasses.replace(report, claims=tuple(claims))


def _buttons(at) -> dict[str, object]:
    return {b.key: b for b in at.button}


def test_derive_knows_a_contradicted_claim():
    report = _contradicted_report()
    assert derive.contradicted(report.claims[2])
    assert not derive.contradicted(report.claims[3])
    assert derive.quote_to_confirm(report.claims[2]) and derive.quote_to_confirm(report.claims[3])


def test_no_confirm_quote_key_on_a_contradicted_claim(review_db):
    report = _contradicted_report()
    k = report.note_sha256[:8]
    at = open_app(report)
    at.selectbox(key="claim_pick").set_value("c3").run()
    assert not at.exception
    buttons = _buttons(at)
    assert f"cq_{k}_c3" not in buttons  # neither the button nor its key C
    assert f"rq_{k}_c3" in buttons  # the quote can still be rejected
    assert any("contradicts this claim" in c.value for c in at.caption)
    anyway = buttons[f"cqa_{k}_c3"]
    assert anyway.proto.type != "primary"
    anyway.click().run()
    decisions = Database(str(review_db)).decisions(report.note_sha256)
    assert [d.action for d in decisions] == [Action.CONFIRM_QUOTE]


def test_an_unverified_quote_that_is_not_contradicted_keeps_its_confirm_key(review_db):
    report = _contradicted_report()
    k = report.note_sha256[:8]
    at = open_app(report)
    at.selectbox(key="claim_pick").set_value("c4").run()
    buttons = _buttons(at)
    assert f"cq_{k}_c4" in buttons and f"cqa_{k}_c4" not in buttons
    assert not any("contradicts this claim" in c.value for c in at.caption)


def test_the_sidebar_says_once_when_judge_votes_could_not_be_cast(review_db):
    """The fake report's learned judge timed out on every cited claim: the sidebar says so in
    one line (the claim pane shows it per vote), as the command line's warning does."""
    report = make_report(6)
    at = open_app(report)
    lines = [w.value for w in at.sidebar.warning if "could not be cast" in w.value]
    assert len(lines) == 1 and "learned" in lines[0] and "model timed out" in lines[0]
    clean = dataclasses.replace(report, claims=tuple(
        dataclasses.replace(r, votes=tuple(v for v in r.votes if v.ok)) for r in report.claims))
    at = open_app(clean)
    assert not [w.value for w in at.sidebar.warning if "could not be cast" in w.value]
