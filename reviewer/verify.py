"""``verify(note, sources, config) -> Report``: the one classification function.

The CLI, the review app and the benchmark all call this; nothing else decides a verdict.

    note ──► references ──► citation markers ──► resolve (bundle / ledger / fetch)
         ──► claims ──► panel verdict + evidence ──► grounding (locate) ──► repair loop ──► Report

``verify_claim`` is the per-claim step (panel verdict, then grounding); the benchmark runs every
corpus row through it, so its figures are figures of this function.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from reviewer.checkpanel import CheckPanel
from reviewer.config import Config
from reviewer.coverage import coverage_of, gate_passes
from reviewer.grounding import ground
from reviewer.model import (
    NEEDS_FETCHING,
    Citation,
    CitationKind,
    Claim,
    ClaimResult,
    Evidence,
    Grounding,
    Reference,
    Report,
    Source,
    SourceStatus,
    Verdict,
)
from reviewer.note.blocks import Structure, inline_code_spans, structure
from reviewer.note.chunks import ChunkedStructure
from reviewer.note.raw import without_raw
from reviewer.note.citations import find_citations, parse_references, resolve
from reviewer.note.segment import BlockSentences, segment_note
from reviewer.note.sentences import split_sentences
from reviewer.runtime import Runtime, build_runtime

Progress = Callable[[int, int, str], None]


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


#: blanks before punctuation ("cited [1] ." once the marker is gone): dropped. The same as
#: ``re.sub(r"\s+([.,;:!?])", r"\1", …)`` without a template to expand per match
_SPACE_BEFORE_PUNCT = re.compile(r"\s+(?=[.,;:!?])")


def claim_text_for_judges(claim: Claim) -> str:
    """The claim without its citation markers (judges read prose, not ``[cite:g3]``) and without
    a ``<script>`` or ``<style>`` element written inside the sentence (code, not prose)."""
    text = claim.text
    for c in sorted({(c.start, c.end) for c in claim.citations}, reverse=True):
        a, b = c[0] - claim.start, c[1] - claim.start
        if 0 <= a <= b <= len(text):
            text = text[:a] + text[b:]
    if "<" in text:
        text = without_raw(text, inline_code_spans(text, 0, len(text)))
    return _SPACE_BEFORE_PUNCT.sub("", re.sub(r"\s{2,}", " ", text)).strip()


class _SourceResolver:
    """Hands out ``Source`` records by id, fetching (once) what the bundle does not hold."""

    def __init__(self, sources: Mapping[str, Source], references: Mapping[str, Reference], fetcher, config: Config,
                 note: str = ""):
        from reviewer.sources.selfsource import NoteText, set_aside

        sources, itself = set_aside(note, sources)  # a source with the note's own text supports nothing
        self.warnings: list[str] = [itself] if itself else []
        self._note, self._note_text = NoteText(note), note
        self._sources = dict(sources)
        self._refs = dict(references)
        self._fetcher = fetcher
        self._config = config
        self._resolved: set[str] = set()  # ids already handed out: read (or fetched) once, never again

    def add_reference(self, ref: Reference) -> None:
        """An entry of the note's reference list: fetchable when the bundle lacks the source,
        and the title of the bundle's source when that has none (``sources/1.txt`` ← ``1. IPCC …``).
        Each pass of the repair loop reads the list again; an id already resolved stays as it is."""
        if ref.label in self._resolved:
            return
        self._refs.setdefault(ref.label, ref)
        src = self._sources.get(ref.label)
        if src is not None and not src.title:
            self._sources[ref.label] = replace(src, title=ref.text, url=src.url or ref.url or "")

    def ids(self) -> set[str]:
        return set(self._sources) | set(self._refs)

    def get(self, source_id: str, citation: Citation | None = None) -> Source:
        src = self._sources.get(source_id)
        if src is not None and (src.usable or source_id in self._resolved):
            return src
        ref = self._refs.get(source_id)
        if ref is not None and not (ref.doi or ref.arxiv or ref.url) and src is not None and src.url:
            ref = replace(ref, url=src.url)  # the ledger's URL for a References entry that names none
        if ref is None and src is not None and src.url:
            ref = Reference(label=source_id, text=src.title or src.url, url=src.url)
        if ref is None and citation is not None and citation.kind in (CitationKind.DOI, CitationKind.ARXIV, CitationKind.URL):
            ident = citation.key
            ref = Reference(label=source_id, text=citation.raw,
                            doi=ident if citation.kind is CitationKind.DOI else None,
                            arxiv=ident if citation.kind is CitationKind.ARXIV else None,
                            url=ident if citation.kind is CitationKind.URL else None)
        if ref is None:
            fetched = src or Source(source_id, "", status=SourceStatus.UNAVAILABLE, reason="no such source")
        elif self._fetcher is None:
            reason = "offline: not fetched" if self._config.offline else "needs fetching (no fetcher configured)"
            fetched = Source(source_id, "", title=ref.text, url=ref.url or "", origin="reference",
                             status=SourceStatus.UNAVAILABLE, reason=reason)
        else:
            fetched = self._fetcher.fetch_reference(ref, source_id)
        if src is not None and src.reason and src.reason != NEEDS_FETCHING and not fetched.usable and fetched is not src:
            # the bundle's own file first: "not UTF-8 text …", then why its References entry did not help
            fetched = replace(fetched, reason=f"{src.reason}; its References entry: {fetched.reason}")
        if ref is not None and not fetched.title:
            fetched = replace(fetched, title=ref.text)  # what the References list calls it
        if fetched.usable and self._note.within(fetched.text):  # the note's own page, fetched
            from reviewer.sources.selfsource import set_aside

            fetched = set_aside(self._note_text, {source_id: fetched})[0][source_id]
            self.warnings.append(fetched.reason)
        self._sources[source_id] = fetched
        if ref is not None:
            self._resolved.add(source_id)  # fetched (or tried): the next pass reads this, not again
        self._refs.pop(source_id, None)
        return fetched

    def all(self) -> tuple[Source, ...]:
        return tuple(self._sources.values())


#: notes with at least this many claims are judged in one batch first (see ``CheckPanel.decide_many``)
BATCH_MIN_CLAIMS = 400


def _prejudge(claims: Sequence[Claim], resolver: _SourceResolver, panel) -> None:
    """Decide every cited claim in one batch before the per-claim loop (which then finds the
    decisions remembered). Sources are resolved in the loop's order; only without a fetcher."""
    if len(claims) < BATCH_MIN_CLAIMS or resolver._fetcher is not None or not getattr(panel, "batches", False):
        return
    items = []
    for claim in claims:
        by_id = _resolved_citations(claim)
        if by_id:
            items.append((claim_text_for_judges(claim), [resolver.get(sid, c) for sid, c in by_id.items()]))
    panel.decide_many(items)


def _resolved_citations(claim: Claim) -> dict[str, Citation]:
    """The claim's citations that resolved, one per source id (first marker wins), in order."""
    by_id: dict[str, Citation] = {}
    for c in claim.citations:
        if c.source_id is not None:
            by_id.setdefault(c.source_id, c)
    return by_id


def _ground(claim: Claim, sources: Sequence[Source], evidence: Evidence | None,
            panel=None) -> tuple[Grounding, Evidence | None]:
    """Grounding from the note's own quotes when it has some (every one must be found), else
    from the judges' evidence: ``reviewer.grounding.ground`` (with the check's folded sources
    when ``panel`` is a check's ``CheckPanel``)."""
    if isinstance(panel, CheckPanel):
        return panel.grounded(claim, sources, evidence)
    return ground(claim, sources, evidence)


def analyze(note: str, resolver: _SourceResolver, panel, *, progress: Progress | None = None,
            references: Mapping[str, Reference] | None = None, sentences: BlockSentences | None = None,
            chunked: Callable[[str], Structure] | None = None):
    """Claims and their results for one note text (no repair). Returns (results, dangling).
    ``sentences``, ``chunked``: the check's remembered sentence splits and Markdown chunk
    readings (the repair loop analyses many versions of one note)."""
    refs = parse_references(note)
    read = structure(note) if chunked is None else chunked(note)
    exclude = list(read.code) + ([refs.span] if refs.span else []) + list(refs.footnotes)
    all_refs = dict(references or {})
    for ref in refs.entries:
        all_refs.setdefault(ref.label, ref)
        resolver.add_reference(ref)
    citations, dangling = resolve(find_citations(note, exclude), resolver.ids(), all_refs)
    segmentation = segment_note(note, citations, resolver._config.exempt_sections,
                                split_sentences if sentences is None else sentences, read.blocks)
    claims = segmentation.claims
    _prejudge(claims, resolver, panel)
    results: list[ClaimResult] = []
    total = len(claims)
    workers = _claim_workers(panel, claims)
    if workers > 1:  # model judges wait on the network: judge claims side by side, keep the order
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="claim") as pool:
            futures = []
            for claim in claims:  # sources resolved (and fetched) in order, on this thread
                by_id = _resolved_citations(claim) if claim.cited else {}
                if by_id:
                    sources = [resolver.get(sid, c) for sid, c in by_id.items()]
                    futures.append(pool.submit(verify_claim, claim, sources, panel))
                else:
                    futures.append(pool.submit(_judge_claim, claim, resolver, panel))  # no source to get
            for i, future in enumerate(futures):
                if progress:
                    progress(i, total, "judging")
                results.append(future.result())
    else:
        for i, claim in enumerate(claims):
            if progress:
                progress(i, total, "judging")
            results.append(_judge_claim(claim, resolver, panel))
    if progress:
        progress(total, total, "judging")
    return results, dangling, refs, segmentation.skipped


def _claim_workers(panel, claims: Sequence[Claim]) -> int:
    """Claims judged at once: the model endpoint's ``concurrency`` when the panel seats a judge
    that waits on the network (``judge.concurrent``), else 1 (offline judges are CPU-bound)."""
    judges = getattr(panel, "judges", ())
    if sum(1 for c in claims if c.cited) < 2 or not any(getattr(j, "concurrent", False) for j in judges):
        return 1
    return max(1, min(int(getattr(panel, "max_workers", 1)), len(claims)))


def _judge_claim(claim: Claim, resolver: _SourceResolver, panel) -> ClaimResult:
    if not claim.cited:
        return ClaimResult(claim, Verdict.UNCITED, Grounding.NOT_APPLICABLE)
    by_id = _resolved_citations(claim)
    if not by_id:
        from reviewer.note.keys import key_hint

        keys = ", ".join(sorted({c.key or repr(c.raw) + " (an empty marker)" for c in claim.citations}))
        ids = resolver.ids()
        hint = next((h for c in claim.citations if (h := key_hint(c.key, ids))), "")
        return ClaimResult(claim, Verdict.SOURCE_UNAVAILABLE, Grounding.NOT_APPLICABLE,
                           reason=f"dangling citation: no source for {keys}{hint}")
    return verify_claim(claim, [resolver.get(sid, c) for sid, c in by_id.items()], panel)


def verify_claim(claim: Claim, sources: Sequence[Source], panel, context: str = "") -> ClaimResult:
    """The verdict, grounding and evidence of one cited claim against the sources it cites.

    This is the classification ``verify`` applies to every cited claim of a note, and the one
    the benchmark applies to every corpus row (a row is a one-claim note with its source):
    the panel votes on the claim's prose, then the evidence (or the note's own quotes) is
    located in the source. ``panel`` is ``runtime.panel``."""
    decision = panel.decide(claim_text_for_judges(claim), sources, context)
    if decision.verdict is Verdict.SOURCE_UNAVAILABLE:
        return ClaimResult(claim, decision.verdict, Grounding.NOT_APPLICABLE, None, tuple(decision.votes),
                           reason=decision.reason)
    grounding, evidence = _ground(claim, sources, decision.evidence, panel)
    return ClaimResult(claim, decision.verdict, grounding, evidence, tuple(decision.votes), reason=decision.reason)


def _suggester(resolver: _SourceResolver, panel, runtime):
    """The loop's ``suggest``: the rule-based suggester, joined by the LLM one when configured."""
    from reviewer.repair import merge_suggestions, suggest_repairs

    def usable() -> dict[str, Source]:
        return {s.id: s for s in resolver.all() if s.usable}

    def every() -> dict[str, Source]:  # the rules read only usable ones, and see what was set aside
        return {s.id: s for s in resolver.all()}

    if not runtime.config.llm.configured or runtime.model_http is None:
        return lambda results, text: suggest_repairs(results, text, every(), panel)

    from reviewer.repair import LLMSuggester

    def suggest(results, text):
        rules = suggest_repairs(results, text, every(), panel)
        flagged = [r for r in results if r.verdict is not Verdict.SUPPORTED]
        return merge_suggestions(rules, LLMSuggester(runtime.model_http, runtime.config.llm, usable())(flagged, text))

    return suggest


def verify(
    note: str,
    sources: Mapping[str, Source] | None = None,
    config: Config | None = None,
    *,
    runtime: Runtime | None = None,
    note_path: str = "",
    progress: Progress | None = None,
) -> Report:
    """Check every claim of ``note`` against ``sources`` and return the report.

    ``runtime`` (``reviewer.runtime.build_runtime``) brings the panel, the fetcher for
    references the bundle does not hold, and the model client; the CLI, the app and the bench
    all pass one. Without it, a runtime is built from ``config`` with no fetcher (a library
    call never reaches the network unless asked to): such references are ``source_unavailable``.
    """
    if runtime is None:
        with build_runtime(config or Config(), fetch=False) as owned:
            return verify(note, sources, runtime=owned, note_path=note_path, progress=progress)
    if config is not None and config != runtime.config:
        raise ValueError("verify: give the config through the runtime (build_runtime(config))")
    config = runtime.config
    if config.llm.configured and runtime.model_http is not None:
        from reviewer.llm import start_check

        start_check(config.llm, runtime.model_http)  # one model budget per check (judges + repair)
    panel = CheckPanel(runtime.panel)
    try:
        return _verify(note, panel, _SourceResolver(sources or {}, {}, runtime.fetcher, config, note), runtime,
                       note_path, progress)
    finally:
        panel.settle()  # a batch's child is always reaped


def _verify(note: str, panel: CheckPanel, resolver: _SourceResolver, runtime: Runtime, note_path: str,
            progress: Progress | None) -> Report:
    config = runtime.config
    # the loop reads the note again and again: its paragraphs' sentences, its Markdown chunks
    sentences = BlockSentences() if config.repair else None
    chunked = ChunkedStructure() if config.repair else None
    results, dangling, refs, skipped = analyze(note, resolver, panel, progress=progress, sentences=sentences,
                                               chunked=chunked)
    from reviewer.note.keys import twice_listed

    if twice := twice_listed(note, refs.entries):  # "1." "1." "1.": [1] reads the first, [2] dangles
        resolver.warnings.append(twice)
    cov = coverage_of(results)
    repaired: str | None = None
    if config.repair and results:
        from reviewer.repair import run_repair_loop

        passes, suggester = [0], _suggester(resolver, panel, runtime)

        def suggest(results, text):  # once per pass: the repair stage's progress, passes done
            if progress:
                progress(min(passes[0], config.max_repair_passes), config.max_repair_passes, "repairing")
            passes[0] += 1
            return suggester(results, text)

        loop = run_repair_loop(
            note,
            analyze=lambda text: analyze(text, resolver, panel, sentences=sentences, chunked=chunked)[0],
            suggest=suggest,
            max_passes=config.max_repair_passes,
            allowed_keys={s.id for s in resolver.all() if s.usable},
            draft=results,
        )
        if progress:
            progress(config.max_repair_passes, config.max_repair_passes, "repairing")
        by_claim = loop.first_suggestions
        results = [replace(r, repairs=tuple(by_claim.get(r.id, ()))) for r in results]
        repaired = loop.repaired_note
        before, after = loop.coverage_before, loop.coverage_after
        gain = None if before is None or after is None else round(after - before, 4)
        cov = replace(cov, before=before, after=after, gain=gain, removed=loop.removed, hidden=loop.hidden)
    else:
        cov = replace(cov, before=cov.fraction, after=cov.fraction, gain=None)
    ok = gate_passes(results, dangling, strict=config.strict)
    return Report(
        note_path=note_path, note_sha256=sha256_text(note), ok=ok, claims=tuple(results),
        dangling=tuple(dangling), coverage=cov, note_text=note, sources=resolver.all(),
        references=refs.entries, repaired_note=repaired, skipped=tuple(skipped), warnings=tuple(resolver.warnings),
    )
