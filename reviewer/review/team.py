"""A team of editors: label conflicts, agreement between editors (Cohen's kappa), and each
editor against the checker. Pure functions of snapshots and claim states."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations

from reviewer.review.decisions import ClaimState, EditorLabel, Snapshot


@dataclass(frozen=True, slots=True)
class LabelConflict:
    """A claim two or more editors labelled differently; every editor's label is kept."""

    note_sha256: str
    note_path: str
    claim_id: str
    claim_text: str
    labels: tuple[EditorLabel, ...]

    def describe(self) -> str:
        return " vs ".join(f"{e.label.corpus_label} ({e.editor})" for e in self.labels)


def label_conflicts(snapshots: list[Snapshot],
                    states_by_note: dict[str, dict[str, ClaimState]]) -> list[LabelConflict]:
    out = []
    for snap in snapshots:
        states = states_by_note.get(snap.note_sha256, {})
        for r in snap.report.claims:
            s = states.get(r.claim.id)
            if s is not None and s.label_conflict:
                out.append(LabelConflict(snap.note_sha256, snap.path, r.claim.id, r.claim.text,
                                         s.labels))
    return out


def cohen_kappa(pairs: list[tuple[str, str]]) -> float | None:
    """Cohen's kappa of two raters over ``pairs`` of labels; None when undefined (no pairs,
    or chance agreement is 1 — both raters used one and the same label throughout)."""
    n = len(pairs)
    if n == 0:
        return None
    observed = sum(a == b for a, b in pairs) / n
    ca, cb = Counter(a for a, _ in pairs), Counter(b for _, b in pairs)
    expected = sum(ca[k] * cb[k] for k in ca) / (n * n)
    if expected >= 1.0:
        return None
    return (observed - expected) / (1.0 - expected)


@dataclass(frozen=True, slots=True)
class PairAgreement:
    a: str
    b: str
    n: int  # claims both labelled
    agree: int
    kappa: float | None

    @property
    def percent(self) -> float | None:
        return None if self.n == 0 else 100.0 * self.agree / self.n


def _labels_by_editor(snapshots, states_by_note) -> dict[str, dict[tuple[str, str], str]]:
    """editor -> {(note, claim): label value} over every note in the log."""
    out: dict[str, dict[tuple[str, str], str]] = {}
    for snap in snapshots:
        for cid, s in states_by_note.get(snap.note_sha256, {}).items():
            for e in s.labels:
                out.setdefault(e.editor, {})[(snap.note_sha256, cid)] = e.label.value
    return out


def editor_agreement(snapshots: list[Snapshot],
                     states_by_note: dict[str, dict[str, ClaimState]]) -> list[PairAgreement]:
    """Every pair of editors who labelled at least one claim in common: n, agreements, kappa."""
    by_editor = _labels_by_editor(snapshots, states_by_note)
    rows = []
    for a, b in combinations(sorted(by_editor), 2):
        common = sorted(set(by_editor[a]) & set(by_editor[b]))
        if not common:
            continue
        pairs = [(by_editor[a][k], by_editor[b][k]) for k in common]
        rows.append(PairAgreement(a, b, len(pairs), sum(x == y for x, y in pairs),
                                  cohen_kappa(pairs)))
    return rows


@dataclass(frozen=True, slots=True)
class EditorVsChecker:
    editor: str
    n: int  # claims this editor labelled
    agree: int  # … where the checker's verdict is the editor's label
    kappa: float | None

    @property
    def percent(self) -> float | None:
        return None if self.n == 0 else 100.0 * self.agree / self.n


def editors_vs_checker(snapshots: list[Snapshot],
                       states_by_note: dict[str, dict[str, ClaimState]]) -> list[EditorVsChecker]:
    """Each editor's labels against the machine verdicts the editor was shown."""
    pairs: dict[str, list[tuple[str, str]]] = {}
    for snap in snapshots:
        verdicts = {r.claim.id: r.verdict.value for r in snap.report.claims}
        for cid, s in states_by_note.get(snap.note_sha256, {}).items():
            if cid not in verdicts:
                continue
            for e in s.labels:
                pairs.setdefault(e.editor, []).append((e.label.value, verdicts[cid]))
    return [EditorVsChecker(ed, len(p), sum(g == m for g, m in p), cohen_kappa(p))
            for ed, p in sorted(pairs.items())]
