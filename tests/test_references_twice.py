"""A References list that gives one label to several entries (Markdown's lazy numbering, every
entry typed "1.") used to read the first entry for ``[1]`` without a word, and ``[2]`` dangled
with "no source for '2'" although the rendered list shows a 2. Now one warning names the label and
the lines (text, Markdown and JSON output; the app's sidebar shows the report's warnings)."""

from __future__ import annotations

import io
import json

from reviewer.cli import main
from reviewer.note.citations import parse_references

LAZY = ("The ferry left at 9 pm [1]. The ferry had 3 decks [2].\n\n## References\n\n"
        "1. https://example.org/a\n1. https://example.org/b\n")


def _check(path, *flags):
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(path), "--offline", *flags], out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def test_a_list_numbered_one_one_is_named_once(tmp_path):
    (tmp_path / "note.md").write_text(LAZY, encoding="utf-8")
    code, out, err = _check(tmp_path / "note.md")
    assert code == 1 and not err  # [2] still dangles
    said = "the References list gives one label to several entries: '1' on lines 5 and 6"
    assert [line for line in out.splitlines() if said in line] == [
        (f"  warning: {said}; a marker reads the first of them; number the entries as they are cited "
         "(1., 2., 3., …: Markdown shows a list of '1.' as 1, 2, 3, but the note still says 1)")], out
    _, md, _ = _check(tmp_path / "note.md", "--markdown")
    assert md.count("the References list gives one label") == 1, md
    data = json.loads(_check(tmp_path / "note.md", "--json")[1])
    inputs = [w for w in data["warnings"] if "could not be checked (source unavailable)" not in w]
    assert [w for w in inputs if said in w] == inputs and len(inputs) == 1, data["warnings"]


def test_a_list_numbered_in_order_says_nothing(tmp_path):
    (tmp_path / "note.md").write_text(LAZY.replace("1. https://example.org/b", "2. https://example.org/b"),
                                      encoding="utf-8")
    code, out, _ = _check(tmp_path / "note.md")
    assert code == 0 and "References list" not in out, out


def test_an_author_year_label_twice_is_named_without_the_numbering_advice():
    note = ("Rates fell (Doe 2023).\n\n## References\n\n- Doe, J. (2023). Rates. Journal A.\n"
            "- Doe, J. (2023). Rents. Journal B.\n")
    from reviewer.note.keys import twice_listed

    line = twice_listed(note, parse_references(note).entries)
    assert line is not None and "'Doe 2023' on lines 5 and 6" in line and "number the entries" not in line
