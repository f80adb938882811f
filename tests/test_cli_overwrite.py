"""An output flag never overwrites an input, and export never writes into the file it reads
(a new user's trial): `export gold --db log.db --out log.db` truncated the decision log to 0
bytes; `bench C.jsonl --html C.jsonl` replaced the corpus by the HTML report; `elicit Q.jsonl
--out Q.jsonl` replaced the questions by the answers; `export gold --db note.md` (an empty file
or another SQLite database) wrote the log's tables into it."""

from __future__ import annotations

import hashlib
import io
import json
import sqlite3
from pathlib import Path

import pytest

from reviewer.cli import main

ROW = {"id": "r1", "claim": "The bridge opened in 1932.", "source_text": "The bridge opened in 1932.",
       "label": "Supported"}


def call(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def log(tmp_path) -> Path:
    from fakes import make_report

    from reviewer.review.store import Action, Database

    path = tmp_path / "log.db"
    db = Database(path)
    report = make_report(3)
    db.save_snapshot(report)
    r = report.claims[0]
    db.record(reviewer="ana", note_sha256=report.note_sha256, claim_id=r.claim.id, claim_text=r.claim.text,
              action=Action.SET_LABEL, payload={"label": "supported"}, machine_verdict=r.verdict.value)
    db.close()
    return path


@pytest.mark.parametrize("what", ["gold", "note", "decisions"])
@pytest.mark.parametrize("suffix", ["", "-wal"])
def test_export_out_refuses_the_decision_log(log, what, suffix):
    before = _digest(log)
    code, out, err = call("export", what, "--db", str(log), "--out", f"{log}{suffix}")
    assert code == 2
    assert err.count("\n") == 1 and "--out" in err and "decision log" in err
    assert _digest(log) == before
    code, out, err = call("export", "gold", "--db", str(log))
    assert code == 0 and json.loads(out.splitlines()[0])["label"] == "Supported"


def test_bench_html_refuses_the_corpus(tmp_path):
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(json.dumps(ROW) + "\n", encoding="utf-8")
    before = _digest(corpus)
    code, out, err = call("bench", str(corpus), "--html", str(corpus))
    assert code == 2 and err.count("\n") == 1 and "--html" in err
    assert _digest(corpus) == before


def test_elicit_out_refuses_the_questions(tmp_path):
    questions = tmp_path / "q.jsonl"
    questions.write_text(json.dumps({"id": "q1", "question": "Why?"}) + "\n", encoding="utf-8")
    before = _digest(questions)
    code, out, err = call("elicit", str(questions), "--out", str(questions), "--llm-base-url",
                          "http://127.0.0.1:9", "--llm-model", "m")
    assert code == 2 and err.count("\n") == 1 and "--out" in err
    assert _digest(questions) == before


@pytest.mark.parametrize("what", ["gold", "decisions"])
def test_export_from_a_file_that_is_no_log_writes_nothing_into_it(tmp_path, what):
    empty = tmp_path / "note.md"
    empty.write_bytes(b"")
    other = tmp_path / "other.db"
    conn = sqlite3.connect(other)
    conn.executescript("CREATE TABLE x (a); INSERT INTO x VALUES (1);")
    conn.close()
    for path in (empty, other):
        before = _digest(path)
        code, out, err = call("export", what, "--db", str(path))
        assert code == 0, err
        assert len(out.strip().splitlines()) <= 1  # nothing, or the CSV header
        assert "holds no decision log" in err
        assert _digest(path) == before, f"{path.name} was written to"
        assert not Path(f"{path}-wal").exists()


def test_the_decisions_csv_never_opens_a_cell_with_a_formula(tmp_path):
    """An editor name typed as '=HYPERLINK(…)' was written as a live spreadsheet formula."""
    import csv

    from fakes import make_report

    from reviewer.review.store import Action, Database

    db = Database(tmp_path / "log.db")
    report = make_report(3)
    db.save_snapshot(report)
    r = report.claims[0]
    for name in ('=HYPERLINK("http://evil.example","x")', "+1", "@SUM(A1)", "ana"):
        db.record(reviewer=name, note_sha256=report.note_sha256, claim_id=r.claim.id, claim_text=r.claim.text,
                  action=Action.COMMENT, payload={"comment": "=1+1"}, machine_verdict=r.verdict.value)
    db.close()
    code, out, err = call("export", "decisions", "--db", str(tmp_path / "log.db"))
    assert code == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [row["reviewer"] for row in rows] == ["'=HYPERLINK(\"http://evil.example\",\"x\")", "'+1", "'@SUM(A1)", "ana"]
    assert all(not cell[:1] in "=+-@" for row in rows for cell in row.values() if cell)
    assert json.loads(rows[0]["payload"])["comment"] == "=1+1"  # inside the payload's JSON, untouched
