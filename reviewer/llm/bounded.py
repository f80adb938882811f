"""One bounded POST for every model endpoint (chat completions, NLI ``/predict``).

``post_bounded`` reads the reply streaming, raw (ask for ``Accept-Encoding: identity``), refuses a
body announced or growing past ``cap`` bytes, and gives up when the reply is still streaming at
``deadline`` (a ``clock()`` value). httpx's own errors (timeouts, refused connections) propagate
for the caller to name; the two bounds raise :class:`ReplyTooLarge` / :class:`ReplyTooSlow`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from typing import Any

import httpx


class ReplyTooLarge(Exception):
    """The reply is larger than the cap; ``announced`` is its Content-Length when it said so."""

    def __init__(self, cap: int, announced: int | None = None) -> None:
        super().__init__(f"reply over {cap} bytes")
        self.cap, self.announced = cap, announced


class ReplyTooSlow(Exception):
    """The reply was still streaming at the deadline."""


def post_bounded(http: httpx.Client, url: str, *, json: Any, headers: Mapping[str, str],
                 timeout: httpx.Timeout, cap: int, deadline: float,
                 clock: Callable[[], float] = time.monotonic) -> tuple[int, httpx.Headers, bytes]:
    """``(status, headers, body)`` of ``POST url`` with the reply bounded in size and time."""
    with http.stream("POST", url, json=json, headers=dict(headers), timeout=timeout) as resp:
        length = resp.headers.get("content-length", "")
        if length.isdigit() and int(length) > cap:
            raise ReplyTooLarge(cap, int(length))
        buf = bytearray()
        # raw bytes (no decompression); an in-memory response (httpx.MockTransport) is already read
        for chunk in ([resp.content] if resp.is_stream_consumed else resp.iter_raw()):
            buf += chunk
            if len(buf) > cap:
                raise ReplyTooLarge(cap)
            if clock() > deadline:
                raise ReplyTooSlow()
        return resp.status_code, resp.headers, bytes(buf)
