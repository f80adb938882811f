"""Repairs of a claim that is a Markdown table row keep the table's shape. A ``drop`` removes the
row, never just the text of its cells: what was left ("| |") was a row of one cell in a table of
two columns; a drop is offered when the rows are padded (aligned tables); and a restatement that
would merge the row's cells into one sentence is withheld."""

from __future__ import annotations

import io

import pytest

from reviewer.config import Config
from reviewer.model import Claim, ClaimResult, Grounding, Repair, RepairKind, Source, Verdict
from reviewer.repair import safety
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


ALIGNED = ("# Ferry facts\n\n| Item       | Detail                                            |\n"
           "|------------|---------------------------------------------------|\n"
           "| Passengers | The ferry carried 212 passengers on the night [1]. |\n"
           "| Crew       | The crew numbered nine [1].                       |\n\nThe ferry sank in 1994 [1].\n")
YEAR = ("# T\n\nThe plant made 120 tonnes in 2020 [1].\n\n| a | b |\n|---|---|\n"
        "| x | The plant made 120 tonnes in 2021 [1]. |\n")


def _repairs(note: str, source: Source) -> list[tuple[str, str]]:
    with build_runtime(Config(offline=True), fetch=False) as runtime:
        report = verify(note, {"1": source}, runtime=runtime)
    result = next(r for r in report.claims if r.verdict is Verdict.NOT_SUPPORTED)
    return [(r.kind.value, note[:r.start] + r.replacement + note[r.end:]) for r in result.repairs]


def test_a_drop_is_offered_for_a_row_of_an_aligned_table():
    """The next row's padding ("| Crew       |") read as a doubled blank the drop left, so the
    drop of the longest row was withheld."""
    repairs = dict(_repairs(ALIGNED, SOURCE))
    assert repairs["drop"] == ALIGNED.replace(
        "| Passengers | The ferry carried 212 passengers on the night [1]. |\n", "")


def test_no_repair_merges_a_table_rows_cells():
    """The claim restated as the source's sentence replaced 'x | The plant …' whole: '| The plant
    made 120 tonnes in 2020 [1]. |', a row of one cell. The figure's correction stays."""
    repairs = _repairs(YEAR, Source("1", "The plant made 120 tonnes in 2020."))
    assert repairs == [("requote", YEAR.replace("2021", "2020")),
                       ("drop", YEAR.replace("| x | The plant made 120 tonnes in 2021 [1]. |\n", ""))]
    assert all(_rows(note) == [2, 2, 2] or _rows(note) == [2, 2] for _, note in repairs)


@pytest.mark.parametrize("old, new, why", [
    ("x | The plant made 120 tonnes in 2021 [1].", "The plant made 120 tonnes in 2020 [1].",
     "table cells lost or added"),
    ("2021", "2020", ""),
    ("x", "x | y", "table cells lost or added"),
    ("x", r"x \| y", ""),  # an escaped pipe is text, not a border
])
def test_a_repair_that_changes_a_rows_cells_is_malformed(old, new, why):
    claim = _claim(YEAR, "x | The plant made 120 tonnes in 2021 [1].")
    result = ClaimResult(Claim("c1", claim.text, claim.start, claim.end, ()), Verdict.NOT_SUPPORTED,
                         Grounding.LOCATED)
    start = YEAR.index(old, claim.start)
    assert safety.malformed(YEAR, result, Repair("r1", RepairKind.REQUOTE, "c1", start, start + len(old), new)) == why
