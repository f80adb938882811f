"""What the offline judges and the contradiction check share during one check: ``SourceIndexes``.

One ``SourceIndexes`` lives for one ``verify`` call (or one benchmark run, or one
``Panel.decide`` when the caller brings none) and is passed down through the panel to every
offline judge and to the contradiction check. It holds

* one ``SourceIndex`` per source text (tokenised, sentence spans, token positions, numbers and
  their context words: ``reviewer.judges.sourceindex``), built the first time any of them asks;
* the ``ClaimProfile`` of the claim being judged (``reviewer.judges.claimprofile``);
* the folded form of each source text the grounding step locates quotes in
  (``reviewer.locate.prepare``);
* the ``Analysis`` of the claim being judged against each of its sources
  (``reviewer.judges.features.analyze``), which the lexical, evidence and learned judges all
  read, and the contradiction check's conflicts of that claim with each source (only the
  current claim's: the panel's callers remember decisions, not analyses).

Sources are looked up by the identity of their text (the ``str`` object a ``Source`` carries),
never by hashing or comparing whole texts; the text is held next to its index, so an identity
cannot be reused while the object lives. Nothing here is global: when the object goes, so does
everything it remembered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from reviewer.judges.claimprofile import ClaimProfile, claim_profile
from reviewer.judges.sourceindex import SourceIndex, build_index
from reviewer.text import _stem_cached

if TYPE_CHECKING:  # the locator (numpy) is imported when a quote is first located
    from reviewer.locate import PreparedSource

__all__ = ["SourceIndexes"]


class SourceIndexes:
    """Per-run memo of source indexes, claim profiles and claim/source analyses."""

    __slots__ = ("__weakref__", "_indexes", "_per_source", "_prepared", "_profiles", "analyses", "conflicts")

    def __init__(self) -> None:
        self._indexes: dict[int, tuple[str, SourceIndex]] = {}
        self._profiles: dict[str, ClaimProfile] = {}
        self._prepared: dict[int, PreparedSource] = {}
        self._per_source: dict[tuple[int, Callable | str], tuple[str, Any]] = {}
        #: (claim, id(source text)) -> Analysis of the current claim (``features.analyze`` fills it)
        self.analyses: dict[tuple[str, int], Any] = {}
        #: (claim, source id, id(source text), min share) -> the contradiction check's conflicts of
        #: the current claim with that source (``contradiction.find_conflicts`` fills it)
        self.conflicts: dict[tuple, tuple] = {}

    def index(self, text: str) -> SourceIndex:
        """The index of ``text``, built on first use (looked up by the text object's identity)."""
        held = self._indexes.get(id(text))
        if held is not None and held[0] is text:
            return held[1]
        ix = build_index(text)
        self._indexes[id(text)] = (text, ix)
        return ix

    def prepared(self, text: str) -> PreparedSource:
        """``text`` folded for locating quotes in it (``reviewer.locate.prepare``), once per run
        (looked up by the text object's identity, like ``index``)."""
        held = self._prepared.get(id(text))
        if held is not None and held.text is text:
            return held
        from reviewer.locate import prepare

        got = self._prepared[id(text)] = prepare(text)
        return got

    def per_source(self, text: str, read: Callable[[str], Any]) -> Any:
        """``read(text)``, worked out once per run for each source text (looked up by the text
        object's identity, like ``index``): what a check reads from a whole source, such as
        whether it says "all" or "every" anywhere (``reviewer.judges.unconfirmed``)."""
        key = (id(text), read)
        held = self._per_source.get(key)
        if held is not None and held[0] is text:
            return held[1]
        got = read(text)
        self._per_source[key] = (text, got)
        return got

    def content_stems(self, text: str) -> frozenset[str]:
        """``set(content_tokens(text, stemmed=True))`` of a source text, from its index's content
        words (``SourceIndex.exact``, their stems), once per run: what the repair suggester
        pre-ranks candidate sources by (looked up by the text object's identity, like ``index``)."""
        key = (id(text), "content_stems")
        held = self._per_source.get(key)
        if held is not None and held[0] is text:
            return held[1]
        got = frozenset([_stem_cached(t) for t in self.index(text).exact])
        self._per_source[key] = (text, got)
        return got

    def profile(self, claim: str) -> ClaimProfile:
        """The claim's profile, worked out once while the judges and the contradiction check read
        that claim. Only the current claim's is kept (like its analyses): a check's callers
        remember decisions, and keeping every claim's profile (a dozen sets each) for the whole
        run made every full garbage collection walk them all."""
        profiles = self._profiles
        got = profiles.get(claim)
        if got is None:
            if profiles:
                profiles.clear()
            got = profiles[claim] = claim_profile(claim)
        return got

    def profiled(self, claim: str) -> ClaimProfile | None:
        """The claim's profile if some judge has worked it out already for the current claim, else None."""
        return self._profiles.get(claim)

    def __len__(self) -> int:
        return len(self._indexes)
