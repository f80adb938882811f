"""Figures the pages show, computed from a report and the decision log (no Streamlit here)."""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass

from reviewer.model import JUDGED_VERDICTS, ClaimResult, Grounding, RepairKind, Report, Verdict
from reviewer.review.store import ClaimState, Snapshot
from reviewer.review.styles import GROUNDING_STYLE, VERDICT_STYLE


def priority(result: ClaimResult) -> int:
    """Queue rank: disagreements, then unlocated/unverified quotes, uncited, fuzzy, the rest."""
    if result.disagreement:
        return 0
    if result.grounding is Grounding.UNLOCATED or result.quote_unverified:
        return 1
    if result.verdict is Verdict.UNCITED:
        return 2
    if result.grounding is Grounding.FUZZY:
        return 3
    if result.verdict in (Verdict.NOT_SUPPORTED, Verdict.PARTIAL):
        return 4
    if result.verdict is Verdict.SOURCE_UNAVAILABLE:
        return 5
    return 6


PRIORITY_LABELS = ("disagreement", "quote unlocated", "uncited", "quote fuzzy", "flagged",
                   "source unavailable", "ok")


def queue(report: Report, states: dict[str, ClaimState] | None = None,
          *, only_open: bool = False) -> list[ClaimResult]:
    """Claims in review order (stable within a rank: note order). ``only_open`` drops claims
    that already have a decision."""
    states = states or {}
    items = [r for r in report.claims
             if not (only_open and (s := states.get(r.claim.id)) and s.reviewed)]
    return sorted(items, key=lambda r: (priority(r), r.claim.start))


BIG_NOTE = 1500  # more claims than this: the Review page shows a window and a paged queue
WINDOW = 150  # claims shown on each side of the selected one in a big note
QUEUE_PAGE = 200  # queue entries per page in a big note
_MAX_GAP = 4000  # how far (characters) a window edge may move to reach a block boundary


@dataclass(frozen=True, slots=True)
class NoteWindow:
    """The part ``note_text[start:end]`` of a big note shown around the selected claim;
    ``above``/``below`` claims are left out before/after it."""

    start: int
    end: int
    above: int
    below: int


def _edge(note: str, at: int, *, back: bool) -> int:
    """The nearest block boundary (blank line, else line break) within ``_MAX_GAP`` of ``at``;
    ``at`` itself when there is none."""
    for sep in ("\n\n", "\n"):
        if back:
            b = note.rfind(sep, max(0, at - _MAX_GAP), at)
            if b >= 0:
                return b + len(sep)
        else:
            b = note.find(sep, at, at + _MAX_GAP)
            if b >= 0:
                return b
    return (0 if at <= _MAX_GAP else at) if back else (
        len(note) if len(note) - at <= _MAX_GAP else at)


def note_window(report: Report, selected: str | None, *, radius: int = WINDOW,
                big: int = BIG_NOTE) -> NoteWindow | None:
    """The window of a note with more than ``big`` claims around ``selected``: the claims
    within ``radius`` of it in note order, widened to block boundaries. None: show it all."""
    if len(report.claims) <= big:
        return None
    ordered = sorted(report.claims, key=lambda r: r.claim.start)
    at = next((i for i, r in enumerate(ordered) if r.claim.id == selected), 0)
    first, last = ordered[max(0, at - radius)], ordered[min(len(ordered), at + radius + 1) - 1]
    note = report.note_text
    start = _edge(note, first.claim.start, back=True)
    end = max(start, _edge(note, min(len(note), last.claim.end), back=False))
    above = bisect_left([r.claim.start for r in ordered], start)
    shown = sum(1 for r in ordered[above:] if r.claim.end <= end and r.claim.start >= start)
    return NoteWindow(start, end, above, len(ordered) - above - shown)


def queue_page(position: int, total: int, *, size: int = QUEUE_PAGE) -> tuple[int, int]:
    """(page of the queue entry at ``position``, number of pages) for pages of ``size``."""
    return position // size, max(1, -(-total // size))


def option_label(result: ClaimResult, state: ClaimState | None = None, *, width: int = 60) -> str:
    """``● c2 ◐≈ disagreement · Most firms doubled…`` — short enough for the queue box."""
    symbol = VERDICT_STYLE[result.verdict][0]
    g = GROUNDING_STYLE[result.grounding][0]
    done = "● " if state and state.reviewed else ""
    text = " ".join(result.claim.text.split())
    text = text if len(text) <= width else text[:width - 1].rstrip() + "…"
    return f"{done}{result.claim.id} {symbol}{g} {PRIORITY_LABELS[priority(result)]} · {text}"


def quote_to_confirm(result: ClaimResult) -> bool:
    """Whether the claim has a quote an editor may confirm (the machine located it only
    approximately, or not at all)."""
    return result.evidence is not None and result.grounding in (Grounding.FUZZY, Grounding.UNLOCATED)


def contradicted(result: ClaimResult) -> bool:
    """A judge found that the evidence says otherwise (the contradiction veto, or a vote naming
    conflicting spans). Confirming such a claim's quote settles nothing, so the Review page does
    not offer it among the one-key decisions."""
    from reviewer.repair.safety import contradiction_vote

    return contradiction_vote(result)


def decision_conflicts(report: Report, states: dict[str, ClaimState], claim_id: str) -> list[str]:
    """Why the decisions in force on ``claim_id`` contradict each other (empty when they do
    not): a confirmed quote next to an accepted ``requote`` repair that replaces it, and
    accepted repairs (of this claim or another) that edit overlapping text."""
    from reviewer.repair.apply import conflicts

    state = states.get(claim_id)
    result = next((r for r in report.claims if r.claim.id == claim_id), None)
    if state is None or result is None:
        return []
    mine = [rp for rp in result.repairs if rp.id in state.accepted_repairs]
    problems = []
    if state.quote == "confirmed":
        problems += [f"the quote is confirmed, but the accepted repair {rp.id} (requote) "
                     "replaces it" for rp in mine if rp.kind is RepairKind.REQUOTE]
    accepted = [(r.claim.id, rp) for r in report.claims
                for rp in r.repairs if rp.id in getattr(states.get(r.claim.id), "accepted_repairs", ())]
    reported: set[frozenset] = set()
    for rp in mine:
        for other_claim, other in accepted:
            pair = frozenset({(claim_id, rp.id), (other_claim, other.id)})
            if len(pair) == 1 or pair in reported or not conflicts(rp, other):
                continue
            reported.add(pair)
            where = "" if other_claim == claim_id else f" (on {other_claim})"
            problems.append(f"the accepted repairs {rp.id} and {other.id}{where} edit "
                            "overlapping text; only one can be applied")
    return problems


def distribution(report: Report) -> tuple[dict[str, int], dict[str, int]]:
    verdicts = Counter(r.verdict.value for r in report.claims)
    groundings = Counter(r.grounding.value for r in report.claims)
    return ({v.value: verdicts.get(v.value, 0) for v in Verdict},
            {g.value: groundings.get(g.value, 0) for g in Grounding})


@dataclass(frozen=True, slots=True)
class Progress:
    claims: int
    reviewed: int
    labelled: int
    open_flagged: int

    @property
    def fraction(self) -> float | None:
        return None if self.claims == 0 else self.reviewed / self.claims


def review_progress(report: Report, states: dict[str, ClaimState]) -> Progress:
    reviewed = sum(1 for r in report.claims if (s := states.get(r.claim.id)) and s.reviewed)
    labelled = sum(1 for r in report.claims if (s := states.get(r.claim.id)) and s.label)
    open_flagged = sum(1 for r in report.claims if priority(r) < 6
                       and not ((s := states.get(r.claim.id)) and s.reviewed))
    return Progress(len(report.claims), reviewed, labelled, open_flagged)


def judge_agreement(report: Report) -> tuple[float | None, dict[str, tuple[int, int]]]:
    """(share of judged claims where every valid vote agrees, {judge: (agrees with the panel
    verdict, valid votes)}). Error votes count for neither."""
    unanimous = judged = 0
    per_judge: dict[str, list[int]] = {}
    for r in report.claims:
        ok = [v for v in r.votes if v.ok]
        if not ok:
            continue
        judged += 1
        unanimous += len({v.verdict for v in ok}) == 1
        for v in ok:
            tally = per_judge.setdefault(v.judge, [0, 0])
            tally[0] += v.verdict == r.verdict
            tally[1] += 1
    return (None if judged == 0 else unanimous / judged,
            {k: (a, n) for k, (a, n) in sorted(per_judge.items())})


@dataclass(frozen=True, slots=True)
class Confusion:
    """Machine verdict (columns) against the editors' gold label (rows)."""

    labels: tuple[str, ...]
    matrix: dict[str, dict[str, int]]  # gold -> machine -> n
    n: int
    correct: int

    @property
    def accuracy(self) -> float | None:
        return None if self.n == 0 else self.correct / self.n


def confusion(pairs: list[tuple[str, str]]) -> Confusion:
    """``pairs`` of (gold, machine) verdict values."""
    labels = tuple(v.value for v in (*JUDGED_VERDICTS, Verdict.UNCITED))
    matrix = {g: {m: 0 for m in labels} for g in labels}
    for gold, machine in pairs:
        matrix.setdefault(gold, {m: 0 for m in labels})
        matrix[gold][machine] = matrix[gold].get(machine, 0) + 1
    return Confusion(labels, matrix, len(pairs), sum(1 for g, m in pairs if g == m))


def gold_pairs(snapshots: list[Snapshot], states_by_note: dict[str, dict[str, ClaimState]]
               ) -> list[tuple[str, str]]:
    pairs = []
    for snap in snapshots:
        states = states_by_note.get(snap.note_sha256, {})
        for r in snap.report.claims:
            s = states.get(r.claim.id)
            if s is not None and s.label is not None:
                pairs.append((s.label.value, r.verdict.value))
    return pairs


@dataclass(frozen=True, slots=True)
class CoverageView:
    before: float | None
    suggested: float | None  # the machine's repair loop, every suggestion applied
    accepted: float | None  # only the repairs editors accepted

    @property
    def gain(self) -> float | None:
        if self.before is None or self.accepted is None:
            return None
        return self.accepted - self.before


def coverage_view(report: Report, states: dict[str, ClaimState]) -> CoverageView:
    total = len(report.claims)
    if total == 0:
        return CoverageView(None, None, None)
    covered = sum(1 for r in report.claims if r.claim.cited)
    dropped = fixed = 0
    for r in report.claims:
        s = states.get(r.claim.id)
        if s is None:
            continue
        kinds = {rp.kind for rp in r.repairs if rp.id in s.accepted_repairs}
        if RepairKind.DROP in kinds:
            dropped += 1
            covered -= r.claim.cited
        elif RepairKind.ADD_CITATION in kinds and not r.claim.cited:
            fixed += 1
    remaining = total - dropped
    before = (report.coverage.before if report.coverage.before is not None
              else report.coverage.fraction)
    accepted = None if remaining == 0 else (covered + fixed) / remaining
    return CoverageView(before, report.coverage.after, accepted)


@dataclass(frozen=True, slots=True)
class PointedEvidence:
    """The source sentence an editor pointed at with a few words (anchor-and-expand)."""

    source_id: str
    quote: str
    start: int
    end: int
    anchor_start: int
    anchor_end: int


def point_to_evidence(report: Report, result: ClaimResult, anchor: str) -> PointedEvidence | None:
    """Find ``anchor`` in the claim's cited sources and expand it to its whole sentence, so an
    editor only has to point at the evidence (``reviewer.locate.locate_anchor``)."""
    from reviewer.locate import locate_anchor

    if not anchor.strip():
        return None
    seen: set[str] = set()
    for citation in result.claim.citations:
        src = report.source(citation.source_id) if citation.source_id else None
        if src is None or src.id in seen or not src.usable:
            continue
        seen.add(src.id)
        loc = locate_anchor(anchor, src.text)
        if loc.start is not None:
            a_start, a_end = loc.spans[0] if loc.spans else (loc.start, loc.end)
            return PointedEvidence(src.id, src.text[loc.start:loc.end], loc.start, loc.end, a_start, a_end)
    return None
