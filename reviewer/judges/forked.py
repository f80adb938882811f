"""Deciding many claims at once, in several processes when that is safe and worth it.

``decide_all(decide, items)`` returns ``[decide(*item) for item in items]``. For a big batch
(``MIN_ITEMS`` or more) on a machine with several cores, it splits the batch into one
contiguous chunk per process (at most one process per core, ``MAX_PROCESSES``, and one per
``MIN_ITEMS // 2`` items), forks a child for every chunk but the first, which this process
decides; each child sends its decisions back pickled. The offline judges are pure functions of
(claim, source texts), so who computes a decision changes nothing: the result is the same
list, in the same order, as the plain loop.

It only forks when that is safe and can pay: on Linux, when other cores are idle (by the load
average), when this process runs a single thread (never inside the Streamlit server or a
threaded test runner), and the caller says the deciding is offline (no network clients to
share). Anything going wrong in a child (an exception, a crash, a short read) falls back to
deciding that chunk here. ``processes`` (``Config.processes``, ``$REVIEWER_PROCESSES``): 0 uses
the idle cores, 1 turns forking off, N uses N processes whatever the load (never more than the
cores).
"""

from __future__ import annotations

import dataclasses
import io
import math
import os
import pickle
import sys
import threading
from collections.abc import Callable, Sequence
from typing import Any

#: batches smaller than this are decided in this process (forking costs a few milliseconds)
MIN_ITEMS = 400
#: never more processes than this, however many cores (each child's decisions come back pickled)
MAX_PROCESSES = 8


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))  # the cores this process may run on (a container's share)
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def processes_for(processes: int = 0, items: int | None = None, min_items: int = MIN_ITEMS) -> int:
    """How many processes decide a batch: ``processes`` (0: this one and one per idle core,
    ``spare_cores``), never more than the cores or ``MAX_PROCESSES``; with ``items``, also no
    more than one per ``min_items // 2`` of them. 1 when forking is not safe here (not Linux,
    several threads)."""
    if not (sys.platform.startswith("linux") and hasattr(os, "fork") and threading.active_count() == 1):
        return 1
    cap = min(_cores(), MAX_PROCESSES)
    if items is not None:
        cap = min(cap, max(1, items // max(1, min_items // 2)))
    if processes == 1 or cap <= 1:
        return 1
    wanted = processes if processes > 1 else 1 + spare_cores()
    return max(1, min(wanted, cap))


def can_fork(processes: int = 0) -> bool:
    """Linux (fork is not safe on macOS), a single thread, more than one process wanted, and a
    core to spare (``processes=0``: by the load; N > 1: whatever the load; 1: never)."""
    return processes_for(processes) > 1


def spare_cores() -> int:
    """How many more cores are free: those the 1-minute load (this process, about 1, and its
    earlier children included) leaves idle, a quarter of a core kept back. On a busy machine a
    child only competes for the same cores, and loses time."""
    try:
        idle = _cores() - os.getloadavg()[0] - 0.25
    except OSError:
        return 0
    return max(0, min(_cores() - 1, math.ceil(idle))) if idle > 0 else 0


def decide_all(decide: Callable[..., Any], items: Sequence[tuple], *, offline: bool,
               min_items: int = MIN_ITEMS, processes: int = 0) -> list:
    """``[decide(*item) for item in items]``, all chunks but the first in forked children when safe."""
    mine, rest = start_all(decide, items, offline=offline, min_items=min_items, processes=processes)
    return mine + rest()


def start_all(decide: Callable[..., Any], items: Sequence[tuple], *, offline: bool,
              min_items: int = MIN_ITEMS, processes: int = 0) -> tuple[list, Callable[[], list]]:
    """``decide_all`` in two steps: ``(mine, rest)`` where ``mine`` is the decisions of the first
    chunk of items (all of them when no child is forked) and ``rest()`` those of the others (the
    children's, collected when asked for: this process can go on with other work meanwhile;
    decided here for any child that failed). ``mine + rest()`` is ``[decide(*item) for item in
    items]``. Call ``rest`` exactly once: it reaps the children."""
    if not offline or len(items) < max(2, min_items):
        return [decide(*item) for item in items], list
    n = processes_for(processes, len(items), max(2, min_items))
    if n <= 1:
        return [decide(*item) for item in items], list
    size = math.ceil(len(items) / n)
    chunks = [items[k : k + size] for k in range(0, len(items), size)]
    theirs = [(chunk, _fork(decide, chunk)) for chunk in chunks[1:]]
    try:
        mine = [decide(*item) for item in chunks[0]]
    except BaseException:
        for _chunk, collect in theirs:
            if collect is not None:
                collect()  # never leave a child behind (it ends on its own; this reaps it)
        raise

    def rest() -> list:
        got = [collect() if collect is not None else None for _chunk, collect in theirs]  # reaps them all
        out: list = []
        for (chunk, _collect), decided in zip(theirs, got):
            out += decided if decided is not None and len(decided) == len(chunk) else [decide(*item) for item in chunk]
        return out

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
