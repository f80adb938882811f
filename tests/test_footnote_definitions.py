"""Markdown footnotes (`… in 1999.[^1]` and, at the foot of the note, `[^1]: Port history,
https://…`) are the note's own reference entries, whether or not a References heading sits
above them: a definition is never a claim (it was flagged "uncited", so a well-cited note
failed the gate), its address is no citation of the note, and a `[^1]` marker with no bundle
source reads that definition, as it reads a References entry."""

from __future__ import annotations

import io
import json
from pathlib import Path

from reviewer.cli import main
from reviewer.note.citations import parse_references

NOTE = """# Findings

The port opened in 1999.[^1] Exports grew by 4% in 2022.[^2]

[^1]: Port history, https://example.org/history
[^2]: Harbour statistics 2023.
"""


def _check(folder: Path, *flags: str) -> tuple[int, dict]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(folder), "--offline", "--json", *flags], out, err)
    return code, json.loads(out.getvalue())


def _bundle(tmp_path: Path, note: str, sources: dict[str, str]) -> Path:
    (tmp_path / "sources").mkdir()
    (tmp_path / "note.md").write_text(note, encoding="utf-8")
    for name, text in sources.items():
        (tmp_path / "sources" / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_footnote_definitions_are_no_claims(tmp_path):
    bundle = _bundle(tmp_path, NOTE, {"1.txt": "The port opened in 1999.", "2.txt": "Exports grew by 4% in 2022."})
    code, report = _check(bundle)
    assert [(c["text"], c["verdict"]) for c in report["claims"]] == [
        ("The port opened in 1999.[^1]", "supported"), ("Exports grew by 4% in 2022.[^2]", "supported")]
    assert code == 0
    assert any(s["rule"] == "footnote" and s["text"].startswith("[^1]:") for s in report["skipped"])
    assert report["dangling"] == []


def test_a_footnote_marker_reads_its_definition(tmp_path):
    bundle = _bundle(tmp_path, NOTE, {"2.txt": "Exports grew by 4% in 2022."})
    code, report = _check(bundle)
    first = report["claims"][0]
    assert first["verdict"] == "source_unavailable"  # offline: the footnote's address is not fetched
    assert "offline" in first["reason"]
    assert next(s for s in report["sources"] if s["id"] == "1")["url"] == "https://example.org/history"
    assert code == 0


def test_parse_references_reads_footnotes_without_a_heading():
    refs = parse_references(NOTE)
    assert {r.label: r.url for r in refs.entries} == {"1": "https://example.org/history", "2": None}
    assert refs.span is None
    assert len(refs.footnotes) == 1 and NOTE[slice(*refs.footnotes[0])].startswith("[^1]:")


def test_a_footnote_like_sentence_in_prose_stays_a_claim(tmp_path):
    bundle = _bundle(tmp_path, "The budget rose by 5% [1]. Text [^x]: is not a definition here.\n",
                     {"1.txt": "The budget rose by 5%."})
    _code, report = _check(bundle)
    assert len(report["claims"]) == 2
