"""The NLI judge against a loopback text-classification server (TEI ``/predict`` shape)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reviewer.config import Config, LLMConfig
from reviewer.judges import make_judge
from reviewer.judges.nli import NLIJudge, predict_url, windows
from reviewer.model import ConflictKind, Source, Verdict
from reviewer.panel import build_panel
from tests.llm_server import LoopbackLLM, Reply

SOURCE = Source("2", "Founded in 1891, the museum holds 40,000 objects. It reopened in 2019 after renovation.")
CLAIM = "The museum holds 40,000 objects."


def labels(e, n, c, style="words"):
    names = ("entailment", "neutral", "contradiction") if style == "words" else ("LABEL_2", "LABEL_1", "LABEL_0")
    return [{"label": names[0], "score": e}, {"label": names[1], "score": n}, {"label": names[2], "score": c}]


def judge_for(srv, **kw):
    return NLIJudge(LLMConfig(nli_url=srv.base, timeout=kw.pop("timeout", 5.0), **kw))


@pytest.mark.parametrize("style", ["words", "mnli"])
def test_entailed_claim_is_supported_with_its_window(style):
    with LoopbackLLM() as srv:
        srv.script.append(Reply(200, [labels(0.93, 0.05, 0.02, style)]))
        vote = judge_for(srv).judge(CLAIM, [SOURCE])
        body = srv.requests[0]["body"]
        assert srv.requests[0]["path"] == "/predict" and body["inputs"] == [[SOURCE.text, CLAIM]]
    assert vote.verdict is Verdict.SUPPORTED and vote.judge == "nli" and vote.evidence.start == 0


def test_contradiction_feeds_the_panel_veto():
    with LoopbackLLM() as srv:
        srv.default = Reply(200, [labels(0.03, 0.07, 0.90)])
        cfg = Config(judges=("lexical", "nli"), contradiction=False, llm=LLMConfig(nli_url=srv.base))
        panel = build_panel(cfg)
        nli = next(j for j in panel.judges if j.name == "nli")
        vote = nli.judge(CLAIM, [SOURCE])
        assert vote.verdict is Verdict.NOT_SUPPORTED and vote.conflicts[0].kind is ConflictKind.MODEL
        assert vote.conflicts[0].source_text == SOURCE.text
        # lexical alone says supported; the NLI contradiction vetoes it
        decision = panel.decide(CLAIM, [SOURCE])
        panel.close()
    assert decision.verdict is Verdict.NOT_SUPPORTED
    assert any(v.judge == "contradiction" and v.conflicts for v in decision.votes)


def test_neutral_is_not_supported_without_conflict():
    with LoopbackLLM() as srv:
        srv.script.append(Reply(200, [labels(0.2, 0.7, 0.1)]))
        vote = judge_for(srv).judge(CLAIM, [SOURCE])
    assert vote.verdict is Verdict.NOT_SUPPORTED and not vote.conflicts


@pytest.mark.parametrize("reply, needle", [
    (Reply(200, "<html>oops</html>", headers={"Content-Type": "text/html"}), "not JSON"),
    (Reply(200, b""), "not JSON"),
    (Reply(500, "upstream error"), "HTTP 500"),
    (Reply(200, [[{"label": "yes", "score": 0.9}]]), "lacks entailment"),
    (Reply(200, [[{"label": "entailment", "score": 7}, {"label": "contradiction", "score": 0}]]), "bad score"),
    (Reply(200, {"error": "x"}), "expected 1 results"),
    (Reply(200, [], delay=2.0), "timed out"),
    (Reply(200, b"", drop=True), "cannot reach"),
])
def test_bad_replies_are_error_votes(reply, needle):
    with LoopbackLLM() as srv:
        srv.script.append(reply)
        vote = judge_for(srv, timeout=0.5).judge(CLAIM, [SOURCE])
    assert vote.verdict is None and needle in vote.error


def test_nli_needs_an_endpoint():
    from reviewer.errors import UnknownJudgeError

    with pytest.raises(UnknownJudgeError, match="nli_url"):
        make_judge("nli", Config())
    assert predict_url("http://h:8080/") == "http://h:8080/predict"


@given(st.text(max_size=5000))
def test_windows_cover_the_text(text):
    spans = windows(text)
    assert all(0 <= a < b <= len(text) for a, b in spans)
    covered = set()
    for a, b in spans:
        covered.update(range(a, b))
    assert len(covered) == len(text)
