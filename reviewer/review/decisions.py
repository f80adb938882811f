"""The decision log's records: actions, reason codes, decisions and the derived claim state.

Pure (no database): :func:`derive_state` folds one claim's decisions, with undos applied,
into its :class:`ClaimState`. :mod:`reviewer.review.store` persists the decisions.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum

from reviewer.model import Report, Verdict


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
    def from_row(cls, row: dict) -> Decision:
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
class EditorLabel:
    """One editor's gold label in force on a claim (their latest ``set_label`` not undone)."""

    editor: str
    label: Verdict
    reason: ReasonCode = ReasonCode.NONE
    comment: str = ""
    decision_id: int = 0


@dataclass(frozen=True, slots=True)
class ClaimState:
    """A claim's current review state, derived from its decisions with undos applied."""

    accepted_repairs: tuple[str, ...] = ()
    rejected_repairs: tuple[str, ...] = ()
    quote: str | None = None  # "confirmed" | "rejected" | None
    confirmed_quote: str | None = None  # the text the editor confirmed (may be a pointed sentence)
    confirmed_source: str | None = None
    label: Verdict | None = None
    reason: ReasonCode = ReasonCode.NONE
    label_comment: str = ""
    comments: tuple[str, ...] = ()
    effective: tuple[Decision, ...] = ()  # decisions still in force, oldest first
    labels: tuple[EditorLabel, ...] = ()  # each editor's label in force, oldest first

    @property
    def reviewed(self) -> bool:
        return bool(self.effective)

    @property
    def label_conflict(self) -> bool:
        """Two editors hold different labels on this claim (both stay in the log)."""
        return len({e.label for e in self.labels}) > 1

    @property
    def label_editor(self) -> str:
        """Who set the label in force (the latest one)."""
        return self.labels[-1].editor if self.labels else ""

    def editors(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(d.reviewer for d in self.effective))

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
    confirmed_quote: str | None = None
    confirmed_source: str | None = None
    label = None
    reason = ReasonCode.NONE
    label_comment = ""
    comments: list[str] = []
    effective: list[Decision] = []
    by_editor: dict[str, EditorLabel] = {}
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
            confirmed_quote = str(p["quote"]) if p.get("quote") else None
            confirmed_source = str(p["source_id"]) if p.get("source_id") else None
        elif d.action is Action.REJECT_QUOTE:
            quote = "rejected"
            confirmed_quote = confirmed_source = None
        elif d.action is Action.SET_LABEL:
            label = Verdict.from_label(str(p.get("label", "")))
            reason = ReasonCode(p.get("reason") or "")
            label_comment = str(p.get("comment") or "")
            by_editor.pop(d.reviewer, None)  # keep the dict in order of each editor's latest
            by_editor[d.reviewer] = EditorLabel(d.reviewer, label, reason, label_comment, d.id)
        elif d.action is Action.COMMENT and p.get("comment"):
            comments.append(str(p["comment"]))
    return ClaimState(
        accepted_repairs=tuple(k for k, v in repairs.items() if v == "accepted"),
        rejected_repairs=tuple(k for k, v in repairs.items() if v == "rejected"),
        quote=quote,
        confirmed_quote=confirmed_quote,
        confirmed_source=confirmed_source,
        label=label,
        reason=reason,
        label_comment=label_comment,
        comments=tuple(comments),
        effective=tuple(effective),
        labels=tuple(by_editor.values()),
    )


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A checked note as the reviewer saw it: text, sources and the full report."""

    id: int
    at: str
    note_sha256: str
    path: str
    report: Report
