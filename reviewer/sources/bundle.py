"""Reading inputs: the note, the bundle folder, ``ledger.json`` and source files.

A bundle (Contract 4) is a folder with ``note.md``, ``sources/<id>.<ext>`` (.txt .md .html .pdf)
and an optional ``ledger.json``. Source ids come from file names found by listing the folder;
a citation key never becomes a path, so nothing outside the bundle is ever read.

Every problem with the input raises ``InputError`` with a one-line reason (the CLI turns it into
exit code 2). A single unreadable *source* does not fail the run: it becomes an unavailable
``Source`` with a reason, so "could not check" never turns into "not supported".

Every file is read through :func:`reviewer.safeio.read_file`: regular files only (a FIFO,
``/dev/zero``, a socket or a folder is refused before it is opened, so nothing blocks), bounded
(``NOTE_LIMIT_BYTES``, ``SOURCE_LIMIT_BYTES`` per file, ``TOTAL_SOURCE_LIMIT_BYTES`` for all
sources), and inside the bundle: ``note.md``, ``ledger.json`` and ``sources/*`` of a bundle
folder must resolve inside it. A bad note or ledger is an ``InputError`` (exit 2, one line); a
bad source file (FIFO, folder, symlink out, too large, unreadable, not text) is an unavailable
source whose reason says why — its markers are ``source_unavailable``, never ``not_supported``.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from reviewer.errors import InputError
from reviewer.model import NEEDS_FETCHING, Reference, Source, SourceStatus
from reviewer.safeio import contained, decode_text, document_kind, file_kind, mb, read_file
from reviewer.sources.ledger import parse_ledger
from reviewer.sources.names import (SOURCE_EXTENSIONS, UNSUPPORTED_DOCUMENTS, is_source_key, is_source_type,
                                    unnamed_warning)
from reviewer.sources.selfsource import set_aside

NOTE_LIMIT_BYTES = 20 * 1024 * 1024
SOURCE_LIMIT_BYTES = 50 * 1024 * 1024
#: all source files of one bundle together (beyond it, the rest are unavailable)
TOTAL_SOURCE_LIMIT_BYTES = 256 * 1024 * 1024
#: entries listed in a sources folder (more is refused: nobody cites 20,000 files)
MAX_SOURCE_ENTRIES = 20_000
NOTE_NAMES = ("note.md", "note.txt", "answer.md", "README.md")
#: what a folder without a note lacks, after "no note.md": the other names a note may have
OTHER_NOTE_NAMES = f"nor {', '.join(NOTE_NAMES[1:-1])} or {NOTE_NAMES[-1]}"


@dataclass(frozen=True, slots=True)
class Bundle:
    note_path: Path
    note_text: str
    sources: dict[str, Source] = field(default_factory=dict)
    warnings: tuple[str, ...] = ()


def read_note(path: Path, *, limit: int = NOTE_LIMIT_BYTES, root: Path | None = None) -> str:
    """The note's text: a regular file (inside ``root`` when given), at most ``limit`` bytes."""
    data = read_file(path, "note", limit=limit, root=root)
    text = decode_text(data, f"note {path}", limit)
    if not text.strip():
        raise InputError(f"note {path} is empty")
    return text


def source_from_bytes(source_id: str, name: str, data: bytes, origin: str = "") -> Source:
    """One source file → ``Source``. Never raises: an unreadable file is an unavailable source."""
    ext = Path(name).suffix.lower()
    origin = origin or f"file:{name}"
    try:
        if ext == ".pdf" or data[:5] == b"%PDF-":  # a PDF saved under another name is still one
            from reviewer.sources.extract import pdf_to_text

            text = pdf_to_text(data)
        elif (kind := document_kind(data)) is not None:  # a .docx saved as .txt: named, never read as text
            raise InputError(f"unsupported source type: {name} is {kind}, not text (save as .txt .md .html .pdf)")
        else:
            text = decode_text(data, f"source {name}", SOURCE_LIMIT_BYTES)
            if ext in (".html", ".htm"):
                from reviewer.sources.extract import html_to_text, usability

                html, text = text, html_to_text(text)
                # a saved web page may be the wall in front of the article, as a fetched one may
                # (the stub rule aside: a short page an author saved on purpose is a source)
                why = usability(text, html=html, min_chars=0)
                if why is not None:
                    return Source(source_id, "", origin=origin, status=SourceStatus.UNAVAILABLE,
                                  reason=f"source {name} is no source text: {why}")
    except Exception as exc:  # noqa: BLE001 - any extraction failure is "could not check"
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return Source(source_id, "", origin=origin, status=SourceStatus.UNAVAILABLE, reason=reason)
    if not text.strip():
        return Source(source_id, "", origin=origin, status=SourceStatus.UNAVAILABLE,
                      reason=f"source {name} has no text")
    return Source(source_id, text, origin=origin)


@dataclass(frozen=True, slots=True)
class _Listing:
    """The sources folder, listed: per id the file read for it, the files of a type that cannot
    be read (an id no readable file names), and what the listing could not settle silently."""

    files: dict[str, Path]
    unsupported: dict[str, Path]
    warnings: tuple[str, ...]


def _source_files(folder: Path) -> _Listing:
    """Every entry of ``folder`` named like a source (``<safe id>.<ext>``), whatever it is: what
    it turns out to be (a FIFO, a folder, a symlink out) is decided when it is read, so that it
    becomes an unavailable source with a reason, never a silent gap. An id named by several
    files (``1.txt`` and ``1.html``) reads the first in ``SOURCE_EXTENSIONS`` order and says so
    in a warning naming them all; a document of a type not read (``2.docx``,
    ``UNSUPPORTED_DOCUMENTS``) is an unavailable source ("unsupported source type"), not a
    missing one."""
    try:
        with os.scandir(folder) as it:
            names, folders = [], []
            for entry in it:
                names.append(entry.name)
                if not entry.name.startswith(".") and entry.is_dir(follow_symlinks=False) \
                        and Path(entry.name).suffix.lower() not in SOURCE_EXTENSIONS:
                    folders.append(entry.name)
                if len(names) > MAX_SOURCE_ENTRIES:
                    raise InputError(f"sources folder {folder} has more than {MAX_SOURCE_ENTRIES:,} entries")
    except OSError as exc:
        raise InputError(f"cannot list sources folder {folder}: {exc.strerror or exc}") from None
    readable: dict[str, list[Path]] = {}
    other: dict[str, list[Path]] = {}
    unnamed: list[str] = []
    for name in sorted(names):
        path = folder / name
        if name.startswith(".") or not is_source_key(path.stem):
            if not name.startswith(".") and is_source_type(name) and name not in folders:
                unnamed.append(_shown(path))
            continue
        ext = path.suffix.lower()
        if ext in SOURCE_EXTENSIONS or ext in UNSUPPORTED_DOCUMENTS:
            (readable if ext in SOURCE_EXTENSIONS else other).setdefault(path.stem, []).append(path)
    files: dict[str, Path] = {}
    warnings: list[str] = [line] if (line := unnamed_warning(unnamed)) else []
    if folders:  # sources/2024/2.txt: its [2] would dangle with no word about where the file is
        shown = ", ".join(_shown(folder / f) for f in sorted(folders)[:3]) + (", …" if len(folders) > 3 else "")
        warnings.append(f"{shown} {'is a folder' if len(folders) == 1 else 'are folders'}: not read "
                        "(sources are the files of sources/ itself, not of folders in it)")
    for key, paths in readable.items():
        paths.sort(key=lambda p: (SOURCE_EXTENSIONS.index(p.suffix.lower()), p.name))
        files[key] = paths[0]
        ignored = paths[1:] + other.get(key, [])
        if ignored:
            warnings.append(f"source {key} is named by {len(ignored) + 1} files: using {_shown(paths[0])}, "
                            f"ignoring {', '.join(_shown(p) for p in ignored)}")
    unsupported = {key: paths[0] for key, paths in other.items() if key not in files}
    for key, paths in other.items():
        if key not in files and len(paths) > 1:
            warnings.append(f"source {key} is named by {len(paths)} files of unsupported types: "
                            f"{', '.join(_shown(p) for p in paths)}")
    return _Listing(files, unsupported, tuple(warnings))


def _shown(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def _unsupported(key: str, path: Path) -> Source:
    ext = path.suffix.lower()
    return Source(key, "", origin=f"file:{path.name}", status=SourceStatus.UNAVAILABLE,
                  reason=f"unsupported source type {ext} ({_shown(path)}; readable: {' '.join(SOURCE_EXTENSIONS)})")


def _read_source(key: str, path: Path, root: Path, limit: int) -> Source:
    """One file of the sources folder → ``Source``; a file that cannot be read safely (not a
    regular file, a symlink out of ``root``, too large, unreadable) is an unavailable source."""
    try:
        data = read_file(path, "source", limit=limit, root=root)
    except InputError as exc:
        return Source(key, "", origin=f"file:{path.name}", status=SourceStatus.UNAVAILABLE, reason=str(exc))
    return source_from_bytes(key, path.name, data, origin=f"file:{path.name}")


def load_sources(sources_dir: Path | None, ledger_path: Path | None, *, root: Path | None = None,
                 ledger_root: Path | None = None, limit: int = SOURCE_LIMIT_BYTES,
                 total_limit: int = TOTAL_SOURCE_LIMIT_BYTES) -> tuple[dict[str, Source], dict[str, Reference]]:
    """Sources from a folder and / or a ledger. Source files must stay inside ``root`` (default:
    the sources folder itself); the ledger inside ``ledger_root`` when given. A bad ledger is an
    ``InputError``; a bad source file an unavailable source with its reason."""
    sources, refs, _ = read_sources(sources_dir, ledger_path, root=root, ledger_root=ledger_root, limit=limit,
                                    total_limit=total_limit)
    return sources, refs


def read_sources(sources_dir: Path | None, ledger_path: Path | None, *, root: Path | None = None,
                 ledger_root: Path | None = None, limit: int = SOURCE_LIMIT_BYTES,
                 total_limit: int = TOTAL_SOURCE_LIMIT_BYTES
                 ) -> tuple[dict[str, Source], dict[str, Reference], tuple[str, ...]]:
    """``load_sources`` and its warnings: an id named by several files, or by a file and a
    ledger entry that both give a text (the file's text is read; the warning names both)."""
    sources: dict[str, Source] = {}
    refs: dict[str, Reference] = {}
    warnings: list[str] = []
    ledger_name = ledger_path.name if ledger_path is not None else "ledger.json"
    if ledger_path is not None:
        data = read_file(ledger_path, "ledger", limit=limit, root=ledger_root)
        sources, refs = parse_ledger(data, str(ledger_path))
    if sources_dir is not None:
        if not _is_dir(sources_dir):
            raise InputError(_not_a_folder(sources_dir))
        root = root or sources_dir
        if contained(sources_dir, root) is None:
            raise InputError(f"sources folder {sources_dir} points outside {root} (symlink refused)")
        listing = _source_files(sources_dir)
        warnings += listing.warnings
        budget = total_limit
        for key, path in listing.files.items():
            if budget <= 0:
                src = Source(key, "", origin=f"file:{path.name}", status=SourceStatus.UNAVAILABLE,
                             reason=f"skipped: the sources together exceed {mb(total_limit)}")
            else:
                src = _read_source(key, path, root, min(limit, budget))
                budget -= len(src.text.encode("utf-8", "surrogatepass")) if src.text else 0
            ledger_entry = sources.get(key)
            if ledger_entry is not None:  # the file's text wins; keep the ledger's title and url
                if ledger_entry.text.strip() and ledger_entry.text.strip() != src.text.strip():
                    warnings.append(f"source {key} is given twice: using {_shown(path)}, ignoring the text of "
                                    f"{ledger_name} entry {key!r}")
                src = Source(src.id, src.text, ledger_entry.title, ledger_entry.url, src.origin, src.status, src.reason)
            sources[key] = src
            refs.pop(key, None)
        for key, path in listing.unsupported.items():
            if key in sources and sources[key].usable:
                warnings.append(f"source {key}: ignoring {_shown(path)} (unsupported source type "
                                f"{path.suffix.lower()}); using {ledger_name} entry {key!r}")
            elif key not in refs:
                sources[key] = _unsupported(key, path)
    return sources, refs, tuple(warnings)


def _is_dir(path: Path) -> bool:
    try:
        return stat.S_ISDIR(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def _not_a_folder(path: Path) -> str:
    """Why ``path`` cannot be the sources folder: missing, or what it is instead."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):
        return f"sources folder not found: {path}"
    kind = "a file" if stat.S_ISREG(mode) else file_kind(mode)
    return f"sources folder {path} is {kind}, not a folder (sources/<id>.<ext>: one file per source)"


def _lexists(path: Path) -> bool:
    try:
        os.lstat(path)
    except (OSError, ValueError):
        return False
    return True


def find_note(folder: Path) -> Path | None:
    """The note of a bundle folder: the first of ``NOTE_NAMES`` there, else None."""
    return next((folder / n for n in NOTE_NAMES if _lexists(folder / n)), None)


@dataclass(frozen=True, slots=True)
class Inputs:
    """A note and what it cites, ready for ``verify``."""

    note_path: Path
    note_text: str
    sources: dict[str, Source]
    references: dict[str, Reference]  # ledger entries that still need fetching
    warnings: tuple[str, ...] = ()  # what reading the inputs could not settle silently (one line each)
    sources_dir: Path | None = None  # where the sources were read from, and the ledger (None: none)
    ledger_path: Path | None = None

    def all_sources(self) -> dict[str, Source]:
        """Sources for ``verify``: ledger entries that only have a URL travel as unavailable
        placeholders carrying the URL, which ``verify`` fetches when it has a fetcher."""
        out = dict(self.sources)
        for key, ref in self.references.items():
            out[key] = Source(key, "", title=ref.text, url=ref.url or "", origin=f"ledger:{key}",
                              status=SourceStatus.UNAVAILABLE, reason=NEEDS_FETCHING)
        return out


def load_inputs(note: str | Path, sources_dir: str | Path | None = None,
                ledger: str | Path | None = None, *, note_limit: int = NOTE_LIMIT_BYTES,
                source_limit: int = SOURCE_LIMIT_BYTES) -> Inputs:
    """A bundle folder, or a note file plus optional ``--sources`` and ``--ledger``.

    Inside a bundle folder, ``note.md``, ``ledger.json`` and every source must resolve inside
    the folder (a symlink out is refused). Files named on the command line (a note file,
    ``--ledger``) are the user's choice of place, but must still be regular files within the
    size limits; files of a ``--sources`` folder (beside a bundle folder too) must stay inside
    that folder.
    """
    path = Path(note)
    root: Path | None = None
    sources_root: Path | None = None  # a --sources folder is the user's choice of place: its files stay in it
    ledger_root: Path | None = None
    if _is_dir(path):
        root = path
        note_file = find_note(path)
        if note_file is None:
            raise InputError(f"{path} is a folder without a note.md ({OTHER_NOTE_NAMES})")
        if sources_dir is None and _lexists(path / "sources"):
            sources_dir, sources_root = path / "sources", path
        if ledger is None and _lexists(path / "ledger.json"):
            ledger, ledger_root = path / "ledger.json", path
        path = note_file
    elif not _lexists(path):
        raise InputError(f"note not found: {path}")
    text = read_note(path, limit=note_limit, root=root)
    folder, ledger = Path(sources_dir) if sources_dir else None, Path(ledger) if ledger else None
    sources, refs, warnings = read_sources(folder, ledger, root=sources_root, ledger_root=ledger_root,
                                           limit=source_limit)
    sources, itself = set_aside(text, sources, note_path=path, sources_dir=folder)  # a note is no source of its own
    return Inputs(path, text, sources, refs, warnings + ((itself,) if itself else ()), folder, ledger)


def load_bundle(path: str | Path) -> Bundle:
    inputs = load_inputs(path)
    return Bundle(inputs.note_path, inputs.note_text, inputs.all_sources(), inputs.warnings)


def _uploaded(files: Mapping[str, bytes] | Iterable[tuple[str, bytes]]) -> dict[str, bytes]:
    """The uploaded files by name. Two files under one name (a browser gives only the base name
    of files picked from two folders) or two ledgers are refused with both named: which one the
    check should read is the editor's call. The same file given twice is read once."""
    by_name: dict[str, bytes] = {}
    for name, data in files.items() if isinstance(files, Mapping) else files:
        if by_name.get(name, data) != data:
            raise InputError(f"two uploaded files are named {name} ({len(by_name[name]):,} and {len(data):,} "
                             "bytes): upload only the one to check")
        by_name[name] = data
    ledgers = [n for n in by_name if re.split(r"[\\/]", n)[-1].lower() == "ledger.json"]
    if len(ledgers) > 1:
        raise InputError(f"{len(ledgers)} ledgers uploaded ({', '.join(ledgers)}): upload only the ledger.json to check")
    return by_name


def bundle_from_upload(note_name: str, note_bytes: bytes,
                       files: Mapping[str, bytes] | Iterable[tuple[str, bytes]]) -> Bundle:
    """An uploaded note plus source files (by name, or as (name, bytes) pairs), in memory. File
    names never choose a path on disk: ``ledger.json`` is the ledger; any other file is a source
    whose id is its (safe) stem."""
    text = decode_text(note_bytes, f"note {note_name}")
    if not text.strip():
        raise InputError(f"note {note_name} is empty")
    files = _uploaded(files)
    sources: dict[str, Source] = {}
    refs: dict[str, Reference] = {}
    for name, data in files.items():
        base = re.split(r"[\\/]", name)[-1]
        if base.lower() == "ledger.json":
            ledger_sources, refs = parse_ledger(data, base)
            for key, src in ledger_sources.items():
                sources.setdefault(key, src)
    named: dict[str, list[str]] = {}
    unnamed: list[str] = []  # "1 (1).txt": said, never skipped silently
    for name in files:
        base = re.split(r"[\\/]", name)[-1]
        if base.lower() == "ledger.json" or base.startswith(".") or not is_source_type(base):
            continue
        if is_source_key(Path(base).stem):
            named.setdefault(Path(base).stem, []).append(name)
        else:
            unnamed.append(base)
    warnings = [line] if (line := unnamed_warning(unnamed)) else []
    for stem, names in named.items():
        readable = sorted((n for n in names if Path(n).suffix.lower() in SOURCE_EXTENSIONS),
                          key=lambda n: (SOURCE_EXTENSIONS.index(Path(n).suffix.lower()), n))
        if not readable:
            base = re.split(r"[\\/]", names[0])[-1]
            if stem not in sources and stem not in refs:
                sources[stem] = Source(stem, "", origin=f"upload:{base}", status=SourceStatus.UNAVAILABLE,
                                       reason=f"unsupported source type {Path(base).suffix.lower()} ({base}; "
                                              f"readable: {' '.join(SOURCE_EXTENSIONS)})")
            continue
        base = re.split(r"[\\/]", readable[0])[-1]
        if len(names) > 1:
            warnings.append(f"source {stem} is named by {len(names)} files: using {base}, ignoring "
                            f"{', '.join(n for n in names if n != readable[0])}")
        sources[stem] = source_from_bytes(stem, base, files[readable[0]], origin=f"upload:{base}")
        refs.pop(stem, None)
    sources, itself = set_aside(text, sources)
    inputs = Inputs(Path(re.split(r"[\\/]", note_name)[-1] or "note.md"), text, sources, refs)
    return Bundle(inputs.note_path, text, inputs.all_sources(), tuple(warnings) + ((itself,) if itself else ()))
