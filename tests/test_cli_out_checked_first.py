"""An output path that cannot be written is refused before the work starts: 'check --out' into
a missing folder ran the whole check (a minute on a big note), then printed 'cannot write …'
and exited 2 without the report; 'bench --html' likewise after scoring every row."""

from __future__ import annotations

import io
import json

import pytest

from reviewer.cli import main


def _call(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    return main(list(argv), out=out, err=err), out.getvalue(), err.getvalue()


def _never(*_a, **_k):
    raise AssertionError("the work ran before the output path was checked")


@pytest.fixture
def inputs(tmp_path, monkeypatch):
    (tmp_path / "note.md").write_text("The sky is blue [1].\n", encoding="utf-8")
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "1.txt").write_text("The sky is blue.", encoding="utf-8")
    (tmp_path / "c.jsonl").write_text(json.dumps({"id": "1", "claim": "The sky is blue.",
                                                  "source_text": "The sky is blue.", "label": "Supported"}) + "\n")
    (tmp_path / "afile").write_text("x")
    import importlib

    import reviewer.bench

    monkeypatch.setattr(importlib.import_module("reviewer.verify"), "verify", _never)
    monkeypatch.setattr(importlib.import_module("reviewer.bench.run"), "run_bench", _never)
    monkeypatch.setattr(reviewer.bench, "run_bench", _never, raising=False)
    return tmp_path


@pytest.mark.parametrize("target, said", [
    ("missing/x.out", "no such folder"),
    ("afile/x.out", "is a file, not a folder"),
    (".", "is a folder"),
])
@pytest.mark.parametrize("command", ["check", "bench"])
def test_an_unwritable_output_is_refused_before_the_work(inputs, target, said, command):
    path = str(inputs / target)
    argv = (["check", str(inputs), "--offline", "--out", path] if command == "check"
            else ["bench", str(inputs / "c.jsonl"), "--html", path])
    code, out, err = _call(*argv)
    assert code == 2 and out == "" and err.count("\n") == 1, (code, out, err)
    assert err.startswith("reviewer: error: cannot write") and said in err, err
