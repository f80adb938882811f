"""The fetch cache: one SQLite table (WAL) of what each fetch returned.

A row per resolver key (``url:https://…``, ``doi:10.1/x``, ``arxiv:2101.00001``): the final
URL after redirects, HTTP status, content type, fetch time, sha256 of the body, the extracted
title and text, and — for a remembered failure — the reason the source is unavailable.
"""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from reviewer.errors import CacheError

__all__ = ["CacheEntry", "CacheError", "FetchCache"]

TABLE = "fetches"


@dataclass(frozen=True, slots=True)
class CacheEntry:
    key: str
    url: str = ""
    final_url: str = ""
    status: int | None = None
    content_type: str = ""
    fetched_at: str = ""
    sha256: str = ""
    title: str = ""
    text: str = ""
    reason: str = ""  # "" = usable text; otherwise why the source is unavailable

    @property
    def ok(self) -> bool:
        return not self.reason

    @staticmethod
    def now() -> str:
        return datetime.now(UTC).isoformat(timespec="seconds")


class FetchCache:
    """SQLite cache of fetches. ``path=None`` (or ``memory=True``) keeps it in memory."""

    def __init__(self, path: str | Path | None = None, *, memory: bool = False) -> None:
        self.path = None if (memory or path in (None, "")) else Path(path)
        self._lock = threading.Lock()
        self._opened = False
        try:
            if self.path is None:
                self._conn = sqlite3.connect(":memory:", check_same_thread=False)
            else:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._conn = sqlite3.connect(str(self.path), check_same_thread=False, timeout=10)
        except (OSError, sqlite3.Error) as exc:
            raise CacheError(f"cannot open fetch cache {self.path}: {exc}") from None

    def _ready(self) -> sqlite3.Connection:
        """The connection, the table made (and WAL mode set for a file) on first use. Plain
        ``sqlite3``: a cache lookup must not import sqlite-utils, which pulls in numpy and
        pandas (about a second of start-up). The table is the one sqlite-utils made before
        (same columns, types and primary key), so older cache files read as they did."""
        if not self._opened:
            try:
                if self.path is not None and _one(self._conn, "PRAGMA journal_mode") != "wal":
                    self._conn.execute("PRAGMA journal_mode=wal")
                self._ensure_table()
            except sqlite3.Error as exc:
                raise CacheError(f"cannot open fetch cache {self.path}: {exc}") from None
            self._opened = True
        return self._conn

    def _ensure_table(self) -> None:
        tables = {r[0] for r in self._conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if TABLE not in tables:
            columns = ",\n".join(f'   "{name}" {kind}{" PRIMARY KEY" if name == "key" else ""}'
                                 for name, kind in _COLUMNS.items())
            with self._conn:
                self._conn.execute(f'CREATE TABLE "{TABLE}" (\n{columns}\n)')

    def get(self, key: str) -> CacheEntry | None:
        with self._lock:
            conn = self._ready()
            try:
                cursor = conn.execute(f'SELECT * FROM "{TABLE}" WHERE "key" = ?', (key,))
                row = cursor.fetchone()
            except sqlite3.Error as exc:
                raise CacheError(f"fetch cache {self.path} unreadable: {exc}") from None
            if row is None:
                return None
            names = [d[0] for d in cursor.description]
        return _entry(dict(zip(names, row, strict=True)))

    def put(self, entry: CacheEntry) -> None:
        row = asdict(entry)
        if not row["fetched_at"]:
            row["fetched_at"] = CacheEntry.now()
        names = list(_COLUMNS)
        with self._lock:
            try:
                conn = self._ready()
                with conn:
                    conn.execute(_UPSERT, [row[n] for n in names])
            except sqlite3.Error as exc:
                raise CacheError(f"cannot write fetch cache {self.path}: {exc}") from None

    def entries(self) -> list[CacheEntry]:
        with self._lock:
            cursor = self._ready().execute(f'SELECT * FROM "{TABLE}" ORDER BY "key"')
            names = [d[0] for d in cursor.description]
            rows = [dict(zip(names, r, strict=True)) for r in cursor.fetchall()]
        return [_entry(r) for r in rows]

    def __len__(self) -> int:
        with self._lock:
            return _one(self._ready(), f'SELECT count(*) FROM "{TABLE}"')

    def close(self) -> None:
        with self._lock:
            self._conn.close()


_FIELDS = tuple(CacheEntry.__dataclass_fields__)
#: the table's columns and their SQLite types (as sqlite-utils created them from ``CacheEntry``)
_COLUMNS = {name: "INTEGER" if name == "status" else "TEXT" for name in _FIELDS}

#: insert a row, or replace every column of the row with its key (sqlite-utils' ``upsert``)
_UPSERT = (f'INSERT INTO "{TABLE}" (' + ", ".join(f'"{n}"' for n in _COLUMNS) + ") VALUES ("
           + ", ".join("?" for _ in _COLUMNS) + ') ON CONFLICT("key") DO UPDATE SET '
           + ", ".join(f'"{n}" = excluded."{n}"' for n in _COLUMNS if n != "key"))


def _one(conn: sqlite3.Connection, sql: str) -> Any:
    return conn.execute(sql).fetchone()[0]


def _entry(row: dict) -> CacheEntry:
    return CacheEntry(**{k: row.get(k) if k == "status" else (row.get(k) or "") for k in _FIELDS})
