"""The decision log: append-only rows, derived state, undo, snapshots, two writers."""

from __future__ import annotations

import multiprocessing
import sqlite3

import pytest
from fakes import make_report
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.model import Verdict
from reviewer.review.snapshot import report_from_json, report_to_json
from reviewer.review.store import (
    Action,
    ClaimState,
    Database,
    Decision,
    ReasonCode,
    StoreError,
    derive_state,
)


@pytest.fixture
def db(tmp_path):
    database = Database(tmp_path / "log.db")
    yield database
    database.close()


def _rec(db, action, claim="c1", **payload):
    return db.record(reviewer="ana", note_sha256="n1", claim_id=claim, claim_text="text",
                     action=action, payload=payload, machine_verdict="partial")


def test_wal_and_default_path_from_env(tmp_path, monkeypatch):
    from reviewer.config import load_config

    monkeypatch.setenv("REVIEWER_DB", str(tmp_path / "sub" / "env.db"))
    database = Database(load_config().db_path)  # the environment is read by config loading only
    assert database.path == str(tmp_path / "sub" / "env.db")
    assert database.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    database.close()


def test_memory_database():
    database = Database(memory=True)
    _rec(database, Action.CONFIRM_QUOTE)
    assert database.count() == 1


def test_record_is_committed_and_visible_to_another_connection(db):
    d = _rec(db, Action.ACCEPT_REPAIR, repair_id="r2")
    other = sqlite3.connect(db.path)
    row = other.execute("SELECT action, payload, machine_verdict, reviewer FROM decisions").fetchone()
    assert row == ("accept_repair", '{"repair_id": "r2"}', "partial", "ana")
    assert d.id == 1 and d.at.endswith("+00:00")


@pytest.mark.parametrize(
    ("actions", "expected"),
    [
        ([("accept_repair", {"repair_id": "r1"})], {"accepted_repairs": ("r1",)}),
        ([("accept_repair", {"repair_id": "r1"}), ("reject_repair", {"repair_id": "r1"})],
         {"accepted_repairs": (), "rejected_repairs": ("r1",)}),
        ([("confirm_quote", {}), ("reject_quote", {})], {"quote": "rejected"}),
        ([("set_label", {"label": "Not supported", "reason": "truncated_source"})],
         {"label": Verdict.NOT_SUPPORTED, "reason": ReasonCode.TRUNCATED_SOURCE}),
        ([("set_label", {"label": "supported"}), ("set_label", {"label": "partial"})],
         {"label": Verdict.PARTIAL}),
        ([("comment", {"comment": "a"}), ("comment", {"comment": "b"})], {"comments": ("a", "b")}),
    ],
)
def test_claim_state_is_derived_from_the_log(db, actions, expected):
    for action, payload in actions:
        _rec(db, action, **payload)
    state = db.claim_state("n1", "c1")
    for name, value in expected.items():
        assert getattr(state, name) == value
    assert db.claim_state("n1", "other") == ClaimState()


def test_undo_is_a_new_row_and_restores_previous_state(db):
    _rec(db, Action.SET_LABEL, label="supported")
    second = _rec(db, Action.SET_LABEL, label="not_supported")
    undo = db.undo_last("n1", "c1", reviewer="bo")
    assert undo.action is Action.UNDO and undo.payload == {"undone": second.id}
    assert db.claim_state("n1", "c1").label is Verdict.SUPPORTED
    db.undo_last("n1", "c1", reviewer="bo")
    assert db.claim_state("n1", "c1").label is None
    assert db.undo_last("n1", "c1", reviewer="bo") is None
    assert db.count() == 4  # nothing deleted or updated
    with pytest.raises(StoreError):
        db.undo(second.id, reviewer="bo")
    with pytest.raises(StoreError):
        db.undo(undo.id, reviewer="bo")
    with pytest.raises(StoreError):
        db.undo(999, reviewer="bo")


@pytest.mark.parametrize(
    ("action", "payload"),
    [("accept_repair", {}), ("set_label", {"label": "maybe"}), ("undo", {}),
     ("set_label", {"label": "partial", "reason": "bogus"}), ("explode", {})],
)
def test_invalid_decisions_are_refused(db, action, payload):
    with pytest.raises((StoreError, ValueError)):
        _rec(db, action, **payload)
    assert db.count() == 0


def test_note_states_groups_by_claim(db):
    _rec(db, Action.CONFIRM_QUOTE, claim="c1")
    _rec(db, Action.REJECT_QUOTE, claim="c2")
    states = db.note_states("n1")
    assert {k: v.quote for k, v in states.items()} == {"c1": "confirmed", "c2": "rejected"}


def test_snapshot_roundtrip_and_idempotence(db):
    report = make_report(8, hostile=True)
    first = db.save_snapshot(report)
    assert db.save_snapshot(report) == first
    snap = db.snapshot(report.note_sha256)
    assert snap.report == report
    assert db.snapshot().note_sha256 == report.note_sha256
    other = make_report(3, path="b.md")
    db.save_snapshot(other)
    assert [s.note_sha256 for s in db.snapshots()] == [report.note_sha256, other.note_sha256]
    assert db.snapshot("nope") is None


def test_codec_roundtrip_empty_and_large():
    for report in (make_report(0), make_report(40)):
        assert report_from_json(report_to_json(report)) == report


_ACTIONS = st.sampled_from(["accept_repair", "reject_repair", "confirm_quote", "set_label",
                            "comment"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(_ACTIONS, st.sampled_from(["r1", "r2"]),
                          st.sampled_from(["supported", "partial"])), min_size=1, max_size=8))
def test_undo_of_the_last_decision_equals_never_deciding_it(steps):
    decisions = []
    for i, (action, rid, label) in enumerate(steps, start=1):
        payload = {"repair_id": rid, "label": label, "comment": f"c{i}"}
        decisions.append(Decision(i, "t", "ana", "n", "c", "h", Action(action), payload))
    before = derive_state(decisions[:-1])
    undo = Decision(len(decisions) + 1, "t", "ana", "n", "c", "h", Action.UNDO,
                    {"undone": decisions[-1].id})
    after = derive_state([*decisions, undo])
    assert after == before
    assert derive_state(reversed(decisions)) == derive_state(decisions)  # order by id, not input


def _writer(path: str, name: str, n: int) -> None:
    database = Database(path)
    for i in range(n):
        database.record(reviewer=name, note_sha256="n", claim_id=f"c{i % 5}", claim_text="t",
                        action="comment", payload={"comment": f"{name}-{i}"})
        if i % 10 == 9:  # read-then-write under contention
            database.undo_last("n", f"c{i % 5}", reviewer=name)
    database.close()


def test_two_writer_processes_lose_nothing(tmp_path, monkeypatch):
    import sys
    import types

    path = str(tmp_path / "shared.db")
    Database(path).close()
    # a spawned child re-runs the parent's __main__ first: after an AppTest in this process that
    # is app.py, which would open data/reviewer.db in the checkout (two children at once: "database
    # is locked"). The children need only this module's _writer.
    monkeypatch.setitem(sys.modules, "__main__", types.ModuleType("__main__"))
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(path, name, 60)) for name in ("ana", "bo")]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
    assert [p.exitcode for p in procs] == [0, 0]
    database = Database(path)
    rows = database.decisions()
    comments = [d for d in rows if d.action is Action.COMMENT]
    undos = [d for d in rows if d.action is Action.UNDO]
    assert len(comments) == 120 and len(undos) == 12
    assert len({d.payload["undone"] for d in undos}) == 12  # no decision undone twice
    texts = {d.payload["comment"] for d in comments}
    assert texts == {f"{n}-{i}" for n in ("ana", "bo") for i in range(60)}
    database.close()


def test_two_sessions_sharing_one_connection_lose_nothing(db):
    import threading

    def session(name):
        for i in range(100):
            db.record(reviewer=name, note_sha256="n", claim_id=f"c{i % 3}", claim_text="t",
                      action="comment", payload={"comment": f"{name}-{i}"})
            if i % 20 == 19:
                db.undo_last("n", f"c{i % 3}", reviewer=name)
            db.note_states("n")

    threads = [threading.Thread(target=session, args=(n,)) for n in ("ana", "bo", "cy")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    rows = db.decisions()
    assert sum(d.action is Action.COMMENT for d in rows) == 300
    undone = [d.payload["undone"] for d in rows if d.action is Action.UNDO]
    assert len(undone) == len(set(undone)) == 15


def test_undo_own_only_skips_other_reviewers(db):
    first = db.record(reviewer="ana", note_sha256="n1", claim_id="c1", claim_text="t",
                      action="confirm_quote")
    db.record(reviewer="bo", note_sha256="n1", claim_id="c1", claim_text="t",
              action="set_label", payload={"label": "partial"})
    undo = db.undo_last("n1", "c1", reviewer="ana", own_only=True)
    assert undo.payload == {"undone": first.id}
    assert db.undo_last("n1", "c1", reviewer="ana", own_only=True) is None
    assert db.claim_state("n1", "c1").label is Verdict.PARTIAL
