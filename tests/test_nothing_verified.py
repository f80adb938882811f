"""A check that verified nothing must not read as a plain pass. The gate is the contract's
(exit 0 when no claim is uncited and no marker dangles, so a note whose cited claims all lack a
source text passes it), but the verdict line says at once that nothing was checked."""

from __future__ import annotations

import io
import json

import pytest

from reviewer.cli import main

SOURCE = "The ferry carried 212 passengers on the night of the accident."


def _run(tmp_path, note: str, sources: dict[str, str | bytes], *flags: str) -> tuple[int, str]:
    (tmp_path / "sources").mkdir(exist_ok=True)
    (tmp_path / "note.md").write_text(note, encoding="utf-8")
    for name, text in sources.items():
        (tmp_path / "sources" / name).write_bytes(text if isinstance(text, bytes) else text.encode())
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(tmp_path), "--offline", "--no-repair", *flags], out=out, err=err)
    return code, out.getvalue()


CASES = [
    ("one claim, its source unreadable", "The ferry carried 212 passengers [1].\n", {"1.docx": "x"}, (), 0,
     "PASS — nothing verified: the cited claim could not be checked (source unavailable)"),
    ("every source out of reach", "The ferry carried 212 passengers [1]. It sank at 2 a.m. [2]. Nine died [3].\n",
     {"1.docx": "x", "2.txt": "", "3.txt": "café".encode("latin-1")}, (), 0,
     "PASS — nothing verified: none of the 3 cited claims could be checked (source unavailable)"),
    ("--strict", "The ferry carried 212 passengers [1].\n", {"1.docx": "x"}, ("--strict",), 1,
     "FAIL — nothing verified: the cited claim could not be checked (source unavailable)"),
    ("an uncited claim beside them", "The ferry carried 212 passengers [1].\n\nIt sank at 2 a.m.\n",
     {"1.docx": "x"}, (), 1, "FAIL — nothing verified: the cited claim could not be checked (source unavailable)"),
    ("its only source is the note itself", "The ferry carried 212 passengers [1]. It sank at 2 a.m. [1].\n",
     {"1.txt": "The ferry carried 212 passengers [1]. It sank at 2 a.m. [1].\n"}, (), 0,
     "PASS — nothing verified: none of the 2 cited claims could be checked (source unavailable)"),
    ("one source checked", "The ferry carried 212 passengers [1]. It sank at 2 a.m. [2].\n",
     {"1.txt": SOURCE, "2.docx": "x"}, (), 0, "PASS"),
    ("no claims at all", "# Notes\n\nWhat happened that night?\n", {}, (), 0,
     "PASS — nothing checked: no claims found in the note"),
]


@pytest.mark.parametrize("case, note, sources, flags, code, headline", CASES, ids=[c[0] for c in CASES])
def test_the_verdict_line_says_when_nothing_was_verified(tmp_path, case, note, sources, flags, code, headline):
    got, out = _run(tmp_path, note, sources, *flags)
    assert got == code, out  # the contract's exit codes are unchanged
    assert out.splitlines()[0] == f"{tmp_path / 'note.md'}: {headline}", out
    got, md = _run(tmp_path, note, sources, "--markdown", *flags)
    word, _, why = headline.partition(": ")
    assert md.splitlines()[2].startswith(f"**{word}**: {why}." if why else f"**{word}** — "), md
    got, js = _run(tmp_path, note, sources, "--json", *flags)
    assert json.loads(js)["ok"] is (code == 0)  # the JSON report's gate, as the contract has it
