"""Deciding many claims at once, in two processes when that is safe and worth it.

``decide_all(decide, items)`` returns ``[decide(*item) for item in items]``. For a big batch
(``MIN_ITEMS`` or more) on a machine with several cores, it forks one child that decides the
second half while this process decides the first; the child sends its decisions back pickled.
The offline judges are pure functions of (claim, source texts), so who computes a decision
changes nothing: the result is the same list, in the same order, as the plain loop.

It only forks when that is safe and can pay: on Linux, when another core is idle (by the load
average), when this process runs a single thread (never
inside the Streamlit server or a threaded test runner), and the caller says the deciding is
offline (no network clients to share). Anything going wrong in the child (an exception, a
crash, a short read) falls back to deciding that half here. ``processes`` (``Config.processes``,
``$REVIEWER_PROCESSES``): 0 decides by the load, 1 turns it off, 2 forks whatever the load.
"""

from __future__ import annotations

import dataclasses
import io
import os
import pickle
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any

#: batches smaller than this are decided in this process (forking costs a few milliseconds)
MIN_ITEMS = 400


def _processes(wanted: int) -> int:
    return max(1, min(wanted or 2, os.cpu_count() or 1, 2))


def can_fork(processes: int = 0) -> bool:
    """Linux (fork is not safe on macOS), a single thread, more than one process wanted, and a
    core to spare (``processes=0``: by the load; 2: whatever the load; 1: never)."""
    return (sys.platform.startswith("linux") and hasattr(os, "fork") and threading.active_count() == 1
            and _processes(processes) > 1 and (processes > 1 or spare_core()))


def spare_core() -> bool:
    """Whether another core is free: the 1-minute load, this process (about 1) and its earlier
    children included, stays below all cores but a quarter. On a busy machine a child only
    competes for the same cores, and loses time."""
    try:
        return os.getloadavg()[0] < (os.cpu_count() or 1) - 0.25
    except OSError:
        return False


def decide_all(decide: Callable[..., Any], items: Sequence[tuple], *, offline: bool,
               min_items: int = MIN_ITEMS, processes: int = 0) -> list:
    """``[decide(*item) for item in items]``, the second half in a forked child when safe."""
    mine, rest = start_all(decide, items, offline=offline, min_items=min_items, processes=processes)
    return mine + rest()


def start_all(decide: Callable[..., Any], items: Sequence[tuple], *, offline: bool,
              min_items: int = MIN_ITEMS, processes: int = 0) -> tuple[list, Callable[[], list]]:
    """``decide_all`` in two steps: ``(mine, rest)`` where ``mine`` is the decisions of the first
    items (all of them when no child is forked) and ``rest()`` those of the others (the child's,
    collected when asked for: this process can go on with other work meanwhile; decided here if
    the child failed). ``mine + rest()`` is ``[decide(*item) for item in items]``. Call ``rest``
    exactly once: it reaps the child."""
    if not offline or len(items) < max(2, min_items) or not can_fork(processes):
        return [decide(*item) for item in items], list
    mid = (len(items) + 1) // 2
    theirs = _fork(decide, items[mid:])
    try:
        mine = [decide(*item) for item in items[:mid]]
    except BaseException:
        if theirs is not None:
            theirs()  # never leave the child behind (it ends on its own; this reaps it)
        raise

    def rest() -> list:
        got = theirs() if theirs is not None else None
        if got is None or len(got) != len(items) - mid:
            got = [decide(*item) for item in items[mid:]]
        return got

    return mine, rest


def _fork(decide: Callable[..., Any], items: Sequence[tuple]) -> Callable[[], list | None] | None:
    """Start a child deciding ``items``; returns a function that collects its decisions (None
    when the child failed)."""
    try:
        read_fd, write_fd = os.pipe()
        pid = os.fork()
    except OSError:
        return None
    if pid == 0:  # the child: decide, send, and leave without running any cleanup of the parent's
        status = 1
        try:
            os.close(read_fd)
            payload = _dumps([decide(*item) for item in items])
            with os.fdopen(write_fd, "wb") as out:
                out.write(payload)
            status = 0
        finally:
            os._exit(status)
    os.close(write_fd)

    def collect() -> list | None:
        chunks = []
        with os.fdopen(read_fd, "rb") as src:
            while chunk := src.read(1 << 20):
                chunks.append(chunk)
        _, status = os.waitpid(pid, 0)
        if status != 0 or not chunks:
            return None
        try:
            return pickle.loads(b"".join(chunks))
        except Exception:  # noqa: BLE001 - a damaged payload: decide that half here instead
            return None

    return collect


def _rebuild(cls: type, values: tuple) -> Any:
    return cls(*values)


class _Pickler(pickle.Pickler):
    """Pickles a frozen dataclass (the decisions: ``Decision``, ``Vote``, ``Evidence``,
    ``Conflict``) as its class and field values, rebuilt through its ``__init__``: the default
    (``__setstate__`` looking the fields up again for every object) was most of the time spent
    unpickling a child's decisions."""

    def __init__(self, file) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self._names: dict[type, tuple[str, ...] | None] = {}

    def reducer_override(self, obj: Any) -> Any:
        cls = type(obj)
        names = self._names.get(cls, ())
        if names == ():
            names = self._names[cls] = _init_fields(cls)
        if names is None:
            return NotImplemented
        return _rebuild, (cls, tuple([getattr(obj, n) for n in names]))


def _init_fields(cls: type) -> tuple[str, ...] | None:
    """The field names of a dataclass whose ``__init__`` takes exactly its fields, else None."""
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__"):
        return None
    fields = dataclasses.fields(cls)
    if not all(f.init for f in fields) or any(isinstance(f.type, dataclasses.InitVar) for f in fields):
        return None
    return tuple(f.name for f in fields)


def _dumps(value: Any) -> bytes:
    out = io.BytesIO()
    _Pickler(out).dump(value)
    return out.getvalue()
