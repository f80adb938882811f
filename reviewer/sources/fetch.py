"""Fetch the sources a References list points to: arXiv, Crossref / DOI landing pages, URLs.

:class:`Fetcher` wraps an injected ``httpx.Client`` with default timeouts, a descriptive
User-Agent, bounded retries with backoff on 429/5xx, a streamed response size cap, redirects
followed by hand (each hop re-checked by the request-safety guard) and a SQLite cache
(:class:`~reviewer.sources.cache.FetchCache`). ``offline=True`` answers from the cache only.

The public :meth:`Fetcher.fetch_reference` never raises: a failed or unusable fetch becomes a
``Source`` with ``status=UNAVAILABLE`` and a human ``reason`` — "could not check" is never
"not supported".
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING
from urllib.parse import quote

from reviewer.model import Reference, Source, SourceStatus
from reviewer.sources.cache import CacheEntry, CacheError, FetchCache
from reviewer.sources.http import (
    Fetched,
    FetchError,
    FetchHTTPError,
    FetchRefused,
    FetchTimeout,
    FetchTooLarge,
    HTTPGetter,
    SourceUnusable,
    _decode,
    _first_line,
    check_url,
    default_resolver,
)

if TYPE_CHECKING:  # pragma: no cover
    import httpx  # imported by the first request (reviewer.sources.http), not by building a Fetcher

__all__ = [
    "OFFLINE_MISS",
    "FetchCache",
    "FetchError",
    "FetchHTTPError",
    "FetchRefused",
    "FetchTimeout",
    "FetchTooLarge",
    "Fetcher",
    "SourceUnusable",
    "check_url",
    "default_resolver",
]

ARXIV_API = "https://export.arxiv.org/api/query"
CROSSREF_API = "https://api.crossref.org/works/"
DOI_RESOLVER = "https://doi.org/"
OFFLINE_MISS = "offline: not in cache"
_HTML_TYPES = ("text/html", "application/xhtml+xml")


class Fetcher(HTTPGetter):
    """Fetch and cache source texts. See the module docstring; the HTTP keyword arguments
    (allow_private, contact, max_bytes, retries, timeout, max_redirects, backoff,
    max_retry_after, resolver, sleep) are :class:`~reviewer.sources.http.HTTPGetter`'s."""

    def __init__(
        self,
        client: httpx.Client | None = None,
        *,
        cache: FetchCache | None = None,
        offline: bool = False,
        **http,
    ) -> None:
        super().__init__(client, **http)
        self.cache = cache if cache is not None else FetchCache(memory=True)
        self.offline = offline

    @classmethod
    def from_config(cls, config, client: httpx.Client | None = None, **kwargs) -> Fetcher:
        """A fetcher set up from a ``reviewer.config.Config`` (offline, allow_private_addresses,
        cache_path, contact). Raises :class:`CacheError` if the cache file cannot be opened."""
        cache = FetchCache(config.cache_path) if config.cache_path else FetchCache(memory=True)
        return cls(
            client,
            cache=cache,
            offline=config.offline,
            allow_private=config.allow_private_addresses,
            contact=config.contact,
            **kwargs,
        )

    # -- resolvers (each returns a CacheEntry; a failure is an entry with a reason) ------

    def _cached(self, key: str, url: str, produce: Callable[[], CacheEntry]) -> CacheEntry:
        try:
            entry = self.cache.get(key)
        except CacheError:
            entry = None
        if self.offline:
            return entry or CacheEntry(key, url=url, reason=OFFLINE_MISS)
        if entry is not None and entry.ok:
            return entry
        try:
            entry = produce()
        except FetchError as exc:
            entry = CacheEntry(key, url=exc.url or url, status=exc.status, reason=exc.reason)
            if not exc.cacheable:
                return entry
        except Exception as exc:  # noqa: BLE001 - fetch_reference must never raise
            return CacheEntry(
                key, url=url, reason=f"fetch failed: {type(exc).__name__}: {_first_line(exc)}"
            )
        entry = replace(entry, fetched_at=entry.fetched_at or CacheEntry.now())
        try:
            self.cache.put(entry)
        except CacheError:
            pass
        return entry

    def resolve_arxiv(self, arxiv_id: str) -> CacheEntry:
        arxiv_id = arxiv_id.strip().removeprefix("arXiv:").removeprefix("arxiv:")
        api = f"{ARXIV_API}?id_list={quote(arxiv_id, safe='')}"
        page = f"https://arxiv.org/abs/{arxiv_id}"

        def produce() -> CacheEntry:
            from reviewer.sources.extract import (  # what a fetch needs, when it runs
                ExtractError,
                parse_arxiv_atom,
            )

            fetched = self.get(api, accept="application/atom+xml")
            try:
                paper = parse_arxiv_atom(fetched.body)
            except ExtractError as exc:
                raise SourceUnusable(str(exc), url=page, status=fetched.status) from None
            if not paper.text:
                raise SourceUnusable("arXiv entry has no abstract", url=page, status=fetched.status)
            return _entry(
                f"arxiv:{arxiv_id}", page, fetched, paper.title, f"{paper.title}\n\n{paper.text}"
            )

        return self._cached(f"arxiv:{arxiv_id}", page, produce)

    def resolve_doi(self, doi: str) -> CacheEntry:
        doi = doi.strip()
        landing = DOI_RESOLVER + quote(doi, safe="/")

        def produce() -> CacheEntry:
            from reviewer.sources.extract import ExtractError, parse_crossref

            api = CROSSREF_API + quote(doi, safe="/")
            if self.contact:
                api += "?mailto=" + quote(self.contact, safe="@")
            title, crossref_reason = "", ""
            try:
                fetched = self.get(api, accept="application/json")
                paper = parse_crossref(_json(fetched))
                title = paper.title
                if len(paper.text) >= 50:
                    text = f"{paper.title}\n\n{paper.text}" if paper.title else paper.text
                    return _entry(f"doi:{doi.lower()}", landing, fetched, paper.title, text)
                crossref_reason = "Crossref has no abstract"
            except (FetchError, ExtractError) as exc:
                crossref_reason = f"Crossref: {exc}"
            try:
                entry = self._page(f"doi:{doi.lower()}", landing)
            except FetchError as exc:
                raise type(exc)(
                    f"{crossref_reason}; landing page: {exc.reason}", url=landing, status=exc.status
                ) from None
            return replace(entry, title=entry.title or title)

        return self._cached(f"doi:{doi.lower()}", landing, produce)

    def resolve_url(self, url: str) -> CacheEntry:
        url = url.strip()
        return self._cached(f"url:{url}", url, lambda: self._page(f"url:{url}", url))

    def _page(self, key: str, url: str) -> CacheEntry:
        """GET a page and extract its text by content type; raises FetchError."""
        from reviewer.sources.extract import (
            ExtractError,
            html_title,
            html_to_text,
            pdf_to_text,
            usability,
        )

        fetched = self.get(
            url, accept="text/html,application/xhtml+xml,application/pdf,text/plain;q=0.9,*/*;q=0.5"
        )
        ctype = fetched.content_type.split(";")[0].strip().lower()
        body = fetched.body
        html = None
        if ctype == "application/pdf" or body.lstrip()[:5].startswith(b"%PDF"):
            try:
                text, title = pdf_to_text(body), ""
            except ExtractError as exc:
                raise SourceUnusable(str(exc), url=url, status=fetched.status) from None
            if not text.strip():
                raise SourceUnusable("PDF has no text layer", url=url, status=fetched.status)
        elif ctype in _HTML_TYPES or (not ctype and b"<html" in body[:2048].lower()):
            html = _decode(body, fetched.content_type)
            text, title = html_to_text(html, url=fetched.final_url), html_title(html)
        elif ctype.startswith("text/") and ctype not in ("text/css", "text/javascript"):
            text, title = _decode(body, fetched.content_type).strip(), ""
        else:
            raise SourceUnusable(
                f"unsupported content type {ctype or 'unknown'}", url=url, status=fetched.status
            )
        reason = usability(text, html=html, status=fetched.status)
        if reason:
            raise SourceUnusable(reason, url=url, status=fetched.status)
        return _entry(key, url, fetched, title, text)

    # -- public API: Sources ---------------------------------------------------------------

    def fetch_reference(self, ref: Reference, source_id: str) -> Source:
        """The source a References entry points to (arXiv, then DOI, then URL); never raises.

        A failure is a ``Source`` with ``status=UNAVAILABLE`` and the reason(s)."""
        attempts: list[tuple[str, Callable[[], CacheEntry]]] = []
        if ref.arxiv:
            attempts.append((f"arXiv {ref.arxiv}", lambda: self.resolve_arxiv(ref.arxiv)))
        if ref.doi:
            attempts.append((f"DOI {ref.doi}", lambda: self.resolve_doi(ref.doi)))
        if ref.url and not (ref.doi and _is_doi_link(ref.url)):  # resolve_doi tried that page
            attempts.append((ref.url, lambda: self.resolve_url(ref.url)))
        if not attempts:
            return _unavailable(source_id, "reference has no DOI, arXiv id or URL")
        failures: list[tuple[str, CacheEntry]] = []
        for label, resolve in attempts:
            try:
                entry = resolve()
            except Exception as exc:  # noqa: BLE001 - never raise
                entry = CacheEntry("", reason=f"fetch failed: {type(exc).__name__}")
            if entry.ok:
                return _source(source_id, entry)
            failures.append((label, entry))
        reasons = [e.reason for _, e in failures]
        if all(r == OFFLINE_MISS for r in reasons):
            reason = OFFLINE_MISS
        elif len(failures) == 1:
            reason = reasons[0]
        else:
            reason = "; ".join(f"{label}: {e.reason}" for label, e in failures)
        return _unavailable(source_id, reason, url=failures[0][1].url)

    def fetch_url(self, url: str, source_id: str = "") -> Source:
        return _as_source(source_id or url, self.resolve_url(url))

    def fetch_doi(self, doi: str, source_id: str = "") -> Source:
        return _as_source(source_id or doi, self.resolve_doi(doi))

    def fetch_arxiv(self, arxiv_id: str, source_id: str = "") -> Source:
        return _as_source(source_id or arxiv_id, self.resolve_arxiv(arxiv_id))


def _entry(key: str, url: str, fetched: Fetched, title: str, text: str) -> CacheEntry:
    return CacheEntry(
        key=key,
        url=url,
        final_url=fetched.final_url,
        status=fetched.status,
        content_type=fetched.content_type,
        sha256=fetched.sha256,
        title=title,
        text=text,
    )


def _json(fetched: Fetched) -> object:
    from reviewer.sources.extract import ExtractError

    try:
        return json.loads(fetched.body)
    except (ValueError, UnicodeDecodeError):
        raise ExtractError("response is not JSON") from None


def _source(source_id: str, entry: CacheEntry) -> Source:
    return Source(
        id=source_id,
        text=entry.text,
        title=entry.title,
        url=entry.url,
        origin=f"fetch:{entry.final_url or entry.url}",
    )


def _unavailable(source_id: str, reason: str, url: str = "") -> Source:
    return Source(id=source_id, text="", url=url, status=SourceStatus.UNAVAILABLE, reason=reason)


def _as_source(source_id: str, entry: CacheEntry) -> Source:
    return (
        _source(source_id, entry) if entry.ok else _unavailable(source_id, entry.reason, entry.url)
    )


def _is_doi_link(url: str) -> bool:
    if url.isascii() and "doi" not in url.lower():  # no such host can parse to doi.org: skip httpx
        return False
    import httpx

    try:
        return httpx.URL(url).host in ("doi.org", "dx.doi.org", "www.doi.org")
    except (httpx.InvalidURL, TypeError):
        return False
