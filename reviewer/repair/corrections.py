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

import re
from collections.abc import Sequence
from typing import Any

from reviewer import lexicon
from reviewer.judges.conflict_vague import VAGUE_CUES
from reviewer.model import ClaimResult, ConflictKind, Repair, RepairKind, Source, Verdict
from reviewer.repair import edits

_SUPPORTED = frozenset((Verdict.SUPPORTED,))
#: a source sentence longer than this is not offered as a restatement
MAX_RESTATEMENT = 320
#: share of the claim's content words a source sentence must hold to be offered as its restatement
#: (lower than a requote's: the re-verification decides whether the restated claim is better)
RESTATE_RECALL = 0.5
#: clause boundaries a partly supported claim may be cut at
_CLAUSE = re.compile(r"(?:,|;)?\s+(?:and|but|while|whereas|although)\s+|;\s+|,\s+(?=which\b|with\b|after\b|despite\b)")
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
    """The claim's prose replaced by the cited source's own sentence (``requote``)."""
    span = prose_span(ctx.note, result)
    if span is None:
        return []
    prose = ctx.note[span[0] : span[1]]
    evidence = result.evidence
    found: list[tuple[str, str]] = []
    for source in cited_sources(ctx, result):
        if (evidence is not None and evidence.source_id == source.id and evidence.start is not None
                and evidence.end is not None):
            found.append((source.id, _sentence_at(source.text, evidence.start, evidence.end,
                                                  ctx.sentence_spans(source.text))))
            continue
        near = edits.closest_passage(prose, source.text, RESTATE_RECALL)
        if near is not None:
            found.append((source.id, _sentence_at(source.text, *near, ctx.sentence_spans(source.text))))
    out = []
    for key, sentence in found:
        text = _as_claim(sentence, prose)
        if text and len(text) <= MAX_RESTATEMENT and text.lower() != prose.lower():
            out.append(_draft(RepairKind.REQUOTE, result, span, text,
                              f'{why} Restate it in the words of source {key}: "{edits.snippet(text)}".', (key,)))
    return out[:1]


#: auxiliaries a negation leans on ("did not approve", "will not raise")
_AUX = frozenset("do does did will would shall should can could may might must has have had is are was were "
                 "be been am".split())
_NEGATION = frozenset({"not", "never"})
_WORD = re.compile(r"[\w’'-]+")


def _word_before(text: str, at: int) -> tuple[str, int] | None:
    """The word ending right before ``at`` (across blanks only) and its start."""
    end = at
    while end > 0 and text[end - 1] in " \t":
        end -= 1
    start = end
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "’'-"):
        start -= 1
    return (text[start:end], start) if start < end and end < at else None


def _first_word(text: str) -> str:
    match = _WORD.search(text)
    return match.group().lower() if match else ""


def _source_phrase(ctx: Any, conflict: Any) -> str:
    """The source's words of a conflict, with the auxiliary a leading negation leans on
    ("not approve" → "did not approve")."""
    right = conflict.source_text.strip()
    if _first_word(right) not in _NEGATION:
        return right
    source = ctx.sources.get(conflict.source_id)
    if source is None:
        return right
    at = conflict.source_start
    if at is None or source.text[at : at + len(conflict.source_text)] != conflict.source_text:
        at = source.text.find(right)
        if at < 0 or source.text.find(right, at + 1) >= 0:
            return right
    before = _word_before(source.text, at)
    return f"{before[0]} {right}" if before and before[0].lower() in _AUX else right


#: irregular past forms, so that "did not fall" may become "fell"
_IRREGULAR = {"fell": "fall", "fallen": "fall", "rose": "rise", "risen": "rise", "grew": "grow", "grown": "grow",
              "won": "win", "lost": "lose", "shrank": "shrink", "shrunk": "shrink", "went": "go", "gone": "go",
              "made": "make", "took": "take", "taken": "take", "gave": "give", "given": "give", "began": "begin",
              "begun": "begin", "said": "say", "sold": "sell", "paid": "pay", "held": "hold", "left": "leave"}


def _roots(text: str) -> set[str]:
    """The words of a phrase but its auxiliaries and negations, reduced to a crude root."""
    out = set()
    for word in _WORD.findall(text.lower()):
        if word in _AUX or word in _NEGATION:
            continue
        word = _IRREGULAR.get(word, word)
        for suffix in ("ing", "ed", "es", "s", "d"):
            if word.endswith(suffix) and len(word) - len(suffix) >= 3:
                word = word[: -len(suffix)]
                break
        out.add(word.rstrip("e"))
    return out


def clean_phrase(text: str, start: int, end: int) -> bool:
    """Whether the phrase ``text[start:end]`` (a replacement in place) reads as a whole verb
    phrase: a leading negation leans on an auxiliary before it, a leading auxiliary does not
    follow another one, and it starts and ends on word boundaries."""
    if start > 0 and text[start - 1].isalnum() and text[start : start + 1].isalnum():
        return False
    if end < len(text) and text[end].isalnum() and text[end - 1 : end].isalnum():
        return False
    first = _first_word(text[start:end])
    before = _word_before(text, start)
    prev = before[0].lower() if before else ""
    if first in _NEGATION:
        return prev in _AUX
    return not (first in _AUX and prev in _AUX)


def conflict_corrections(ctx: Any, result: ClaimResult) -> list[Repair]:
    """For a contradicted claim: its conflicting words replaced by the source's (``requote``),
    as whole phrases: a negated verb phrase with its auxiliary ("approved" → "did not
    approve"; "did not fall" → "fell"). A correction that would not read cleanly is left out
    (the claim is then offered the source's own sentence, or drop)."""
    claim = result.claim
    out: list[Repair] = []
    seen = set()
    for vote in result.votes:
        for conflict in vote.conflicts:
            wrong, right = conflict.claim_text.strip(), _source_phrase(ctx, conflict)
            if not wrong or not right or len(right) > 200 or (wrong, right) in seen:
                continue
            if len(wrong.split()) > 4 or (conflict.kind is ConflictKind.QUANTITY
                                          and not VAGUE_CUES.isdisjoint(wrong.lower().split())):
                continue  # the whole claim's standing ("states as fact what the source reports"), or
                # a share in words against a count ("majority" / "six of 15"): no phrase to swap
            hits = [m.start() for m in re.finditer(r"(?<!\w)" + re.escape(wrong) + r"(?!\w)", claim.text)]
            if len(hits) != 1:
                continue  # absent, or ambiguous
            if len(right.split()) > len(wrong.split()) + 3:
                continue  # not a like-for-like correction (a name against a whole sentence)
            at, end = hits[0], hits[0] + len(wrong)
            before = _word_before(claim.text, at)
            if before and before[0].lower() in _NEGATION and _first_word(right) not in _NEGATION:
                at, before = before[1], _word_before(claim.text, before[1])  # "not fall" → "fell"
                wrong_negated = True
            else:
                wrong_negated = _first_word(wrong) in _NEGATION
            if (before and before[0].lower() in _AUX
                    and (wrong_negated or _first_word(right) in _AUX | _NEGATION)):
                at = before[1]  # the claim's own auxiliary goes with the phrase ("will raise")
            if conflict.kind is ConflictKind.NEGATION and not _roots(claim.text[at:end]) & _roots(right):
                continue  # another verb ("would rise" / "will not raise"): restate instead
            if claim.text[at:end] == right:
                continue
            fixed = claim.text[:at] + right + claim.text[end:]
            if not clean_phrase(fixed, at, at + len(right)):
                continue
            start = claim.start + at
            if any(c.start < claim.start + end and start < c.end for c in claim.citations):
                continue
            seen.add((wrong, right))
            out.append(_draft(RepairKind.REQUOTE, result, (start, claim.start + end), right,
                              f'The source contradicts the claim ({conflict.kind.value}: {conflict.reason}); '
                              f'correct "{edits.snippet(claim.text[at:end], 60)}" to the source\'s '
                              f'"{edits.snippet(right, 60)}".',
                              (conflict.source_id,) if conflict.source_id in ctx.sources else ()))
    return out


def _variants(prose: str) -> list[str]:
    cuts = [m for m in _CLAUSE.finditer(prose)][:MAX_VARIANTS]
    out = []
    for m in cuts:
        head, tail = prose[: m.start()].strip(), prose[m.end() :].strip()
        for part in (head, tail[:1].upper() + tail[1:] if prose[:1].isupper() else tail):
            if len(part.split()) >= 3 and part not in out:
                out.append(part)
    return out


def narrowings(ctx: Any, result: ClaimResult) -> list[Repair]:
    """For a partly supported claim: the longest clause the cited sources support."""
    span = prose_span(ctx.note, result)
    sources = cited_sources(ctx, result)
    if span is None or not sources:
        return []
    prose = ctx.note[span[0] : span[1]]
    supported = [v for v in _variants(prose) if ctx.may_be(v, sources, _SUPPORTED)
                 and getattr(ctx.panel.decide(v, sources), "verdict", None) is Verdict.SUPPORTED]
    if not supported:
        return []
    best = max(supported, key=len)
    names = ", ".join(s.id for s in sources)
    return [_draft(RepairKind.SOFTEN, result, span, best,
                   f"The cited source ({names}) supports only part of the claim: narrow it to what the source "
                   f'says, "{edits.snippet(best)}".')]


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
