"""The fetch cache: one SQLite table (sqlite-utils, WAL) of what each fetch returned.

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
        self._opened: Any = None
        try:
            if self.path is None:
                self._conn = sqlite3.connect(":memory:", check_same_thread=False)
            else:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._conn = sqlite3.connect(str(self.path), check_same_thread=False, timeout=10)
        except (OSError, sqlite3.Error) as exc:
            raise CacheError(f"cannot open fetch cache {self.path}: {exc}") from None

    @property
    def _db(self):
        """The sqlite-utils view of the cache, made on first use: a check that fetches nothing
        never imports sqlite-utils (and the pandas it pulls in: ~1 s of start-up)."""
        if self._opened is None:
            import sqlite_utils

            try:
                db = sqlite_utils.Database(self._conn)
                if self.path is not None:
                    db.enable_wal()
                self._opened = db
                self._ensure_table()
            except sqlite3.Error as exc:
                self._opened = None
                raise CacheError(f"cannot open fetch cache {self.path}: {exc}") from None
        return self._opened

    def _ensure_table(self) -> None:
        if TABLE not in self._db.table_names():
            self._db[TABLE].create(
                {
                    "key": str,
                    "url": str,
                    "final_url": str,
                    "status": int,
                    "content_type": str,
                    "fetched_at": str,
                    "sha256": str,
                    "title": str,
                    "text": str,
                    "reason": str,
                },
                pk="key",
            )

    def get(self, key: str) -> CacheEntry | None:
        with self._lock:
            db = self._db
            from sqlite_utils.db import NotFoundError

            try:
                row = db[TABLE].get(key)
            except NotFoundError:
                return None
            except sqlite3.Error as exc:
                raise CacheError(f"fetch cache {self.path} unreadable: {exc}") from None
        return _entry(row)

    def put(self, entry: CacheEntry) -> None:
        row = asdict(entry)
        if not row["fetched_at"]:
            row["fetched_at"] = CacheEntry.now()
        with self._lock:
            try:
                self._db[TABLE].upsert(row, pk="key")
            except sqlite3.Error as exc:
                raise CacheError(f"cannot write fetch cache {self.path}: {exc}") from None

    def entries(self) -> list[CacheEntry]:
        with self._lock:
            rows = list(self._db[TABLE].rows_where(order_by="key"))
        return [_entry(r) for r in rows]

    def __len__(self) -> int:
        with self._lock:
            return self._db[TABLE].count

    def close(self) -> None:
        with self._lock:
            self._conn.close()


_FIELDS = tuple(CacheEntry.__dataclass_fields__)


def _entry(row: dict) -> CacheEntry:
    return CacheEntry(**{k: row.get(k) if k == "status" else (row.get(k) or "") for k in _FIELDS})
