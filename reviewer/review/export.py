"""Exports derived from the decision log alone: repaired note, gold labels, decisions CSV.

Each writer has the signature ``(db, out, note_sha256=None) -> int`` (rows written; for the
note: the number of accepted repairs applied) and raises :class:`ExportError` with a one-line
message when there is nothing to export from.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterable
from typing import TextIO

from reviewer.errors import ExportError
from reviewer.model import ClaimResult, Repair, Report, Verdict
from reviewer.review.store import ClaimState, Database, Decision

DECISION_COLUMNS = ("id", "at", "reviewer", "note_sha256", "claim_id", "claim_text_sha256",
                    "action", "payload", "machine_verdict")


def apply_accepted(note: str, repairs: Iterable[Repair]) -> str:
    """The draft with these repairs applied (by offsets into the draft). When an editor
    accepted two repairs that edit the same text, the one accepted first wins."""
    from reviewer.repair.apply import apply_repairs

    return apply_repairs(note, applicable(note, repairs)[0])


def applicable(note: str, repairs: Iterable[Repair]) -> tuple[list[Repair], list[Repair]]:
    """(the accepted repairs that are applied, those left out): a repair that edits text an
    earlier accepted one edits (or lies outside the draft) is left out, and an export says so."""
    from reviewer.repair.apply import conflicts

    chosen: list[Repair] = []
    left: list[Repair] = []
    for repair in repairs:
        if 0 <= repair.start <= repair.end <= len(note) and not any(
            conflicts(repair, other) for other in chosen
        ):
            chosen.append(repair)
        else:
            left.append(repair)
    return chosen, left


def accepted_repairs(report: Report, states: dict[str, ClaimState]) -> list[Repair]:
    """The repairs editors accepted, in the order they were accepted."""
    by_id = {(r.claim_id, r.id): r for result in report.claims for r in result.repairs}
    chosen = []
    for result in report.claims:
        state = states.get(result.claim.id)
        if state is None:
            continue
        for d in state.effective:
            rid = d.payload.get("repair_id")
            if (result.claim.id, rid) in by_id and rid in state.accepted_repairs:
                chosen.append((d.id, by_id[(result.claim.id, rid)]))
    seen, ordered = set(), []
    for _, repair in sorted(chosen, key=lambda x: x[0]):
        if (repair.claim_id, repair.id) not in seen:
            seen.add((repair.claim_id, repair.id))
            ordered.append(repair)
    return ordered


def repaired_note(report: Report, states: dict[str, ClaimState]) -> str:
    return apply_accepted(report.note_text, accepted_repairs(report, states))


def _claim_context(note: str, result: ClaimResult) -> str:
    start = note.rfind("\n\n", 0, result.claim.start)
    end = note.find("\n\n", result.claim.end)
    return note[0 if start < 0 else start + 2: len(note) if end < 0 else end].strip()


def _prose(result: ClaimResult) -> str:
    """The claim without its citation markers, as the judges read it."""
    try:
        from reviewer.verify import claim_text_for_judges
    except ImportError:  # pragma: no cover
        return result.claim.text
    return claim_text_for_judges(result.claim)


def gold_rows(report: Report, states: dict[str, ClaimState]) -> list[dict]:
    """Contract 4 corpus rows for every claim an editor labelled that cites a source (an uncited
    claim's label has no source to be scored against)."""
    rows = []
    for result in report.claims:
        state = states.get(result.claim.id)
        if state is None or state.label is None or state.label is Verdict.UNCITED:
            continue
        source_ids = [state.confirmed_source] if state.confirmed_source else []
        source_ids += [result.evidence.source_id] if result.evidence else []
        source_ids += [c.source_id for c in result.claim.citations if c.source_id]
        if not source_ids:
            # a claim that cites nothing has no source to judge it against: a corpus row with an
            # empty source_text reads as "source unavailable" in ``reviewer bench``, noise in the gold
            continue
        source = next((s for sid in source_ids if (s := report.source(sid)) is not None
                       and s.usable), None)
        if source is None:
            source = next((s for sid in source_ids if (s := report.source(sid))), None)
        row = {
            "id": f"{report.note_sha256[:12]}:{result.claim.id}",
            "claim": _prose(result),
            "source_text": source.text if source is not None and source.usable else "",
            "label": state.label.corpus_label,
            "claim_context": _claim_context(report.note_text, result),
        }
        if state.confirmed_quote:  # the editor's confirmed (or pointed-at) passage wins
            row["quote"] = state.confirmed_quote
        elif state.quote != "rejected" and result.evidence is not None and result.evidence.quote:
            row["quote"] = result.evidence.quote
        if source is not None and source.url:
            row["source_url"] = source.url
        row.update(_team_fields(state))
        rows.append(row)
    return rows


def _team_fields(state: ClaimState) -> dict:
    """Who labelled the row and why (extra corpus fields; ``reviewer bench`` ignores them):
    ``editor``, ``reason`` (a reason code), ``comment`` (with the label), ``comments`` (the
    claim's other comments) and, when editors disagree, every editor's ``labels``."""
    fields: dict = {"editor": state.label_editor, "reason": state.reason.value,
                    "comment": state.label_comment}
    if state.comments:
        fields["comments"] = list(state.comments)
    if state.label_conflict:
        fields["labels"] = [{"editor": e.editor, "label": e.label.corpus_label,
                             "reason": e.reason.value, "comment": e.comment}
                            for e in state.labels]
    return fields


def _snapshots(db: Database, note_sha256: str | None):
    if note_sha256:
        snap = db.snapshot(note_sha256)
        if snap is None:
            raise ExportError(f"no checked note {note_sha256[:12]} in {db.path}")
        return [snap]
    return db.snapshots()


def export_gold(db: Database, out: TextIO, note_sha256: str | None = None) -> int:
    """Gold labels as corpus JSON Lines (``reviewer bench`` reads them back)."""
    n = 0
    for snap in _snapshots(db, note_sha256):
        for row in gold_rows(snap.report, db.note_states(snap.note_sha256, snap.report)):
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            n += 1
    return n


def repaired(db: Database, note_sha256: str | None = None) -> tuple[str, list[Repair], list[Repair]]:
    """(the repaired note, the accepted repairs applied, those left out) of a note, or of the
    latest checked one: the draft plus the accepted repairs, read from the log once."""
    from reviewer.repair.apply import apply_repairs

    snap = db.snapshot(note_sha256)
    if snap is None:
        where = f"note {note_sha256[:12]}" if note_sha256 else "checked note"
        raise ExportError(f"no {where} in {db.path}")
    note = snap.report.note_text
    applied, left = applicable(note, accepted_repairs(snap.report, db.note_states(snap.note_sha256, snap.report)))
    return apply_repairs(note, applied), applied, left


def export_note(db: Database, out: TextIO, note_sha256: str | None = None) -> int:
    """The repaired note (draft + accepted repairs) of a note, or of the latest checked one;
    the number of repairs applied."""
    text, applied, _left = repaired(db, note_sha256)
    out.write(text)
    return len(applied)


def decision_row(d: Decision) -> dict:
    return {
        "id": d.id, "at": d.at, "reviewer": d.reviewer, "note_sha256": d.note_sha256,
        "claim_id": d.claim_id, "claim_text_sha256": d.claim_text_sha256,
        "action": d.action.value, "payload": json.dumps(d.payload, ensure_ascii=False,
                                                        sort_keys=True),
        "machine_verdict": d.machine_verdict,
    }


def export_decisions_csv(db: Database, out: TextIO, note_sha256: str | None = None) -> int:
    """The whole decision log (or one note's) as CSV, oldest first, undo rows included."""
    writer = csv.DictWriter(out, fieldnames=DECISION_COLUMNS, lineterminator="\n")
    writer.writeheader()
    n = 0
    for d in db.decisions(note_sha256):
        writer.writerow({k: _inert(v) for k, v in decision_row(d).items()})
        n += 1
    return n


def _inert(value):
    """A cell a spreadsheet will not run: text an editor typed that opens like a formula
    ('=HYPERLINK(…)', '+', '-', '@', a tab or CR) gets a leading apostrophe (OWASP's CSV
    injection rule); every other cell is written as it is."""
    return "'" + value if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r") else value
