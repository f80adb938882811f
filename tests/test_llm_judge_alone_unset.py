"""`--judge llm` (or `judges = ["llm"]`) with no model endpoint set is a one-line usage error
that says what to set, as `--judge nli` is; it was "reviewer: internal error: ValueError: a
panel needs at least one judge"."""

from __future__ import annotations

import io
import json

import pytest

from reviewer.cli import main


@pytest.fixture(autouse=True)
def _no_endpoint(monkeypatch):
    for name in ("REVIEWER_LLM_BASE_URL", "REVIEWER_LLM_MODEL", "REVIEWER_LLM_MODELS", "REVIEWER_CONFIG"):
        monkeypatch.delenv(name, raising=False)


def _call(*args: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, err.getvalue()


def test_bench_judge_llm_without_an_endpoint(tmp_path):
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(json.dumps({"id": "a", "claim": "The mine employs 1,200 workers.",
                                  "source_text": "The mine employs 1,200 workers.", "label": "Supported"}) + "\n",
                      encoding="utf-8")
    code, err = _call("bench", str(corpus), "--judge", "llm")
    assert code == 2
    assert "internal error" not in err and err.count("\n") == 1
    assert "llm" in err and "--llm-base-url" in err, err


def test_check_with_only_the_llm_judge_and_no_endpoint(tmp_path):
    (tmp_path / "note.md").write_text("The mine employs 1,200 workers [cite:g1].\n", encoding="utf-8")
    (tmp_path / "ledger.json").write_text('{"g1": "The mine employs 1,200 workers."}', encoding="utf-8")
    config = tmp_path / "judge.toml"
    config.write_text('judges = ["llm:3"]\n', encoding="utf-8")
    code, err = _call("check", str(tmp_path), "--offline", "--config", str(config))
    assert code == 2 and "internal error" not in err and "--llm-base-url" in err, err
