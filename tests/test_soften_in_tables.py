"""A hedge for a claim that is a Markdown table row goes into the cell that says the claim, not
in front of the row: "| Ostend | The crew reported a fault … |" was softened to "| We assess
that ostend | The crew …" (the hedge in the port's cell, the port's name lower-cased). When no
cell stands out as the claim's (two cells as wordy), no soften is offered."""

from __future__ import annotations

import pytest

from reviewer.config import Config
from reviewer.model import RepairKind, Source
from reviewer.repair import suggest_repairs
from reviewer.repair.edits import soften_edit
from reviewer.runtime import build_runtime
from reviewer.verify import verify

HEAD = "| Port | Finding |\n|---|---|\n"


def _claims(note: str, sources=None):
    return [r.claim for r in verify(note, sources or {}, Config(repair=False)).claims]


@pytest.mark.parametrize("row, hedged", [
    ("| Ostend | The crew reported a fault in the bow door. |", "| Ostend | We assess that the crew reported"),
    ("| The crew reported a fault in the bow door | Ostend |", "| We assess that the crew reported"),
    ("| Dover [1] | The ferry left the harbour late. |", "| Dover [1] | We assess that the ferry left"),
    ("| Ostend | Fog \\| rain delayed the crew all week. |", "| Ostend | We assess that fog \\| rain"),
    ("| Fog delayed the crew | Rain delayed the ship |", None),  # no cell is the claim's: withheld
])
def test_the_hedge_goes_into_the_claims_own_cell(row, hedged):
    note = HEAD + row + "\n"
    claims = [c for c in _claims(note, {"1": Source("1", "Dover is a port.")}) if "|" in c.text]
    assert len(claims) == 1, claims
    edit = soften_edit(note, claims[0], "none")
    if hedged is None:
        assert edit is None
        return
    start, end, text = edit
    line = note[:start] + text + note[end:]
    assert hedged in line, line
    assert line.count("|") == note.count("|")


def test_outside_a_table_the_hedge_still_opens_the_claim():
    note = "The crew reported a fault in the bow door.\n"
    start, end, text = soften_edit(note, _claims(note)[0], "none")
    assert (start, note[start:end], text) == (0, "The", "We assess that the")


def test_no_suggested_soften_edits_a_rows_first_cell():
    note = ("# Ports\n\n" + HEAD + "| Dover | The ferry left the harbour late because of fog [1]. |\n"
            "| Ostend | The crew reported a fault in the bow door. |\n")
    sources = {"1": Source("1", "The ferry left the harbour late because of fog.")}
    results = list(verify(note, sources, Config(repair=False)).claims)
    with build_runtime(Config(), fetch=False) as runtime:
        suggested = suggest_repairs(results, note, sources, runtime.panel)
    softens = [r for reps in suggested.values() for r in reps if r.kind is RepairKind.SOFTEN]
    assert softens, suggested
    for r in softens:
        cell = note.index("The crew")
        assert r.start == cell and r.replacement == "We assess that the", r
