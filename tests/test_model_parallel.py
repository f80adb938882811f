"""Model judges call in parallel up to ``llm.concurrency`` on kept-alive connections (issue 18).

A keep-alive loopback endpoint (HTTP/1.1) counts connections, calls and calls in flight; no timing
is asserted (``benchmarks/llm_bench.py`` has the figures).
"""

from __future__ import annotations

import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from reviewer.config import Config, LLMConfig
from reviewer.model import Source
from reviewer.runtime import build_runtime
from reviewer.verify import verify

REPLY = json.dumps({"choices": [{"index": 0, "finish_reason": "stop", "message": {
    "role": "assistant", "content": '{"verdict": "supported", "quote": "the museum holds 40,000 objects"}'}}]}).encode()


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    wbufsize = -1

    def setup(self):
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        with self.server.lock:
            self.server.connections += 1

    def log_message(self, *args):
        pass

    def do_POST(self):
        srv = self.server
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        with srv.lock:
            srv.calls += 1
            srv.in_flight += 1
            srv.peak = max(srv.peak, srv.in_flight)
        time.sleep(0.03)
        with srv.lock:
            srv.in_flight -= 1
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(REPLY)))
        self.end_headers()
        self.wfile.write(REPLY)


@pytest.fixture
def endpoint():
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    srv.daemon_threads = True
    srv.lock, srv.connections, srv.calls, srv.in_flight, srv.peak = threading.Lock(), 0, 0, 0, 0
    thread = threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    try:
        yield srv
    finally:
        srv.shutdown()
        srv.server_close()


@pytest.mark.parametrize("concurrency", [1, 2, 24])
def test_model_calls_run_side_by_side_on_kept_alive_connections(endpoint, concurrency):
    base = f"http://127.0.0.1:{endpoint.server_address[1]}"
    claims = 30
    source = Source("2", "Founded in 1891, the museum holds 40,000 objects. It reopened in 2019 after renovation.")
    note = "\n\n".join(f"Item {i}: the museum, founded in 1891, holds 40,000 objects [2]." for i in range(claims))
    config = Config(repair=False, judges=("llm",), contradiction=False,
                    llm=LLMConfig(base_url=base, models=("judge-a", "judge-b"), retries=0, concurrency=concurrency))
    with build_runtime(config, fetch=False) as runtime:
        report = verify(note, {"2": source}, runtime=runtime)
    votes = [v for c in report.claims for v in c.votes]
    assert len(report.claims) == claims and len(votes) == 2 * claims and all(v.ok for v in votes)
    assert endpoint.calls == 2 * claims
    assert endpoint.peak <= concurrency  # never more in flight than asked
    if concurrency > 1:
        assert endpoint.peak >= 2  # the two model judges of a claim, or two claims, side by side
    # every call in flight keeps its connection: no new connection per call (httpx keeps 20 alive
    # by default, so 24 in flight used to open a fresh one for most calls)
    assert endpoint.connections <= concurrency
