"""The decision log: an append-only SQLite file (sqlite-utils, WAL).

Every editor decision is a new row of ``decisions``; nothing is updated in place, and an undo
is a new row that points at the decision it cancels. The current state of a claim
(:class:`ClaimState`) is derived from the log. Each checked note is kept as a snapshot (its
text, sources and full report) so the repaired note and the gold labels can be rebuilt from
the database alone.

Concurrency: one connection per :class:`Database`, shared by threads under a lock; several
processes may write the same file — read-then-write runs in ``BEGIN IMMEDIATE`` with a busy
timeout (a plain ``BEGIN`` fails at once with "database is locked" in WAL mode).
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import sqlite_utils

from reviewer.errors import StoreError
from reviewer.model import Report, Verdict
from reviewer.review.decisions import (
    Action,
    ClaimState,
    Decision,
    ReasonCode,
    Snapshot,
    derive_state,
    sha256_text,
    utc_now,
)
from reviewer.review.snapshot import report_from_json, report_to_json

DEFAULT_DB_PATH = Path("data") / "reviewer.db"
BUSY_TIMEOUT_MS = 30_000


def default_db_path() -> Path:
    """``data/reviewer.db``; ``$REVIEWER_DB`` reaches the log through ``Config.db_path``."""
    return DEFAULT_DB_PATH


class Database:
    """The decision log. ``Database()`` opens ``data/reviewer.db``; ``Database(path)`` another file."""

    def __init__(self, path: str | Path | None = None, *, memory: bool = False) -> None:
        self.path = ":memory:" if memory else str(path or default_db_path())
        if not memory:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        try:
            conn = sqlite3.connect(
                self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                check_same_thread=False,
            )
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            if not memory:
                conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
        except sqlite3.Error as exc:
            raise StoreError(f"cannot open decision log {self.path}: {exc}") from None
        self.conn = conn
        self.db = sqlite_utils.Database(conn)
        self._lock = threading.RLock()
        self._create()

    @classmethod
    def existing(cls, path: str | Path) -> Database | None:
        """The log in ``path`` for reading it (an export), or None when the file holds no
        decision log (empty, or a SQLite database without its tables), which is then left
        untouched: opening a log creates its tables, and an export must not write them into
        a file named by mistake. A file that is not SQLite opens as ``Database`` does (its
        ``StoreError``)."""
        try:
            probe = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True)
            try:
                tables = {row[0] for row in probe.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            finally:
                probe.close()
        except (sqlite3.Error, ValueError):
            return cls(path)
        return cls(path) if tables & {"decisions", "snapshots"} else None

    # -- plumbing -----------------------------------------------------------------------
    def _create(self) -> None:
        with self.transaction():
            self.db["decisions"].create(
                {
                    "id": int, "at": str, "reviewer": str, "note_sha256": str, "claim_id": str,
                    "claim_text_sha256": str, "action": str, "payload": str,
                    "machine_verdict": str,
                },
                pk="id", not_null={"at", "note_sha256", "claim_id", "action"}, if_not_exists=True,
            )
            self.db["snapshots"].create(
                {
                    "id": int, "at": str, "note_sha256": str, "path": str, "text": str,
                    "report_sha256": str, "report_json": str, "full_json": str,
                },
                pk="id", if_not_exists=True,
            )
            self.db["decisions"].create_index(
                ["note_sha256", "claim_id"], if_not_exists=True, find_unique_name=True
            )
            self.db["snapshots"].create_index(
                ["note_sha256", "report_sha256"], if_not_exists=True, find_unique_name=True
            )

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """``BEGIN IMMEDIATE`` … ``COMMIT`` (rolled back on error), serialised across threads."""
        with self._lock:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield self.conn
            except BaseException:
                self.conn.execute("ROLLBACK")
                raise
            self.conn.execute("COMMIT")

    def _rows(self, sql: str, params: tuple | dict = ()) -> list[dict]:
        with self._lock:
            return list(self.db.query(sql, params))

    def close(self) -> None:
        with self._lock:
            self.conn.close()

    # -- snapshots ----------------------------------------------------------------------
    def save_snapshot(self, report: Report) -> int:
        """Keep the checked note (text, sources, report); idempotent for the same report."""
        full = report_to_json(report)
        digest = sha256_text(full)
        with self.transaction() as conn:
            row = conn.execute(
                "SELECT id FROM snapshots WHERE note_sha256 = ? AND report_sha256 = ?",
                (report.note_sha256, digest),
            ).fetchone()
            if row:
                return row[0]
            cur = conn.execute(
                "INSERT INTO snapshots (at, note_sha256, path, text, report_sha256, report_json,"
                " full_json) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (utc_now(), report.note_sha256, report.note_path, report.note_text, digest,
                 _contract_json(report), full),
            )
            return cur.lastrowid

    def snapshot(self, note_sha256: str | None = None) -> Snapshot | None:
        """The latest snapshot of a note (or of the most recently checked note)."""
        where, params = ("WHERE note_sha256 = ?", (note_sha256,)) if note_sha256 else ("", ())
        rows = self._rows(f"SELECT * FROM snapshots {where} ORDER BY id DESC LIMIT 1", params)
        return _snapshot(rows[0]) if rows else None

    def snapshots(self) -> list[Snapshot]:
        """The latest snapshot of every note, oldest first."""
        rows = self._rows(
            "SELECT * FROM snapshots WHERE id IN (SELECT MAX(id) FROM snapshots"
            " GROUP BY note_sha256) ORDER BY id"
        )
        return [_snapshot(r) for r in rows]

    def note_sha256(self, prefix: str) -> list[str]:
        """Every checked note whose sha256 starts with ``prefix`` (the 8 or 12 characters the
        app and the gold export show), oldest first."""
        rows = self._rows("SELECT note_sha256, MIN(id) AS first FROM snapshots WHERE substr(note_sha256, 1, ?) = ?"
                          " GROUP BY note_sha256 ORDER BY first", (len(prefix), prefix.lower()))
        return [r["note_sha256"] for r in rows]

    # -- decisions ----------------------------------------------------------------------
    def record(
        self,
        *,
        reviewer: str,
        note_sha256: str,
        claim_id: str,
        claim_text: str,
        action: Action | str,
        payload: dict | None = None,
        machine_verdict: str = "",
    ) -> Decision:
        """Append one decision and commit it; returns it with its id."""
        action = Action(action)
        if action is Action.UNDO:
            raise StoreError("use undo() to undo a decision")
        payload = dict(payload or {})
        if action in (Action.ACCEPT_REPAIR, Action.REJECT_REPAIR) and not payload.get("repair_id"):
            raise StoreError(f"{action} needs a repair_id")
        if action is Action.SET_LABEL:
            label = Verdict.from_label(str(payload.get("label", "")))
            payload["label"] = label.value
            payload["reason"] = ReasonCode(payload.get("reason") or "").value
        with self.transaction() as conn:
            return self._insert(conn, reviewer, note_sha256, claim_id, sha256_text(claim_text),
                                action, payload, str(machine_verdict))

    def _insert(self, conn, reviewer, note_sha, claim_id, text_sha, action, payload, verdict):
        at = utc_now()
        body = json.dumps(payload, ensure_ascii=False, sort_keys=True)
        cur = conn.execute(
            "INSERT INTO decisions (at, reviewer, note_sha256, claim_id, claim_text_sha256, action,"
            " payload, machine_verdict) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (at, reviewer or "anonymous", note_sha, claim_id, text_sha, action.value, body, verdict),
        )
        return Decision(cur.lastrowid, at, reviewer or "anonymous", note_sha, claim_id, text_sha,
                        action, payload, verdict)

    def undo(self, decision_id: int, *, reviewer: str) -> Decision:
        """Cancel one decision (a new ``undo`` row pointing at it)."""
        with self.transaction() as conn:
            row = conn.execute(
                "SELECT note_sha256, claim_id, claim_text_sha256, action, machine_verdict"
                " FROM decisions WHERE id = ?", (decision_id,),
            ).fetchone()
            if row is None:
                raise StoreError(f"no decision #{decision_id}")
            if row[3] == Action.UNDO:
                raise StoreError(f"decision #{decision_id} is an undo; record the decision again")
            if _undone(conn, decision_id):
                raise StoreError(f"decision #{decision_id} is already undone")
            return self._insert(conn, reviewer, row[0], row[1], row[2], Action.UNDO,
                                {"undone": decision_id}, row[4])

    def undo_last(self, note_sha256: str, claim_id: str, *, reviewer: str,
                  own_only: bool = False) -> Decision | None:
        """Undo the latest decision still in force on a claim — with ``own_only``, the latest
        one ``reviewer`` took — or return None when there is none."""
        with self.transaction() as conn:
            rows = conn.execute(
                "SELECT * FROM decisions WHERE note_sha256 = ? AND claim_id = ? ORDER BY id",
                (note_sha256, claim_id),
            )
            cols = [c[0] for c in rows.description]
            state = derive_state(Decision.from_row(dict(zip(cols, r))) for r in rows.fetchall())
            mine = [d for d in state.effective if not own_only or d.reviewer == reviewer]
            last = mine[-1] if mine else None
            if last is None:
                return None
            return self._insert(conn, reviewer, note_sha256, claim_id, last.claim_text_sha256,
                                Action.UNDO, {"undone": last.id}, last.machine_verdict)

    def undo_mine_in_note(self, note_sha256: str, *, reviewer: str) -> Decision | None:
        """Undo ``reviewer``'s latest decision still in force anywhere in a note (the app's
        undo key); None when they have none. The returned undo row names the claim."""
        with self.transaction() as conn:
            rows = conn.execute(
                "SELECT * FROM decisions WHERE note_sha256 = ? ORDER BY id", (note_sha256,))
            cols = [c[0] for c in rows.description]
            grouped: dict[str, list[Decision]] = {}
            for r in rows.fetchall():
                d = Decision.from_row(dict(zip(cols, r)))
                grouped.setdefault(d.claim_id, []).append(d)
            mine = [d for ds in grouped.values() for d in derive_state(ds).effective
                    if d.reviewer == reviewer]
            if not mine:
                return None
            last = max(mine, key=lambda d: d.id)
            return self._insert(conn, reviewer, note_sha256, last.claim_id,
                                last.claim_text_sha256, Action.UNDO, {"undone": last.id},
                                last.machine_verdict)

    def decisions(self, note_sha256: str | None = None, claim_id: str | None = None) -> list[Decision]:
        clauses, params = [], []
        if note_sha256:
            clauses.append("note_sha256 = ?")
            params.append(note_sha256)
        if claim_id:
            clauses.append("claim_id = ?")
            params.append(claim_id)
        where = f"WHERE {' AND '.join(clauses)}" if clauses else ""
        return [Decision.from_row(r)
                for r in self._rows(f"SELECT * FROM decisions {where} ORDER BY id", tuple(params))]

    def count(self) -> int:
        with self._lock:
            return self.conn.execute("SELECT COUNT(*) FROM decisions").fetchone()[0]

    def claim_state(self, note_sha256: str, claim_id: str) -> ClaimState:
        return derive_state(self.decisions(note_sha256, claim_id))

    def note_states(self, note_sha256: str, report: Report | None = None) -> dict[str, ClaimState]:
        """Every reviewed claim of a note → its state (one query). With ``report``, only
        decisions taken on the same claim text count (claim ids may shift between versions
        of the checker)."""
        texts = ({r.claim.id: sha256_text(r.claim.text) for r in report.claims}
                 if report is not None else None)
        grouped: dict[str, list[Decision]] = {}
        for d in self.decisions(note_sha256):
            if texts is not None and texts.get(d.claim_id) != d.claim_text_sha256:
                continue
            grouped.setdefault(d.claim_id, []).append(d)
        return {cid: derive_state(ds) for cid, ds in grouped.items()}

def _undone(conn: sqlite3.Connection, decision_id: int) -> bool:
    row = conn.execute(
        "SELECT 1 FROM decisions WHERE action = 'undo' AND json_extract(payload, '$.undone') = ?"
        " LIMIT 1", (decision_id,),
    ).fetchone()
    return row is not None


def _snapshot(row: dict) -> Snapshot:
    return Snapshot(row["id"], row["at"], row["note_sha256"], row["path"],
                    report_from_json(row["full_json"]))


def _contract_json(report: Report) -> str:
    """The Contract 3 JSON of the report, when ``reviewer.report`` is available."""
    try:
        from reviewer.report import to_dict
    except ImportError:  # pragma: no cover - the report module lands with the pipeline
        return ""
    try:
        return json.dumps(to_dict(report), ensure_ascii=False)
    except Exception:  # noqa: BLE001 - a snapshot must not fail on a report serialiser bug
        return ""
