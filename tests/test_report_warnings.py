"""The JSON report says when judge votes could not be cast (an unreachable model endpoint):
the text and Markdown outputs said so, the JSON report was silent (a new user's trial)."""

from __future__ import annotations

import io
import json

import httpx

from reviewer.cli import main
from reviewer.config import Config, LLMConfig
from reviewer.model import Source, Verdict
from reviewer.report import to_dict, to_markdown, to_text
from reviewer.runtime import build_runtime
from reviewer.verify import verify


def _report_with_a_dead_model():
    def down(request):
        raise httpx.ConnectError("connection refused", request=request)

    client = httpx.Client(transport=httpx.MockTransport(down))
    config = Config(judges=("lexical",), repair=False,
                    llm=LLMConfig(base_url="http://llm.test/v1", model="m1", retries=0))
    note = "Rivers flood every spring in the valley [cite:g1]. The dam was finished in 1961 [cite:g1]."
    source = Source("g1", "Rivers flood every spring in the valley. The dam was finished in 1961.")
    return verify(note, {"g1": source}, runtime=build_runtime(config, model_http=client, fetch=False))


def test_json_report_warns_when_judge_votes_could_not_be_cast():
    report = _report_with_a_dead_model()
    assert all(r.verdict is Verdict.SUPPORTED for r in report.claims)
    data = to_dict(report)
    warnings = data.get("warnings") or []
    assert len(warnings) == 1, warnings
    line = warnings[0]
    assert "could not be cast" in line and "llm:m1" in line and "on 2 claims" in line
    assert "\n" not in line
    json.dumps(data)
    # the same line in the text and Markdown outputs
    assert f"warning: {line}" in to_text(report)
    assert "could not be cast" in to_markdown(report)


def test_json_report_has_no_warnings_key_when_every_judge_voted():
    config = Config(judges=("lexical",), repair=False)
    report = verify("Rivers flood every spring in the valley [cite:g1].",
                    {"g1": Source("g1", "Rivers flood every spring in the valley.")},
                    runtime=build_runtime(config, fetch=False))
    assert "warnings" not in to_dict(report)


def test_check_json_keeps_input_warnings_and_adds_the_vote_warning(tmp_path):
    (tmp_path / "note.md").write_text("Rivers flood every spring in the valley [1].\n", encoding="utf-8")
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "1.txt").write_text("Rivers flood every spring in the valley.", encoding="utf-8")
    (tmp_path / "sources" / "1.md").write_text("Rivers flood every spring in the valley.", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(tmp_path), "--json", "--no-repair", "--offline", "--llm-base-url",
                 "http://127.0.0.1:9", "--llm-model", "m1", "--llm-timeout", "1"],
                out, err)
    assert code == 0, err.getvalue()
    warnings = json.loads(out.getvalue())["warnings"]
    assert any("named by 2 files" in w for w in warnings)
    assert any("could not be cast" in w and "llm:m1" in w for w in warnings)


def _check_json(tmp_path, note, *flags):
    (tmp_path / "note.md").write_text(note, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(tmp_path), "--offline", "--no-repair", *flags], out, err)
    return code, out.getvalue(), err.getvalue()


def test_json_report_warns_when_cited_claims_could_not_be_checked(tmp_path):
    """The text output said "N cited claims could not be checked"; the JSON report did not."""
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "1.txt").write_text("Rivers flood every spring in the valley.", encoding="utf-8")
    note = ("Rivers flood every spring in the valley [1]. Sea level rose by 20 cm in a century [2]. "
            "The dam was finished in 1961 [2].\n\n## References\n\n2. https://example.invalid/paper\n")
    code, out, err = _check_json(tmp_path, note, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert [c["verdict"] for c in data["claims"]] == ["supported", "source_unavailable", "source_unavailable"]
    said = [w for w in data["warnings"] if "could not be checked" in w]
    assert len(said) == 1 and "\n" not in said[0], data["warnings"]
    assert said[0].startswith("2 cited claims could not be checked (source unavailable), e.g. c2: ")
    assert not said[0].startswith("warning:")  # the JSON list holds the lines, as for the other warnings
    _, text, _ = _check_json(tmp_path, note)
    assert f"warning: {said[0]}" in text  # the very line the text output prints
    assert set(data) >= {"schema", "note", "ok", "claims", "dangling", "coverage", "summary"}
    assert data["schema"] == "reviewer.report/1" and all(isinstance(w, str) for w in data["warnings"])


def test_json_report_has_no_unchecked_warning_when_every_source_was_read(tmp_path):
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "1.txt").write_text("Rivers flood every spring in the valley.", encoding="utf-8")
    code, out, err = _check_json(tmp_path, "Rivers flood every spring in the valley [1].\n", "--json")
    assert code == 0, err
    assert "warnings" not in json.loads(out)
