"""`--llm-cache` naming a file (not a folder) is a one-line usage error (exit 2) that says so; it
was "reviewer: internal error: FileExistsError: [Errno 17] File exists"."""

from __future__ import annotations

import io

import pytest

from reviewer.errors import ConfigError
from reviewer.llm.cache import ReplyCache


def test_the_command_says_the_cache_is_a_file(tmp_path):
    (tmp_path / "note.md").write_text("The mine employs 1,200 workers [cite:g1].\n", encoding="utf-8")
    (tmp_path / "ledger.json").write_text('{"g1": "The mine employs 1,200 workers."}', encoding="utf-8")
    not_a_folder = tmp_path / "replies.txt"
    not_a_folder.write_text("x", encoding="utf-8")
    from reviewer.cli import main

    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(tmp_path), "--offline", "--llm-base-url", "http://127.0.0.1:9", "--llm-model", "m",
                 "--llm-cache", str(not_a_folder)], out, err)
    assert code == 2
    line = err.getvalue()
    assert "internal error" not in line and line.count("\n") == 1
    assert "replies.txt" in line and "not a folder" in line, line
    assert not_a_folder.read_text(encoding="utf-8") == "x"


def test_a_folder_that_cannot_be_made(tmp_path):
    (tmp_path / "file").write_text("x", encoding="utf-8")
    with pytest.raises(ConfigError, match="cannot be used"):
        ReplyCache(tmp_path / "file" / "inside")
