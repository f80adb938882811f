"""``ledger.json``: the provenance ledger of a bundle (Contract 4), ``{"g3": {"title", "url",
"text"}}``, read into sources (entries with a text) and references to fetch (a url only).

A ledger that cannot be used as given is an ``InputError`` with a one-line reason (exit 2).
"""

from __future__ import annotations

import json
import re

from reviewer.errors import InputError
from reviewer.model import Reference, Source, SourceStatus
from reviewer.safeio import decode_text
from reviewer.sources.names import is_source_key


#: a bare entry that is only a web address (``"g1": "https://…"``) is the entry's url, not its text
_BARE_URL = re.compile(r"https?://\S+", re.IGNORECASE)


class _Twice(Exception):
    def __init__(self, key: str) -> None:
        self.key = key


def _unique(pairs: list[tuple[str, object]]) -> dict:
    """A JSON object whose keys are all different (a key given twice raises ``_Twice``)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        raise _Twice(next(k for k, _ in pairs if k in seen or seen.add(k)))
    return out


def parse_ledger(data: bytes, name: str = "ledger.json") -> tuple[dict[str, Source], dict[str, Reference]]:
    """``{"g3": {"title", "url", "text"}}`` → sources with text, and references to fetch (url only)."""
    text = decode_text(data, name)
    try:
        raw = json.loads(text, object_pairs_hook=_unique)
    except _Twice as exc:  # JSON would keep the last silently: the other entry's text is lost
        raise InputError(f"{name}: {exc.key[:60]!r} is given twice in one object: keep one "
                         "(JSON would silently use the last)") from None
    except json.JSONDecodeError as exc:
        raise InputError(f"{name} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    except (ValueError, RecursionError) as exc:  # a number too long to convert; nesting too deep
        kind = "nested too deeply" if isinstance(exc, RecursionError) else "not usable JSON"
        raise InputError(f"{name} is {kind}: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}") from None
    if not isinstance(raw, dict):
        raise InputError(f"{name} must be an object mapping keys to entries")
    sources: dict[str, Source] = {}
    refs: dict[str, Reference] = {}
    for key, entry in raw.items():
        if isinstance(entry, str):  # judged as a text, an address "supported" nothing: fetch it
            entry = {"url": entry.strip()} if _BARE_URL.fullmatch(entry.strip()) else {"text": entry}
        if not isinstance(entry, dict):
            raise InputError(f"{name}: entry {key!r} must be an object with title/url/text")
        wrong = [k for k in ("title", "url", "text") if entry.get(k) is not None and not isinstance(entry[k], str)]
        if wrong:
            raise InputError(f"{name}: entry {key[:60]!r}: {', '.join(repr(k) for k in wrong)} must be text")
        if not is_source_key(key):
            continue  # a path-like key names no source; markers using it are dangling
        title, url, body = (entry.get(k) or "" for k in ("title", "url", "text"))
        if body.strip():
            sources[key] = Source(key, body, title=title, url=url, origin=f"ledger:{key}")
        elif url:
            refs[key] = Reference(label=key, text=title or url, url=url)
        else:
            sources[key] = Source(key, "", title=title, origin=f"ledger:{key}",
                                  status=SourceStatus.UNAVAILABLE, reason=_no_text(entry))
    return sources, refs


def _no_text(entry: dict) -> str:
    """Why an entry gives nothing to read, naming the fields it has instead ("Text", "body"):
    a text under another name is the likely slip."""
    other = [repr(k[:40]) for k in entry if k not in ("title", "url", "text")]
    return "ledger entry has no text or url" + (f" (fields given: {', '.join(other[:6])})" if other else "")
