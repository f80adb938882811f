"""reviewer.llm.ChatClient against a real loopback OpenAI-compatible server."""

from __future__ import annotations

import email.utils
import hashlib
import json
import time
import tracemalloc
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from llm_server import LoopbackLLM, Reply, completion, ok

from reviewer.config import Config, LLMConfig
from reviewer.judges.llm import VERDICT_SCHEMA, LLMJudge
from reviewer.llm import (
    Budget,
    BudgetSpent,
    ChatClient,
    CircuitBreaker,
    CircuitOpen,
    LLMError,
    ModelError,
    chat_client,
    endpoint_url,
    retry_after_seconds,
    start_check,
)
from reviewer.model import Claim, ClaimResult, Grounding, Source, Verdict
from reviewer.repair import LLMSuggester

SOURCE = Source("2", "Founded in 1891, the museum holds 40,000 objects. It reopened in 2019 after renovation.")
CLAIM = "The museum, founded in 1891, holds 40,000 objects."
GOOD = '{"verdict": "supported", "quote": "the museum holds 40,000 objects"}'


@pytest.fixture
def srv():
    with LoopbackLLM() as server:
        yield server


def cfg(srv_or_base, **kw) -> LLMConfig:
    base = srv_or_base if isinstance(srv_or_base, str) else srv_or_base.base + "/v1"
    kw.setdefault("retries", 0)
    kw.setdefault("timeout", 5.0)
    return LLMConfig(base_url=base, model="m", **kw)


def client(config: LLMConfig, **kw) -> ChatClient:
    kw.setdefault("backoff", 0.01)
    return ChatClient(config, httpx.Client(), **kw)


def judge(config: LLMConfig, **kw) -> LLMJudge:
    return LLMJudge(config, client=client(config, **kw))


# ------------------------------------------------------------------ one URL rule


@pytest.mark.parametrize("suffix", ["", "/", "/v1", "/v1/", "/v1/chat/completions"])
def test_judge_and_repair_post_to_the_same_path_with_or_without_v1(srv, suffix):
    config = cfg(srv.base + suffix)
    srv.script += [ok(GOOD), ok('{"repairs": []}')]
    vote = LLMJudge(config, client=httpx.Client()).judge(CLAIM, [SOURCE])
    note = "- Wheat prices rose 12% in 2023.\n"
    result = ClaimResult(Claim("c1", "Wheat prices rose 12% in 2023.", 2, 32), Verdict.UNCITED, Grounding.NOT_APPLICABLE)
    suggester = LLMSuggester(httpx.Client(), config, {"g1": Source("g1", "Wheat prices rose 12% in 2023.")})
    assert suggester([result], note) == {} and suggester.last_error is None
    assert vote.verdict is Verdict.SUPPORTED
    assert [r["path"] for r in srv.requests] == ["/v1/chat/completions", "/v1/chat/completions"]


@pytest.mark.parametrize("base", ["http://h:1", "http://h:1/", "http://h:1/v1", "http://h:1/v1/",
                                  "http://h:1/v1/chat/completions", " http://h:1/v1/chat/completions/ "])
def test_endpoint_url(base):
    assert endpoint_url(base) == "http://h:1/v1/chat/completions"


# ------------------------------------------------------------------ fingerprints, structured output


def test_reply_carries_a_model_call_fingerprint(srv):
    srv.script.append(ok(GOOD))
    vote = judge(cfg(srv)).judge(CLAIM, [SOURCE])
    (call,) = vote.calls
    sent = srv.requests[0]["body"]
    canonical = json.dumps(sent["messages"], sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    assert call.prompt_sha256 == hashlib.sha256(canonical.encode()).hexdigest()
    assert call.reply_sha256 == hashlib.sha256(json.dumps(completion(GOOD)).encode()).hexdigest()
    assert call.model == "m" and call.endpoint == srv.base + "/v1/chat/completions" and call.status == "ok"
    params = json.loads(call.params)
    assert params["temperature"] == 0.0 and params["max_tokens"] == 512 and "messages" not in params
    assert params["response_format"]["type"] == "json_schema"
    assert sent["response_format"]["json_schema"]["schema"] == dict(VERDICT_SCHEMA.schema)
    assert call.latency_ms >= 0


def test_error_votes_carry_the_failed_call(srv):
    srv.script.append(ok("no idea"))
    vote = judge(cfg(srv)).judge(CLAIM, [SOURCE])
    assert vote.verdict is None and len(vote.calls) == 1 and vote.calls[0].status == "error"
    assert vote.calls[0].reply_sha256  # the reply that could not be used is fingerprinted too


def test_server_rejecting_response_format_is_asked_again_without_it_once(srv):
    srv.default = Reply(200, completion(GOOD), when_format=False)  # 400 whenever response_format is sent
    llm = client(cfg(srv))
    one = LLMJudge(cfg(srv), client=llm).judge(CLAIM, [SOURCE])
    two = LLMJudge(cfg(srv), client=llm).judge(CLAIM, [SOURCE])
    assert one.verdict is two.verdict is Verdict.SUPPORTED
    assert ["response_format" in r["body"] for r in srv.requests] == [True, False, False]


# ------------------------------------------------------------------ bad bodies


@pytest.mark.parametrize("reply, error", [
    (Reply(200, "<html><body>Gateway</body></html>", {"Content-Type": "text/html"}), "not a chat completion"),
    (Reply(200, b""), "not a chat completion"),
    (Reply(200, {"choices": []}), "not a chat completion"),
    (Reply(200, {"choices": [{"message": {"content": 42}}]}), "not a chat completion"),
    (Reply(400, "<html>bad request</html>"), "HTTP 400"),
    (Reply(404, "Not Found"), "HTTP 404"),
    (Reply(500, "<html>oops</html>"), "HTTP 500"),
    (ok('{"verdict": "probably", "quote": ""}'), "is not one of"),
    (ok('{"verdict": ["supported"], "quote": ""}'), "does not match the schema"),
    (ok(GOOD, finish="length"), "truncated"),
    (ok(""), "no JSON object"),
])
def test_unusable_replies_are_error_votes(srv, reply, error):
    srv.default = reply  # every request (a 400 is asked again once without response_format)
    vote = judge(cfg(srv)).judge(CLAIM, [SOURCE])
    assert vote.verdict is None and error in vote.error


def test_evidence_not_in_the_source_is_never_located_evidence(srv):
    srv.script += [ok('{"verdict": "supported", "quote": "the museum was built by Roman monks in 1200"}'),
                   ok("the museum was built by Roman monks")]
    vote = judge(cfg(srv)).judge(CLAIM, [SOURCE])
    assert vote.evidence is not None and vote.evidence.start is None and "unverified" in vote.reason
    assert len(vote.calls) == 2  # the verdict and the one repair turn


# ------------------------------------------------------------------ Retry-After, deadlines, size cap


def test_429_retry_after_seconds_is_honoured(srv):
    srv.script += [Reply(429, "slow down", {"Retry-After": "1"}), ok(GOOD)]
    t0 = time.monotonic()
    vote = judge(cfg(srv, retries=1)).judge(CLAIM, [SOURCE])
    assert vote.verdict is Verdict.SUPPORTED and len(srv.requests) == 2
    assert time.monotonic() - t0 >= 0.95  # waited as asked (backoff alone is 0.01 s)


def test_503_retry_after_http_date_is_honoured(srv):
    now = datetime(2030, 1, 1, tzinfo=UTC)
    slept: list[float] = []
    when = email.utils.format_datetime(now + timedelta(seconds=7), usegmt=True)
    srv.script += [Reply(503, "busy", {"Retry-After": when}), ok(GOOD)]
    llm = client(cfg(srv, retries=1, deadline=60), sleep=slept.append, wall=lambda: now)
    assert LLMJudge(cfg(srv), client=llm).judge(CLAIM, [SOURCE]).verdict is Verdict.SUPPORTED
    assert slept == [pytest.approx(7.0, abs=0.5)]


def test_retry_after_beyond_the_deadline_fails_at_once(srv):
    srv.script += [Reply(429, "later", {"Retry-After": "3600"}), ok(GOOD)]
    t0 = time.monotonic()
    vote = judge(cfg(srv, retries=3, deadline=5)).judge(CLAIM, [SOURCE])
    assert vote.verdict is None and "retry after 3600s" in vote.error and len(srv.requests) == 1
    assert time.monotonic() - t0 < 2


@pytest.mark.parametrize("value, seconds", [("120", 120.0), ("0", 0.0), ("soon", None), ("", None), (None, None),
                                            ("Wed, 01 Jan 2030 00:00:30 GMT", 30.0),
                                            ("Tue, 31 Dec 2029 00:00:00 GMT", 0.0)])
def test_retry_after_parsing(value, seconds):
    assert retry_after_seconds(value, datetime(2030, 1, 1, tzinfo=UTC)) == seconds


def test_a_server_that_never_answers_ends_within_the_deadline(srv):
    srv.default = Reply(hang=True)
    t0 = time.monotonic()
    vote = judge(cfg(srv, timeout=30, retries=5, deadline=1.0)).judge(CLAIM, [SOURCE])
    elapsed = time.monotonic() - t0
    assert vote.verdict is None and "timed out" in vote.error
    assert elapsed < 2.5, elapsed


def test_deadline_covers_retries_not_just_one_read(srv):
    srv.default = Reply(200, completion(GOOD), delay=0.8)
    t0 = time.monotonic()
    vote = judge(cfg(srv, timeout=0.5, retries=10, deadline=1.6)).judge(CLAIM, [SOURCE])
    assert vote.verdict is None and time.monotonic() - t0 < 2.8


@pytest.mark.parametrize("announced", [True, False])
def test_a_huge_reply_is_cut_off_with_bounded_memory(srv, announced):
    cap = 100_000
    if announced:
        srv.script.append(Reply(200, json.dumps(completion("x" * 3_000_000)).encode()))  # encoded before tracing
    else:
        srv.script.append(Reply(stream_bytes=50_000_000))  # 50 MB streamed without Content-Length
    tracemalloc.start()
    try:
        t0 = time.monotonic()
        vote = judge(cfg(srv, max_reply_bytes=cap)).judge(CLAIM, [SOURCE])
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert vote.verdict is None and "too large" in vote.error
    assert peak < 3_000_000, peak  # never held the whole body
    assert time.monotonic() - t0 < 5


# ------------------------------------------------------------------ circuit breaker and budget


class FakeClock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_breaker_opens_then_half_opens_and_closes_again(srv):
    clock = FakeClock()
    srv.script += [Reply(drop=True)] * 3 + [ok(GOOD), ok(GOOD)]
    llm = client(cfg(srv), breaker=CircuitBreaker(3, 30.0, clock))
    j = LLMJudge(cfg(srv), client=llm)
    errors = [j.judge(CLAIM, [SOURCE]).error for _ in range(3)]
    assert all("cannot reach" in e for e in errors)
    fast = j.judge(CLAIM, [SOURCE])
    assert fast.verdict is None and "endpoint not answering" in fast.error and len(srv.requests) == 3
    clock.now += 31  # cool-down over: one probe goes through, succeeds, the circuit closes
    assert j.judge(CLAIM, [SOURCE]).verdict is Verdict.SUPPORTED
    assert j.judge(CLAIM, [SOURCE]).verdict is Verdict.SUPPORTED and len(srv.requests) == 5


def test_timeouts_do_not_disable_the_model_for_the_rest_of_the_run(srv):
    clock = FakeClock()
    srv.script += [Reply(200, completion(GOOD), delay=0.5)] * 3 + [ok(GOOD)]
    llm = client(cfg(srv, timeout=0.15), breaker=CircuitBreaker(3, 10.0, clock))
    j = LLMJudge(cfg(srv), client=llm)
    assert all("timed out" in j.judge(CLAIM, [SOURCE]).error for _ in range(3))
    assert "endpoint not answering" in j.judge(CLAIM, [SOURCE]).error
    clock.now += 11
    assert j.judge(CLAIM, [SOURCE]).verdict is Verdict.SUPPORTED


def test_breaker_probe_failure_reopens():
    clock = FakeClock()
    breaker = CircuitBreaker(2, 5.0, clock)
    breaker.failure("x")
    breaker.failure("x")
    with pytest.raises(CircuitOpen):
        breaker.before_call()
    clock.now += 6
    breaker.before_call()  # the probe
    with pytest.raises(CircuitOpen):
        breaker.before_call()  # only one probe at a time
    breaker.failure("still down")
    assert breaker.state == "open"


def test_budget_calls_spent_fails_fast_with_an_error_vote(srv):
    srv.default = ok(GOOD)
    j = judge(cfg(srv, budget_calls=2))
    votes = [j.judge(CLAIM, [SOURCE]) for _ in range(4)]
    assert [v.verdict for v in votes] == [Verdict.SUPPORTED, Verdict.SUPPORTED, None, None]
    assert "model budget spent" in votes[-1].error and len(srv.requests) == 2


def test_budget_seconds_caps_a_slow_server(srv):
    srv.default = Reply(hang=True)
    j = judge(cfg(srv, timeout=30, deadline=30, budget_seconds=0.6))
    t0 = time.monotonic()
    votes = [j.judge(CLAIM, [SOURCE]) for _ in range(5)]
    assert all(v.verdict is None for v in votes) and time.monotonic() - t0 < 2.0
    assert "budget" in votes[-1].error


def test_judges_and_repair_share_one_client_and_budget_per_check():
    http = httpx.Client()
    config = LLMConfig(base_url="http://x/v1", model="m", budget_calls=3)
    a, b = chat_client(config, http), chat_client(config, http)
    assert a is b and chat_client(config, a) is a
    a.budget.take_call()
    assert a.budget.spent_calls == 1
    assert start_check(config, http) is a and a.budget.spent_calls == 0
    assert LLMSuggester(http, config, {}).llm is a


def test_budget_object_limits():
    budget = Budget(seconds=1.0, calls=0)
    budget.take_call()
    budget.charge(1.5)
    with pytest.raises(BudgetSpent):
        budget.take_call()
    assert issubclass(BudgetSpent, ModelError) and issubclass(LLMError, ModelError)


def test_verify_runs_with_the_shared_client(srv):
    from reviewer.runtime import build_runtime
    from reviewer.verify import verify

    srv.default = ok('{"verdict": "not_supported", "quote": ""}')
    config = Config(judges=("lexical", "llm:3"), repair=False, llm=cfg(srv))
    with build_runtime(config, model_http=httpx.Client(), fetch=False) as runtime:
        report = verify(CLAIM + " [cite:2]", {"2": SOURCE}, runtime=runtime)
    assert report.claims[0].verdict is Verdict.NOT_SUPPORTED  # llm:3 outvotes lexical
    assert any(v.calls for v in report.claims[0].votes)
