"""Pandoc citations (`[@doe2023]`, `[see @doe2023, p. 4; @roe2021]`) are citation markers: their
keys name bundle sources or ledger entries as `[cite:…]` keys do (kind `ledger`). They were not
read at all, so every sentence a Pandoc note cited read as uncited and the note failed the gate."""

from __future__ import annotations

import io
import json

import pytest

from reviewer.model import CitationKind
from reviewer.note.citations import find_citations


@pytest.mark.parametrize(("text", "keys"), [
    ("The port opened in 1999 [@doe2023].", ["doe2023"]),
    ("The port opened in 1999 [see @doe2023, p. 4; @roe_2021].", ["doe2023", "roe_2021"]),
    ("The port opened in 1999 [-@doe2023].", ["doe2023"]),
    ("The port opened in 1999 [@Doe:2023a].", ["Doe:2023a"]),
])
def test_pandoc_markers_are_read(text, keys):
    found = find_citations(text)
    assert [c.key for c in found] == keys
    assert {c.kind for c in found} == {CitationKind.LEDGER}
    assert all(text[c.start:c.end] == c.raw and c.raw.startswith("[") and c.raw.endswith("]") for c in found)


@pytest.mark.parametrize("text", [
    "Write to [bob@example.org] for a copy.",
    "The handle [not @ a key] is text.",
    "Mail me (bob@example.org) today.",
    "Ask [@jdoe](https://example.org/jdoe) for it.",
])
def test_an_address_is_no_pandoc_marker(text):
    assert find_citations(text) == [] or all(c.kind is not CitationKind.LEDGER for c in find_citations(text))


def test_a_pandoc_note_is_checked_against_its_sources(tmp_path):
    (tmp_path / "sources").mkdir()
    (tmp_path / "note.md").write_text("The port opened in 1999 [@doe2023].\n\nExports grew by 4% in 2022 "
                                      "[@stats].\n", encoding="utf-8")
    (tmp_path / "sources" / "doe2023.txt").write_text("The port opened in 1999.", encoding="utf-8")
    (tmp_path / "ledger.json").write_text('{"stats": "Exports grew by 4% in 2022."}', encoding="utf-8")
    from reviewer.cli import main

    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(tmp_path), "--offline", "--json"], out, err)
    report = json.loads(out.getvalue())
    assert [c["verdict"] for c in report["claims"]] == ["supported", "supported"]
    assert code == 0, err.getvalue()
