"""The one OpenAI-compatible chat client (vLLM, llama.cpp server, Ollama, hosted APIs).

One URL rule (:func:`endpoint_url`): ``http://h:8000``, ``http://h:8000/v1`` and
``http://h:8000/v1/chat/completions`` all post to ``http://h:8000/v1/chat/completions``.

``ChatClient.complete(messages, schema=None, max_tokens=None)`` makes one call:

* a total deadline per call (``config.deadline``: connect + read + retries + waits), also capped
  by what is left of the run's :class:`Budget`; per attempt the read timeout is ``config.timeout``;
* bounded retries on transport errors, 429, 500, 502, 503, 504; ``Retry-After`` (seconds or an
  HTTP date) is honoured on 429/503 — when it asks for more time than is left, the call fails at
  once instead of waiting;
* the body is read streaming, uncompressed, and cut off past ``config.max_reply_bytes``;
* a circuit breaker (:class:`CircuitBreaker`) fails calls fast while the endpoint is down;
* with a ``schema`` the server is asked for JSON-schema structured output (``response_format``),
  and the reply is parsed by :func:`reviewer.llm.parse.parse_reply` anyway (a server that rejects
  ``response_format`` with a 400 is asked again without it, once per model);
* every call, good or bad, yields a :class:`reviewer.model.ModelCall` fingerprint: the reply's
  (``ChatReply.call``) or the error's (``LLMError.call``).

The ``httpx.Client`` is injected, or created and owned by the ``ChatClient`` (``close()``).
"""

from __future__ import annotations

import email.utils
import hashlib
import json
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Self

import httpx

from reviewer.llm.bounded import ReplyTooLarge, ReplyTooSlow, post_bounded
from reviewer.llm.budget import Budget, CircuitBreaker
from reviewer.llm.cache import ReplyCache
from reviewer.llm.errors import LLMError, ReplyParseError
from reviewer.llm.parse import ReplySchema, parse_reply
from reviewer.model import ModelCall

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
RETRY_AFTER_STATUSES = frozenset({429, 503})
MAX_BACKOFF = 4.0
CONNECT_TIMEOUT = 10.0


def endpoint_url(base_url: str) -> str:
    """The chat-completions URL for a base URL given with or without ``/v1`` (or in full)."""
    url = base_url.strip().rstrip("/")
    if url.endswith("/chat/completions"):
        return url
    if url.endswith("/v1"):
        return url + "/chat/completions"
    return url + "/v1/chat/completions"


def retry_after_seconds(value: str | None, now: datetime | None = None) -> float | None:
    """Seconds asked for by a ``Retry-After`` header (delta-seconds or an HTTP date); None if absent or bad."""
    if not value:
        return None
    value = value.strip()[:64]
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - (now or datetime.now(UTC))).total_seconds())


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _sha256(data: bytes | str) -> str:
    return hashlib.sha256(data.encode("utf-8") if isinstance(data, str) else data).hexdigest()


def _snippet(raw: bytes, n: int = 120) -> str:
    return " ".join(raw[: n * 4].decode("utf-8", "replace").split())[:n]


@dataclass(frozen=True, slots=True)
class ChatReply:
    """One model answer: the text, the typed object (when a schema was asked), the fingerprint."""

    text: str
    parsed: Mapping[str, Any] | None
    finish_reason: str
    call: ModelCall


class _Transport(Exception):
    """No HTTP response (refused, reset, timed out): counts for the circuit breaker."""


class _Answered(Exception):
    """An HTTP response came but cannot be used (too big, past the deadline mid-body)."""


class ChatClient:
    def __init__(self, config, http: httpx.Client | None = None, *, budget: Budget | None = None,
                 breaker: CircuitBreaker | None = None, clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep, wall: Callable[[], datetime] | None = None,
                 backoff: float = 0.5) -> None:
        self.config = config
        self._owns_http = http is None
        self.http = http if http is not None else httpx.Client()
        self.budget = budget if budget is not None else Budget.from_config(config, clock)
        self.breaker = breaker if breaker is not None else CircuitBreaker(
            getattr(config, "breaker_failures", 3), getattr(config, "breaker_cooldown", 30.0), clock)
        self._clock, self._sleep = clock, sleep
        self._wall = wall or (lambda: datetime.now(UTC))
        self.backoff = backoff
        self._lock = threading.Lock()
        self._plain_models: set[str] = set()  # models whose server rejected response_format
        folder = getattr(config, "cache_path", "")
        self.cache = ReplyCache(folder) if folder else None

    # ---------------------------------------------------------------- lifetime
    def with_budget(self, budget: Budget) -> ChatClient:
        """A client for another check: same HTTP client, breaker and settings, its own budget."""
        twin = ChatClient(self.config, self.http, budget=budget, breaker=self.breaker, clock=self._clock,
                          sleep=self._sleep, wall=self._wall, backoff=self.backoff)
        twin._plain_models = self._plain_models
        twin.cache = self.cache
        twin._lock = self._lock
        return twin

    def close(self) -> None:
        """Close the HTTP client if this object created it (an injected one is the caller's)."""
        if self._owns_http:
            self.http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    @property
    def default_model(self) -> str:
        return self.config.model or (self.config.models[0] if self.config.models else "")

    @property
    def endpoint(self) -> str:
        return endpoint_url(self.config.base_url)

    # ---------------------------------------------------------------- the call
    def complete(self, messages: Sequence[Mapping[str, str]], schema: ReplySchema | None = None,
                 max_tokens: int | None = None, *, model: str | None = None) -> ChatReply:
        """One chat completion; raises :class:`LLMError` (with ``.call``) when there is no usable answer."""
        model = model or self.default_model
        msgs = [dict(m) for m in messages]
        body: dict[str, Any] = {"model": model, "messages": msgs, "temperature": self.config.temperature,
                                "max_tokens": int(max_tokens or self.config.max_tokens)}
        with self._lock:
            structured = schema is not None and getattr(self.config, "json_schema", True) \
                and model not in self._plain_models
        if structured:
            body["response_format"] = schema.response_format()
        prompt_sha = _sha256(canonical_json(msgs))
        started = self._clock()
        limit = float(getattr(self.config, "deadline", 0.0) or 0.0)
        deadline = started + limit if limit > 0 else float("inf")
        raw = b""

        def fingerprint(status: str) -> ModelCall:
            params = canonical_json({k: v for k, v in body.items() if k != "messages"})
            return ModelCall(model=model, endpoint=self.endpoint, prompt_sha256=prompt_sha, params=params,
                             latency_ms=round((self._clock() - started) * 1000, 1),
                             reply_sha256=_sha256(raw) if raw else "", status=status)

        def fail(message: str, cls: type[LLMError] = LLMError) -> LLMError:
            return cls(message, fingerprint("error"))

        if self.cache is not None:
            cached = self.cache.get(body)
            if cached is not None:
                raw = cached
                return self._answer(raw, schema, msgs, fail, lambda: fingerprint("replayed"))
        attempts = max(0, int(self.config.retries)) + 1
        attempt, last = 0, "no attempt"
        while attempt < attempts:
            left = min(deadline - self._clock(), self.budget.remaining_seconds())
            if left <= 0:
                raise fail(f"{last}; no time left (deadline {limit:g}s or model budget)" if attempt
                           else "no time left in the model budget")
            try:
                self.breaker.before_call()
                self.budget.take_call()
            except LLMError as exc:
                raise fail(str(exc), type(exc)) from None
            attempt += 1
            t0 = self._clock()
            try:
                status, headers, raw = self._post(body, min(left, float(self.config.timeout)),
                                                  min(deadline, t0 + left))
            except _Transport as exc:
                self.breaker.failure(str(exc))
                last = str(exc)
                self._wait(self._backoff(attempt), deadline, attempt < attempts)
                continue
            except _Answered as exc:
                self.breaker.success()
                raise fail(str(exc)) from None
            finally:
                self.budget.charge(self._clock() - t0)
            self.breaker.success()
            if status == 400 and "response_format" in body:
                with self._lock:
                    self._plain_models.add(model)
                body.pop("response_format")
                attempt -= 1  # the server's format support is not the call's fault
                last = "HTTP 400 with response_format"
                continue
            if status in RETRY_STATUSES:
                last = f"HTTP {status}"
                wait = retry_after_seconds(headers.get("retry-after"), self._wall()) \
                    if status in RETRY_AFTER_STATUSES else None
                if attempt >= attempts:
                    break
                room = min(deadline - self._clock(), self.budget.remaining_seconds())
                if wait is not None and wait > room:
                    raise fail(f"HTTP {status}: the server asks to retry after {wait:g}s, "
                               f"more than the {max(room, 0):.1f}s left")
                self._wait(self._backoff(attempt) if wait is None else wait, deadline, True)
                continue
            if status >= 400:
                raise fail(f"HTTP {status}: {_snippet(raw)}")
            reply = self._answer(raw, schema, msgs, fail, lambda: fingerprint("ok"))
            if self.cache is not None:
                self.cache.put(body, raw)
            return reply
        raise fail(f"{last} (after {attempt} attempt(s))")

    def _answer(self, raw: bytes, schema: ReplySchema | None, msgs: list[dict], fail,
                fingerprint: Callable[[], ModelCall]) -> ChatReply:
        """The typed answer in an HTTP 200 body (fresh or replayed); raises ``fail(...)``."""
        content, finish = self._content(raw, fail)
        if finish == "length":
            raise fail("truncated reply (max_tokens reached)")
        parsed = None
        if schema is not None:
            try:
                parsed = parse_reply(content, schema, exclude=[m.get("content", "") for m in msgs])
            except ReplyParseError as exc:
                raise fail(str(exc), ReplyParseError) from None
        return ChatReply(content, parsed, finish, fingerprint())

    # ---------------------------------------------------------------- helpers
    def _post(self, body: dict, read_timeout: float, deadline: float) -> tuple[int, httpx.Headers, bytes]:
        cap = int(getattr(self.config, "max_reply_bytes", 2_000_000) or 2_000_000)
        headers = {"Accept-Encoding": "identity", "Accept": "application/json"}
        if self.config.api_key:
            headers["Authorization"] = f"Bearer {self.config.api_key}"
        timeout = httpx.Timeout(read_timeout, connect=min(CONNECT_TIMEOUT, read_timeout))
        try:
            return post_bounded(self.http, self.endpoint, json=body, headers=headers, timeout=timeout,
                                cap=cap, deadline=deadline, clock=self._clock)
        except ReplyTooLarge as exc:
            if exc.announced is not None:
                raise _Answered(f"reply too large: {exc.announced} bytes announced, the cap is {cap}") from None
            raise _Answered(f"reply too large: more than {cap} bytes (cut off)") from None
        except ReplyTooSlow:
            raise _Transport(f"timed out: reply still streaming at the {read_timeout:g}s deadline") from None
        except httpx.TimeoutException:
            raise _Transport(f"timed out after {read_timeout:.3g}s") from None
        except httpx.InvalidURL as exc:
            raise _Answered(f"bad base URL: {exc}") from None
        except httpx.HTTPError as exc:
            raise _Transport(f"cannot reach the endpoint ({type(exc).__name__})") from None

    @staticmethod
    def _content(raw: bytes, fail) -> tuple[str, str]:
        try:
            data = json.loads(raw)
            choice = data["choices"][0]
            content = choice["message"]["content"] or ""
            finish = str(choice.get("finish_reason") or "")
        except (ValueError, KeyError, IndexError, TypeError, AttributeError, RecursionError):
            raise fail(f"the endpoint's reply is not a chat completion: {_snippet(raw, 60)!r}") from None
        if not isinstance(content, str):
            raise fail("the endpoint's reply is not a chat completion (content is not text)")
        return content, finish

    def _backoff(self, attempt: int) -> float:
        return min(self.backoff * 2 ** (attempt - 1), MAX_BACKOFF)

    def _wait(self, seconds: float, deadline: float, more: bool) -> None:
        if not more:
            return
        seconds = max(0.0, min(seconds, deadline - self._clock(), self.budget.remaining_seconds()))
        if seconds > 0:
            t0 = self._clock()
            self._sleep(seconds)
            self.budget.charge(self._clock() - t0)


_SHARED_ATTR = "_reviewer_chat_clients"
_SHARED_LOCK = threading.Lock()


def chat_client(config, client: ChatClient | httpx.Client | None = None) -> ChatClient:
    """The ``ChatClient`` for ``config``: ``client`` itself when it is one; a new one owning its
    HTTP client when ``client`` is None; for an injected ``httpx.Client``, the ONE ChatClient of
    that HTTP client and config — so the LLM judges and the LLM repair suggester of a runtime
    share one budget and one circuit breaker (it lives as long as the HTTP client, which it
    never closes)."""
    if isinstance(client, ChatClient):
        return client
    if client is None:
        return ChatClient(config)
    with _SHARED_LOCK:
        shared = getattr(client, _SHARED_ATTR, None)
        if shared is None:
            shared = {}
            setattr(client, _SHARED_ATTR, shared)
        if config not in shared:
            shared[config] = ChatClient(config, client)
        return shared[config]


def start_check(config, client: ChatClient | httpx.Client) -> ChatClient:
    """Give the shared client of ``(config, client)`` a fresh budget: one budget per check.
    (Checks running at the same time on one runtime share it.)"""
    llm = chat_client(config, client)
    llm.budget.reset()
    return llm
