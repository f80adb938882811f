"""The records that flow through the pipeline.

Every stage takes text and returns these frozen dataclasses; statuses are ``StrEnum``s
(they compare equal to their string values, so ``Verdict.SUPPORTED == "supported"``).
Serialisation to the JSON report (Contract 3 of DESIGN.md) lives in ``reviewer.report``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Verdict(StrEnum):
    """A claim's verdict. ``UNCITED`` is only ever given to an asserted claim with no citation."""

    SUPPORTED = "supported"
    PARTIAL = "partial"
    NOT_SUPPORTED = "not_supported"
    SOURCE_UNAVAILABLE = "source_unavailable"
    UNCITED = "uncited"

    @property
    def corpus_label(self) -> str:
        """The label as the corpora spell it (``Supported``, ``Not supported`` …)."""
        return _CORPUS_LABELS[self]

    @classmethod
    def from_label(cls, label: str) -> Verdict:
        """Parse a corpus label (``"Not supported"``) or an enum value (``"not_supported"``)."""
        key = label.strip().lower().replace(" ", "_").replace("-", "_")
        try:
            return cls(key)
        except ValueError:
            raise ValueError(f"unknown verdict label {label!r}") from None


_CORPUS_LABELS = {
    Verdict.SUPPORTED: "Supported",
    Verdict.PARTIAL: "Partial",
    Verdict.NOT_SUPPORTED: "Not supported",
    Verdict.SOURCE_UNAVAILABLE: "Source unavailable",
    Verdict.UNCITED: "Uncited",
}

#: The four verdicts a judge or an editor can give a cited claim.
JUDGED_VERDICTS: tuple[Verdict, ...] = (
    Verdict.SUPPORTED,
    Verdict.PARTIAL,
    Verdict.NOT_SUPPORTED,
    Verdict.SOURCE_UNAVAILABLE,
)


class Grounding(StrEnum):
    """Whether the evidence quote can be confirmed in the source (orthogonal to the verdict)."""

    LOCATED = "located"
    FUZZY = "fuzzy"
    UNLOCATED = "unlocated"
    NOT_APPLICABLE = "not_applicable"


class CitationKind(StrEnum):
    LEDGER = "ledger"
    NUMERIC = "numeric"
    DOI = "doi"
    ARXIV = "arxiv"
    URL = "url"
    AUTHOR_YEAR = "author_year"


class RepairKind(StrEnum):
    ADD_CITATION = "add_citation"
    REMOVE_CITATION = "remove_citation"
    SOFTEN = "soften"
    DROP = "drop"
    REQUOTE = "requote"


class ClaimRule(StrEnum):
    """The claim rule that decided whether a sentence of the note is a claim (DESIGN.md,
    "claim"). The rules themselves, with their patterns, are ``reviewer.note.segment.RULES``."""

    # a claim
    CITED = "cited"  # carries a citation marker, however short
    CITED_TABLE_ROW = "cited_table_row"  # a table body row with a marker in a cell
    COVERED_BY_TRAILING = "covered_by_trailing"  # the block's closing citation covers it
    UNCITED = "uncited"  # an asserted sentence with no citation
    TRAILING_FACT = "trailing_fact"  # a fact after the last citation of its block
    STANDALONE_JUDGMENT = "standalone_judgment"  # an analytic judgment resting on nothing cited
    # not a claim
    EXEMPT_SECTION = "exempt_section"  # Provenance, Sources, References, Gaps, Caveats …
    QUESTION = "question"
    COLON_LEAD_IN = "colon_lead_in"
    FRAGMENT = "fragment"  # too few words, no marker
    CLOSING_JUDGMENT = "closing_judgment"  # an analytic judgment closing a cited segment
    CAVEAT = "caveat"  # ICD-206 caveat
    FOOTNOTE = "footnote"  # a footnote definition ("[^1]: …"): the note's own reference entry


class SourceStatus(StrEnum):
    AVAILABLE = "available"
    UNAVAILABLE = "unavailable"


#: the reason a ledger entry with only a URL carries until ``verify`` fetches it (or says why not)
NEEDS_FETCHING = "needs fetching"


@dataclass(frozen=True, slots=True)
class Citation:
    """One citation marker in the note. ``start``/``end`` are offsets into the note."""

    raw: str
    kind: CitationKind
    key: str
    start: int
    end: int
    source_id: str | None = None  # None while unresolved / when dangling


@dataclass(frozen=True, slots=True)
class Dangling:
    """A marker whose key resolves to no source."""

    raw: str
    key: str
    start: int


@dataclass(frozen=True, slots=True)
class Claim:
    """A citable asserted sentence (or bullet segment) of the note.

    ``note[start:end] == text``. ``citations`` are the markers that cover the claim: its own
    markers, or the trailing marker of its bullet/paragraph (``covered_by_trailing``).
    ``quotes`` are the spans the note puts in quotation marks inside the claim.
    """

    id: str
    text: str
    start: int
    end: int
    citations: tuple[Citation, ...] = ()
    section: str = ""
    block: int = 0
    covered_by_trailing: bool = False
    quotes: tuple[QuoteSpan, ...] = ()
    rule: ClaimRule | None = None  # why it is a claim (None: not made by ``segment``, e.g. a corpus row)

    @property
    def cited(self) -> bool:
        return bool(self.citations)


@dataclass(frozen=True, slots=True)
class SkippedSentence:
    """A sentence of the note that is not a claim, with the rule that says so.
    ``note[start:end] == text``."""

    text: str
    start: int
    end: int
    rule: ClaimRule
    section: str = ""


@dataclass(frozen=True, slots=True)
class QuoteSpan:
    """Text the note puts in quotation marks; offsets into the note (without the marks)."""

    text: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Source:
    """A source text that citation keys resolve to.

    ``status`` is ``UNAVAILABLE`` (with a human ``reason``) when the text could not be had
    or is unusable (fetch failed, offline cache miss, anti-bot page …); judging is skipped.
    """

    id: str
    text: str
    title: str = ""
    url: str = ""
    origin: str = ""  # "bundle:sources/2.txt", "ledger", "fetch:https://…", "corpus"
    status: SourceStatus = SourceStatus.AVAILABLE
    reason: str = ""

    @property
    def usable(self) -> bool:
        return self.status is SourceStatus.AVAILABLE and bool(self.text.strip())


@dataclass(frozen=True, slots=True)
class Reference:
    """An entry of the note's References / Bibliography list."""

    label: str  # "1", "2", "Doe 2023" …
    text: str
    doi: str | None = None
    arxiv: str | None = None
    url: str | None = None
    start: int = 0
    end: int = 0


@dataclass(frozen=True, slots=True)
class Evidence:
    """The quote that backs a verdict; ``start``/``end`` are offsets into the source text."""

    source_id: str
    quote: str
    start: int | None
    end: int | None


class ConflictKind(StrEnum):
    """What kind of disagreement between a claim and its evidence a contradiction is."""

    NEGATION = "negation"
    ANTONYM = "antonym"
    QUANTITY = "quantity"
    DATE = "date"
    ENTITY = "entity"
    MODALITY = "modality"
    SCOPE = "scope"
    CAUSE = "cause"  # another cause than the source's ("set off by an intruder" / "cause found to be a bird")
    MISQUOTE = "misquote"  # a quotation with one word of the source's changed ("accidentally" for "deliberately")
    MODEL = "model"  # a model judge (NLI, LLM) said the evidence contradicts the claim


@dataclass(frozen=True, slots=True)
class Conflict:
    """One contradiction between a claim and its evidence, with both spans so the app can
    highlight them. ``claim_start``/``claim_end`` are offsets into the claim text the judge
    read; ``source_start``/``source_end`` into the source's text (None when not placed)."""

    kind: ConflictKind
    reason: str  # one line an editor can read: "claim says doubled; source: 9 -> 14 hours, x1.56"
    claim_text: str = ""
    claim_start: int | None = None
    claim_end: int | None = None
    source_id: str = ""
    source_text: str = ""
    source_start: int | None = None
    source_end: int | None = None


@dataclass(frozen=True, slots=True)
class ModelCall:
    """The record of one model call behind a vote: which model said what, for audit and replay."""

    model: str
    endpoint: str
    prompt_sha256: str
    params: str = ""  # canonical JSON of the request parameters (temperature, max_tokens, format)
    latency_ms: float = 0.0
    reply_sha256: str = ""
    status: str = "ok"  # ok | error (the message is on the vote)


@dataclass(frozen=True, slots=True)
class Vote:
    """One judge's vote. ``verdict is None`` means the judge could not vote (``error`` says why);
    an error vote never counts as supported or not supported. ``conflicts`` are the
    contradictions the judge found (a vote with one is never ``supported``); ``calls`` the
    model calls behind the vote (empty for offline judges)."""

    judge: str
    verdict: Verdict | None
    score: float = 0.0
    reason: str = ""
    evidence: Evidence | None = None
    error: str | None = None
    conflicts: tuple[Conflict, ...] = ()
    calls: tuple[ModelCall, ...] = ()

    @property
    def ok(self) -> bool:
        return self.verdict is not None


@dataclass(frozen=True, slots=True)
class Repair:
    """A suggested edit of the note: replace ``note[start:end]`` with ``replacement``."""

    id: str
    kind: RepairKind
    claim_id: str
    start: int
    end: int
    replacement: str
    citations: tuple[str, ...] = ()
    rationale: str = ""


@dataclass(frozen=True, slots=True)
class ClaimResult:
    """Everything the checker decided about one claim."""

    claim: Claim
    verdict: Verdict
    grounding: Grounding
    evidence: Evidence | None = None
    votes: tuple[Vote, ...] = ()
    repairs: tuple[Repair, ...] = ()
    reason: str = ""  # e.g. why the source was unavailable

    @property
    def id(self) -> str:
        return self.claim.id

    @property
    def quote_unverified(self) -> bool:
        """A supported/partial verdict whose quote could not be confirmed in the source."""
        return self.verdict in (Verdict.SUPPORTED, Verdict.PARTIAL) and self.grounding is Grounding.UNLOCATED

    @property
    def disagreement(self) -> bool:
        verdicts = {v.verdict for v in self.votes if v.ok}
        return len(verdicts) > 1


@dataclass(frozen=True, slots=True)
class Coverage:
    """covered / total over the claims. ``fraction`` is None when there are no claims;
    ``gain`` (after - before) is None when no repair ran."""

    covered: int
    total: int
    before: float | None = None
    after: float | None = None
    gain: float | None = None
    #: after repair: draft claims the applied repairs removed, and sentences that still stand in
    #: the note but are no longer read as claims (they count as uncovered in ``after``)
    removed: int = 0
    hidden: int = 0

    @property
    def fraction(self) -> float | None:
        return None if self.total == 0 else self.covered / self.total


@dataclass(frozen=True, slots=True)
class Report:
    note_path: str
    note_sha256: str
    ok: bool
    claims: tuple[ClaimResult, ...]
    dangling: tuple[Dangling, ...]
    coverage: Coverage
    note_text: str = field(default="", repr=False)
    sources: tuple[Source, ...] = field(default=(), repr=False)
    references: tuple[Reference, ...] = field(default=(), repr=False)
    repaired_note: str | None = field(default=None, repr=False)
    skipped: tuple[SkippedSentence, ...] = field(default=(), repr=False)  # sentences that are not claims
    #: what reading the inputs could not settle silently (one source id named by two files, …)
    warnings: tuple[str, ...] = field(default=(), repr=False)

    def summary(self) -> dict[str, int]:
        counts = {v.value: 0 for v in Verdict}
        for result in self.claims:
            counts[result.verdict.value] += 1
        return {"claims": len(self.claims), **counts}

    def source(self, source_id: str) -> Source | None:
        for source in self.sources:
            if source.id == source_id:
                return source
        return None
