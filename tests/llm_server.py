"""A real loopback OpenAI-compatible server for the model-client tests (not a mock of the client).

``LoopbackLLM`` runs ``http.server.ThreadingHTTPServer`` on 127.0.0.1:0 in a thread, records
every request (path, JSON body, headers) and answers from a script of ``Reply`` items (or
``default`` when the script is empty).
"""

from __future__ import annotations

import json
import socket
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Self


def completion(content: str, finish: str = "stop") -> dict:
    return {"id": "x", "object": "chat.completion", "model": "m",
            "choices": [{"index": 0, "finish_reason": finish, "message": {"role": "assistant", "content": content}}]}


@dataclass
class Reply:
    status: int = 200
    body: object = b""  # bytes, str, or a JSON-able object
    headers: dict = field(default_factory=dict)
    delay: float = 0.0
    hang: bool = False  # accept the request and never answer (until the server stops)
    stream_bytes: int = 0  # stream this many bytes of filler, no Content-Length
    drop: bool = False  # close the connection without any response
    when_format: bool | None = None  # only for requests with (True) / without (False) response_format


def ok(content: str, finish: str = "stop") -> Reply:
    return Reply(200, completion(content, finish))


class _Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def setup(self):
        super().setup()
        # send each write at once, as real servers do: without it the reply's second write (the
        # body after the headers) waits ~40 ms for the client's delayed ACK (Nagle)
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    def do_POST(self):
        srv: LoopbackLLM = self.server.owner
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            body = json.loads(raw)
        except ValueError:
            body = None
        with srv.lock:
            srv.requests.append({"path": self.path, "body": body, "raw": raw, "headers": dict(self.headers)})
            reply = srv.script.pop(0) if srv.script else srv.default
        if reply.when_format is not None and body is not None and ("response_format" in body) != reply.when_format:
            reply = Reply(400, {"error": "response_format not supported"})
        try:
            self._answer(srv, reply)
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError):
            pass

    def _answer(self, srv: LoopbackLLM, reply: Reply) -> None:
        if reply.hang:
            srv.stopping.wait(30)
            return
        if reply.drop:
            self.close_connection = True
            self.connection.shutdown(2)
            return
        if reply.delay:
            time.sleep(reply.delay)
        self.send_response(reply.status)
        for k, v in reply.headers.items():
            self.send_header(k, v)
        if reply.stream_bytes:
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            chunk = b'{"choices": [{"message": {"content": "' + b"x" * 65_000
            sent = 0
            while sent < reply.stream_bytes and not srv.stopping.is_set():
                self.wfile.write(chunk)
                sent += len(chunk)
                chunk = b"x" * 65_536
            return
        body = reply.body
        data = body if isinstance(body, bytes) else body.encode() if isinstance(body, str) else json.dumps(body).encode()
        if "Content-Type" not in reply.headers:
            self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


class LoopbackLLM:
    def __init__(self) -> None:
        self.requests: list[dict] = []
        self.script: list[Reply] = []
        self.default = Reply(500, "script exhausted")
        self.lock = threading.Lock()
        self.stopping = threading.Event()
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self.httpd.daemon_threads = True
        self.httpd.owner = self
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def __enter__(self) -> Self:
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stopping.set()
        self.httpd.shutdown()
        self.httpd.server_close()
