"""A ``drop`` of a claim that is a Markdown table row removes the row, never just the text of
its cells: what was left ("| |") was a row of one cell in a table of two columns."""

from __future__ import annotations

import io

import pytest

from reviewer.config import Config
from reviewer.model import Claim, RepairKind, Source
from reviewer.repair.edits import drop_span
from reviewer.review.export import export_note
from reviewer.review.store import Action, Database
from reviewer.runtime import build_runtime
from reviewer.verify import verify

TABLE = ("# Ferry facts\n\n| Item | Detail |\n|---|---|\n"
         "| Passengers | The ferry carried 212 passengers on the night [1]. |\n"
         "| Crew | The crew numbered nine [1]. |\n\nThe ferry sank in 1994 [1].\n")
SOURCE = Source("1", "The ferry sank in 1994. The crew numbered nine. It carried 180 passengers.")


def _rows(note: str) -> list[int]:
    """The number of cells written on every table line of the note (a parser would pad a short
    row with empty cells: the text is what the editor gets)."""
    return [len(line.strip().strip("|").split("|")) for line in note.splitlines() if line.startswith("|")]


def _claim(note: str, text: str) -> Claim:
    start = note.index(text)
    return Claim("c1", text, start, start + len(text), ())


@pytest.mark.parametrize("note, claim, left", [
    ("| a | b |\n|---|---|\n| x | It rose [1]. |\n| y | z |\n", "x | It rose [1].", "| a | b |\n|---|---|\n| y | z |\n"),
    ("| a | b |\n|---|---|\n| x | It rose [1]. |", "x | It rose [1].", "| a | b |\n|---|---|\n"),
    ("a | b\n---|---\nx | It rose [1].\ny | z\n", "x | It rose [1].", "a | b\n---|---\ny | z\n"),
    ("> | a | b |\n> |---|---|\n> | x | It rose [1]. |\n", "x | It rose [1].", "> | a | b |\n> |---|---|\n"),
    ("| a | b |\r\n|---|---|\r\n| x | It rose [1]. |\r\n| y | z |\r\n", "x | It rose [1].",
     "| a | b |\r\n|---|---|\r\n| y | z |\r\n"),
    # not a table row: the claim alone goes, as before
    ("Intro. It rose [1]. More.\n", "It rose [1].", "Intro. More.\n"),
])
def test_drop_span_of_a_table_row_is_the_row(note, claim, left):
    start, end = drop_span(note, _claim(note, claim))
    assert note[:start] + note[end:] == left


def test_an_accepted_drop_in_a_table_keeps_the_exported_note_well_formed(tmp_path):
    with build_runtime(Config(offline=True), fetch=False) as runtime:
        report = verify(TABLE, {"1": SOURCE}, runtime=runtime)
    result = next(r for r in report.claims if "212 passengers" in r.claim.text)
    drop = next(r for r in result.repairs if r.kind is RepairKind.DROP)
    db = Database(tmp_path / "log.db")
    try:
        db.save_snapshot(report)
        db.record(reviewer="ana", note_sha256=report.note_sha256, claim_id=result.claim.id,
                  claim_text=result.claim.text, action=Action.ACCEPT_REPAIR, payload={"repair_id": drop.id},
                  machine_verdict=result.verdict.value)
        out = io.StringIO()
        assert export_note(db, out) == 1
    finally:
        db.close()
    repaired = out.getvalue()
    assert "212 passengers" not in repaired and "Passengers" not in repaired
    assert _rows(TABLE) == [2, 2, 2, 2] and _rows(repaired) == [2, 2, 2]
    assert repaired == TABLE.replace("| Passengers | The ferry carried 212 passengers on the night [1]. |\n", "")
