"""Real loopback HTTP servers that misbehave, for the fetch tests and benchmarks (no mocks).

``serve(handler, host)`` runs a threading TCP server on ``host`` (port chosen by the OS) whose
``handler(conn, request_bytes)`` writes whatever raw bytes it likes; it counts connections.
"""

from __future__ import annotations

import gzip
import socket
import socketserver
import threading
import time
from collections.abc import Callable
from contextlib import contextmanager


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


@contextmanager
def serve(handler: Callable[[socket.socket, bytes], None], host: str = "127.0.0.1"):
    """Yield ``(base_url, stats)``; ``stats["connections"]`` counts accepted connections."""
    stats = {"connections": 0}
    stop = threading.Event()

    class Handler(socketserver.BaseRequestHandler):
        def handle(self) -> None:
            stats["connections"] += 1
            conn = self.request
            conn.settimeout(5)
            data = b""
            try:
                while b"\r\n\r\n" not in data:
                    chunk = conn.recv(65536)
                    if not chunk:
                        return
                    data += chunk
                handler(conn, data)
            except OSError:
                pass  # the client hung up: what a deadline does

    server = _Server((host, 0), Handler)
    server.stop = stop
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{host}:{server.server_address[1]}", stats
    finally:
        stop.set()
        server.shutdown()
        server.server_close()


def respond(conn: socket.socket, body: bytes, ctype: str = "text/html; charset=utf-8", *,
            status: str = "200 OK", headers: dict[str, str] | None = None) -> None:
    head = [f"HTTP/1.1 {status}", f"Content-Type: {ctype}", f"Content-Length: {len(body)}", "Connection: close"]
    head += [f"{k}: {v}" for k, v in (headers or {}).items()]
    conn.sendall(("\r\n".join(head) + "\r\n\r\n").encode() + body)


from test_extract import ARTICLE  # noqa: E402

PAGE = ARTICLE.encode()


def page(conn: socket.socket, request: bytes) -> None:
    respond(conn, PAGE)


def slow_body(conn: socket.socket, request: bytes, interval: float = 0.2) -> None:
    """Headers at once, then one byte of body every ``interval`` seconds, for ever."""
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nConnection: close\r\n\r\n")
    while True:
        conn.sendall(b"x")
        time.sleep(interval)


def slow_headers(conn: socket.socket, request: bytes, interval: float = 0.2) -> None:
    """The status line and headers one byte at a time, never finished."""
    for byte in b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nX-Pad: " + b"a" * 100000:
        conn.sendall(bytes([byte]))
        time.sleep(interval)


def never_answers(conn: socket.socket, request: bytes) -> None:
    time.sleep(3600)


def gzip_bomb(decoded_mb: int, nested: bool = False) -> bytes:
    """``decoded_mb`` MB of zeros, gzipped (twice when ``nested``), built without holding them."""
    import io

    buf = io.BytesIO()
    with gzip.GzipFile(fileobj=buf, mode="wb", compresslevel=9) as gz:
        block = b"\0" * (1 << 20)
        for _ in range(decoded_mb):
            gz.write(block)
    data = buf.getvalue()
    return gzip.compress(data, compresslevel=9) if nested else data


def bomb_handler(body: bytes, encoding: str):
    def handler(conn: socket.socket, request: bytes) -> None:
        respond(conn, body, "text/plain", headers={"Content-Encoding": encoding})

    return handler
