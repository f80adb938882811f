"""An empty ledger marker ('[cite:]', '[cite: ]': a placeholder never filled) is a dangling
marker, not nothing: the sentence it ends was skipped as a 'fragment' and the note passed the
gate with the placeholder in it (a new user's trial)."""

from __future__ import annotations

import io
import json

import pytest

from reviewer.cli import main
from reviewer.note.citations import find_citations


@pytest.mark.parametrize("marker", ["[cite:]", "[cite: ]", "[CITE:  ]"])
def test_an_empty_marker_is_a_citation_with_no_key(marker):
    (c,) = find_citations(f"The dam was finished in 1961 {marker}.")
    assert c.raw == marker and c.key == ""


def test_a_note_with_an_empty_marker_fails_the_gate(tmp_path):
    note = tmp_path / "note.md"
    note.write_text("The dam was finished in 1961 [cite:].\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["check", str(note), "--json", "--no-repair"], out, err) == 1
    report = json.loads(out.getvalue())
    assert report["dangling"] == [{"raw": "[cite:]", "key": "", "start": 29}]
    assert [c["verdict"] for c in report["claims"]] == ["source_unavailable"]
    out = io.StringIO()
    main(["check", str(note), "--no-repair"], out, io.StringIO())
    assert "dangling marker [cite:] at offset 29: an empty marker names no source" in out.getvalue()


def test_a_marker_with_keys_and_empty_slots_keeps_only_its_keys():
    assert [c.key for c in find_citations("A fact [cite:g1,,g2].")] == ["g1", "g2"]


def test_a_note_without_claims_passes_but_says_nothing_was_checked(tmp_path):
    note = tmp_path / "note.md"
    note.write_text("# Findings\n\nIs the dam old?\n\n## Sources\n\nThe archive, 1961.\n", encoding="utf-8")
    for fmt in ([], ["--markdown"]):
        out = io.StringIO()
        assert main(["check", str(note), *fmt], out, io.StringIO()) == 0  # the gate is the contract's
        assert "no claims found in the note" in out.getvalue()
    out = io.StringIO()
    main(["check", str(note), "--json"], out, io.StringIO())
    assert json.loads(out.getvalue())["claims"] == []
