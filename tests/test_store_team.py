"""The team and the queue as pure functions: Cohen's kappa, editor clashes, filters, the next
open claim, queue progress."""

from __future__ import annotations

import pytest
from fakes import make_report
from hypothesis import given
from hypothesis import strategies as st

from reviewer.model import Grounding, Verdict
from reviewer.review import team, triage
from reviewer.review.store import Action, Database


@pytest.mark.parametrize(("pairs", "kappa"), [
    ([("a", "a"), ("b", "b")], 1.0),
    ([("a", "b"), ("b", "a")], -1.0),
    # the classic 2x2 table: 20 yes/yes, 5 yes/no, 10 no/yes, 15 no/no -> kappa 0.4
    ([("y", "y")] * 20 + [("y", "n")] * 5 + [("n", "y")] * 10 + [("n", "n")] * 15, 0.4),
    ([("a", "a")] * 3, None),  # one label throughout: chance agreement is 1, kappa undefined
    ([], None),
])
def test_cohen_kappa_golden(pairs, kappa):
    got = team.cohen_kappa(pairs)
    assert got == kappa if kappa is None else got == pytest.approx(kappa)


@given(st.lists(st.tuples(st.sampled_from("abcd"), st.sampled_from("abcd")), min_size=1, max_size=60))
def test_cohen_kappa_is_bounded_and_symmetric(pairs):
    k = team.cohen_kappa(pairs)
    if k is not None:
        assert -1.0 - 1e-9 <= k <= 1.0 + 1e-9
        assert k == pytest.approx(team.cohen_kappa([(b, a) for a, b in pairs]))


def _label(db, report, editor, cid, label):
    text = next(r.claim.text for r in report.claims if r.claim.id == cid)
    db.record(reviewer=editor, note_sha256=report.note_sha256, claim_id=cid, claim_text=text,
              action=Action.SET_LABEL, payload={"label": label})


def test_editor_agreement_and_conflicts_from_the_log(tmp_path):
    report = make_report(6)
    db = Database(tmp_path / "log.db")
    db.save_snapshot(report)
    for cid, a, b in [("c1", "supported", "supported"), ("c2", "partial", "not_supported"),
                      ("c3", "not_supported", "not_supported")]:
        _label(db, report, "ana", cid, a)
        _label(db, report, "bo", cid, b)
    _label(db, report, "cy", "c1", "supported")
    snaps = db.snapshots()
    states = {s.note_sha256: db.note_states(s.note_sha256, s.report) for s in snaps}
    (clash,) = team.label_conflicts(snaps, states)
    assert clash.claim_id == "c2" and clash.describe() == "Partial (ana) vs Not supported (bo)"
    by_pair = {(p.a, p.b): p for p in team.editor_agreement(snaps, states)}
    assert set(by_pair) == {("ana", "bo"), ("ana", "cy"), ("bo", "cy")}
    ab = by_pair[("ana", "bo")]
    assert (ab.n, ab.agree) == (3, 2) and ab.percent == pytest.approx(200 / 3)
    assert ab.kappa == pytest.approx(team.cohen_kappa(
        [("supported", "supported"), ("partial", "not_supported"), ("not_supported", "not_supported")]))
    vs = {r.editor: r for r in team.editors_vs_checker(snaps, states)}
    # the machine said c1 supported, c2 partial, c3 not_supported
    assert (vs["ana"].n, vs["ana"].agree) == (3, 3) and (vs["bo"].n, vs["bo"].agree) == (3, 2)
    # every decision is kept
    assert len(db.decisions()) == 7
    db.close()


def test_queue_filters_sorts_and_moves_on():
    report = make_report(12)
    everything = triage.filtered_queue(report)
    assert len(everything) == 12
    split = triage.filtered_queue(report, flt=triage.QueueFilter(disagreement_only=True))
    assert split and all(r.disagreement for r in split)
    fuzzy = triage.filtered_queue(report, flt=triage.QueueFilter(groundings=(Grounding.FUZZY,)))
    assert fuzzy and all(r.grounding is Grounding.FUZZY for r in fuzzy)
    uncited = triage.filtered_queue(report, flt=triage.QueueFilter(verdicts=(Verdict.UNCITED,)))
    assert uncited and all(r.verdict is Verdict.UNCITED for r in uncited)
    by_conf = triage.filtered_queue(report, flt=triage.QueueFilter(sort=triage.SortKey.CONFIDENCE))
    confs = [c for r in by_conf if (c := triage.confidence(r)) is not None]
    assert confs == sorted(confs) and confs[0] < 1.0
    in_note = triage.filtered_queue(report, flt=triage.QueueFilter(sort=triage.SortKey.NOTE))
    assert [r.claim.start for r in in_note] == sorted(r.claim.start for r in report.claims)

    ids = [r.claim.id for r in everything]
    assert triage.next_open(ids, {}, ids[0]) == ids[1]
    assert triage.next_open(ids, {}, ids[-1]) == ids[0]  # wraps round
    assert triage.step(ids, ids[0], -1) == ids[0] and triage.step(ids, ids[0], 1) == ids[1]
    assert triage.queue_progress(everything, {}).left == 12


def test_next_open_skips_decided_claims_and_keeps_clashes_open(tmp_path):
    report = make_report(6)
    db = Database(tmp_path / "log.db")
    ids = [r.claim.id for r in triage.filtered_queue(report)]
    _label(db, report, "ana", ids[1], "supported")
    _label(db, report, "ana", ids[2], "supported")
    _label(db, report, "bo", ids[2], "partial")  # a clash: still open
    states = db.note_states(report.note_sha256, report)
    assert triage.next_open(ids, states, ids[0]) == ids[2]
    progress = triage.queue_progress(triage.filtered_queue(report, states), states)
    assert (progress.done, progress.left) == (1, 5)
    for cid in ids:
        _label(db, report, "ana", cid, "partial")
        _label(db, report, "bo", cid, "partial")
    states = db.note_states(report.note_sha256, report)
    assert triage.next_open(ids, states, ids[0]) is None
    undo = db.undo_mine_in_note(report.note_sha256, reviewer="ana")
    assert undo is not None and undo.claim_id == ids[-1]
    db.close()
