"""The panel: several judges vote on a claim; plurality wins, ties break sceptically.

``build_panel(config)`` seats the judges named in ``config.judges`` (plus one LLM judge per
configured model); ``Panel.decide(claim, sources)`` returns a ``Decision`` with every vote.

* No usable source → ``source_unavailable`` with the sources' reasons; no judge is asked.
* Judges see only the usable sources and run concurrently (bounded thread pool), so several
  LLM judges cost about one call's latency.
* Plurality over the votes that are ok (an error vote never counts); a judge may carry a
  weight (``"learned:2"`` in ``config.judges``). Ties break sceptically
  ``partial > not_supported > source_unavailable > supported`` (DESIGN.md).
* Calibrated vote (the offline panel): when the ok votes are exactly the judges the shipped
  combiner was fitted for, the panel picks, among the verdicts the judges gave, the one the
  combiner makes most likely (``reviewer.judges.combine``: a stacked logistic regression over the
  judges' out-of-fold votes on the training split, the method chosen by cross-validation there;
  an older weights file's naive Bayes ``Calibration`` is still read; ``benchmarks/train_judge.py``).
  The fitted weights replace the hand weights; any other ballot (an LLM judge, an error vote)
  falls back to the weighted plurality.
* Every vote an error → ``source_unavailable`` with reason "could not check: …".
* The contradiction check (``reviewer.judges.contradiction``) runs as a veto: a claim whose
  evidence says otherwise (negation, antonym, quantity, year, name, modality, scope) is never
  ``supported`` nor ``partial`` — such a plurality becomes ``not_supported`` — and its vote, judge
  ``contradiction``, names both conflicting spans. ``Config.contradiction = false`` turns it off.
* A ``supported`` decision the veto leaves alone becomes ``partial`` when the claim says "every",
  "guaranteed" or "because" and no usable source says anything like it (``reviewer.judges.unconfirmed``):
  its vote, judge ``unconfirmed``, says which word. So does a claim that names a person, place,
  body, month or acronym that no usable source mentions (``reviewer.judges.unconfirmed_names``).
  It never makes a claim ``not_supported``; the same switch turns it off. With the contradiction
  model on (``Config.contradiction_model``; ``reviewer.judges.contradiction_model``), a supported
  claim that neither caution touched becomes ``partial`` when the model's doubt reaches its
  threshold (vote ``contradiction_model``).
* The offline judges and the contradiction check share one ``SourceIndexes``
  (``reviewer.judges.indexes``): each source is indexed once and each claim/source pair analysed
  once, for as long as the caller keeps the object (``verify`` keeps one per check); a ``decide``
  without one uses a fresh one for that claim.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from reviewer.judges import make_judge, parse_judge_spec
from reviewer.judges.base import Judge
from reviewer.judges.indexes import SourceIndexes
from reviewer.model import Evidence, Source, Verdict, Vote

if TYPE_CHECKING:  # pragma: no cover
    from concurrent.futures import ThreadPoolExecutor

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


@dataclass(frozen=True, slots=True)
class Calibration:
    """Each judge's measured reliability: ``log_prior[gold]`` and ``log_given[judge][voted][gold]``
    = log P(gold | the judge voted ``voted``), from out-of-fold votes on the training split."""

    log_prior: Mapping[Verdict, float] = field(default_factory=dict)
    log_given: Mapping[str, Mapping[Verdict, Mapping[Verdict, float]]] = field(default_factory=dict)

    @classmethod
    def from_dict(cls, data: Mapping) -> Calibration:
        """From the ``"panel"`` entry of the learned judge's weights file (``counts`` per judge and
        verdict given, ``prior`` counts, additive ``smoothing``). ValueError when malformed."""
        try:
            labels = [Verdict.from_label(str(lab)) for lab in data["labels"]]
            alpha = float(data.get("smoothing", 1.0))

            def logs(counts: Mapping) -> dict[Verdict, float]:
                total = sum(float(counts.get(g.corpus_label, 0.0)) for g in labels) + alpha
                return {g: math.log((float(counts.get(g.corpus_label, 0.0)) + alpha / len(labels)) / total)
                        for g in labels}

            given = {str(judge): {Verdict.from_label(str(v)): logs(c) for v, c in cells.items()}
                     for judge, cells in data["counts"].items()}
            return cls(logs(data["prior"]), given)
        except (KeyError, TypeError, ValueError, ZeroDivisionError, AttributeError) as exc:
            raise ValueError(f"malformed panel calibration: {exc}") from None

    def covers(self, votes: Sequence[Vote]) -> bool:
        """Whether every vote comes from a judge this calibration measured."""
        return bool(votes) and all(v.judge in self.log_given for v in votes)

    def scores(self, votes: Sequence[Vote]) -> dict[Verdict, float]:
        """log P(gold | votes) up to a constant, for every verdict some ok vote gave."""
        out: dict[Verdict, float] = {}
        for gold in {v.verdict for v in votes if v.verdict in self.log_prior}:
            score = self.log_prior[gold]
            for vote in votes:
                given = self.log_given[vote.judge].get(vote.verdict)
                if given is not None:  # a verdict this judge never gave in training says nothing
                    score += given[gold] - self.log_prior[gold]
            out[gold] = score
        return out


def possible_verdicts(before_veto: Verdict) -> frozenset[Verdict]:
    """The verdicts ``Panel.decide`` can return when its votes tally to ``before_veto``
    (``Panel.verdict_before_veto``): the contradiction check turns a supported or partial
    tally into not supported, an unconfirmed "every" a supported one into partial, and any other
    stays as it is."""
    if before_veto is Verdict.SUPPORTED:  # (or partial, when the claim outruns every source)
        return frozenset((Verdict.SUPPORTED, Verdict.PARTIAL, Verdict.NOT_SUPPORTED))
    if before_veto is Verdict.PARTIAL:
        return frozenset((before_veto, Verdict.NOT_SUPPORTED))
    return frozenset((before_veto,))


def _sceptical_max(scores: Mapping[Verdict, float]) -> Verdict:
    top = max(scores.values())
    leaders = [v for v, c in scores.items() if abs(c - top) < 1e-9]
    return min(leaders, key=lambda v: TIEBREAK.index(v) if v in TIEBREAK else len(TIEBREAK))


def tally(votes: Sequence[Vote], weights: dict[str, float] | None = None,
          calibration: Calibration | None = None) -> Verdict | None:
    """Plurality over ok votes (weighted per judge name), sceptical tie-break; None if no ok vote.
    With a ``calibration`` that measured every ok vote's judge: the most likely of the verdicts
    given (still one of the votes; ties sceptical)."""
    ok = [v for v in votes if v.ok]
    return _tally(ok, weights, calibration if calibration is not None and calibration.covers(ok) else None)


def _tally(ok: Sequence[Vote], weights: dict[str, float] | None, covering) -> Verdict | None:
    """``tally`` of the ok votes ``ok``; ``covering``: the calibration when it covers them, else None."""
    if covering is not None:
        scores = covering.scores(ok)
        if scores:
            return _sceptical_max(scores)
    weights = weights or {}
    counts: dict[Verdict, float] = {}
    for vote in ok:
        counts[vote.verdict] = counts.get(vote.verdict, 0.0) + weights.get(vote.judge, 1.0)
    if not counts:
        return None
    return _sceptical_max(counts)


def _error_vote(judge: Judge, exc: BaseException) -> Vote:
    return Vote(judge=getattr(judge, "name", type(judge).__name__), verdict=None,
                reason="judge failed", error=f"{type(exc).__name__}: {exc}")


class Panel:
    shares_indexes = True  # decide(..., indexes=) takes the caller's per-run SourceIndexes

    def __init__(self, judges: Sequence[Judge], weights: dict[str, float] | None = None,
                 max_workers: int = MAX_WORKERS, processes: int = 0, contradiction: bool = True,
                 calibration: Calibration | None = None, doubter=None) -> None:
        if not judges:
            raise ValueError("a panel needs at least one judge")
        self.judges = tuple(judges)
        self.weights = dict(weights or {})
        self.calibration = calibration  # measured reliabilities of the offline judges (tally)
        self.max_workers = max(1, max_workers)
        self.processes = processes  # big offline batches: 0 by the load, 1 never fork, N processes (Config.processes)
        self.contradiction = contradiction  # run the contradiction check as a veto (Config.contradiction)
        self.doubter = doubter  # the contradiction model (reviewer.judges.contradiction_model), or None
        self._pool: ThreadPoolExecutor | None = None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(j.name for j in self.judges)

    def _run(self, judge: Judge, claim: str, sources: Sequence[Source], context: str,
             indexes: SourceIndexes | None = None) -> Vote:
        try:
            if indexes is not None and getattr(judge, "uses_indexes", False):
                return judge.judge(claim, sources, context, indexes=indexes)
            return judge.judge(claim, sources, context)
        except Exception as exc:  # noqa: BLE001 - a judge bug must not sink the report; it is an error vote
            return _error_vote(judge, exc)

    def votes(self, claim: str, sources: Sequence[Source], context: str = "",
              indexes: SourceIndexes | None = None) -> tuple[Vote, ...]:
        """Every judge's vote on the usable ``sources`` (in judge order)."""
        indexes = indexes if indexes is not None else SourceIndexes()
        concurrent = [j for j in self.judges if getattr(j, "concurrent", False)]
        if len(concurrent) > 0 and len(self.judges) > 1:
            if self._pool is None:
                from concurrent.futures import ThreadPoolExecutor

                # max_workers, not len(judges): checks judge several claims at once (verify.analyze)
                self._pool = ThreadPoolExecutor(max_workers=self.max_workers, thread_name_prefix="judge")
            # model judges wait in the pool; the CPU-bound offline judges run here meanwhile
            futures = {id(j): self._pool.submit(self._run, j, claim, sources, context) for j in concurrent}
            local = {id(j): self._run(j, claim, sources, context) for j in self.judges if id(j) not in futures}
            return tuple(futures[id(j)].result() if id(j) in futures else local[id(j)] for j in self.judges)
        # offline judges are CPU-bound and share the indexes: running them in order is faster
        return tuple(self._run(j, claim, sources, context, indexes) for j in self.judges)

    def decide(self, claim: str, sources: Sequence[Source], context: str = "",
               indexes: SourceIndexes | None = None) -> Decision:
        """The panel's decision on ``claim`` against ``sources``; ``indexes`` is the caller's
        per-run ``SourceIndexes`` (a fresh one, for this claim only, when None)."""
        indexes = indexes if indexes is not None else SourceIndexes()
        usable = [s for s in sources if s.usable]
        if not usable:
            reasons = "; ".join(f"{s.id}: {s.reason or 'no text'}" for s in sources) or "no source cited"
            return Decision(Verdict.SOURCE_UNAVAILABLE, (), None, f"source unavailable ({reasons})")
        votes, ok_votes, covered, verdict = self._ballot(claim, usable, context, indexes)
        if verdict is None:
            errors = "; ".join(f"{v.judge}: {v.error}" for v in votes)
            return Decision(Verdict.SOURCE_UNAVAILABLE, votes, None, f"could not check: {errors}")
        agreeing = [v for v in votes if v.verdict == verdict]
        evidence = next((v.evidence for v in sorted(agreeing, key=lambda v: -self.weights.get(v.judge, 1.0))
                         if v.evidence is not None), None)
        if evidence is None:
            evidence = next((v.evidence for v in votes if v.ok and v.evidence is not None), None)
        names = ", ".join(v.judge for v in agreeing)
        reason = f"{len(agreeing)} of {len(ok_votes)} judges ({names}): {verdict.value}"
        if covered:
            reason += " (votes weighed by each judge's measured reliability)"
        veto = self._veto(claim, usable, votes, indexes)
        if veto is not None:
            votes = (*votes, veto)
            if verdict in (Verdict.SUPPORTED, Verdict.PARTIAL):
                # a contradicted claim is never supported, and a wrong figure, date, name or polarity
                # is not "partly right": it fails the default gate as not supported
                reason = f"contradicted: {veto.reason} (the judges said {verdict.value}: {names})"
                verdict = Verdict.NOT_SUPPORTED
                evidence = veto.evidence or evidence
            else:
                reason = f"{reason}; contradiction: {veto.reason}"
        elif verdict is Verdict.SUPPORTED and self.contradiction:
            caution = self._caution(claim, usable, indexes)
            if caution is None and self.doubter is not None:
                try:
                    caution = self.doubter.caution(claim, usable, indexes)
                except Exception as exc:  # noqa: BLE001 - a doubt that could not be read leaves the verdict be
                    votes = (*votes, Vote(judge="contradiction_model", verdict=None, reason="judge failed",
                                          error=f"{type(exc).__name__}: {exc}"))
            if caution is not None:
                votes = (*votes, caution)
                reason = f"partial: {caution.reason} (the judges said supported: {names})"
                verdict = Verdict.PARTIAL
        return Decision(verdict, votes, evidence, reason)

    @staticmethod
    def _caution(claim: str, usable: Sequence[Source], indexes: SourceIndexes) -> Vote | None:
        """A *partial* vote when the claim says "every", "guaranteed" or "because" and no usable source says
        anything like it (``reviewer.judges.unconfirmed``), or names what no usable source mentions
        (``reviewer.judges.unconfirmed_names``): not a contradiction, so it only keeps a claim that
        outruns its evidence from being called supported."""
        from reviewer.judges.unconfirmed import unconfirmed
        from reviewer.judges.unconfirmed_names import unconfirmed_name

        texts = [s.text for s in usable]
        found = unconfirmed(claim, texts, indexes) or unconfirmed_name(claim, texts, indexes)
        if found is None:
            return None
        return Vote(judge="unconfirmed", verdict=Verdict.PARTIAL, score=1.0, reason=found.reason)

    def _ballot(self, claim: str, usable: Sequence[Source], context: str, indexes: SourceIndexes):
        """The judges' votes on the usable sources, the ok ones, whether the calibration covers
        them, and their tally (None when no vote is ok): ``decide`` before the contradiction check."""
        votes = self.votes(claim, usable, context, indexes)
        ok_votes = [v for v in votes if v.ok]
        covered = self.calibration is not None and self.calibration.covers(ok_votes)
        return votes, ok_votes, covered, _tally(ok_votes, self.weights, self.calibration if covered else None)

    def verdict_before_veto(self, claim: str, sources: Sequence[Source], context: str = "",
                            indexes: SourceIndexes | None = None) -> Verdict:
        """The verdict ``decide`` reaches before the contradiction check, which can only turn a
        ``supported`` or ``partial`` one into ``not_supported`` (``possible_verdicts``): the
        judges' votes alone, without the check's search of every source for a conflict."""
        indexes = indexes if indexes is not None else SourceIndexes()
        usable = [s for s in sources if s.usable]
        if not usable:
            return Verdict.SOURCE_UNAVAILABLE
        verdict = self._ballot(claim, usable, context, indexes)[3]
        return Verdict.SOURCE_UNAVAILABLE if verdict is None else verdict

    @property
    def offline(self) -> bool:
        """Whether every judge is a shipped offline one: its votes are pure and cheap to ask again."""
        return self._pure_offline()

    def _veto(self, claim: str, usable: Sequence[Source], votes: Sequence[Vote],
              indexes: SourceIndexes | None = None) -> Vote | None:
        """The contradiction check (``reviewer.judges.contradiction``) over the usable sources,
        and the conflicts a judge's own vote reported: a vote that names both conflicting spans,
        or None when nothing contradicts the claim."""
        conflicts = [c for v in votes if v.ok for c in v.conflicts]
        if self.contradiction:
            from reviewer.judges.contradiction import find_conflicts

            conflicts += find_conflicts(claim, usable, indexes=indexes)
        if not conflicts:
            return None
        first = conflicts[0]
        evidence = None
        if first.source_id and first.source_start is not None and first.source_end is not None:
            evidence = Evidence(first.source_id, first.source_text, first.source_start, first.source_end)
        reason = "; ".join(dict.fromkeys(c.reason for c in conflicts[:3]))
        return Vote(judge="contradiction", verdict=Verdict.NOT_SUPPORTED, score=1.0, reason=reason,
                    evidence=evidence, conflicts=tuple(conflicts))

    def decide_many(self, items: Sequence[tuple[str, Sequence[Source]]], context: str = "",
                    indexes: SourceIndexes | None = None) -> list[Decision]:
        """``[self.decide(claim, sources, context, indexes) for claim, sources in items]`` (one
        ``SourceIndexes`` for the batch); a big batch judged only by the offline judges is split
        over several processes (``reviewer.judges.forked``)."""
        mine, rest = self.start_many(items, context, indexes)
        return mine + rest()

    def start_many(self, items: Sequence[tuple[str, Sequence[Source]]], context: str = "",
                   indexes: SourceIndexes | None = None):
        """``decide_many`` in two steps (``reviewer.judges.forked.start_all``): ``(first decisions,
        rest)``; ``rest()`` gives the others (a child's, collected only then)."""
        from reviewer.judges.forked import start_all

        indexes = indexes if indexes is not None else SourceIndexes()
        return start_all(lambda claim, sources: self.decide(claim, sources, context, indexes), items,
                         offline=self._pure_offline() and self.doubter is None, processes=self.processes)

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
    if not judges and any(parse_judge_spec(spec)[0] == "llm" for spec in config.judges):
        from reviewer.errors import ConfigError

        raise ConfigError("the llm judge needs a model endpoint: --llm-base-url and --llm-model "
                          "(or REVIEWER_LLM_BASE_URL and REVIEWER_LLM_MODEL, or [llm] in the config)")
    concurrency = llm.concurrency if llm is not None and llm.configured else MAX_WORKERS
    doubter = None
    if getattr(config, "contradiction_model", False):
        from reviewer.judges.contradiction_model import ContradictionModel

        doubter = ContradictionModel.load()
    return Panel(judges, weights, max_workers=max(1, concurrency), processes=getattr(config, "processes", 0),
                 contradiction=getattr(config, "contradiction", True), doubter=doubter,
                 calibration=shipped_calibration() if any(j.name == "learned" for j in judges) else None)


def shipped_calibration():
    """The combiner shipped with the learned judge's weights (``reviewer.judges.combine``; a
    naive Bayes ``Calibration`` for an older file), None if the file has none."""
    from reviewer.judges.combine import METHODS
    from reviewer.judges.learned import load_model

    data = load_model().panel
    if not data:
        return None
    return METHODS.get(data.get("method"), Calibration).from_dict(data)
