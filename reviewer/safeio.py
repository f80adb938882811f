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
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from reviewer.errors import InputError

__all__ = ["contained", "file_kind", "mb", "read_file"]

_CHUNK = 1 << 20


def mb(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB"


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
