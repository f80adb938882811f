"""Repairs that make a claim truer without hiding it: corrections drawn from the source,
narrowing a partly supported claim, a second citation for the rest of it.

* **correction** (``requote``): a contradicted claim's conflicting words replaced by the
  source's (``Conflict.claim_text`` → ``Conflict.source_text``); or the claim's prose restated
  as the cited source's own sentence (the evidence sentence, or the source sentence sharing
  most of the claim's words). The claim keeps its markers.
* **narrowing** (``soften``: the claim says less): a partly supported claim cut to the clause
  the cited sources support.
* **second citation** (``add_citation``): a source that, together with the cited ones, supports
  the whole claim.

The suggester's context (``context._Context``) is passed in; the loop re-verifies every draft.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from typing import Any

from reviewer import lexicon
from reviewer.model import ClaimResult, Repair, RepairKind, Source, Verdict
from reviewer.repair import edits, meaning
from reviewer.repair.swaps import clean_phrase, conflict_corrections  # noqa: F401 - re-exported
from reviewer.text import content_tokens

_SUPPORTED = frozenset((Verdict.SUPPORTED,))
#: a source sentence longer than this is not offered as a restatement
MAX_RESTATEMENT = 320
#: share of the claim's content words a source sentence must hold to be offered as its restatement
#: (lower than a requote's: the re-verification decides whether the restated claim is better)
RESTATE_RECALL = 0.5
#: clause boundaries a partly supported claim may be cut at (linear: a blank run before a
#: conjunction is bounded and possessive, so a long one is not rescanned from each of its blanks)
_CLAUSE = re.compile(r"(?:,|;)?\s{1,8}+(?:and|but|while|whereas|although)\s++|;\s++|,\s++(?=which\b|with\b|after\b|despite\b)")
#: where the writer's analytic inference begins in a claim: the words before it are the fact it is
#: drawn from ("The plant doubled its output, suggesting demand grew", "… because of the depot").
#: Linear: every blank run is bounded and possessive, every word a literal.
_INFERENCE = re.compile(
    r",?\s{1,8}+(?:because|thanks\s{1,8}+to|due\s{1,8}+to|owing\s{1,8}+to|so\s{1,8}+that)\b"
    r"|,\s{1,8}+(?:so|thus|hence|therefore|suggesting|indicating|implying|meaning|"
    r"(?:in)?consistent\s{1,8}+with|in\s{1,8}+line\s{1,8}+with)\b",
    re.IGNORECASE)
#: at most this many narrowed variants are judged per claim
MAX_VARIANTS = 6


def _draft(kind: RepairKind, result: ClaimResult, span: tuple[int, int], text: str, why: str,
           keys: tuple[str, ...] = ()) -> Repair:
    return Repair("", kind, result.claim.id, span[0], span[1], text, keys, why)


def cited_sources(ctx: Any, result: ClaimResult) -> list[Source]:
    keys = dict.fromkeys(c.source_id or c.key for c in result.claim.citations)
    return [ctx.sources[k] for k in keys if k in ctx.sources]


def prose_span(note: str, result: ClaimResult) -> tuple[int, int] | None:
    """The claim's words before its markers and final punctuation, when every marker of the
    claim sits after them (``X rose 5% [cite:g1].`` → ``X rose 5%``); None otherwise."""
    claim = result.claim
    own = [c for c in claim.citations if claim.start <= c.start < claim.end]
    end = min((c.start for c in own), default=edits.insertion_point(note, claim))
    tail = note[end : claim.end]
    for c in sorted(own, key=lambda c: c.start, reverse=True):
        tail = tail[: c.start - end] + tail[c.end - end :]
    if tail.strip(" \t.!?;:,)]*_\"'”’") or end <= claim.start:
        return None
    while end > claim.start and note[end - 1] in " \t":
        end -= 1
    return (claim.start, end) if end > claim.start else None


def _sentence_at(text: str, start: int, end: int, spans=None) -> str:
    """The sentence of ``text`` holding ``[start, end)``; ``spans``: ``sentence_spans(text)``
    when the caller has them."""
    if spans is None:
        from reviewer.text import sentence_spans

        spans = sentence_spans(text)
    lo, hi = start, end
    last = max(start, end - 1)  # the sentence holding the passage's last word
    for span in spans:
        if span.start <= last < span.end:
            lo, hi = span.start, span.end
            break
    # never across a line break: a heading or a list item above is not part of the sentence
    lo = max(lo, text.rfind("\n", 0, start) + 1)
    newline = text.find("\n", end)
    hi = min(hi, newline) if newline >= 0 else hi
    # the sentence splitter may hand a closing quote to the next sentence: take it back
    while hi < len(text) and text[hi] in _CLOSING and not _balanced_quotes(text[lo:hi]):
        hi += 1
    sentence = text[lo:hi].strip()
    lead = _STRAY_LEAD.match(sentence)
    return sentence[lead.end() :] if lead else sentence


#: closing quotation marks; stray punctuation a sentence span may start with (the previous
#: sentence's closing quote or bracket)
_CLOSING = "\"”’"
_STRAY_LEAD = re.compile(r"""^(?:[”’)\]]+\s*|"\s+|[,.;:!?]+\s*)+""")
#: the final stop of a sentence, also inside its closing quote ("… be." → "… be")
_FINAL_STOP = re.compile(r"""[\s.;:]*([.;:])(["”’]?)\s*$""")


def _balanced_quotes(text: str) -> bool:
    return text.count('"') % 2 == 0 and text.count("“") == text.count("”")


def _as_claim(sentence: str, original: str) -> str:
    sentence = _FINAL_STOP.sub(r"\2", " ".join(sentence.split())).rstrip(" .;:")
    if original[:1].isupper() and sentence[:1].islower():
        sentence = sentence[:1].upper() + sentence[1:]
    return sentence


def restatements(ctx: Any, result: ClaimResult, why: str) -> list[Repair]:
    """The claim's prose replaced by the cited source's own sentence (``requote``), or by the
    clause of it that says what the claim says, only when that keeps the claim's meaning
    (``meaning.restates``: its content words, its subject), never because the source's words
    are trivially supported by the source. First choice: the evidence sentence (else the
    sentence sharing most of the claim's words); when that does not restate the claim, the
    best restating sentence or clause of the cited sources."""
    span = prose_span(ctx.note, result)
    if span is None:
        return []
    prose = ctx.note[span[0] : span[1]]
    said = meaning.words_of(prose)  # the claim's words, read once for every sentence weighed against them
    evidence = result.evidence
    first: list[tuple[str, str]] = []
    more: list[tuple[str, str]] = []
    for source in cited_sources(ctx, result):
        spans = ctx.sentence_spans(source.text)
        if (evidence is not None and evidence.source_id == source.id and evidence.start is not None
                and evidence.end is not None):
            first.append((source.id, _sentence_at(source.text, evidence.start, evidence.end, spans)))
        else:
            near = edits.closest_passage(prose, source.text, RESTATE_RECALL)
            if near is not None:
                first.append((source.id, _sentence_at(source.text, *near, spans)))
        more += [(source.id, _sentence_at(source.text, s, e, spans))
                 for s, e in meaning.best_sentences(prose, source.text, claim_words=said)]
    for key, sentence in first:
        text = _as_claim(sentence, prose)
        if _offerable(text, prose) and not meaning.restates_words(said, meaning.words_of(text)):
            return [_restatement(result, span, key, text, why)]
    best: tuple | None = None
    for key, sentence in dict.fromkeys(first + more):
        for part in (sentence, *_variants(sentence)):
            text = _as_claim(part, prose)
            if not _offerable(text, prose):
                continue
            words = meaning.words_of(text)
            measured = meaning.measure_words(said, words)
            if meaning.restates_words(said, words, measured):
                continue
            _, kept, added = measured
            rank = (kept, -added, -len(text))
            if best is None or rank > best[0]:
                best = (rank, key, text)
    return [] if best is None else [_restatement(result, span, best[1], best[2], why)]


def _offerable(text: str, prose: str) -> bool:
    return bool(text) and len(text) <= MAX_RESTATEMENT and text.lower() != prose.lower()


def _restatement(result: ClaimResult, span: tuple[int, int], key: str, text: str, why: str) -> Repair:
    return _draft(RepairKind.REQUOTE, result, span, text,
                  f'{why} Restate it in the words of source {key}: "{edits.snippet(text)}".', (key,))


def _variants(prose: str) -> list[str]:
    cuts = [m for m in _CLAUSE.finditer(prose)][:MAX_VARIANTS]
    out = []
    for m in cuts:
        head, tail = prose[: m.start()].strip(), prose[m.end() :].strip()
        for part in (head, tail[:1].upper() + tail[1:] if prose[:1].isupper() else tail):
            if len(part.split()) >= 3 and part not in out:
                out.append(part)
    return out


def _facts(prose: str) -> list[str]:
    """The words of ``prose`` before each place an analytic inference begins (``_INFERENCE``):
    the fact it is drawn from. The inference alone is never one: stated without the fact it
    rests on, it would read as the source's."""
    out = []
    for m in itertools.islice(_INFERENCE.finditer(prose), MAX_VARIANTS):
        head = prose[: m.start()].strip()
        if len(head.split()) >= 3 and head not in out:
            out.append(head)
    return out


def narrowed_variants(prose: str) -> list[str]:
    """The cuts of a claim's prose a narrowing may offer: each side of a clause boundary, and the
    fact before an analytic inference (at most ``2 * MAX_VARIANTS``)."""
    return list(dict.fromkeys([*_variants(prose), *_facts(prose)]))


def narrowings(ctx: Any, result: ClaimResult) -> list[Repair]:
    """For a partly supported claim: the longest clause the cited sources support (for an
    analytic inference drawn from a fact, that fact: the inference is the writer's, not the
    source's)."""
    span = prose_span(ctx.note, result)
    sources = cited_sources(ctx, result)
    if span is None or not sources:
        return []
    prose = ctx.note[span[0] : span[1]]
    supported = [v for v in narrowed_variants(prose) if _a_clause(v) and ctx.may_be(v, sources, _SUPPORTED)
                 and getattr(ctx.panel.decide(v, sources), "verdict", None) is Verdict.SUPPORTED]
    if not supported:
        return []
    best = max(supported, key=len)
    names = ", ".join(s.id for s in sources)
    inferred = " (not the inference drawn from it)" if best in _facts(prose) and best not in _variants(prose) else ""
    return [_draft(RepairKind.SOFTEN, result, span, best,
                   f"The cited source ({names}) supports only part of the claim: narrow it to what the source "
                   f'says{inferred}, "{edits.snippet(best)}".')]


#: a part that opens with one of these is half of a pair ("Both the coffee" of "Both the coffee and
#: the vaccine results come from large trials"), not a claim of its own
_PAIRED = frozenset(["both", "either", "neither", "between"])


def _a_clause(part: str) -> bool:
    """Whether a cut of the claim can stand as a claim: at least two content words, and not the
    first half of a pair."""
    first = part.split(maxsplit=1)[0].lower() if part.split() else ""
    return first not in _PAIRED and len(content_tokens(part)) >= 2


def second_citations(ctx: Any, result: ClaimResult, claim_text: str) -> list[Repair]:
    """For a partly supported claim: a source that, with the cited ones, supports all of it."""
    sources = cited_sources(ctx, result)
    if not sources:
        return []
    cited = {s.id for s in sources}
    keys, _, _ = ctx.candidate_keys(result, claim_text, cited)
    at = edits.insertion_point(ctx.note, result.claim)
    for key in keys:
        both = [*sources, ctx.sources[key]]
        if not ctx.may_be(claim_text, both, _SUPPORTED):
            continue  # the judges do not find it supported: the contradiction check cannot make it so
        decision = ctx.panel.decide(claim_text, both)
        if getattr(decision, "verdict", None) is Verdict.SUPPORTED:
            marker = edits.format_marker([key], ctx.style)
            return [_draft(RepairKind.ADD_CITATION, result, (at, at), edits.marker_insertion(ctx.note, at, marker),
                           f"The cited source ({', '.join(sorted(cited))}) supports only part of the claim; "
                           f"source {key} covers the rest (panel with both: supported).", (key,))]
    return []


def for_protected(ctx: Any, result: ClaimResult, why: str) -> Sequence[Repair]:
    """Corrections for a claim whose quote is unlocated or whose evidence contradicts it."""
    return [*conflict_corrections(ctx, result), *restatements(ctx, result, why)]


#: a synthesis sentence must share this share of its content words with the bullets it restates
SYNTHESIS_RECALL = 0.6
#: at most this many bullets (their keys) back one synthesis sentence
SYNTHESIS_MAX_BULLETS = 3
#: bullets further back than this many claims are not read as restated
SYNTHESIS_LOOKBACK = 12
#: the words that make a sentence a synthesis ("taken together", "therefore", "likely"), not
#: its content: left out when matching it to the bullets it restates
SYNTHESIS_DISCOURSE = " ".join(lexicon.JUDGMENT_OPENERS + lexicon.INFERENCE_MARKERS + lexicon.ESTIMATIVE)


def _cited_above(ctx: Any, claim: Any) -> list[ClaimResult]:
    """The last ``SYNTHESIS_LOOKBACK`` cited results (in their order) that end before the claim
    and are in its section or on a list line: read backwards from the claim and no further than
    needed (``ctx.ending_by``), not by filtering every result of the note for every sentence."""
    out: list[ClaimResult] = []
    if SYNTHESIS_LOOKBACK <= 0:  # ``[-0:]`` is the whole list
        return [r for r in ctx.ending_by(claim.start) if _restated(ctx, r, claim)][::-1]
    for r in ctx.ending_by(claim.start):
        if _restated(ctx, r, claim):
            out.append(r)
            if len(out) == SYNTHESIS_LOOKBACK:
                break
    return out[::-1]


def _restated(ctx: Any, r: ClaimResult, claim: Any) -> bool:
    return (r.claim.cited and r.claim.end <= claim.start
            and (r.claim.section == claim.section or edits.is_list_item(ctx.note, r.claim)))


def synthesis_citations(ctx: Any, result: ClaimResult, tokens: Any) -> list[Repair]:
    """An uncited prose sentence that restates cited bullets above it, or cited sentences above
    it in its section: ``add_citation`` with their keys (greedy: the one adding most of the sentence's
    content words first; discourse words such as "taken together", "therefore" do not count)."""
    claim = result.claim
    if claim.cited or edits.is_list_item(ctx.note, claim):
        return []
    want = tokens(edits.strip_markers(claim.text, claim.citations, claim.start)) - tokens(SYNTHESIS_DISCOURSE)
    if len(want) < 3:
        return []
    above = _cited_above(ctx, claim)
    bullets = []
    for other in above:
        keys = [k for k in dict.fromkeys(c.source_id or c.key for c in other.claim.citations) if k in ctx.sources]
        if keys and other.verdict in (Verdict.SUPPORTED, Verdict.PARTIAL):
            bullets.append((tokens(edits.strip_markers(other.claim.text, other.claim.citations, other.claim.start)),
                            keys, other.claim.id, other.claim.start))
    covered: set = set()
    picked: list[tuple[list[str], str, int]] = []
    while bullets and len(picked) < SYNTHESIS_MAX_BULLETS:
        gain, best = max(((len((b[0] & want) - covered), b) for b in bullets), key=lambda x: x[0])
        if gain < (2 if not picked else 1):  # the first bullet carries the sentence, the others complete it
            break
        covered |= best[0] & want
        picked.append((best[1], best[2], best[3]))
        bullets.remove(best)
    if len(picked) < 2 or len(covered) / len(want) < SYNTHESIS_RECALL:
        return []
    picked.sort(key=lambda p: p[2])
    keys = tuple(dict.fromkeys(k for ks, _, _ in picked for k in ks))
    at = edits.insertion_point(ctx.note, claim)
    marker = edits.format_marker(list(keys), ctx.style)
    ids = ", ".join(cid for _, cid, _ in picked)
    return [_draft(RepairKind.ADD_CITATION, result, (at, at), edits.marker_insertion(ctx.note, at, marker),
                   f"The sentence restates the cited bullets above it ({ids}): cite their sources {marker}.", keys)]
