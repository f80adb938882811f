"""Bounded, regular-file-only reads of untrusted input files (notes, sources, ledgers, configs).

``read_file(path, what, limit=…, root=…)`` returns the bytes of ``path`` or raises
``error`` (an ``InputError`` subclass, default ``InputError``) with a one-line reason:

* only a regular file is read: a FIFO, a character or block device (``/dev/zero``), a socket
  or a folder is refused *before* it is opened (``os.stat``), the file is then opened with
  ``O_NONBLOCK`` (opening a FIFO swapped in meanwhile cannot block) and checked again with
  ``os.fstat`` on the open descriptor (same inode, still a regular file);
* with ``root``, the path is resolved (every symlink followed) and must stay inside ``root``:
  a symlink that leaves the bundle is refused, never read;
* at most ``limit`` bytes are read, whatever the file claims its size is; a longer file is
  refused with its size and the limit.

``decode_text(data, what)`` turns those bytes into text, or refuses binary, non-UTF-8 and
oversized input with a one-line ``InputError``.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from reviewer.errors import InputError

__all__ = ["contained", "decode_text", "document_kind", "file_kind", "mb", "read_file"]

#: the default size limit of ``decode_text`` (a note's, ``reviewer.sources.bundle.NOTE_LIMIT_BYTES``)
TEXT_LIMIT_BYTES = 20 * 1024 * 1024

_CHUNK = 1 << 20


def mb(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB"


#: the first bytes of document formats a writer may save under a text name (a .docx renamed
#: .txt), and what to call them: such a file is named, never read as garbage text. The formats
#: whose files may hold text only (RTF, PDF) are named by their first bytes alone; the others
#: only when the file also holds a NUL byte (a note that starts "GIF89a was …" is text)
_MAGIC = (
    (b"{\\rtf", "an RTF document", True),
    (b"%PDF-", "a PDF document", True),
    (b"PK\x03\x04", "a zip archive (a .docx, .xlsx, .pptx, .odt or .epub document)", False),
    (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an old Microsoft Office document (.doc, .xls, .ppt)", False),
    (b"\x89PNG", "a PNG image", False), (b"\xff\xd8\xff", "a JPEG image", False), (b"GIF8", "a GIF image", False),
    (b"\x1f\x8b", "a gzip archive", False), (b"SQLite format 3\x00", "a SQLite database", False),
)


def document_kind(data: bytes) -> str | None:
    """What a file that is no text is, from its first bytes ("an RTF document"), or None."""
    head = data[:16].removeprefix(b"\xef\xbb\xbf")
    for magic, kind, textual in _MAGIC:
        if head.startswith(magic) and (textual or b"\x00" in data[:65536]):
            return kind
    return None


def file_kind(mode: int) -> str:
    """What a non-regular file is, in words ("a FIFO", "a folder" …)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def contained(path: str | Path, root: str | Path) -> Path | None:
    """``path`` with every symlink resolved if it lies inside ``root`` (also resolved), else None."""
    try:
        real = Path(os.path.realpath(path))
        base = Path(os.path.realpath(root))
    except (OSError, ValueError):
        return None
    return real if real == base or real.is_relative_to(base) else None


def read_file(path: str | Path, what: str, *, limit: int, root: str | Path | None = None,
              error: type[InputError] = InputError) -> bytes:
    """The bytes of the regular file ``path`` (at most ``limit``), or ``error`` with one line."""
    path = Path(path)
    if root is not None:
        real = contained(path, root)
        if real is None:
            raise error(f"{what} {path} points outside {root} (symlink refused)")
    else:
        real = path
    try:
        before = os.stat(real)
    except FileNotFoundError:
        raise error(f"cannot read {what} {path}: no such file") from None
    except (OSError, ValueError) as exc:
        raise error(f"cannot read {what} {path}: {_reason(exc)}") from None
    if not stat.S_ISREG(before.st_mode):
        raise error(f"{what} {path} is {file_kind(before.st_mode)}, not a regular file")
    if before.st_size > limit:
        raise error(f"{what} {path} is too large: {mb(before.st_size)} (limit {mb(limit)})")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(real, flags)
    except (OSError, ValueError) as exc:
        raise error(f"cannot read {what} {path}: {_reason(exc)}") from None
    try:
        after = os.fstat(fd)
        if not stat.S_ISREG(after.st_mode) or (after.st_dev, after.st_ino) != (before.st_dev, before.st_ino):
            raise error(f"{what} {path} changed while being opened (refused)")
        chunks: list[bytes] = []
        total = 0
        while True:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise error(f"{what} {path} is too large: over {mb(limit)} (limit {mb(limit)})")
    except OSError as exc:
        raise error(f"cannot read {what} {path}: {_reason(exc)}") from None
    finally:
        os.close(fd)
    return b"".join(chunks)


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return exc.strerror
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def decode_text(data: bytes, what: str, limit: int = TEXT_LIMIT_BYTES) -> str:
    """Bytes → str, refusing binary, non-UTF-8 and oversized input with a one-line reason."""
    if len(data) > limit:
        raise InputError(f"{what} is too large: {mb(len(data))} (limit {mb(limit)})")
    if data[:4] in (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff"):
        raise InputError(f"{what} is UTF-32 text: save it as UTF-8")
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise InputError(f"{what} is UTF-16 text: save it as UTF-8")
    kind = document_kind(data)
    if b"\x00" in data[:65536]:
        raise InputError(f"{what} looks like a binary file{f' ({kind})' if kind else ''}, not text")
    if kind is not None:
        raise InputError(f"{what} is {kind}, not plain text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(not_utf8(what, data, exc)) from None
    return text  # offsets in the report are into exactly this text


def not_utf8(what: str, data: bytes, exc: UnicodeDecodeError) -> str:
    """Why ``data`` is no UTF-8 text, and what to do: the first bad byte and its offset (in the
    file: a UTF-8 byte-order mark counts). The encoding is never guessed."""
    at = exc.start + (3 if data.startswith(b"\xef\xbb\xbf") else 0)
    return f"{what} is not UTF-8 (byte 0x{data[at]:02X} at offset {at}); save it as UTF-8"

