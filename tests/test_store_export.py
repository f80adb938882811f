"""Exports rebuilt from the decision log alone: gold JSONL, repaired note, decisions CSV."""

from __future__ import annotations

import csv
import io
import json

import pytest
from fakes import make_report

from reviewer.bench import load_corpus
from reviewer.model import Repair, RepairKind
from reviewer.review.export import (
    ExportError,
    apply_accepted,
    export_decisions_csv,
    export_gold,
    export_note,
    repaired,
)
from reviewer.review.store import Action, Database, ReasonCode

TEAM_FIELDS = {"editor", "reason", "comment", "comments", "labels"}

CORPUS_LABELS = {"Supported", "Partial", "Not supported", "Source unavailable"}


@pytest.fixture
def db(tmp_path):
    database = Database(tmp_path / "log.db")
    yield database
    database.close()


def _decide(db, report, claim_id, action, **payload):
    result = next(r for r in report.claims if r.claim.id == claim_id)
    return db.record(reviewer="ana", note_sha256=report.note_sha256, claim_id=claim_id,
                     claim_text=result.claim.text, action=action, payload=payload,
                     machine_verdict=result.verdict.value)


def _export(fn, db, **kw) -> tuple[str, int]:
    buf = io.StringIO()
    n = fn(db, buf, **kw)
    return buf.getvalue(), n


def test_nothing_to_export(db):
    assert _export(export_gold, db) == ("", 0)
    text, n = _export(export_decisions_csv, db)
    assert n == 0 and text.startswith("id,at,reviewer")
    with pytest.raises(ExportError, match="no checked note"):
        export_note(db, io.StringIO())
    with pytest.raises(ExportError):
        export_gold(db, io.StringIO(), note_sha256="abc")


def test_gold_rows_follow_contract_4(db):
    report = make_report(6)
    db.save_snapshot(report)
    _decide(db, report, "c1", Action.SET_LABEL, label="supported")
    _decide(db, report, "c2", Action.SET_LABEL, label="Not supported", reason="truncated_source")
    _decide(db, report, "c6", Action.SET_LABEL, label="source_unavailable")
    _decide(db, report, "c3", Action.SET_LABEL, label="partial")
    _decide(db, report, "c3", Action.COMMENT, comment="x")
    db.undo_last(report.note_sha256, "c3", reviewer="ana")  # undoes the comment only
    db.undo_last(report.note_sha256, "c3", reviewer="ana")  # and now the label
    text, n = _export(export_gold, db)
    rows = [json.loads(line) for line in text.splitlines()]
    assert n == len(rows) == 3
    by_claim = {r["id"].split(":")[1]: r for r in rows}
    assert set(by_claim) == {"c1", "c2", "c6"}
    for row in rows:
        assert {"id", "claim", "source_text", "label"} <= set(row)
        assert set(row) <= {"id", "claim", "source_text", "label", "quote", "source_url",
                            "claim_context", *TEAM_FIELDS}
        assert row["editor"] == "ana" and row["reason"] in {r.value for r in ReasonCode}
        assert row["label"] in CORPUS_LABELS
    assert by_claim["c2"]["label"] == "Not supported"
    assert by_claim["c2"]["reason"] == "truncated_source" and by_claim["c1"]["reason"] == ""
    assert by_claim["c1"]["source_text"] == report.source("1").text
    assert by_claim["c1"]["quote"] == "The survey covered 1,200 firms in 2023"
    assert by_claim["c1"]["source_url"] == "https://example.org/1"
    assert by_claim["c6"]["source_text"] == ""  # the source could not be had
    assert by_claim["c1"]["claim"] == "The survey covered 1,200 firms in 2023."  # no marker
    assert "The survey covered 1,200 firms in 2023. [1]" in by_claim["c1"]["claim_context"]


def test_gold_export_is_read_back_by_the_benchmark(db, tmp_path):
    report = make_report(6)
    db.save_snapshot(report)
    for cid, label in [("c1", "supported"), ("c2", "partial"), ("c3", "not_supported")]:
        _decide(db, report, cid, Action.SET_LABEL, label=label)
    out = tmp_path / "gold.jsonl"
    with out.open("w", encoding="utf-8") as fh:
        assert export_gold(db, fh) == 3
    rows = load_corpus(str(out))
    assert len(rows) == 3


def test_repaired_note_applies_only_accepted_repairs(db):
    report = make_report(6)
    db.save_snapshot(report)
    text, n = _export(export_note, db)
    assert (text, n) == (report.note_text, 0)
    _decide(db, report, "c5", Action.ACCEPT_REPAIR, repair_id="r5")  # add " [2]"
    _decide(db, report, "c2", Action.ACCEPT_REPAIR, repair_id="r2")  # soften
    _decide(db, report, "c3", Action.REJECT_REPAIR, repair_id="r3")  # drop, rejected
    text, n = _export(export_note, db, note_sha256=report.note_sha256)
    assert n == 2
    assert "Wages grew in every region. [2]" in text
    assert "Some firms may have raised their output." in text
    assert "Most firms doubled" not in text
    assert "Prices fell by 40 percent." in text
    db.undo_last(report.note_sha256, "c2", reviewer="bo")
    text, n = _export(export_note, db)
    assert n == 1 and "Most firms doubled their output." in text


def test_conflicting_accepted_repairs_first_accepted_wins():
    note = "Alpha beta gamma."
    soften = Repair("r1", RepairKind.SOFTEN, "c1", 0, 10, "Alpha may be beta")
    drop = Repair("r2", RepairKind.DROP, "c1", 0, 17, "")
    assert apply_accepted(note, [soften, drop]) == "Alpha may be beta gamma."
    assert apply_accepted(note, [drop, soften]) == ""


def test_an_export_says_which_accepted_repairs_it_leaves_out(db):
    """Two accepted repairs of one sentence: the repaired note applies the first, and the count
    and ``repaired`` say the second was left out (the count said both, before)."""
    from dataclasses import replace

    base = make_report(6)
    c2 = next(r for r in base.claims if r.claim.id == "c2")
    drop = Repair("r9", RepairKind.DROP, "c2", c2.claim.start, c2.claim.end, "")
    report = replace(base, claims=tuple(replace(r, repairs=(*r.repairs, drop)) if r is c2 else r
                                        for r in base.claims))
    db.save_snapshot(report)
    _decide(db, report, "c2", Action.ACCEPT_REPAIR, repair_id="r2")  # soften
    _decide(db, report, "c2", Action.ACCEPT_REPAIR, repair_id="r9")  # drop the same sentence
    text, n = _export(export_note, db, note_sha256=report.note_sha256)
    assert n == 1 and "Some firms may have raised their output." in text
    assert [(r.claim_id, r.id) for r in repaired(db, report.note_sha256)[2]] == [("c2", "r9")]
    from reviewer.cli import main

    out, err = io.StringIO(), io.StringIO()
    assert main(["export", "note", "--db", str(db.path)], out, err) == 0
    assert out.getvalue() == text  # the note on stdout, the warning on stderr
    assert err.getvalue() == ("warning: accepted repair c2 r9 left out: it edits the same text as a repair "
                              "accepted before it\n")


def test_decisions_csv_has_every_row(db):
    report = make_report(6)
    db.save_snapshot(report)
    _decide(db, report, "c1", Action.CONFIRM_QUOTE)
    _decide(db, report, "c1", Action.COMMENT, comment='quote "with" commas, and\nnewline')
    db.undo_last(report.note_sha256, "c1", reviewer="bo")
    text, n = _export(export_decisions_csv, db)
    rows = list(csv.DictReader(io.StringIO(text)))
    assert n == len(rows) == 3
    assert [r["action"] for r in rows] == ["confirm_quote", "comment", "undo"]
    assert json.loads(rows[1]["payload"])["comment"] == 'quote "with" commas, and\nnewline'
    assert rows[2]["reviewer"] == "bo" and json.loads(rows[2]["payload"]) == {"undone": 2}
    other = make_report(3, path="other.md")
    _decide(db, other, "c1", Action.CONFIRM_QUOTE)
    assert _export(export_decisions_csv, db, note_sha256=other.note_sha256)[1] == 1


def test_decisions_on_another_claim_text_do_not_carry_over(db):
    report = make_report(6)
    db.save_snapshot(report)
    db.record(reviewer="ana", note_sha256=report.note_sha256, claim_id="c1",
              claim_text="a claim the checker split differently", action=Action.SET_LABEL,
              payload={"label": "partial"})
    assert db.note_states(report.note_sha256) != {}
    assert db.note_states(report.note_sha256, report) == {}
    assert _export(export_gold, db) == ("", 0)


def test_two_editors_labelling_differently_are_both_kept_and_exported(tmp_path):
    report = make_report(6)
    db = Database(tmp_path / "log.db")
    db.save_snapshot(report)
    for editor, label, reason in [("ana", "supported", ""), ("bo", "partial", "other")]:
        db.record(reviewer=editor, note_sha256=report.note_sha256, claim_id="c1",
                  claim_text=report.claims[0].claim.text, action=Action.SET_LABEL,
                  payload={"label": label, "reason": reason, "comment": f"{editor} says so"})
    state = db.claim_state(report.note_sha256, "c1")
    assert state.label_conflict
    assert [(e.editor, e.label.value) for e in state.labels] == [("ana", "supported"), ("bo", "partial")]
    text, n = _export(export_gold, db)
    (row,) = [json.loads(line) for line in text.splitlines()]
    assert row["label"] == "Partial" and row["editor"] == "bo" and row["reason"] == "other"
    assert row["comment"] == "bo says so"
    assert row["labels"] == [
        {"editor": "ana", "label": "Supported", "reason": "", "comment": "ana says so"},
        {"editor": "bo", "label": "Partial", "reason": "other", "comment": "bo says so"}]
    # bo agrees after all: the clash is gone, both decisions stay in the log
    db.record(reviewer="bo", note_sha256=report.note_sha256, claim_id="c1",
              claim_text=report.claims[0].claim.text, action=Action.SET_LABEL,
              payload={"label": "supported"})
    assert not db.claim_state(report.note_sha256, "c1").label_conflict
    assert len(db.decisions(report.note_sha256, "c1")) == 3
    (row,) = [json.loads(line) for line in _export(export_gold, db)[0].splitlines()]
    assert "labels" not in row and row["label"] == "Supported"
    path = tmp_path / "gold.jsonl"
    path.write_text(_export(export_gold, db)[0], encoding="utf-8")
    assert len(load_corpus(path)) == 1  # the extra fields do not disturb `reviewer bench`
    db.close()


def test_an_uncited_claim_is_no_gold_row(db):
    """An editor's label on a claim that cites nothing has no source to be scored against: a row
    with an empty source_text would read as "source unavailable" in the benchmark, noise in the gold."""
    report = make_report(6)
    uncited = next(r.claim.id for r in report.claims if not r.claim.citations)
    cited = next(r.claim.id for r in report.claims if r.claim.citations)
    db.save_snapshot(report)
    _decide(db, report, uncited, Action.SET_LABEL, label="supported")
    _decide(db, report, cited, Action.SET_LABEL, label="supported")
    text, n = _export(export_gold, db)
    ids = [json.loads(line)["id"].split(":")[1] for line in text.splitlines()]
    assert n == 1 and ids == [cited]
