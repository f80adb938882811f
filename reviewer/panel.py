"""The panel: several judges vote on a claim; plurality wins, ties break sceptically.

``build_panel(config)`` seats the judges named in ``config.judges`` (plus one LLM judge per
configured model); ``Panel.decide(claim, sources)`` returns a ``Decision`` with every vote.

* No usable source → ``source_unavailable`` with the sources' reasons; no judge is asked.
* Judges see only the usable sources and run concurrently (bounded thread pool), so several
  LLM judges cost about one call's latency.
* Plurality over the votes that are ok (an error vote never counts); a judge may carry a
  weight (``"learned:2"`` in ``config.judges``). Ties break sceptically
  ``partial > not_supported > source_unavailable > supported`` (DESIGN.md).
* Every vote an error → ``source_unavailable`` with reason "could not check: …".
* The contradiction check (``reviewer.judges.contradiction``) runs as a veto: a claim whose
  evidence says otherwise (negation, antonym, quantity, year, name, modality, scope) is never
  ``supported`` — a plurality for supported becomes ``not_supported`` — and its vote, judge
  ``contradiction``, names both conflicting spans. ``Config.contradiction = false`` turns it off.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from reviewer.judges import make_judge, parse_judge_spec
from reviewer.judges.base import Judge
from reviewer.model import Evidence, Source, Verdict, Vote

#: Tie-break order, most sceptical first.
TIEBREAK: tuple[Verdict, ...] = (
    Verdict.PARTIAL,
    Verdict.NOT_SUPPORTED,
    Verdict.SOURCE_UNAVAILABLE,
    Verdict.SUPPORTED,
)

MAX_WORKERS = 8


@dataclass(frozen=True, slots=True)
class Decision:
    verdict: Verdict
    votes: tuple[Vote, ...] = ()
    evidence: Evidence | None = None
    reason: str = ""


def tally(votes: Sequence[Vote], weights: dict[str, float] | None = None) -> Verdict | None:
    """Plurality over ok votes (weighted per judge name), sceptical tie-break; None if no ok vote."""
    weights = weights or {}
    counts: dict[Verdict, float] = {}
    for vote in votes:
        if vote.ok:
            counts[vote.verdict] = counts.get(vote.verdict, 0.0) + weights.get(vote.judge, 1.0)
    if not counts:
        return None
    top = max(counts.values())
    leaders = [v for v, c in counts.items() if abs(c - top) < 1e-9]
    return min(leaders, key=lambda v: TIEBREAK.index(v) if v in TIEBREAK else len(TIEBREAK))


def _error_vote(judge: Judge, exc: BaseException) -> Vote:
    return Vote(judge=getattr(judge, "name", type(judge).__name__), verdict=None,
                reason="judge failed", error=f"{type(exc).__name__}: {exc}")


class Panel:
    def __init__(self, judges: Sequence[Judge], weights: dict[str, float] | None = None,
                 max_workers: int = MAX_WORKERS, processes: int = 0, contradiction: bool = True) -> None:
        if not judges:
            raise ValueError("a panel needs at least one judge")
        self.judges = tuple(judges)
        self.weights = dict(weights or {})
        self.max_workers = max(1, max_workers)
        self.processes = processes  # big offline batches: 0 by the load, 1 never fork, 2 always (Config.processes)
        self.contradiction = contradiction  # run the contradiction check as a veto (Config.contradiction)
        self._pool: ThreadPoolExecutor | None = None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(j.name for j in self.judges)

    def _run(self, judge: Judge, claim: str, sources: Sequence[Source], context: str) -> Vote:
        try:
            return judge.judge(claim, sources, context)
        except Exception as exc:  # noqa: BLE001 - a judge bug must not sink the report; it is an error vote
            return _error_vote(judge, exc)

    def votes(self, claim: str, sources: Sequence[Source], context: str = "") -> tuple[Vote, ...]:
        """Every judge's vote on the usable ``sources`` (in judge order)."""
        concurrent = [j for j in self.judges if getattr(j, "concurrent", False)]
        if len(concurrent) > 0 and len(self.judges) > 1:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=min(self.max_workers, len(self.judges)),
                                                thread_name_prefix="judge")
            futures = [self._pool.submit(self._run, j, claim, sources, context) for j in self.judges]
            return tuple(f.result() for f in futures)
        # offline judges are CPU-bound and share a cache: running them in order is faster
        return tuple(self._run(j, claim, sources, context) for j in self.judges)

    def decide(self, claim: str, sources: Sequence[Source], context: str = "") -> Decision:
        usable = [s for s in sources if s.usable]
        if not usable:
            reasons = "; ".join(f"{s.id}: {s.reason or 'no text'}" for s in sources) or "no source cited"
            return Decision(Verdict.SOURCE_UNAVAILABLE, (), None, f"source unavailable ({reasons})")
        votes = self.votes(claim, usable, context)
        verdict = tally(votes, self.weights)
        if verdict is None:
            errors = "; ".join(f"{v.judge}: {v.error}" for v in votes)
            return Decision(Verdict.SOURCE_UNAVAILABLE, votes, None, f"could not check: {errors}")
        agreeing = [v for v in votes if v.verdict == verdict]
        evidence = next((v.evidence for v in sorted(agreeing, key=lambda v: -self.weights.get(v.judge, 1.0))
                         if v.evidence is not None), None)
        if evidence is None:
            evidence = next((v.evidence for v in votes if v.ok and v.evidence is not None), None)
        names = ", ".join(v.judge for v in agreeing)
        ok = sum(1 for v in votes if v.ok)
        reason = f"{len(agreeing)} of {ok} judges ({names}): {verdict.value}"
        veto = self._veto(claim, usable, votes)
        if veto is not None:
            votes = (*votes, veto)
            if verdict is Verdict.SUPPORTED:  # a contradicted claim is never supported
                verdict = Verdict.NOT_SUPPORTED
                evidence = veto.evidence or evidence
                reason = f"contradicted: {veto.reason} (the judges said supported: {names})"
            else:
                reason = f"{reason}; contradiction: {veto.reason}"
        return Decision(verdict, votes, evidence, reason)

    def _veto(self, claim: str, usable: Sequence[Source], votes: Sequence[Vote]) -> Vote | None:
        """The contradiction check (``reviewer.judges.contradiction``) over the usable sources,
        and the conflicts a judge's own vote reported: a vote that names both conflicting spans,
        or None when nothing contradicts the claim."""
        conflicts = [c for v in votes if v.ok for c in v.conflicts]
        if self.contradiction:
            from reviewer.judges.contradiction import find_conflicts

            conflicts += find_conflicts(claim, usable)
        if not conflicts:
            return None
        first = conflicts[0]
        evidence = None
        if first.source_id and first.source_start is not None and first.source_end is not None:
            evidence = Evidence(first.source_id, first.source_text, first.source_start, first.source_end)
        reason = "; ".join(dict.fromkeys(c.reason for c in conflicts[:3]))
        return Vote(judge="contradiction", verdict=Verdict.NOT_SUPPORTED, score=1.0, reason=reason,
                    evidence=evidence, conflicts=tuple(conflicts))

    def decide_many(self, items: Sequence[tuple[str, Sequence[Source]]], context: str = "") -> list[Decision]:
        """``[self.decide(claim, sources, context) for claim, sources in items]``; a big batch
        judged only by the offline judges is split over two processes (``reviewer.judges.forked``)."""
        from reviewer.judges.forked import decide_all

        return decide_all(lambda claim, sources: self.decide(claim, sources, context), items,
                          offline=self._pure_offline(), processes=self.processes)

    def _pure_offline(self) -> bool:
        """Whether every judge is one of the shipped offline judges (pure, no network client)."""
        from reviewer.judges.evidence import EvidenceJudge
        from reviewer.judges.learned import LearnedJudge
        from reviewer.judges.lexical import LexicalJudge

        return all(type(j) in (LexicalJudge, EvidenceJudge, LearnedJudge) for j in self.judges)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


def build_panel(config, client=None) -> Panel:
    """The panel ``config`` asks for: ``config.judges`` (names, optionally ``name:weight``)
    plus one LLM judge per configured model when ``config.llm.configured``."""
    judges: list[Judge] = []
    weights: dict[str, float] = {}
    llm_weight = 1.0
    for spec in config.judges:
        name, weight = parse_judge_spec(spec)
        if name == "llm":
            llm_weight = weight  # "llm:3": each LLM judge, seated below (one per model), votes 3
            continue
        judge = make_judge(name, config, client=client)
        judges.append(judge)
        weights[judge.name] = weight
    llm = getattr(config, "llm", None)
    if llm is not None and llm.configured:
        from reviewer.judges.llm import llm_judges

        for judge in llm_judges(llm, client=client):
            judges.append(judge)
            weights[judge.name] = llm_weight
    concurrency = llm.concurrency if llm is not None and llm.configured else MAX_WORKERS
    return Panel(judges, weights, max_workers=max(1, concurrency), processes=getattr(config, "processes", 0),
                 contradiction=getattr(config, "contradiction", True))
