"""Model-judge settings (file, environment, flags alike), the replay cache, calls in the JSON
report, and claims judged concurrently — against a loopback server (tests/llm_server.py)."""

from __future__ import annotations

import json
import time

import httpx
import pytest

from reviewer.cli import _build_parser, _with_llm_flags
from reviewer.config import Config, ConfigError, LLMConfig, llm_from_env, load_config
from reviewer.errors import UsageError
from reviewer.judges.llm import LLMJudge
from reviewer.llm import ChatClient
from reviewer.model import Source, Verdict
from reviewer.report import to_dict
from reviewer.runtime import build_runtime
from reviewer.verify import verify
from tests.llm_server import LoopbackLLM, Reply, ok

SOURCE = Source("2", "Founded in 1891, the museum holds 40,000 objects. It reopened in 2019 after renovation.")
CLAIM = "The museum, founded in 1891, holds 40,000 objects."
GOOD = '{"verdict": "supported", "quote": "the museum holds 40,000 objects"}'


@pytest.mark.parametrize("var, value, field, expected", [
    ("REVIEWER_LLM_TIMEOUT", "45", "timeout", 45.0),
    ("REVIEWER_LLM_RETRIES", "0", "retries", 0),
    ("REVIEWER_LLM_CONCURRENCY", "8", "concurrency", 8),
    ("REVIEWER_LLM_MAX_TOKENS", "300", "max_tokens", 300),
    ("REVIEWER_LLM_DEADLINE", "90.5", "deadline", 90.5),
    ("REVIEWER_LLM_BUDGET_SECONDS", "600", "budget_seconds", 600.0),
    ("REVIEWER_LLM_BUDGET_CALLS", "50", "budget_calls", 50),
    ("REVIEWER_LLM_MODELS", "a, b", "models", ("a", "b")),
    ("REVIEWER_LLM_JSON_SCHEMA", "0", "json_schema", False),
    ("REVIEWER_LLM_CACHE_PATH", "/tmp/replies", "cache_path", "/tmp/replies"),
    ("REVIEWER_LLM_NLI_URL", "http://h:8080/predict", "nli_url", "http://h:8080/predict"),
])
def test_every_llm_setting_from_the_environment(var, value, field, expected):
    assert getattr(llm_from_env(LLMConfig(), {var: value}), field) == expected
    assert getattr(load_config(None, env={var: value}).llm, field) == expected


@pytest.mark.parametrize("var, value", [("REVIEWER_LLM_TIMEOUT", "soon"), ("REVIEWER_LLM_RETRIES", "1.5"),
                                        ("REVIEWER_LLM_JSON_SCHEMA", "maybe"), ("REVIEWER_LLM_CONCURRENCY", "-2")])
def test_bad_environment_values_name_the_variable(var, value):
    with pytest.raises(ConfigError, match=var):
        llm_from_env(LLMConfig(), {var: value})


def test_file_environment_and_flags_alike(tmp_path):
    path = tmp_path / "c.toml"
    path.write_text('[llm]\nbase_url = "http://file"\nmodel = "f"\ntimeout = 10\nconcurrency = 3\n', encoding="utf-8")
    config = load_config(path, env={"REVIEWER_LLM_MODEL": "env", "REVIEWER_LLM_TIMEOUT": "20"})
    assert (config.llm.base_url, config.llm.model, config.llm.timeout, config.llm.concurrency) == ("http://file", "env", 20.0, 3)
    args = _build_parser().parse_args(["check", "n.md", "--llm-base-url", "http://flag/v1", "--llm-model", "flag",
                                       "--llm-timeout", "30", "--llm-concurrency", "5", "--llm-cache", "d"])
    flagged = _with_llm_flags(config, args).llm
    assert (flagged.base_url, flagged.model, flagged.timeout, flagged.concurrency, flagged.cache_path) == \
        ("http://flag/v1", "flag", 30.0, 5, "d")
    with pytest.raises(UsageError):
        _with_llm_flags(config, _build_parser().parse_args(["check", "n.md", "--llm-concurrency", "0"]))


def test_cpu_server_defaults():
    d = LLMConfig()
    assert d.timeout >= 120 and d.retries <= 1 and d.concurrency <= 2 and d.deadline >= d.timeout


def test_replay_cache_answers_without_the_server(tmp_path):
    with LoopbackLLM() as srv:
        srv.script.append(ok(GOOD))
        cfg = LLMConfig(base_url=srv.base, model="m", retries=0, cache_path=str(tmp_path / "replies"))
        first = LLMJudge(cfg, client=ChatClient(cfg, httpx.Client())).judge(CLAIM, [SOURCE])
        assert first.verdict is Verdict.SUPPORTED and first.calls[0].status == "ok" and len(srv.requests) == 1
    # the server is gone: the same request is answered from the cache, the fingerprint says so
    cfg2 = LLMConfig(base_url="http://127.0.0.1:9", model="m", retries=0, cache_path=str(tmp_path / "replies"))
    again = LLMJudge(cfg2, client=ChatClient(cfg2, httpx.Client())).judge(CLAIM, [SOURCE])
    assert again.verdict is Verdict.SUPPORTED and again.evidence == first.evidence
    assert again.calls[0].status == "replayed" and again.calls[0].prompt_sha256 == first.calls[0].prompt_sha256
    assert again.calls[0].reply_sha256 == first.calls[0].reply_sha256


def test_bad_replies_are_not_cached(tmp_path):
    with LoopbackLLM() as srv:
        srv.script += [ok("no json here"), ok(GOOD)]
        cfg = LLMConfig(base_url=srv.base, model="m", retries=0, cache_path=str(tmp_path / "replies"))
        judge = LLMJudge(cfg, client=ChatClient(cfg, httpx.Client()))
        assert judge.judge(CLAIM, [SOURCE]).verdict is None
        assert judge.judge(CLAIM, [SOURCE]).verdict is Verdict.SUPPORTED and len(srv.requests) == 2


NOTE = "\n\n".join(f"Claim {i}: the museum holds 40,000 objects [2]." for i in range(12))


def test_claims_judged_concurrently_same_results_same_order():
    with LoopbackLLM() as srv:
        srv.default = Reply(200, {"choices": [{"index": 0, "finish_reason": "stop",
                                               "message": {"role": "assistant", "content": GOOD}}]}, delay=0.2)
        sources = {"2": SOURCE}
        serial_cfg = Config(repair=False, llm=LLMConfig(base_url=srv.base, model="m", concurrency=1, retries=0))
        fast_cfg = Config(repair=False, llm=LLMConfig(base_url=srv.base, model="m", concurrency=8, retries=0))
        with build_runtime(serial_cfg, fetch=False) as rt:
            t0 = time.monotonic()
            serial = to_dict(verify(NOTE, sources, runtime=rt))
            t_serial = time.monotonic() - t0
        with build_runtime(fast_cfg, fetch=False) as rt:
            t0 = time.monotonic()
            fast = to_dict(verify(NOTE, sources, runtime=rt))
            t_fast = time.monotonic() - t0
    strip = lambda r: [(c["id"], c["verdict"], [(v["judge"], v["verdict"]) for v in c["votes"]]) for c in r["claims"]]  # noqa: E731
    assert strip(serial) == strip(fast) and len(serial["claims"]) == 12
    assert t_serial >= 12 * 0.2 and t_fast < t_serial / 2, (t_serial, t_fast)


def test_calls_in_the_json_votes():
    with LoopbackLLM() as srv:
        srv.default = ok(GOOD)
        cfg = Config(repair=False, llm=LLMConfig(base_url=srv.base, model="m", retries=0))
        with build_runtime(cfg, fetch=False) as rt:
            report = to_dict(verify("The museum holds 40,000 objects [2].", {"2": SOURCE}, runtime=rt))
    vote = next(v for v in report["claims"][0]["votes"] if v["judge"] == "llm:m")
    (call,) = vote["calls"]
    assert call["model"] == "m" and call["endpoint"] == srv.base + "/v1/chat/completions" and call["status"] == "ok"
    assert len(call["prompt_sha256"]) == 64 and len(call["reply_sha256"]) == 64 and json.loads(call["params"])["model"] == "m"
    offline = [v for v in report["claims"][0]["votes"] if not v["judge"].startswith("llm:")]
    assert offline and all("calls" not in v for v in offline)
