"""The sources stage: reading the bundle and ledger, turning documents into text, fetching.

    bundle   note.md, sources/<id>.<ext> (bounded reads inside the bundle only)
    ledger   ledger.json -> sources and references to fetch
    extract  HTML / PDF / arXiv Atom / Crossref JSON -> text, and the usability gate
    http     request safety (SSRF guard), size caps, retries, redirects
    cache    the fetch cache (SQLite)
    fetch    ``Fetcher``: a reference (DOI, arXiv, URL) -> ``Source``
"""

from __future__ import annotations

from reviewer._lazy import lazy_getattr

#: public name -> the module that defines it (imported on first use, so that importing one
#: stage does not load the others)
_EXPORTS = {
    "Bundle": ".bundle",
    "CacheError": ".cache",
    "FetchCache": ".cache",
    "Fetcher": ".fetch",
    "InputError": ".bundle",
    "Inputs": ".bundle",
    "bundle_from_upload": ".bundle",
    "decode_text": ".bundle",
    "html_to_text": ".extract",
    "load_bundle": ".bundle",
    "load_inputs": ".bundle",
    "load_sources": ".bundle",
    "parse_ledger": ".ledger",
    "pdf_to_text": ".extract",
    "read_note": ".bundle",
    "source_from_bytes": ".bundle",
}

__all__ = sorted(_EXPORTS)

__getattr__ = lazy_getattr(__name__, globals(), _EXPORTS)
