"""The socket side of request safety: pinned addresses, one deadline, bounded decoding.

* :class:`PinnedBackend` is the httpcore network backend of the fetcher's own client. Every
  TCP connection goes to an address that passed the SSRF check: the one the request-safety
  guard pinned for the host (``Pins``) — the name is resolved once, checked, and that address
  is dialled — or, for a host nobody pinned, an address resolved and checked right there. A
  name that resolves to a public address at check time and to ``127.0.0.1`` at connect time
  (DNS rebinding) therefore never reaches the private address. TLS still uses the host name
  (SNI and certificate checks happen in httpcore with the URL's host), and so does ``Host:``.
* :class:`Deadline` is a per-thread "must be done by" time: connects and every socket read
  wait at most until then, so a server that trickles one byte a second (headers or body) ends
  at the deadline instead of resetting a per-read timeout forever. (``Deadline`` and ``Pins``
  are defined in ``reviewer.sources.safety``, free of httpx, and re-exported here.)
* :class:`BoundedDecoder` decodes ``Content-Encoding`` (identity, gzip, deflate; one coding
  only) with ``zlib``'s ``max_length``, so a gzip bomb is stopped at the size cap or at the
  compression-ratio cap without ever holding more than the cap in memory.
"""

from __future__ import annotations

import ipaddress
import zlib
from collections.abc import Callable, Iterable

import httpcore
import httpx

from reviewer.sources.safety import Deadline, Pins

__all__ = ["BoundedDecoder", "Deadline", "DecodeRefused", "PinnedBackend", "Pins", "pinned_client"]

Resolver = Callable[[str], Iterable[str]]
Policy = Callable[[ipaddress.IPv4Address | ipaddress.IPv6Address], "str | None"]


class _Stream(httpcore.NetworkStream):
    """A network stream whose reads, writes and TLS handshake wait at most until the deadline."""

    def __init__(self, inner: httpcore.NetworkStream, deadline: Deadline) -> None:
        self._inner = inner
        self._deadline = deadline

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, self._deadline.cap(timeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, self._deadline.cap(timeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(self, ssl_context, server_hostname: str | None = None, timeout: float | None = None):
        inner = self._inner.start_tls(ssl_context, server_hostname, self._deadline.cap(timeout))
        return _Stream(inner, self._deadline)

    def get_extra_info(self, info: str):
        return self._inner.get_extra_info(info)


class PinnedBackend(httpcore.NetworkBackend):
    """Dial only checked addresses: the pinned one for the host, else one resolved and checked now."""

    def __init__(self, pins: Pins, deadline: Deadline, resolver: Resolver, policy: Policy | None,
                 inner: httpcore.NetworkBackend | None = None) -> None:
        self.pins = pins
        self.deadline = deadline
        self.resolver = resolver
        self.policy = policy  # None = private addresses allowed
        self.inner = inner or httpcore.SyncBackend()
        self.dialled: list[str] = []  # every address connected to (tests and audits)

    def _address(self, host: str) -> str:
        bare = host.strip("[]")
        pinned = self.pins.get(bare)
        if pinned is not None:
            candidates = [pinned]
        else:
            try:
                candidates = [str(ipaddress.ip_address(bare))]
            except ValueError:
                try:
                    candidates = [a.split("%")[0] for a in self.resolver(bare)]
                except (OSError, UnicodeError, ValueError) as exc:
                    raise httpcore.ConnectError(f"cannot resolve host {bare}") from exc
        if not candidates:
            raise httpcore.ConnectError(f"cannot resolve host {bare}")
        address = candidates[0]
        if self.policy is not None:
            ip = ipaddress.ip_address(address)
            if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
                ip = ip.ipv4_mapped
            kind = self.policy(ip)
            if kind:
                raise httpcore.ConnectError(f"refused: {kind} address {ip}")
        return address

    def connect_tcp(self, host: str, port: int, timeout: float | None = None,
                    local_address: str | None = None, socket_options=None) -> httpcore.NetworkStream:
        address = self._address(host)
        self.dialled.append(address)
        stream = self.inner.connect_tcp(address, port, self.deadline.cap(timeout), local_address, socket_options)
        return _Stream(stream, self.deadline)

    def connect_unix_socket(self, path: str, timeout: float | None = None, socket_options=None):
        raise httpcore.ConnectError("refused: unix sockets are never dialled")

    def sleep(self, seconds: float) -> None:
        self.inner.sleep(seconds)


def pinned_client(backend: PinnedBackend) -> httpx.Client:
    """An ``httpx.Client`` whose connections all go through ``backend`` (no proxies from the
    environment: a proxy would dial the host itself, unchecked)."""
    transport = httpx.HTTPTransport(trust_env=False)
    pool = transport._pool  # httpx has no public hook for the network backend
    pool._network_backend = backend
    return httpx.Client(transport=transport, trust_env=False)


# --- bounded Content-Encoding decoding --------------------------------------------------


class DecodeRefused(Exception):
    """The body cannot be decoded within the limits (too large, ratio, nested or unknown coding)."""

    def __init__(self, reason: str, *, too_large: bool = False) -> None:
        super().__init__(reason)
        self.too_large = too_large


_PIECE = 256 * 1024  # decode in pieces, so that the ratio is checked as the body grows
_GZIP_MAGIC = b"\x1f\x8b"
_WBITS = {"gzip": 16 + zlib.MAX_WBITS, "x-gzip": 16 + zlib.MAX_WBITS, "deflate": zlib.MAX_WBITS}


class BoundedDecoder:
    """Raw body chunks in, decoded bytes out, never more than ``max_bytes`` in total and never a
    ratio of decoded to raw bytes above ``max_ratio`` (past the first ``ratio_floor`` bytes)."""

    def __init__(self, content_encoding: str, *, max_bytes: int, max_ratio: float = 100.0,
                 ratio_floor: int = 1 << 20) -> None:
        codings = [c.strip().lower() for c in content_encoding.split(",") if c.strip()]
        codings = [c for c in codings if c != "identity"]
        if len(codings) > 1:
            raise DecodeRefused(f"refused: nested content encodings ({', '.join(codings)})")
        self.coding = codings[0] if codings else ""
        if self.coding and self.coding not in _WBITS:
            raise DecodeRefused(f"refused: unsupported content encoding {self.coding!r}")
        self.max_bytes = max_bytes
        self.max_ratio = max_ratio
        self.ratio_floor = ratio_floor
        self.raw = 0
        self.out = 0
        self._z = zlib.decompressobj(_WBITS[self.coding]) if self.coding else None
        self._first = True
        self._head = bytearray()

    def feed(self, chunk: bytes, sink: bytearray | None = None) -> bytes:
        """The decoded bytes of ``chunk``. With ``sink``, each decoded piece is appended to it
        as it comes (and ``b""`` returned): the decoded body is then held once, never joined
        again, so memory stays near the size cap however much one chunk expands."""
        if self._z is None:
            self.raw += len(chunk)
            piece = self._count(chunk)
            if sink is not None:
                sink += piece
                return b""
            return piece
        parts: list[bytes] = []
        data = chunk
        while data:
            try:
                piece = self._z.decompress(data, min(self.max_bytes - self.out + 1, _PIECE))
            except zlib.error:
                if self._first and self.coding == "deflate":  # raw deflate without zlib header
                    self._z = zlib.decompressobj(-zlib.MAX_WBITS)
                    self._first = False
                    continue
                raise DecodeRefused(f"refused: corrupt {self.coding} body") from None
            self._first = False
            self.raw += len(data) - len(self._z.unconsumed_tail)  # compressed bytes consumed
            if sink is not None:
                sink += self._count(piece)
            else:
                parts.append(self._count(piece))
            data = self._z.unconsumed_tail
            if self._z.eof:
                rest = self._z.unused_data
                if not rest.strip(b"\x00"):
                    break
                self._z = zlib.decompressobj(_WBITS[self.coding])  # another gzip member
                data = rest
        return b"".join(parts)

    def _count(self, piece: bytes) -> bytes:
        if self.out < 2 and piece and (bytes(self._head) + piece[:2]).startswith(_GZIP_MAGIC):
            raise DecodeRefused("refused: a gzip body inside the content (nested compression)")
        if self.out < 2:
            self._head += piece[: 2 - self.out]
        self.out += len(piece)
        if self.out > self.max_bytes:
            raise DecodeRefused(f"too large: over {self.max_bytes:,} bytes", too_large=True)
        if self.out > self.ratio_floor and self.out > self.max_ratio * max(1, self.raw):
            raise DecodeRefused(
                f"refused: compression ratio over {self.max_ratio:g}:1 (a decompression bomb?)",
                too_large=True,
            )
        return piece
