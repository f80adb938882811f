"""What one check remembers: ``CheckPanel``, the panel as ``reviewer.verify`` uses it.

A check (one ``verify`` call) asks the panel about the same claims again and again (the repair
loop re-analyses the note after every round and judges candidate sources), and locates the same
evidence again each time. ``CheckPanel`` wraps the runtime's panel for exactly one check and
remembers, for as long as the check lasts: the panel's decisions, the source indexes the offline
judges and the contradiction check share (``reviewer.judges.indexes.SourceIndexes``), the sources
folded for locating quotes, and each grounding. Everything is a pure function of what it is keyed
by, so remembering it changes no output; nothing outlives the check.
"""

from __future__ import annotations

from collections.abc import Sequence

from reviewer.grounding import ground
from reviewer.model import Claim, Evidence, Grounding, Source, Verdict

__all__ = ["CheckPanel"]


class CheckPanel:
    """The panel, remembering its decisions for one ``verify`` call: the repair loop re-checks
    the same claims against the same sources on every pass, and a decision is a pure function
    of (claim text, source ids, context) within one run."""

    def __init__(self, panel):
        self._panel = panel
        self._memo: dict[tuple, object] = {}
        # the source indexes, claim profiles and analyses the judges and the contradiction check
        # share: they live exactly as long as this check (reviewer.judges.indexes)
        self._indexes = None
        if getattr(panel, "shares_indexes", False):
            from reviewer.judges.indexes import SourceIndexes

            self._indexes = SourceIndexes()
        self._located = self._indexes  # the sources' folded forms, for grounding (``prepared``)
        self._pending: tuple[list[tuple], object] | None = None  # (keys, rest): a batch's child still at work
        self._grounded: dict[tuple, tuple[Grounding, Evidence | None]] = {}
        self._quotes: dict[tuple[str, int], tuple[str, object]] = {}  # (quote, id(source text)) -> (text, Location)
        self._before_veto: dict[tuple, Verdict] = {}  # the judges' tally, where no decision was needed
        #: the panel's votes are pure and cheap to ask again (offline judges only): ``possible_verdicts``
        self._offline = bool(getattr(panel, "offline", False)) and hasattr(panel, "verdict_before_veto")

    def prepared(self, text: str):
        """A source text folded for locating quotes (``reviewer.locate.prepare``), once per check."""
        if self._located is None:
            from reviewer.judges.indexes import SourceIndexes

            self._located = SourceIndexes()
        return self._located.prepared(text)

    def located_quote(self, quote: str, text: str):
        """``reviewer.locate.locate_quote(quote, prepared(text))``, remembered for the check: the
        repair suggester looks the note's quotes up again on every pass."""
        key = (quote, id(text))
        held = self._quotes.get(key)
        if held is None or held[0] is not text:
            from reviewer.locate import locate_quote

            held = self._quotes[key] = (text, locate_quote(quote, self.prepared(text)))
        return held[1]

    def grounded(self, claim: Claim, sources: Sequence[Source], evidence: Evidence | None):
        """``reviewer.grounding.ground`` with the check's folded sources, remembered for the check:
        it reads only the claim's quoted texts, the sources and the evidence, which the repair
        loop's re-analyses of the note hand it again and again."""
        key = (tuple(q.text for q in claim.quotes), tuple(s.id for s in sources), evidence)
        got = self._grounded.get(key)
        if got is None:
            got = self._grounded[key] = ground(claim, sources, evidence, self.prepared)
        return got

    def sentence_spans(self, text: str):
        """``reviewer.text.sentence_spans(text)`` of a source text, from its index (once per check)."""
        if self._indexes is None:
            from reviewer.text import sentence_spans

            return sentence_spans(text)
        return self._indexes.index(text).spans

    def content_stems(self, text: str):
        """A source text's stemmed content tokens (``set(content_tokens(text, stemmed=True))``),
        from its index, once per check (``SourceIndexes.content_stems``)."""
        if self._indexes is None:
            from reviewer.text import content_tokens

            return frozenset(content_tokens(text, stemmed=True))
        return self._indexes.content_stems(text)

    def _decide(self, claim: str, sources: Sequence[Source], context: str):
        if self._indexes is not None:
            return self._panel.decide(claim, sources, context, indexes=self._indexes)
        return self._panel.decide(claim, sources, context)

    def decide(self, claim: str, sources: Sequence[Source], context: str = ""):
        key = (claim, tuple(s.id for s in sources), context)
        decision = self._memo.get(key)
        if decision is None and (self._pending is None or not self.settle() or (decision := self._memo.get(key)) is None):
            decision = self._memo[key] = self._decide(claim, sources, context)
        return decision

    def possible_verdicts(self, claim: str, sources: Sequence[Source], context: str = "") -> frozenset[Verdict] | None:
        """The verdicts ``decide(claim, sources, context)`` can return, found without the
        contradiction check when the decision is not known yet (``Panel.verdict_before_veto``):
        a caller that wants only some verdicts asks for the decision only when one of them is
        possible. None when the panel cannot tell cheaply (a model judge's vote is not asked twice)."""
        key = (claim, tuple(s.id for s in sources), context)
        decision = self._memo.get(key)
        if decision is None and self._pending is not None and self.settle():
            decision = self._memo.get(key)
        if decision is not None:
            return frozenset((decision.verdict,))
        if not self._offline:
            return None
        from reviewer.panel import possible_verdicts

        before = self._before_veto.get(key)
        if before is None:
            before = self._before_veto[key] = (
                self._panel.verdict_before_veto(claim, sources, context, indexes=self._indexes)
                if self._indexes is not None else self._panel.verdict_before_veto(claim, sources, context))
        return possible_verdicts(before)

    def settle(self) -> bool:
        """Remember the decisions a batch's forked child was still working on (``decide_many``),
        waiting for it (and reaping it); False when no batch was pending."""
        pending, self._pending = self._pending, None
        if pending is None:
            return False
        keys, rest = pending
        self._memo.update(zip(keys, rest()))
        return True

    @property
    def batches(self) -> bool:
        """Whether deciding a batch at once can pay: the panel decides batches itself
        (``Panel.decide_many``) and this process may fork (single-threaded, not turned off)."""
        from reviewer.judges.forked import can_fork

        return hasattr(self._panel, "decide_many") and can_fork(getattr(self._panel, "processes", 0))

    def decide_many(self, items: Sequence[tuple[str, Sequence[Source]]], context: str = "") -> None:
        """Decide, and remember, every (claim, sources) of ``items`` not decided yet: all at once,
        so that the panel can split a big batch over several processes (offline judges only). The
        child's half is collected when a decision of it is first asked for (``settle``): this
        process locates its own half's quotes meanwhile."""
        self.settle()
        todo: dict[tuple, tuple[str, Sequence[Source]]] = {}
        for claim, sources in items:
            key = (claim, tuple(s.id for s in sources), context)
            if key not in self._memo and key not in todo:
                todo[key] = (claim, sources)
        if todo and self.batches:
            batch, keys = list(todo.values()), list(todo)
            start = getattr(self._panel, "start_many", None)
            if start is None:
                decided = (self._panel.decide_many(batch, context, indexes=self._indexes) if self._indexes is not None
                           else self._panel.decide_many(batch, context))
                self._memo.update(zip(keys, decided))
                return
            mine, rest = (start(batch, context, indexes=self._indexes) if self._indexes is not None
                          else start(batch, context))
            self._memo.update(zip(keys, mine))
            if len(mine) < len(keys):
                self._pending = (keys[len(mine):], rest)

    def __getattr__(self, name: str):
        return getattr(self._panel, name)
