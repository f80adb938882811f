"""Note → claims, with character offsets into the original text, and the rule behind each decision.

The Markdown block structure comes from ``reviewer.note.blocks`` (markdown-it-py): headings
set the current section and are not claims; paragraphs of list items and block quotes are
blocks with their markers blanked; code (fenced or indented), HTML blocks, table header and
separator rows are skipped; a table body row is one block. Inside a block,
``reviewer.note.sentences.split_sentences`` (pysbd's decisions, linear time) splits sentences.

The claim rules of DESIGN.md ("claim", "analytic judgment", "caveat") are named data below
(``RULES``, pySBD's style: each rule an object with its name, decision, pattern and doc). Every
sentence of a block gets exactly one, in this order:

1. a sentence in an exempt section (``Config.exempt_sections``) is not a claim;
2. a sentence carrying a citation marker is a claim, however short (a table row: cited cells);
3. questions, colon lead-ins and fragments are not claims;
4. an ICD-206 caveat is not a claim;
5. an analytic judgment (ICD-203 estimative language or an inference marker anywhere in the
   sentence, or a judgment opener) after a cited sentence of its block is not a claim; one
   covered by the block's trailing citation is a covered claim; otherwise it stands alone and
   is flagged;
6. a fact is covered when the block ends with a citation, flagged as a trailing fact when it
   follows the block's last citation, else flagged uncited.

The decision is ``Claim.rule`` for claims and ``SkippedSentence.rule`` for the others.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from reviewer import lexicon
from reviewer.lexicon import word_pattern
from reviewer.model import Citation, CitationKind, Claim, ClaimRule, QuoteSpan, SkippedSentence
from reviewer.note.blocks import Block, blocks
from reviewer.note.patterns import FOOTNOTE_DEF
from reviewer.note.quotes import quoted_spans
from reviewer.note.sentences import split_sentences

__all__ = ["RULES", "Block", "BlockSentences", "Rule", "Segmentation", "blocks", "exempt_pattern", "segment", "segment_note"]


@dataclass(frozen=True, slots=True)
class Rule:
    """One claim rule: the decision it makes (``claim``: the sentence is a claim or not), the
    pattern that recognises the sentence (``None`` when the block's structure decides), and why."""

    name: ClaimRule
    claim: bool
    pattern: re.Pattern[str] | None
    doc: str

    def matches(self, text: str) -> bool:
        return self.pattern is not None and self.pattern.search(text) is not None


MIN_WORDS = 3
_WORD = re.compile(r"[^\W\d_]{2,}")
_ALNUM = re.compile(r"[^\W_]")
_DIGIT = re.compile(r"\d")

#: judgment openers matched at the start of a sentence (``reviewer.lexicon.JUDGMENT_OPENERS``)
JUDGMENT_OPENERS = re.compile(r"^\W*" + word_pattern(lexicon.JUDGMENT_OPENERS), re.IGNORECASE)
#: an analytic judgment: an opener, or estimative language / an inference marker anywhere
JUDGMENT = re.compile(
    r"^\W*" + word_pattern(lexicon.JUDGMENT_OPENERS)
    + "|" + word_pattern(lexicon.ESTIMATIVE + lexicon.INFERENCE_MARKERS),
    re.IGNORECASE,
)
#: an ICD-206 caveat: a fixed phrase, "rests on … alone", "no X is referenced in the evidence".
#: Linear: the gaps are bounded, their pieces possessive and over disjoint classes.
CAVEAT = re.compile(
    word_pattern(lexicon.CAVEAT_PHRASES)
    + r"|\b(?:rests?|resting|relies|rely|relying|based|depends?|depending)\s++"
    r"(?:solely\s++|entirely\s++|only\s++)?on\b[^.;!?]{1,160}?\balone\b"
    r"|\bno\s++(?:[\w'’-]++\s++){1,6}?(?:is|are|was|were|has\s++been|have\s++been)\s++"
    r"(?:referenced|mentioned|cited|named|identified|documented|attested|present)\s++in\s++"
    r"(?:the\s++)?(?:available\s++|cited\s++)?(?:evidence|sources?|data|record|reporting|material)\b",
    re.IGNORECASE,
)

CITED = Rule(ClaimRule.CITED, True, None,
             "A sentence carrying a citation marker is a claim, however short ('A connects to B [cite:g1].').")
CITED_TABLE_ROW = Rule(ClaimRule.CITED_TABLE_ROW, True, None,
                       "A table body row with a marker in any cell is one claim; header and separator rows never are.")
COVERED_BY_TRAILING = Rule(ClaimRule.COVERED_BY_TRAILING, True, None,
                           "A citation ending a bullet or paragraph covers every sentence of it.")
UNCITED = Rule(ClaimRule.UNCITED, True, None, "An asserted sentence with no citation: flagged.")
TRAILING_FACT = Rule(ClaimRule.TRAILING_FACT, True, None,
                     "A fact after the last citation of its block is not covered by it: flagged.")
STANDALONE_JUDGMENT = Rule(ClaimRule.STANDALONE_JUDGMENT, True, JUDGMENT,
                           "An analytic judgment that closes no cited segment rests on nothing cited: flagged.")
EXEMPT_SECTION = Rule(ClaimRule.EXEMPT_SECTION, False, None,
                      "Sections titled like Provenance, Sources, References, Gaps, Caveats, Limitations, "
                      "Methodology (Config.exempt_sections) hold no claims.")
QUESTION = Rule(ClaimRule.QUESTION, False, re.compile(r"\?[\s\"'”’)\]*_]*+\Z"), "A question asserts nothing.")
COLON_LEAD_IN = Rule(ClaimRule.COLON_LEAD_IN, False, re.compile(r":[\s*_]*+\Z"),
                     "A colon lead-in ('The causes were these:') introduces claims, it is not one.")
FRAGMENT = Rule(ClaimRule.FRAGMENT, False, None,
                f"Fewer than {MIN_WORDS} words and no citation marker: a label or fragment, not a claim "
                "(a table body row with a number states data: a claim).")
CLOSING_JUDGMENT = Rule(ClaimRule.CLOSING_JUDGMENT, False, JUDGMENT,
                        "An analytic judgment (ICD-203 estimative language or an inference marker anywhere) "
                        "after a cited sentence of its block rests on that citation: not flagged.")
CAVEAT_RULE = Rule(ClaimRule.CAVEAT, False, CAVEAT,
                   "An ICD-206 caveat (cannot be ruled out / confirmed, without corroboration, "
                   "single-modality, insufficient evidence, rests on … alone, no X is referenced in the "
                   "available evidence) states a limit of the evidence, not a claim.")
FOOTNOTE = Rule(ClaimRule.FOOTNOTE, False, FOOTNOTE_DEF,
                "A footnote definition ('[^1]: Port history, https://…') is the note's own reference "
                "entry, with or without a References heading above it.")

#: every rule, by name
RULES: dict[ClaimRule, Rule] = {
    r.name: r for r in (
        EXEMPT_SECTION, FOOTNOTE, CITED, CITED_TABLE_ROW, QUESTION, COLON_LEAD_IN, FRAGMENT, CAVEAT_RULE,
        CLOSING_JUDGMENT, COVERED_BY_TRAILING, STANDALONE_JUDGMENT, TRAILING_FACT, UNCITED,
    )
}




@functools.lru_cache(maxsize=16)
def exempt_pattern(names: tuple[str, ...]) -> re.Pattern[str] | None:
    """Section titles starting with one of ``names`` (case-insensitive; a plural "s" and a
    numbering such as "5." or "B)" before it allowed). None when ``names`` is empty."""
    alts = sorted({r"\s+".join(re.escape(w) for w in n.split()) for n in names if n.strip()}, key=len, reverse=True)
    if not alts:
        return None
    return re.compile(r"^[\W_]*+(?:(?:\d{1,3}|[A-Za-z])[.)][\W_]*+)?(?:" + "|".join(alts) + r")s?\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Segmentation:
    """The note's claims and the sentences that are not claims, each with its rule."""

    claims: tuple[Claim, ...]
    skipped: tuple[SkippedSentence, ...]


def _flat(text: str) -> str:
    return " ".join(text.split())


def _kind(text: str, table_row: bool = False) -> Rule | None:
    """The rule a sentence without markers meets on its own text (None: an asserted fact).
    A table body row states data when it has a number or ``MIN_WORDS`` words."""
    flat = _flat(text)
    for rule in (QUESTION, COLON_LEAD_IN):
        if rule.matches(flat):
            return rule
    if len(_WORD.findall(flat)) < MIN_WORDS and not (table_row and _DIGIT.search(flat)):
        return FRAGMENT
    if CAVEAT_RULE.matches(flat):
        return CAVEAT_RULE
    if JUDGMENT.search(flat):
        return CLOSING_JUDGMENT  # or standalone / covered: the block decides
    return None


def _quotes(note: str, start: int, end: int, block: Block) -> tuple[QuoteSpan, ...]:
    """Every passage the claim puts in double quotation marks, however short (a one-word
    scare quote too): each is checked against the source (``reviewer.verify``). A quotation
    mark the block blanked (inside a tag, a ``<script>`` or a ``<style>``) opens no quote."""
    text = note[start:end]
    at = start - block.start
    return tuple(QuoteSpan(text[a:b], start + a, start + b) for a, b in quoted_spans(text)
                 if block.masked[at + a: at + a + 1] == text[a])


def _trailing(sentence_end: int, cites: Sequence[Citation], note: str) -> bool:
    """True when the sentence's last marker sits at its end (only punctuation after it)."""
    if not cites:
        return False
    tail = note[max(c.end for c in cites): sentence_end]
    return not _ALNUM.search(tail)


def segment(note: str, citations: Sequence[Citation] = (),
            exempt_sections: Iterable[str] = lexicon.EXEMPT_SECTIONS) -> list[Claim]:
    """The note's claims, in order, with the citations that cover each one (see ``segment_note``)."""
    return list(segment_note(note, citations, exempt_sections).claims)


class BlockSentences:
    """``split_sentences`` of a block's text, remembered by that text for as long as the object
    lives (one check: ``reviewer.verify`` holds one): the repair loop segments the note again
    after every round, and most of its paragraphs are the same text as before."""

    __slots__ = ("_spans",)

    def __init__(self) -> None:
        self._spans: dict[str, tuple[tuple[int, int], ...]] = {}

    def __call__(self, text: str) -> tuple[tuple[int, int], ...]:
        got = self._spans.get(text)
        if got is None:
            got = self._spans[text] = tuple(split_sentences(text))
        return got


def segment_note(note: str, citations: Sequence[Citation] = (),
                 exempt_sections: Iterable[str] = lexicon.EXEMPT_SECTIONS,
                 split: Callable[[str], Sequence[tuple[int, int]]] = split_sentences,
                 note_blocks: Sequence[Block] | None = None) -> Segmentation:
    """Claims and skipped sentences of ``note``, each with the rule that decided it.

    ``citations`` are the markers found in the note (``reviewer.note.citations.find_citations``);
    markers inside a claim's span belong to it; a marker that starts a sentence belongs to
    the sentence before it, except a narrative author-year one ("Doe (2023) found …"), which
    is the subject of its own sentence. ``split`` cuts a block's text into sentences
    (``split_sentences``, or a check's ``BlockSentences``). ``note_blocks``: ``blocks(note)``
    when the caller has them (a check's ``ChunkedStructure``).
    """
    claims: list[Claim] = []
    skipped: list[SkippedSentence] = []
    exempt = exempt_pattern(tuple(exempt_sections))
    cites = sorted(citations, key=lambda c: c.start)
    starts = [c.start for c in cites]
    marker_ends = {c.start: c.end for c in cites if not _narrative(c)}
    for block in blocks(note) if note_blocks is None else note_blocks:
        spans = [(block.start + s, block.start + e) for s, e in split(block.masked)]
        spans = _reattach_leading_markers(note, spans, marker_ends)
        if block.table_row and spans:
            spans = [(spans[0][0], spans[-1][1])]  # a table row is one claim, its markers anywhere
        if exempt is not None and exempt.match(block.section or ""):
            skipped.extend(SkippedSentence(note[s:e], s, e, ClaimRule.EXEMPT_SECTION, block.section) for s, e in spans)
            continue
        if FOOTNOTE_DEF.match(note, block.start, min(block.end, block.start + 80)):
            skipped.extend(SkippedSentence(note[s:e], s, e, ClaimRule.FOOTNOTE, block.section) for s, e in spans)
            continue
        sentences = [(s, e, _within(cites, starts, s, e)) for s, e in spans]
        trailing = next((c for *_, c in reversed(sentences) if c), [])
        last_end = sentences[-1][1] if sentences else block.end
        covers = bool(trailing) and sentences[-1][2] is trailing and _trailing(last_end, trailing, note)
        seen_cited = False
        for s, e, own in sentences:
            text = note[s:e]
            rule = _decide(_strip_markers(text, own, s), own, block.table_row, seen_cited, covers)
            seen_cited = seen_cited or bool(own)
            if not rule.claim:
                skipped.append(SkippedSentence(text, s, e, rule.name, block.section))
                continue
            covered = rule is COVERED_BY_TRAILING
            claims.append(
                Claim(
                    id=f"c{len(claims) + 1}", text=text, start=s, end=e,
                    citations=tuple(own or (trailing if covered else ())),
                    section=block.section, block=block.index, covered_by_trailing=covered,
                    quotes=_quotes(note, s, e, block) if (own or covered) else (), rule=rule.name,
                )
            )
    return Segmentation(tuple(claims), tuple(skipped))


def _decide(bare: str, own: Sequence[Citation], table_row: bool, seen_cited: bool, covers: bool) -> Rule:
    """The rule for one sentence (``bare``: its text without its own markers)."""
    if own:
        if not _ALNUM.search(bare):
            return FRAGMENT  # a marker with no sentence around it
        return CITED_TABLE_ROW if table_row else CITED
    kind = _kind(bare, table_row)
    if kind is CLOSING_JUDGMENT:
        if seen_cited:
            return CLOSING_JUDGMENT
        return COVERED_BY_TRAILING if covers else STANDALONE_JUDGMENT
    if kind is not None:
        return kind
    if covers:
        return COVERED_BY_TRAILING
    return TRAILING_FACT if seen_cited else UNCITED


def _within(cites: Sequence[Citation], starts: list[int], start: int, end: int) -> list[Citation]:
    """The markers that start inside ``[start, end)`` (``cites`` sorted by start)."""
    return list(cites[bisect.bisect_left(starts, start): bisect.bisect_left(starts, end)])


def _strip_markers(text: str, own: Sequence[Citation], offset: int) -> str:
    for c in sorted(own, key=lambda c: -c.start):
        a, b = c.start - offset, c.end - offset
        text = text[:a] + " " + text[b:]
    return text


def _narrative(c: Citation) -> bool:
    """``Doe (2023) found …``: a narrative author-year marker is part of its own sentence (the
    subject of it), never a trailing cite of the sentence before."""
    return c.kind is CitationKind.AUTHOR_YEAR and c.raw[:1] not in "(["


def _reattach_leading_markers(
    note: str, spans: list[tuple[int, int]], starts: dict[int, int]
) -> list[tuple[int, int]]:
    """``It rose. [1] Then it fell.``: the ``[1]`` belongs to ``It rose.``.
    ``starts`` maps each marker's start offset to its end."""
    out: list[tuple[int, int]] = []
    for s, e in spans:
        while out and s in starts and starts[s] <= e:
            out[-1] = (out[-1][0], starts[s])
            s = starts[s]
            while s < e and note[s].isspace():
                s += 1
        if s < e:
            out.append((s, e))
    return out
