"""Every subcommand's --help says what its arguments are and its exit codes; export --note takes
the sha256 prefix the app and the gold export show (a new user's trial: the 12 characters of a
gold row's id were 'no checked note')."""

from __future__ import annotations

import io
import json

import pytest
from fakes import make_report

from reviewer.cli import main
from reviewer.review.store import Action, Database


def call(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("command", ["check", "bench", "elicit", "export"])
def test_every_subcommand_help_gives_its_exit_codes(command, capsys):
    code = main([command, "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert code == 0 and "exit codes:" in out and "2 bad input or usage" in out


def _help(command: str, capsys) -> str:
    assert main([command, "--help"]) == 0
    return " ".join(capsys.readouterr().out.split())


def test_help_names_what_each_argument_is(capsys):
    export_help, app_help, bench_help = (_help(c, capsys) for c in ("export", "app", "bench"))
    assert "gold: the editors' labels" in export_help and "prefix" in export_help
    assert "the port to serve on" in app_help and "SIGTERM" in app_help
    assert "lexical, evidence, learned" in bench_help


@pytest.fixture
def log(tmp_path):
    db = Database(tmp_path / "log.db")
    reports = [make_report(3), make_report(3, path="other.md", hostile=True)]
    for report in reports:
        db.save_snapshot(report)
        r = report.claims[0]
        db.record(reviewer="ana", note_sha256=report.note_sha256, claim_id=r.claim.id, claim_text=r.claim.text,
                  action=Action.SET_LABEL, payload={"label": "supported"}, machine_verdict=r.verdict.value)
    db.close()
    return tmp_path / "log.db", reports


def test_export_note_takes_the_sha256_prefix_shown_in_the_gold_export(log):
    path, (first, second) = log
    code, out, err = call("export", "gold", "--db", str(path), "--note", first.note_sha256)
    row = json.loads(out.splitlines()[0])
    prefix = row["id"].split(":")[0]  # the 12 characters the gold rows carry
    assert len(prefix) == 12
    for what in ("gold", "note", "decisions"):
        whole = call("export", what, "--db", str(path), "--note", first.note_sha256)
        short = call("export", what, "--db", str(path), "--note", prefix)
        assert short[0] == 0, short[2]
        assert short[1] == whole[1] and short[1]
    assert call("export", "note", "--db", str(path), "--note", prefix[:8].upper())[1] == whole_note(path, first)


def whole_note(path, report) -> str:
    return call("export", "note", "--db", str(path), "--note", report.note_sha256)[1]


def test_a_prefix_two_notes_share_is_a_usage_error(tmp_path):
    import dataclasses

    first = make_report(3)
    twin = dataclasses.replace(make_report(3, path="twin.md", hostile=True),
                               note_sha256=first.note_sha256[:12] + "0" * 52)
    db = Database(tmp_path / "log.db")
    db.save_snapshot(first)
    db.save_snapshot(twin)
    db.close()
    code, out, err = call("export", "gold", "--db", str(tmp_path / "log.db"), "--note", first.note_sha256[:12])
    assert code == 2 and "2 checked notes" in err and err.count("\n") == 1
    code, out, err = call("export", "note", "--db", str(tmp_path / "log.db"), "--note", first.note_sha256[:13])
    assert code == 0, err


def test_an_unknown_note_is_still_a_one_line_error(log):
    path, _ = log
    code, out, err = call("export", "gold", "--db", str(path), "--note", "zzzz")
    assert code == 2 and "no checked note zzzz" in err and err.count("\n") == 1


@pytest.mark.parametrize("what", ["gold", "note", "decisions"])
def test_an_unknown_note_is_an_error_for_every_export(log, tmp_path, what):
    """'export decisions --note zzzz' wrote a CSV header alone and exited 0: a mistyped hash
    gave an empty export where gold and note said 'no checked note'."""
    path, _ = log
    code, out, err = call("export", what, "--db", str(path), "--note", "zzzz")
    assert code == 2 and out == "" and err.count("\n") == 1, (code, out, err)
    assert "zzzz" in err and "no" in err and "note" in err
    target = tmp_path / f"out.{what}"
    code, out, err = call("export", what, "--db", str(path), "--note", "zzzz", "--out", str(target))
    assert code == 2 and not target.exists(), err


@pytest.mark.parametrize("make, said", [
    (lambda p: p.mkdir(), "is a folder, not a decision log file"),
    (lambda p: None, "decision log not found"),
])
def test_a_db_that_is_not_a_file_says_what_it_is(tmp_path, make, said):
    """'--db data/' said 'decision log not found: data/' for a folder that is there."""
    make(tmp_path / "logs")
    code, out, err = call("export", "gold", "--db", str(tmp_path / "logs"))
    assert code == 2 and out == "" and err.count("\n") == 1 and said in err, err
