"""Parallel panel: how long a check with model judges takes against a loopback endpoint that
answers every call in 200 ms (issue 17 target: 50 claims x 2 model judges <= 3 s at concurrency 8).

    .venv/bin/python benchmarks/llm_bench.py [--claims 50] [--delay 0.2] [--concurrency 8]

Prints the wall time, model calls made, calls in flight at most, and the time a one-at-a-time
check would take (claims x judges x delay): with the offline panel + contradiction check beside the
model judges, and with the model judges alone (the offline judges' CPU time adds to the wait).
First it prints what one call costs without the model's delay (the loopback round trip through
the same httpx stack) and the floor at that concurrency: calls that all take ``delay`` go in
ceil(calls / concurrency) rounds (100 calls, 8 in flight: 13 rounds x 0.2 s = 2.6 s).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import socket
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from reviewer.config import DEFAULT_JUDGES, Config, LLMConfig
from reviewer.model import Source
from reviewer.runtime import build_runtime
from reviewer.verify import verify

REPLY = json.dumps({"choices": [{"index": 0, "finish_reason": "stop", "message": {
    "role": "assistant", "content": '{"verdict": "supported", "quote": "the museum holds 40,000 objects"}'}}]}).encode()


class _Handler(BaseHTTPRequestHandler):
    """Answers as a real endpoint does: the reply (status, headers, body) leaves in one write
    with TCP_NODELAY, as uvicorn and asyncio servers send it. (http.server's default, headers and
    body in two unbuffered writes under Nagle's algorithm, held every reply back until the
    client's delayed ACK: +40 ms a call, which this bench measured as the checker's time.)"""

    protocol_version = "HTTP/1.1"
    wbufsize = -1  # buffered: handle_one_request flushes the whole reply at once

    def setup(self):
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def log_message(self, *args):
        pass

    def do_GET(self):  # /stats: calls made and most in flight since the last /stats
        srv = self.server
        with srv.lock:
            data = json.dumps({"calls": srv.calls, "peak": srv.peak}).encode()
            srv.calls = srv.peak = 0
        self.send_response(200)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):
        srv = self.server
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.path.endswith("/ping"):  # the round trip alone: no model delay, not counted
            self._reply()
            return
        with srv.lock:
            srv.calls += 1
            srv.in_flight += 1
            srv.peak = max(srv.peak, srv.in_flight)
        time.sleep(srv.delay)
        with srv.lock:
            srv.in_flight -= 1
        self._reply()

    def _reply(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(REPLY)))
        self.end_headers()
        self.wfile.write(REPLY)


def _serve(port_out, delay: float) -> None:
    """The endpoint, in its own process (as a real server is: it does not share our GIL)."""
    srv = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    srv.daemon_threads = True
    srv.lock, srv.calls, srv.in_flight, srv.peak, srv.delay = threading.Lock(), 0, 0, 0, delay
    port_out.put(srv.server_address[1])
    srv.serve_forever(poll_interval=0.02)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--claims", type=int, default=50)
    ap.add_argument("--delay", type=float, default=0.2)
    ap.add_argument("--concurrency", type=int, default=8)
    args = ap.parse_args()
    ports = multiprocessing.Queue()
    server = multiprocessing.Process(target=_serve, args=(ports, args.delay), daemon=True)
    server.start()
    base = f"http://127.0.0.1:{ports.get(timeout=30)}"

    def stats() -> dict:
        with urllib.request.urlopen(base + "/stats", timeout=10) as resp:  # noqa: S310 - loopback
            return json.loads(resp.read())

    import httpx

    with httpx.Client() as http:
        trips = []
        for _ in range(21):
            t0 = time.perf_counter()
            http.post(base + "/ping", json={"messages": []}).read()
            trips.append(time.perf_counter() - t0)
    rounds = math.ceil(args.claims * 2 / args.concurrency)
    print(f"loopback round trip without the model delay: {1000 * statistics.median(trips):.1f} ms a call "
          f"(median of 21); floor at concurrency {args.concurrency}: {rounds} rounds x {args.delay:g} s "
          f"= {rounds * args.delay:.2f} s")
    source = Source("2", "Founded in 1891, the museum holds 40,000 objects. It reopened in 2019 after renovation.")
    note = "\n\n".join(f"Item {i}: the museum, founded in 1891, holds 40,000 objects [2]." for i in range(args.claims))
    try:
        for judges, concurrency in [(DEFAULT_JUDGES, 1), (DEFAULT_JUDGES, args.concurrency), (("llm",), args.concurrency)]:
            if concurrency == 1 and args.claims * 2 * args.delay > 60:
                continue
            stats()
            config = Config(repair=False, judges=judges, contradiction=judges != ("llm",),
                            llm=LLMConfig(base_url=base, models=("judge-a", "judge-b"), retries=0,
                                          concurrency=concurrency))
            with build_runtime(config, fetch=False) as runtime:
                t0 = time.perf_counter()
                report = verify(note, {"2": source}, runtime=runtime)
                seconds = time.perf_counter() - t0
            seen = stats()
            errors = sum(1 for c in report.claims for v in c.votes if v.judge.startswith("llm:") and not v.ok)
            panel = "model judges only" if judges == ("llm",) else "offline panel + model judges"
            print(f"{panel}, concurrency {concurrency}: {len(report.claims)} claims x 2 model judges in {seconds:.2f} s "
                  f"({seen['calls']} calls, at most {seen['peak']} in flight, {errors} errors; one at a time: "
                  f"{seen['calls'] * args.delay:.1f} s; per claim {1000 * seconds / len(report.claims):.0f} ms)"
                  + ("" if concurrency == 1 else f"  target <= 3 s: {'met' if seconds <= 3.0 else 'MISSED'}"))
    finally:
        server.terminate()


if __name__ == "__main__":
    main()
