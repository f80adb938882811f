"""The text report of a big note lists the first flagged claims and dangling markers and says how
many more there are, rather than flooding the terminal with one line per claim (a 5 MB note
printed 80,000 lines); the JSON report still lists every claim."""

from __future__ import annotations

import io
import json

from reviewer.cli import main
from reviewer.report import TEXT_LIST_LIMIT


def _run(tmp_path, *flags: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(tmp_path / "note.md"), "--offline", "--no-repair", *flags], out, err)
    return code, out.getvalue()


def test_a_big_note_lists_a_bounded_number_of_claims(tmp_path):
    n = TEXT_LIST_LIMIT + 40
    note = "\n\n".join(f"The harbour handled {i} tonnes of cargo in week {i} [cite:k{i}]." for i in range(n))
    (tmp_path / "note.md").write_text(note + "\n", encoding="utf-8")
    code, out = _run(tmp_path)
    assert code == 1
    lines = out.splitlines()
    assert sum(1 for ln in lines if ln.startswith("  dangling marker ")) == TEXT_LIST_LIMIT
    assert "  … and 40 more dangling markers (--json lists them all)" in lines
    assert sum(1 for ln in lines if ln.startswith("  ⊘ c")) == TEXT_LIST_LIMIT
    assert "  … and 40 more flagged claims (--json lists them all)" in lines
    code, out = _run(tmp_path, "--json")
    assert len(json.loads(out)["claims"]) == n


def test_a_small_note_lists_everything(tmp_path):
    note = "\n\n".join(f"The harbour handled {i} tonnes in week {i} [cite:k{i}]." for i in range(5))
    (tmp_path / "note.md").write_text(note + "\n", encoding="utf-8")
    _code, out = _run(tmp_path)
    assert "more flagged claims" not in out and "more dangling markers" not in out
    assert sum(1 for ln in out.splitlines() if ln.startswith("  ⊘ c")) == 5
