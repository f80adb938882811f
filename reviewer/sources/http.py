"""The HTTP side of fetching: request safety, retries, size cap, redirects.

:class:`HTTPGetter` wraps an injected ``httpx.Client`` with default timeouts, a descriptive
User-Agent, bounded retries with backoff on 429/5xx (honouring ``Retry-After`` up to a cap),
a streamed response size cap and redirects followed by hand, every hop re-checked by
:func:`check_url` (only http(s); no loopback, private, link-local, reserved or cloud-metadata
addresses unless ``allow_private``). Failures raise the :class:`FetchError` tree.
"""

from __future__ import annotations

import hashlib
import ipaddress
import re
import socket
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from email.utils import parsedate_to_datetime
from typing import Self

import httpx

from reviewer._version import __version__
from reviewer.sources.extract import html_to_text, usability

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

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
HOST_INTERVAL = {"export.arxiv.org": 3.0}
#: Only a fetch that reached a definite answer is remembered (and then served offline).
_TRANSIENT_STATUSES = RETRY_STATUSES | {408}

Resolver = Callable[[str], Iterable[str]]

# --- errors -------------------------------------------------------------------------------


class FetchError(Exception):
    """A fetch failed; ``str(exc)`` is the one-line human reason."""

    cacheable = False

    def __init__(self, reason: str, *, url: str = "", status: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.url = url
        self.status = status


class FetchRefused(FetchError):
    """The request-safety guard refused the URL (scheme, private address …)."""


class FetchTimeout(FetchError):
    pass


class FetchHTTPError(FetchError):
    @property
    def cacheable(self) -> bool:  # a 404 is an answer; a 503 is not
        return self.status is not None and self.status not in _TRANSIENT_STATUSES


class FetchTooLarge(FetchError):
    cacheable = True


class SourceUnusable(FetchError):
    """A body arrived, but it is no source text (anti-bot page, cookie wall, stub …)."""

    cacheable = True


# --- request safety -----------------------------------------------------------------------


def default_resolver(host: str) -> list[str]:
    return sorted({info[4][0] for info in socket.getaddrinfo(host, None)})


def _blocked(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str | None:
    """Why the address is off limits ("loopback", "private" …), or None when it is public."""
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    if str(ip) in ("169.254.169.254", "fd00:ec2::254", "100.100.100.200"):
        return "metadata"
    if ip.is_unspecified:
        return "reserved"
    if ip.is_loopback:
        return "loopback"
    if ip.is_link_local:
        return "link-local"
    if ip.is_private:
        return "private"
    if ip.is_multicast or ip.is_reserved or ip.is_unspecified or not ip.is_global:
        return "reserved"
    return None


def check_url(
    url: str, *, allow_private: bool = False, resolver: Resolver = default_resolver
) -> str:
    """Return ``url`` if it may be fetched; raise :class:`FetchRefused` (or FetchError) if not.

    Only http(s) is allowed; unless ``allow_private``, every address the host resolves to
    must be public (no loopback, private, link-local, reserved or cloud-metadata address).
    """
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError, ValueError):
        raise FetchRefused(f"refused: not a valid URL {url!r}", url=url) from None
    if parsed.scheme not in ("http", "https"):
        raise FetchRefused(
            f"refused: {parsed.scheme or 'no'} scheme (only http and https)", url=url
        )
    host = parsed.host
    if not host:
        raise FetchRefused("refused: URL has no host", url=url)
    if allow_private:
        return url
    try:
        addresses = [ipaddress.ip_address(host)]
    except ValueError:
        try:
            addresses = [ipaddress.ip_address(a.split("%")[0]) for a in resolver(host)]
        except (OSError, UnicodeError, ValueError):
            raise FetchError(f"cannot resolve host {host}", url=url) from None
        if not addresses:
            raise FetchError(f"cannot resolve host {host}", url=url)
    for ip in addresses:
        if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
            ip = ip.ipv4_mapped
        kind = _blocked(ip)
        if kind:
            raise FetchRefused(f"refused: {kind} address {ip}", url=url)
    return url


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
    ) -> None:
        self._own_client = client is None
        self.client = client or httpx.Client()
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

    def close(self) -> None:
        if self._own_client:
            self.client.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- HTTP ----------------------------------------------------------------------------

    def get(self, url: str, *, accept: str = "*/*") -> Fetched:
        """GET ``url`` following redirects by hand; raises :class:`FetchError`."""
        current = url
        for _ in range(self.max_redirects + 1):
            check_url(current, allow_private=self.allow_private, resolver=self.resolver)
            result = self._get_with_retries(current, accept)
            if isinstance(result, str):  # a redirect target
                current = result
                continue
            return replace(result, url=url)
        raise FetchError(f"too many redirects (more than {self.max_redirects})", url=url)

    def _get_with_retries(self, url: str, accept: str) -> Fetched | str:
        for attempt in range(self.retries + 1):
            try:
                result = self._get_once(url, accept)
            except (httpx.RemoteProtocolError, httpx.ReadError) as exc:
                if attempt >= self.retries:
                    raise FetchError(f"connection failed: {_first_line(exc)}", url=url) from None
                self.sleep(self.backoff * 2**attempt)
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
            self.sleep(delay)
        raise FetchHTTPError(f"HTTP {result.status}", url=url, status=result.status)

    def _pace(self, url: str) -> None:
        host = httpx.URL(url).host
        interval = self.host_interval.get(host)
        if not interval:
            return
        with self._pace_lock:
            last = self._last_request.get(host)
            wait = 0.0 if last is None else last + interval - time.monotonic()
            if wait > 0:
                self.sleep(wait)
            self._last_request[host] = time.monotonic()

    def _get_once(self, url: str, accept: str) -> Fetched | str:
        headers = {"User-Agent": self.user_agent, "Accept": accept}
        self._pace(url)
        try:
            with self.client.stream(
                "GET", url, headers=headers, follow_redirects=False, timeout=self._timeout()
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
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self.max_bytes:
            raise FetchTooLarge(
                f"too large: {int(declared):,} bytes (limit {self.max_bytes:,})", url=url
            )
        body = bytearray()
        for chunk in response.iter_bytes():
            body += chunk
            if len(body) > self.max_bytes:
                raise FetchTooLarge(f"too large: over {self.max_bytes:,} bytes", url=url)
        return bytes(body)

    def _http_error(self, fetched: Fetched) -> FetchError:
        reason = f"HTTP {fetched.status}"
        if fetched.status in (401, 403, 429, 503) and fetched.body:
            html = _decode(fetched.body, fetched.content_type)
            why = usability(html_to_text(html), html=html)
            if why and why.startswith("anti-bot"):
                reason = f"{why} (HTTP {fetched.status})"
        return FetchHTTPError(reason, url=fetched.url, status=fetched.status)

    def _timeout(self) -> httpx.Timeout:
        return httpx.Timeout(self.timeout, connect=min(10.0, self.timeout))


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
