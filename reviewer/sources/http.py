"""The HTTP side of fetching: request safety, retries, size cap, redirects.

:class:`HTTPGetter` wraps an injected ``httpx.Client`` with default timeouts, a descriptive
User-Agent, bounded retries with backoff on 429/5xx (honouring ``Retry-After`` up to a cap),
a streamed response size cap and redirects followed by hand, every hop re-checked by
:func:`check_url` (only http(s); no loopback, private, link-local, reserved or cloud-metadata
addresses unless ``allow_private``). Failures raise the :class:`FetchError` tree.

httpx (and the pinned backend of ``reviewer.sources.netguard``) is imported when the first
request is made, not before: building a fetcher costs nothing, and an offline check, which only
reads the cache, never loads the HTTP stack. The own client is made on first use of ``client``.
"""

from __future__ import annotations

import hashlib
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Self

from reviewer._version import __version__
from reviewer.sources.safety import (
    _TRANSIENT_STATUSES,  # noqa: F401 - re-exported
    RETRY_STATUSES,
    Deadline,
    FetchError,
    FetchHTTPError,
    FetchRefused,
    FetchTimeout,
    FetchTooLarge,
    Pins,
    Resolver,
    SourceUnusable,
    _blocked,
    check_url,
    default_resolver,
)

if TYPE_CHECKING:  # pragma: no cover
    import httpx

    from reviewer.sources.netguard import PinnedBackend

__all__ = [
    "RETRY_STATUSES",
    "FetchError",
    "FetchHTTPError",
    "FetchRefused",
    "FetchTimeout",
    "FetchTooLarge",
    "Fetched",
    "HTTPGetter",
    "SourceUnusable",
    "check_url",
    "default_resolver",
]

HOST_INTERVAL = {"export.arxiv.org": 3.0}
# --- the fetcher --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Fetched:
    url: str
    final_url: str
    status: int
    content_type: str
    body: bytes = field(repr=False)
    retry_after: float | None = None  # seconds, from a 429/5xx Retry-After header

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.body).hexdigest()


def _retry_after(value: str | None, now: float) -> float | None:
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        from email.utils import parsedate_to_datetime  # only for a 429/5xx with an HTTP-date

        return max(0.0, parsedate_to_datetime(value).timestamp() - now)
    except (TypeError, ValueError, IndexError):
        return None


def _decode(body: bytes, content_type: str) -> str:
    match = re.search(r"charset=[\"']?([\w.:-]+)", content_type, re.IGNORECASE) or re.search(
        rb"<meta[^>]+charset=[\"']?([\w.:-]+)", body[:4096], re.IGNORECASE
    )
    charset = match.group(1) if match else "utf-8"
    charset = charset.decode("ascii", "ignore") if isinstance(charset, bytes) else charset
    try:
        return body.decode(charset, errors="replace")
    except LookupError:
        return body.decode("utf-8", errors="replace")


class HTTPGetter:
    """GET with safety checks, retries, a size cap and manual redirects."""

    def __init__(
        self,
        client: httpx.Client | None = None,
        *,
        allow_private: bool = False,
        contact: str = "",
        max_bytes: int = 10_000_000,
        retries: int = 2,
        timeout: float = 20.0,
        max_redirects: int = 5,
        backoff: float = 0.5,
        max_retry_after: float = 30.0,
        resolver: Resolver = default_resolver,
        sleep: Callable[[float], None] = time.sleep,
        host_interval: dict[str, float] | None = None,
        deadline: float = 30.0,
        check_deadline: float = 120.0,
        max_ratio: float = 100.0,
        address_policy=None,
    ) -> None:
        self.policy = address_policy or _blocked
        self.pins = Pins()
        self._deadline = Deadline()
        self._tl = threading.local()  # this thread's fetch: its end time and timeout reason
        self.backend: PinnedBackend | None = None
        self._own_client = client is None
        self._client = client  # ours is made on first use (see ``client``)
        self._client_lock = threading.Lock()
        self._closed = False
        #: seconds one fetch may take in all (redirects, retries and waits included)
        self.deadline = deadline
        #: seconds one check may spend fetching, all fetches together (reset by ``start_check()``)
        self.check_deadline = check_deadline
        self._spent = 0.0
        self._spent_lock = threading.Lock()
        self.max_ratio = max_ratio
        self.allow_private = allow_private
        self.contact = contact
        self.max_bytes = max_bytes
        self.retries = max(0, retries)
        self.timeout = timeout
        self.max_redirects = max_redirects
        self.backoff = backoff
        self.max_retry_after = max_retry_after
        self.resolver = resolver
        self.sleep = sleep
        #: minimum seconds between two requests to a host (arXiv asks for one per 3 s)
        self.host_interval = dict(HOST_INTERVAL if host_interval is None else host_interval)
        self._last_request: dict[str, float] = {}
        self._pace_lock = threading.Lock()
        suffix = f"+{contact}" if contact else "citation checker"
        self.user_agent = f"reviewer/{__version__} ({suffix})"

    @property
    def client(self) -> httpx.Client:
        """The ``httpx.Client`` requests go through: the injected one, or our own, made here on
        first use, which dials only checked addresses, within the deadline."""
        if self._client is None:
            with self._client_lock:
                if self._closed:  # as a closed httpx.Client answers
                    raise RuntimeError("Cannot send a request, as the client has been closed.")
                if self._client is None:
                    from reviewer.sources.netguard import PinnedBackend, pinned_client

                    self.backend = PinnedBackend(self.pins, self._deadline, self.resolver,
                                                 None if self.allow_private else self.policy)
                    self._client = pinned_client(self.backend)
        return self._client

    def close(self) -> None:
        with self._client_lock:
            self._closed = True
        if self._own_client and self._client is not None:
            self._client.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- HTTP ----------------------------------------------------------------------------

    @property
    def _until(self) -> float:
        return self._tl.until

    @property
    def _timeout_reason(self) -> str:
        return self._tl.reason

    def start_check(self) -> None:
        """Start the fetch-time budget of a new check (``check_deadline`` seconds of fetching)."""
        with self._spent_lock:
            self._spent = 0.0

    @property
    def check_budget_left(self) -> float:
        return self.check_deadline - self._spent

    def _left(self, url: str) -> float:
        """Seconds this fetch may still take; raises :class:`FetchTimeout` when none are left."""
        left = self._until - time.monotonic()
        if left <= 0:
            raise FetchTimeout(self._timeout_reason, url=url)
        return left

    def get(self, url: str, *, accept: str = "*/*") -> Fetched:
        """GET ``url`` following redirects by hand; raises :class:`FetchError`.

        Every hop is checked (and its address pinned) before it is requested; the whole fetch
        ends within ``deadline`` seconds and within what is left of the check's budget."""
        now = time.monotonic()
        budget = self.check_budget_left
        if budget <= 0:
            raise FetchTimeout(f"fetch time for this check spent ({self.check_deadline:g} s)", url=url)
        self._tl.until = now + min(self.deadline, budget)
        self._tl.reason = (f"timeout: no complete answer within {self.deadline:g} s" if self.deadline <= budget
                           else f"fetch time for this check spent ({self.check_deadline:g} s)")
        self._deadline.set(self._until)
        try:
            current = url
            for _ in range(self.max_redirects + 1):
                self._left(current)
                check_url(current, allow_private=self.allow_private, resolver=self.resolver,
                          pins=self.pins, policy=self.policy)
                result = self._get_with_retries(current, accept)
                if isinstance(result, str):  # a redirect target
                    current = result
                    continue
                return replace(result, url=url)
            raise FetchError(f"too many redirects (more than {self.max_redirects})", url=url)
        finally:
            self._deadline.set(None)
            with self._spent_lock:
                self._spent += time.monotonic() - now

    def _get_with_retries(self, url: str, accept: str) -> Fetched | str:
        import httpx

        for attempt in range(self.retries + 1):
            try:
                result = self._get_once(url, accept)
            except (httpx.RemoteProtocolError, httpx.ReadError) as exc:
                self._left(url)
                if attempt >= self.retries:
                    raise FetchError(f"connection failed: {_first_line(exc)}", url=url) from None
                self._sleep(self.backoff * 2**attempt, url)
                continue
            if isinstance(result, str) or result.status not in RETRY_STATUSES:
                return result
            wait = result.retry_after
            delay = self.backoff * 2**attempt if wait is None else wait
            if delay > self.max_retry_after:
                raise FetchHTTPError(
                    f"HTTP {result.status} (retry after {delay:g} s)", url=url, status=result.status
                )
            if attempt >= self.retries:
                break
            self._sleep(delay, url)
        raise FetchHTTPError(f"HTTP {result.status}", url=url, status=result.status)

    def _sleep(self, delay: float, url: str) -> None:
        if delay >= self._left(url):
            raise FetchTimeout(f"{self._timeout_reason} (a retry would wait {delay:g} s)", url=url)
        self.sleep(delay)

    def _pace(self, url: str) -> None:
        import httpx

        host = httpx.URL(url).host
        interval = self.host_interval.get(host)
        if not interval:
            return
        with self._pace_lock:
            last = self._last_request.get(host)
            wait = 0.0 if last is None else last + interval - time.monotonic()
            if wait > 0:
                self._sleep(wait, url)
            self._last_request[host] = time.monotonic()

    def _get_once(self, url: str, accept: str) -> Fetched | str:
        import httpx

        headers = {"User-Agent": self.user_agent, "Accept": accept, "Accept-Encoding": "gzip, deflate"}
        self._pace(url)
        try:
            with self.client.stream(
                "GET", url, headers=headers, follow_redirects=False, timeout=self._timeout(url)
            ) as response:
                if response.is_redirect and response.headers.get("location"):
                    return str(response.url.join(response.headers["location"]))
                if response.status_code in RETRY_STATUSES:
                    return Fetched(
                        url,
                        str(response.url),
                        response.status_code,
                        response.headers.get("content-type", ""),
                        b"",
                        _retry_after(response.headers.get("retry-after"), time.time()),
                    )
                body = self._read_capped(response, url)
                fetched = Fetched(
                    url,
                    str(response.url),
                    response.status_code,
                    response.headers.get("content-type", ""),
                    body,
                )
        except httpx.TimeoutException:
            if self._until - time.monotonic() <= 0.05:
                raise FetchTimeout(self._timeout_reason, url=url) from None
            raise FetchTimeout(f"timeout after {self.timeout:g} s", url=url) from None
        except httpx.UnsupportedProtocol:
            raise FetchRefused("refused: unsupported scheme", url=url) from None
        except httpx.ConnectError as exc:
            raise FetchError(f"connection failed: {_first_line(exc)}", url=url) from None
        except (httpx.RemoteProtocolError, httpx.ReadError):
            raise  # retried by _get_with_retries
        except (httpx.HTTPError, httpx.InvalidURL) as exc:
            raise FetchError(f"fetch failed: {_first_line(exc)}", url=url) from None
        if fetched.status >= 400:
            raise self._http_error(fetched)
        return fetched

    def _read_capped(self, response: httpx.Response, url: str) -> bytes:
        """The decoded body: type and declared size checked before a byte of it is read, then
        read raw and decoded here (one coding, bounded size and ratio, within the deadline)."""
        from reviewer.sources.netguard import BoundedDecoder, DecodeRefused

        ctype = response.headers.get("content-type", "").split(";")[0].strip().lower()
        if response.status_code < 400 and not _readable_type(ctype):
            raise SourceUnusable(f"unsupported content type {ctype}", url=url, status=response.status_code)
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self.max_bytes:
            raise FetchTooLarge(
                f"too large: {int(declared):,} bytes (limit {self.max_bytes:,})", url=url
            )
        try:
            decoder = BoundedDecoder(response.headers.get("content-encoding", ""),
                                     max_bytes=self.max_bytes, max_ratio=self.max_ratio)
            if hasattr(response, "_content"):  # built in memory (a MockTransport): already decoded
                decoder = BoundedDecoder("", max_bytes=self.max_bytes, max_ratio=self.max_ratio)
                chunks = iter((response.content,))
            else:
                chunks = response.iter_raw()
            body = bytearray()
            for chunk in chunks:
                decoder.feed(chunk, body)  # decoded pieces go straight into the body (held once)
                self._left(url)
        except DecodeRefused as exc:
            cls = FetchTooLarge if exc.too_large else SourceUnusable
            raise cls(str(exc), url=url, status=response.status_code) from None
        return bytes(body)

    def _http_error(self, fetched: Fetched) -> FetchError:
        reason = f"HTTP {fetched.status}"
        if fetched.status in (401, 403, 429, 503) and fetched.body:
            from reviewer.sources.extract import html_to_text, usability

            html = _decode(fetched.body, fetched.content_type)
            why = usability(html_to_text(html), html=html)
            if why and why.startswith("anti-bot"):
                reason = f"{why} (HTTP {fetched.status})"
        return FetchHTTPError(reason, url=fetched.url, status=fetched.status)

    def _timeout(self, url: str) -> httpx.Timeout:
        import httpx

        left = self._left(url)
        return httpx.Timeout(min(self.timeout, left), connect=min(10.0, self.timeout, left))


#: Content types a source can be extracted from (else the body is never read).
_READABLE = frozenset({"", "application/pdf", "application/json", "application/xml", "application/xhtml+xml",
                       "application/atom+xml", "application/octet-stream", "application/x-pdf"})


def _readable_type(ctype: str) -> bool:
    return ctype in _READABLE or ctype.startswith("text/") or ctype.endswith(("+xml", "+json"))


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
