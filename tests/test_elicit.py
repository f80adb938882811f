"""``reviewer elicit``: two turns against a loopback model server, the cited answer checked by verify."""

from __future__ import annotations

import io
import json

from reviewer.cli import main
from reviewer.elicit import FOLLOW_UP
from tests.llm_server import LoopbackLLM, Reply, ok

CITED = ("The Eiffel Tower is 330 metres tall [1]. It opened in 1889 [1].\n\n"
         "## References\n\n1. Eiffel Tower facts. https://example.org/eiffel\n")


def run(tmp_path, srv, *extra):
    questions = tmp_path / "q.jsonl"
    questions.write_text('{"id": "q1", "question": "How tall is the Eiffel Tower?"}\n', encoding="utf-8")
    out_path = tmp_path / "a.jsonl"
    out, err = io.StringIO(), io.StringIO()
    code = main(["elicit", str(questions), "--out", str(out_path), "--offline", "--llm-base-url", srv.base,
                 "--llm-model", "m", *extra], out=out, err=err)
    return code, err.getvalue(), [json.loads(line) for line in out_path.read_text(encoding="utf-8").splitlines()]


def test_two_turns_then_the_cited_answer_is_checked(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    with LoopbackLLM() as srv:
        srv.script += [ok("The Eiffel Tower is 330 metres tall and opened in 1889."), ok(CITED)]
        code, err, rows = run(tmp_path, srv)
        follow = srv.requests[1]["body"]["messages"]
    assert code == 0, err
    assert [m["role"] for m in follow] == ["system", "user", "assistant", "user"] and follow[-1]["content"] == FOLLOW_UP
    (row,) = rows
    assert row["id"] == "q1" and row["answer"] == CITED.strip() and len(row["calls"]) == 2
    report = row["report"]
    assert report["schema"] == "reviewer.report/1" and len(report["claims"]) == 2
    # offline: the reference is not fetched, so nothing can be called supported
    assert all(c["verdict"] == "source_unavailable" for c in report["claims"])
    assert all(c["citations"][0]["raw"] == "[1]" for c in report["claims"])


def test_a_failed_turn_is_a_row_with_the_error(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    with LoopbackLLM() as srv:
        srv.default = Reply(404, "no such model")
        code, err, rows = run(tmp_path, srv)
    (row,) = rows
    assert code == 0 and row["answer"] is None and "HTTP 404" in row["error"] and row["calls"][0]["status"] == "error"


def test_elicit_needs_a_model(tmp_path, monkeypatch):
    monkeypatch.delenv("REVIEWER_LLM_BASE_URL", raising=False)
    q = tmp_path / "q.jsonl"
    q.write_text('{"question": "x"}\n', encoding="utf-8")
    err = io.StringIO()
    assert main(["elicit", str(q), "--out", str(tmp_path / "a.jsonl")], out=io.StringIO(), err=err) == 2
    assert "needs a model" in err.getvalue()
