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

import hashlib
import json
import os
import sqlite3
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path

import sqlite_utils

from reviewer.model import Report, Verdict
from reviewer.snapshot import report_from_json, report_to_json

DEFAULT_DB_PATH = Path("data") / "reviewer.db"
BUSY_TIMEOUT_MS = 30_000


class StoreError(RuntimeError):
    """The decision log cannot be opened or a decision is invalid (one-line message)."""


class Action(StrEnum):
    ACCEPT_REPAIR = "accept_repair"
    REJECT_REPAIR = "reject_repair"
    CONFIRM_QUOTE = "confirm_quote"
    REJECT_QUOTE = "reject_quote"
    SET_LABEL = "set_label"
    COMMENT = "comment"
    UNDO = "undo"


class ReasonCode(StrEnum):
    """Why an editor's gold label differs from (or qualifies) the machine verdict."""

    NONE = ""
    TRUNCATED_SOURCE = "truncated_source"
    RUBRIC = "partial_vs_not_supported"
    WRONG_SPAN = "wrong_claim_span"
    OTHER = "other"

    @property
    def label(self) -> str:
        return _REASON_LABELS[self]


_REASON_LABELS = {
    ReasonCode.NONE: "—",
    ReasonCode.TRUNCATED_SOURCE: "truncated source",
    ReasonCode.RUBRIC: "partial vs not-supported rubric",
    ReasonCode.WRONG_SPAN: "wrong claim span",
    ReasonCode.OTHER: "other",
}


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


@dataclass(frozen=True, slots=True)
class Decision:
    id: int
    at: str
    reviewer: str
    note_sha256: str
    claim_id: str
    claim_text_sha256: str
    action: Action
    payload: dict = field(default_factory=dict)
    machine_verdict: str = ""

    @classmethod
    def from_row(cls, row: dict) -> "Decision":
        return cls(
            id=row["id"],
            at=row["at"],
            reviewer=row["reviewer"],
            note_sha256=row["note_sha256"],
            claim_id=row["claim_id"],
            claim_text_sha256=row["claim_text_sha256"],
            action=Action(row["action"]),
            payload=json.loads(row["payload"] or "{}"),
            machine_verdict=row["machine_verdict"] or "",
        )

    def describe(self) -> str:
        p = self.payload
        if self.action in (Action.ACCEPT_REPAIR, Action.REJECT_REPAIR):
            return f"{self.action.value.replace('_', ' ')} {p.get('repair_id', '')}".strip()
        if self.action is Action.SET_LABEL:
            return f"label {p.get('label', '')}" + (f" ({p['reason']})" if p.get("reason") else "")
        if self.action is Action.UNDO:
            return f"undo #{p.get('undone')}"
        if self.action is Action.COMMENT:
            return "comment"
        return self.action.value.replace("_", " ")


@dataclass(frozen=True, slots=True)
class ClaimState:
    """A claim's current review state, derived from its decisions with undos applied."""

    accepted_repairs: tuple[str, ...] = ()
    rejected_repairs: tuple[str, ...] = ()
    quote: str | None = None  # "confirmed" | "rejected" | None
    label: Verdict | None = None
    reason: ReasonCode = ReasonCode.NONE
    label_comment: str = ""
    comments: tuple[str, ...] = ()
    effective: tuple[Decision, ...] = ()  # decisions still in force, oldest first

    @property
    def reviewed(self) -> bool:
        return bool(self.effective)

    @property
    def last(self) -> Decision | None:
        return self.effective[-1] if self.effective else None

    def repair_status(self, repair_id: str) -> str | None:
        if repair_id in self.accepted_repairs:
            return "accepted"
        if repair_id in self.rejected_repairs:
            return "rejected"
        return None


def derive_state(decisions: Iterable[Decision]) -> ClaimState:
    """Fold one claim's decisions (any order) into its state; later decisions win."""
    ordered = sorted(decisions, key=lambda d: d.id)
    undone = {d.payload.get("undone") for d in ordered if d.action is Action.UNDO}
    repairs: dict[str, str] = {}
    quote = None
    label = None
    reason = ReasonCode.NONE
    label_comment = ""
    comments: list[str] = []
    effective: list[Decision] = []
    for d in ordered:
        if d.action is Action.UNDO or d.id in undone:
            continue
        effective.append(d)
        p = d.payload
        if d.action is Action.ACCEPT_REPAIR:
            repairs[str(p.get("repair_id"))] = "accepted"
        elif d.action is Action.REJECT_REPAIR:
            repairs[str(p.get("repair_id"))] = "rejected"
        elif d.action is Action.CONFIRM_QUOTE:
            quote = "confirmed"
        elif d.action is Action.REJECT_QUOTE:
            quote = "rejected"
        elif d.action is Action.SET_LABEL:
            label = Verdict.from_label(str(p.get("label", "")))
            reason = ReasonCode(p.get("reason") or "")
            label_comment = str(p.get("comment") or "")
        elif d.action is Action.COMMENT and p.get("comment"):
            comments.append(str(p["comment"]))
    return ClaimState(
        accepted_repairs=tuple(k for k, v in repairs.items() if v == "accepted"),
        rejected_repairs=tuple(k for k, v in repairs.items() if v == "rejected"),
        quote=quote,
        label=label,
        reason=reason,
        label_comment=label_comment,
        comments=tuple(comments),
        effective=tuple(effective),
    )


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A checked note as the reviewer saw it: text, sources and the full report."""

    id: int
    at: str
    note_sha256: str
    path: str
    report: Report


def default_db_path() -> Path:
    return Path(os.environ.get("REVIEWER_DB") or DEFAULT_DB_PATH)


class Database:
    """The decision log. ``Database()`` opens ``$REVIEWER_DB`` or ``data/reviewer.db``."""

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

    def undo_last(self, note_sha256: str, claim_id: str, *, reviewer: str) -> Decision | None:
        """Undo the latest decision still in force on a claim (None when there is none)."""
        with self.transaction() as conn:
            rows = conn.execute(
                "SELECT * FROM decisions WHERE note_sha256 = ? AND claim_id = ? ORDER BY id",
                (note_sha256, claim_id),
            )
            cols = [c[0] for c in rows.description]
            state = derive_state(Decision.from_row(dict(zip(cols, r))) for r in rows.fetchall())
            last = state.last
            if last is None:
                return None
            return self._insert(conn, reviewer, note_sha256, claim_id, last.claim_text_sha256,
                                Action.UNDO, {"undone": last.id}, last.machine_verdict)

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

    def note_states(self, note_sha256: str) -> dict[str, ClaimState]:
        """Every reviewed claim of a note → its state (one query)."""
        grouped: dict[str, list[Decision]] = {}
        for d in self.decisions(note_sha256):
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
