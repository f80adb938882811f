"""Request safety: the fetch error tree and the SSRF guard (``check_url``).

Only http(s); unless private addresses are allowed, every address a host resolves to must be
public (no loopback, private, link-local, reserved or cloud-metadata address). The host is
resolved once and the checked address pinned, so the connection goes to it
(``reviewer.sources.netguard.PinnedBackend``). ``Pins`` and ``Deadline`` live here, beside the
guard, so that a fetcher can be built (and an offline check run) without importing httpx: only
a fetch that goes to the network imports it.
"""

from __future__ import annotations

import ipaddress
import threading
import time
from collections.abc import Callable, Iterable

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
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


class Deadline:
    """A per-thread deadline (``time.monotonic()`` value, or None) shared by the backend."""

    def __init__(self) -> None:
        self._local = threading.local()

    def set(self, until: float | None) -> None:
        self._local.until = until

    def remaining(self) -> float | None:
        until = getattr(self._local, "until", None)
        return None if until is None else until - time.monotonic()

    def cap(self, timeout: float | None) -> float | None:
        """``timeout`` shortened to what is left; raises ``httpcore.ReadTimeout`` when nothing is."""
        left = self.remaining()
        if left is None:
            return timeout
        if left <= 0:
            import httpcore  # only ever reached from inside a request

            raise httpcore.ReadTimeout("deadline reached")
        return left if timeout is None else min(timeout, left)


class Pins:
    """host -> the address that passed the check for it (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pins: dict[str, str] = {}

    def set(self, host: str, address: str) -> None:
        with self._lock:
            self._pins[host.lower().strip("[]")] = address

    def get(self, host: str) -> str | None:
        with self._lock:
            return self._pins.get(host.lower().strip("[]"))


def default_resolver(host: str) -> list[str]:
    import socket  # a name is only resolved on the way to the network

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
    url: str, *, allow_private: bool = False, resolver: Resolver = default_resolver,
    pins: Pins | None = None, policy=None,
) -> str:
    """Return ``url`` if it may be fetched; raise :class:`FetchRefused` (or FetchError) if not.

    Only http(s) is allowed; unless ``allow_private``, every address the host resolves to
    must be public (no loopback, private, link-local, reserved or cloud-metadata address).
    The host is resolved once; with ``pins``, the checked address is pinned for the host so
    that the connection goes to it (``reviewer.sources.netguard.PinnedBackend``). ``policy``
    (an address -> reason-or-None function) replaces the default public-address rule (tests).
    """
    import httpx  # a URL is only checked on its way to the network

    policy = policy or _blocked
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
        kind = policy(ip)
        if kind:
            raise FetchRefused(f"refused: {kind} address {ip}", url=url)
    if pins is not None:
        pins.set(host, str(addresses[0]))
    return url
