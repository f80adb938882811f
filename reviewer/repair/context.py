"""The suggester's context: candidate sources for a claim, pre-ranked and judged by the panel.

``SuggestContext`` holds the note, the usable sources and the panel for one call of
``suggest_repairs``; ``Candidate`` is a source the panel judged for a claim. The vote helpers
turn a panel decision into the words of a rationale.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from reviewer.model import ClaimResult, Source, Verdict
from reviewer.repair import edits
from reviewer.sources.selfsource import is_note
from reviewer.text import content_tokens


def _tokens(text: str) -> set[str]:
    """The judges' stemmed content tokens of ``text``."""
    return set(content_tokens(text, stemmed=True))


class Panel(Protocol):
    def decide(self, claim: str, sources: Sequence[Source], context: str = "") -> Any:
        """Returns a decision with ``.verdict``, ``.votes``, ``.evidence``, ``.reason``."""
        ...


#: How many lexically best sources (besides the neighbours' keys) the panel judges per claim.
MAX_CANDIDATES = 3
#: Minimum share of the claim's content tokens a source must contain to be judged at all.
MIN_PRESCORE = 0.2
#: Rank bonus for a key cited in the same block (x3), an adjacent block (x2), the same section.
PROXIMITY_BONUS = 0.05

#: Rank bonus for a source the note cites nowhere else (a lost citation most likely pointed there).
ORPHAN_BONUS = 0.05

_RANK = {Verdict.SUPPORTED: 2, Verdict.PARTIAL: 1}
_RANKED = frozenset(_RANK)


@dataclass(frozen=True, slots=True)
class Candidate:
    key: str
    verdict: Verdict
    score: float
    proximity: int
    decision: Any

    @property
    def rank(self) -> tuple[int, float]:
        return _RANK.get(self.verdict, 0), self.score + PROXIMITY_BONUS * self.proximity


class _Context:
    def __init__(self, results: Sequence[ClaimResult], note: str, sources: Mapping[str, Source], panel: Panel):
        self.results, self.note, self.panel = results, note, panel
        self.sources = {k: s for k, s in sources.items() if s.usable}
        #: keys whose source was set aside as the note itself (a claim citing only them cites nothing)
        self.the_note = {k for k, s in sources.items() if is_note(s)}
        self.style = edits.note_style(results, note)
        self.texts = tuple(s.text for s in self.sources.values())
        self._tokens: dict[str, frozenset[str]] = {}
        self._decisions: dict[tuple[str, str], Any] = {}
        self._index: dict[str, dict[str, dict[int, int]]] | None = None
        self._candidate_keys: dict[tuple, tuple] = {}
        self._ends: list[int] | None = None  # the results' ends when in note order (``ending_by``)
        self._ends_known = False
        cited = {c.source_id or c.key for r in results for c in r.claim.citations}
        #: sources the note never cites: where a lost citation most likely belonged
        self.orphans = {k for k in self.sources if k not in cited}

    def self_sourced(self, result: ClaimResult) -> bool:
        """A claim whose every cited source was set aside as the note itself."""
        keys = {c.source_id or c.key for c in result.claim.citations}
        return result.verdict is Verdict.SOURCE_UNAVAILABLE and bool(keys) and keys <= self.the_note

    def ending_by(self, offset: int) -> Iterator[ClaimResult]:
        """The results, last first, that may end at or before ``offset``: when the results are in
        note order (their ends never fall), those after the last one ending by ``offset`` are
        left out; otherwise all (a caller still checks each one's end)."""
        if not self._ends_known:
            ends = [r.claim.end for r in self.results]
            in_order = all(a <= b for a, b in zip(ends, ends[1:]))
            self._ends = ends if in_order else None
            self._ends_known = True
        stop = len(self.results) if self._ends is None else bisect.bisect_right(self._ends, offset)
        return (self.results[i] for i in range(stop - 1, -1, -1))

    def located(self, key: str):
        """Source ``key`` as ``locate_quote`` takes it: folded once per check when the panel keeps
        the check's folded sources (``verify``'s ``prepared``), else its text."""
        text = self.sources[key].text
        prepared = getattr(self.panel, "prepared", None)
        return prepared(text) if callable(prepared) else text

    def locate(self, quote: str, key: str, locate_quote):
        """``locate_quote(quote, self.located(key))``: remembered for the check when the panel
        keeps located quotes (``verify``'s ``located_quote``)."""
        remembered = getattr(self.panel, "located_quote", None)
        if callable(remembered):
            return remembered(quote, self.sources[key].text)
        return locate_quote(quote, self.located(key))

    def sentence_spans(self, text: str):
        """``reviewer.text.sentence_spans(text)`` of a source text: the check's source index has
        them (``verify``'s panel), else they are cut here."""
        spans = getattr(self.panel, "sentence_spans", None)
        if callable(spans):
            return spans(text)
        from reviewer.text import sentence_spans

        return sentence_spans(text)

    def source_tokens(self, key: str) -> frozenset[str]:
        """The judges' stemmed content tokens of source ``key``: from the check's source index when
        the panel keeps one (``verify``'s ``content_stems``: once per check, not per suggester call)."""
        if key not in self._tokens:
            text = self.sources[key].text
            stems = getattr(self.panel, "content_stems", None)
            self._tokens[key] = stems(text) if callable(stems) else frozenset(_tokens(text))
        return self._tokens[key]

    def decide(self, claim_text: str, key: str) -> Any:
        if (claim_text, key) not in self._decisions:
            self._decisions[(claim_text, key)] = self.panel.decide(claim_text, [self.sources[key]])
        return self._decisions[(claim_text, key)]

    def may_be(self, claim_text: str, sources: Sequence[Source], wanted: frozenset[Verdict]) -> bool:
        """Whether the panel's decision on ``claim_text`` against ``sources`` can have one of the
        ``wanted`` verdicts: False only when the panel tells it cannot (``possible_verdicts``
        of the check's panel: the judges' tally without the contradiction check), so that the
        decision is asked for only where its verdict can matter."""
        possible = getattr(self.panel, "possible_verdicts", None)
        if not callable(possible):
            return True
        verdicts = possible(claim_text, sources)
        return verdicts is None or not verdicts.isdisjoint(wanted)

    def neighbour_keys(self, result: ClaimResult) -> dict[str, int]:
        """Keys cited by other claims near this one: same block 3, adjacent block 2, section 1.

        Only for prose: a sentence of a paragraph usually rests on (summarises) what is cited
        around it, while a bullet next to cited bullets states its own, separate fact.
        """
        claim = result.claim
        out: dict[str, int] = {}
        if edits.is_list_item(self.note, claim):
            return out
        own = self._claim_keys(claim)
        for key, blocks in self._section_index().get(claim.section, {}).items():
            # how many *other* claims of each block cite the key
            others = dict(blocks)
            if key in own:
                others[claim.block] -= 1
            if others.get(claim.block, 0) > 0:
                out[key] = 3
            elif others.get(claim.block - 1, 0) > 0 or others.get(claim.block + 1, 0) > 0:
                out[key] = 2
            elif any(n > 0 for n in others.values()):
                out[key] = 1
        return out

    def _claim_keys(self, claim) -> set[str]:
        return {k for c in claim.citations if (k := c.source_id or c.key) in self.sources}

    def _section_index(self) -> dict[str, dict[str, dict[int, int]]]:
        """section → key → block → how many claims of that block cite the key (built once,
        so finding a claim's neighbouring keys does not scan every other claim)."""
        if self._index is None:
            index: dict[str, dict[str, dict[int, int]]] = {}
            for other in self.results:
                for key in self._claim_keys(other.claim):
                    blocks = index.setdefault(other.claim.section, {}).setdefault(key, {})
                    blocks[other.claim.block] = blocks.get(other.claim.block, 0) + 1
            self._index = index
        return self._index

    def candidate_keys(self, result: ClaimResult, claim_text: str, exclude: set[str]):
        """The keys the panel is asked about for this claim (lexically best few plus the
        neighbours' keys), with the lexical pre-scores and the neighbour levels. Remembered:
        ``prefetch`` and ``candidates`` ask the same question."""
        memo_key = (result.claim.id, result.claim.start, claim_text, frozenset(exclude))
        found = self._candidate_keys.get(memo_key)
        if found is None:
            found = self._candidate_keys[memo_key] = self._candidate_keys_uncached(result, claim_text, exclude)
        return found

    def _candidate_keys_uncached(self, result: ClaimResult, claim_text: str, exclude: set[str]):
        claim_tokens = _tokens(claim_text)
        if not claim_tokens:
            return [], {}, {}
        pre = {
            key: len(claim_tokens & self.source_tokens(key)) / len(claim_tokens)
            for key in self.sources
            if key not in exclude
        }
        near = self.neighbour_keys(result)
        top = sorted((k for k in pre if pre[k] >= MIN_PRESCORE), key=lambda k: (-pre[k], k))
        keys = list(dict.fromkeys([*top[:MAX_CANDIDATES], *(k for k in near if pre.get(k, 0) > 0)]))
        return keys, pre, near

    def candidates(self, result: ClaimResult, claim_text: str, exclude: set[str]) -> list[Candidate]:
        """Sources the panel finds support (or partly support) the claim, best first."""
        keys, pre, near = self.candidate_keys(result, claim_text, exclude)
        out = []
        for key in keys:
            if (claim_text, key) not in self._decisions and not self.may_be(claim_text, [self.sources[key]], _RANKED):
                continue  # neither supported nor partial, whatever the contradiction check finds
            decision = self.decide(claim_text, key)
            verdict = getattr(decision, "verdict", None)
            if verdict in _RANK:
                score = _vote_score(decision, pre[key]) + (ORPHAN_BONUS if key in self.orphans else 0.0)
                out.append(Candidate(key, verdict, score, near.get(key, 0), decision))
        return sorted(out, key=lambda c: c.rank, reverse=True)

    def prefetch(self, results: Sequence[ClaimResult]) -> None:
        """Ask the panel about every (claim, candidate source) the suggesters below will ask
        about, in one batch (``decide_many``: several processes for a big note); the per-claim
        suggesters then find the decisions remembered. Only for a panel that batches."""
        if not getattr(self.panel, "batches", False):
            return
        items = []
        for result in results:
            claim = result.claim
            if result.verdict is Verdict.UNCITED:
                exclude: set[str] = set()
            elif result.verdict is Verdict.NOT_SUPPORTED or self.self_sourced(result):
                exclude = {c.source_id or c.key for c in claim.citations}
            else:
                continue
            claim_text = edits.strip_markers(claim.text, claim.citations, claim.start)
            keys, _, _ = self.candidate_keys(result, claim_text, exclude)
            items.extend((claim_text, [self.sources[key]]) for key in keys)
        if items:
            self.panel.decide_many(items)


def _vote_score(decision: Any, fallback: float) -> float:
    scores = [
        float(v.score) for v in getattr(decision, "votes", ()) or () if getattr(v, "verdict", None) == decision.verdict
    ]
    return sum(scores) / len(scores) if scores else fallback


def _votes_text(decision: Any) -> str:
    votes = [v for v in getattr(decision, "votes", ()) or () if getattr(v, "verdict", None) is not None]
    if not votes:
        return f"panel: {decision.verdict}"
    agree = sum(1 for v in votes if v.verdict == decision.verdict)
    return f"panel: {decision.verdict}, {agree}/{len(votes)} votes"


def _evidence_text(decision: Any) -> str:
    evidence = getattr(decision, "evidence", None)
    quote = getattr(evidence, "quote", "") if evidence is not None else ""
    return f': "{edits.snippet(quote)}"' if quote else ""


def _source_name(ctx: _Context, key: str) -> str:
    title = ctx.sources[key].title
    return f"{key} ({edits.snippet(title, 60)})" if title else key
