"""A key written as the source's file (``[cite:1.txt]``, ``[cite:sources/g3.html]``) dangles, as
every path-like key does, and its line now says which source it nearly named: it said only "no
source for '1.txt'" beside a ``sources/1.txt`` in the bundle."""

from __future__ import annotations

import io

import pytest

from reviewer.cli import main

HINT = "(a key is a source's name without its folder or extension: there is a source '{}')"


def _bundle(tmp_path, marker: str):
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "1.txt").write_text("The ferry left at 9 pm.\n", encoding="utf-8")
    (tmp_path / "sources" / "g3.html").write_text("<p>The ferry had three decks.</p>\n", encoding="utf-8")
    (tmp_path / "note.md").write_text(f"The ferry left at 9 pm {marker}.\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(tmp_path), "--offline"], out=out, err=err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("marker, key, source", [
    ("[cite:1.txt]", "1.txt", "1"), ("[cite:sources/1.txt]", "sources/1.txt", "1"),
    ("[cite:sources/g3.html]", "sources/g3.html", "g3"), ("[cite:g3.HTML]", "g3.HTML", "g3"),
    ("[cite:../1]", "../1", "1"),
])
def test_a_key_written_as_a_file_name_says_which_source_it_names(tmp_path, marker, key, source):
    code, out, err = _bundle(tmp_path, marker)
    assert code == 1 and not err  # still dangling: a key is never a path
    assert f"dangling marker {marker} at offset 23: no source for {key!r} {HINT.format(source)}" in out, out
    assert "[source unavailable]" in out


@pytest.mark.parametrize("marker", ["[cite:1.2]", "[cite:7.txt]", "[cite:g9]"])
def test_no_hint_without_such_a_source(tmp_path, marker):
    _, out, _ = _bundle(tmp_path, marker)
    assert "a key is a source's name" not in out, out
