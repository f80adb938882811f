"""Control characters from an untrusted note never reach the terminal: a note holding
'\\x1b]0;pwned\\x07' retitled the terminal window and '\\x1b[31m' recoloured it when its claim
was printed by `reviewer check` (text and Markdown), and a file name holding them did the same
through the one-line error (a new user's trial). They are shown as visible escapes."""

from __future__ import annotations

import io
import json

import pytest

from reviewer.cli import main

HOSTILE = "The dam \x1b[31mwas finished\x1b[0m in 1961 \x1b]0;pwned\x07 and \x9b2J [cite:g9].\n"
CONTROLS = [chr(c) for c in (*range(0x00, 0x09), *range(0x0b, 0x20), *range(0x7f, 0xa0))]


def _controls(text: str) -> list[str]:
    return sorted({c for c in text if c in CONTROLS})


@pytest.mark.parametrize("fmt", [[], ["--markdown"]])
def test_the_report_prints_no_control_character(tmp_path, fmt):
    note = tmp_path / "note.md"
    note.write_text(HOSTILE, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["check", str(note), "--no-repair", *fmt], out, err) == 1
    assert not _controls(out.getvalue()), _controls(out.getvalue())
    assert "was finished" in out.getvalue() and "\\x1b" in out.getvalue()  # shown, visibly


def test_the_json_report_keeps_the_note_text_exactly(tmp_path):
    note = tmp_path / "note.md"
    note.write_text(HOSTILE, encoding="utf-8")
    out = io.StringIO()
    main(["check", str(note), "--no-repair", "--json"], out, io.StringIO())
    report = json.loads(out.getvalue())
    assert report["claims"][0]["text"] == HOSTILE.strip()  # offsets into exactly this text (Contract 3)


def test_an_error_line_prints_no_control_character(tmp_path):
    out, err = io.StringIO(), io.StringIO()
    assert main(["check", str(tmp_path / "x\x1b]0;pwned\x07.md")], out, err) == 2
    assert err.getvalue().count("\n") == 1 and not _controls(err.getvalue()), repr(err.getvalue())
