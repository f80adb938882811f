"""Reading inputs: the note, the bundle folder, ``ledger.json`` and source files.

A bundle (Contract 4) is a folder with ``note.md``, ``sources/<id>.<ext>`` (.txt .md .html .pdf)
and an optional ``ledger.json``. Source ids come from file names found by listing the folder;
a citation key never becomes a path, so nothing outside the bundle is ever read.

Every problem with the input raises ``InputError`` with a one-line reason (the CLI turns it into
exit code 2). A single unreadable *source* does not fail the run: it becomes an unavailable
``Source`` with a reason, so "could not check" never turns into "not supported".
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from reviewer.errors import InputError
from reviewer.note.citations import is_safe_key
from reviewer.model import Reference, Source, SourceStatus

NOTE_LIMIT_BYTES = 20 * 1024 * 1024
SOURCE_LIMIT_BYTES = 50 * 1024 * 1024
SOURCE_EXTENSIONS = (".txt", ".md", ".html", ".htm", ".pdf")
NOTE_NAMES = ("note.md", "note.txt", "answer.md", "README.md")


@dataclass(frozen=True, slots=True)
class Bundle:
    note_path: Path
    note_text: str
    sources: dict[str, Source] = field(default_factory=dict)
    warnings: tuple[str, ...] = ()


def _mb(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB"


def decode_text(data: bytes, what: str, limit: int = NOTE_LIMIT_BYTES) -> str:
    """Bytes → str, refusing binary, non-UTF-8 and oversized input with a one-line reason."""
    if len(data) > limit:
        raise InputError(f"{what} is too large: {_mb(len(data))} (limit {_mb(limit)})")
    if b"\x00" in data[:65536]:
        raise InputError(f"{what} looks like a binary file, not text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"{what} is not UTF-8 text (bad byte at offset {exc.start})") from None
    return text  # offsets in the report are into exactly this text


def read_note(path: Path) -> str:
    try:
        size = path.stat().st_size
        if size > NOTE_LIMIT_BYTES:
            raise InputError(f"note {path} is too large: {_mb(size)} (limit {_mb(NOTE_LIMIT_BYTES)})")
        data = path.read_bytes()
    except FileNotFoundError:
        raise InputError(f"note not found: {path}") from None
    except IsADirectoryError:
        raise InputError(f"{path} is a folder without a note.md") from None
    except OSError as exc:
        raise InputError(f"cannot read note {path}: {exc.strerror or exc}") from None
    text = decode_text(data, f"note {path}")
    if not text.strip():
        raise InputError(f"note {path} is empty")
    return text


def source_from_bytes(source_id: str, name: str, data: bytes, origin: str = "") -> Source:
    """One source file → ``Source``. Never raises: an unreadable file is an unavailable source."""
    ext = Path(name).suffix.lower()
    origin = origin or f"file:{name}"
    try:
        if ext == ".pdf":
            from reviewer.sources.extract import pdf_to_text

            text = pdf_to_text(data)
        else:
            text = decode_text(data, f"source {name}", SOURCE_LIMIT_BYTES)
            if ext in (".html", ".htm"):
                from reviewer.sources.extract import html_to_text

                text = html_to_text(text)
    except Exception as exc:  # noqa: BLE001 - any extraction failure is "could not check"
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return Source(source_id, "", origin=origin, status=SourceStatus.UNAVAILABLE, reason=reason)
    if not text.strip():
        return Source(source_id, "", origin=origin, status=SourceStatus.UNAVAILABLE,
                      reason=f"source {name} has no text")
    return Source(source_id, text, origin=origin)


def parse_ledger(data: bytes, name: str = "ledger.json") -> tuple[dict[str, Source], dict[str, Reference]]:
    """``{"g3": {"title", "url", "text"}}`` → sources with text, and references to fetch (url only)."""
    text = decode_text(data, name)
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"{name} is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
    if not isinstance(raw, dict):
        raise InputError(f"{name} must be an object mapping keys to entries")
    sources: dict[str, Source] = {}
    refs: dict[str, Reference] = {}
    for key, entry in raw.items():
        if isinstance(entry, str):
            entry = {"text": entry}
        if not isinstance(entry, dict):
            raise InputError(f"{name}: entry {key!r} must be an object with title/url/text")
        if not is_safe_key(key):
            continue  # a path-like key names no source; markers using it are dangling
        title, url, body = (str(entry.get(k) or "") for k in ("title", "url", "text"))
        if body.strip():
            sources[key] = Source(key, body, title=title, url=url, origin=f"ledger:{key}")
        elif url:
            refs[key] = Reference(label=key, text=title or url, url=url)
        else:
            sources[key] = Source(key, "", title=title, origin=f"ledger:{key}",
                                  status=SourceStatus.UNAVAILABLE, reason="ledger entry has no text or url")
    return sources, refs


def _source_files(folder: Path) -> dict[str, Path]:
    files: dict[str, Path] = {}
    root = folder.resolve()
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() not in SOURCE_EXTENSIONS or not path.is_file():
            continue
        if not path.resolve().is_relative_to(root):
            continue  # a symlink pointing out of the bundle is never followed
        if is_safe_key(path.stem):
            files.setdefault(path.stem, path)
    return files


def load_sources(sources_dir: Path | None, ledger_path: Path | None) -> tuple[dict[str, Source], dict[str, Reference]]:
    sources: dict[str, Source] = {}
    refs: dict[str, Reference] = {}
    if ledger_path is not None:
        try:
            data = ledger_path.read_bytes()
        except OSError as exc:
            raise InputError(f"cannot read ledger {ledger_path}: {exc.strerror or exc}") from None
        sources, refs = parse_ledger(data, str(ledger_path))
    if sources_dir is not None:
        if not sources_dir.is_dir():
            raise InputError(f"sources folder not found: {sources_dir}")
        for key, path in _source_files(sources_dir).items():
            src = source_from_bytes(key, path.name, path.read_bytes(), origin=f"file:{path.name}")
            ledger_entry = sources.get(key)
            if ledger_entry is not None:  # the file's text wins; keep the ledger's title and url
                src = Source(src.id, src.text, ledger_entry.title, ledger_entry.url, src.origin, src.status, src.reason)
            sources[key] = src
            refs.pop(key, None)
    return sources, refs


@dataclass(frozen=True, slots=True)
class Inputs:
    """A note and what it cites, ready for ``verify``."""

    note_path: Path
    note_text: str
    sources: dict[str, Source]
    references: dict[str, Reference]  # ledger entries that still need fetching

    def all_sources(self) -> dict[str, Source]:
        """Sources for ``verify``: ledger entries that only have a URL travel as unavailable
        placeholders carrying the URL, which ``verify`` fetches when it has a fetcher."""
        out = dict(self.sources)
        for key, ref in self.references.items():
            out[key] = Source(key, "", title=ref.text, url=ref.url or "", origin=f"ledger:{key}",
                              status=SourceStatus.UNAVAILABLE, reason="needs fetching")
        return out


def load_inputs(note: str | Path, sources_dir: str | Path | None = None,
                ledger: str | Path | None = None) -> Inputs:
    """A bundle folder, or a note file plus optional ``--sources`` and ``--ledger``."""
    path = Path(note)
    if path.is_dir():
        note_file = next((path / n for n in NOTE_NAMES if (path / n).is_file()), None)
        if note_file is None:
            raise InputError(f"{path} is a folder without a note.md")
        sources_dir = sources_dir or (path / "sources" if (path / "sources").is_dir() else None)
        ledger = ledger or (path / "ledger.json" if (path / "ledger.json").is_file() else None)
        path = note_file
    elif not path.exists():
        raise InputError(f"note not found: {path}")
    text = read_note(path)
    sources, refs = load_sources(Path(sources_dir) if sources_dir else None, Path(ledger) if ledger else None)
    return Inputs(path, text, sources, refs)


def load_bundle(path: str | Path) -> Bundle:
    inputs = load_inputs(path)
    return Bundle(inputs.note_path, inputs.note_text, inputs.all_sources())


def bundle_from_upload(note_name: str, note_bytes: bytes, files: dict[str, bytes]) -> Bundle:
    """An uploaded note plus source files, in memory. File names never choose a path on disk:
    ``ledger.json`` is the ledger; any other file is a source whose id is its (safe) stem."""
    text = decode_text(note_bytes, f"note {note_name}")
    if not text.strip():
        raise InputError(f"note {note_name} is empty")
    sources: dict[str, Source] = {}
    refs: dict[str, Reference] = {}
    for name, data in files.items():
        base = re.split(r"[\\/]", name)[-1]
        if base.lower() == "ledger.json":
            ledger_sources, refs = parse_ledger(data, base)
            for key, src in ledger_sources.items():
                sources.setdefault(key, src)
    for name, data in files.items():
        base = re.split(r"[\\/]", name)[-1]
        stem, ext = Path(base).stem, Path(base).suffix.lower()
        if base.lower() == "ledger.json" or ext not in SOURCE_EXTENSIONS or not is_safe_key(stem):
            continue
        sources[stem] = source_from_bytes(stem, base, data, origin=f"upload:{base}")
        refs.pop(stem, None)
    inputs = Inputs(Path(re.split(r"[\\/]", note_name)[-1] or "note.md"), text, sources, refs)
    return Bundle(inputs.note_path, text, inputs.all_sources())
