"""Note → claims, with character offsets into the original text.

The Markdown block structure comes from ``reviewer.note.blocks`` (markdown-it-py): headings
set the current section and are not claims; paragraphs of list items and block quotes are
blocks with their markers blanked; code (fenced or indented), HTML blocks, table header and
separator rows are skipped; a table body row is one block. Inside a block,
``reviewer.note.sentences.split_sentences`` (pysbd's decisions, linear time) splits sentences.

Claim rules (DESIGN.md), each a named piece of data below:
* sections titled like ``EXEMPT_SECTIONS`` hold no claims;
* questions, colon lead-ins and fragments of fewer than ``MIN_WORDS`` words are not claims;
* a citation at the end of a bullet or paragraph covers the whole block (``covered_by_trailing``);
* a judgment sentence (``JUDGMENT_OPENERS``) after a cited sentence in the same block is not a
  claim; a trailing *fact* is, and is flagged uncited.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

from reviewer import lexicon
from reviewer.lexicon import word_pattern
from reviewer.model import Citation, Claim, QuoteSpan
from reviewer.note.blocks import Block, blocks
from reviewer.note.sentences import split_sentences

__all__ = ["Block", "blocks", "segment"]

EXEMPT_SECTIONS = re.compile(
    r"^\W*(gaps?|caveats?|limitations?|sources?|references?|bibliography|works cited|"
    r"further reading|open questions?|unknowns?|citations?|notes? on sources?)\b",
    re.IGNORECASE,
)
#: a judgment opening an uncited sentence after a cited one (``reviewer.lexicon.JUDGMENT_OPENERS``)
JUDGMENT_OPENERS = re.compile(r"^\W*" + word_pattern(lexicon.JUDGMENT_OPENERS), re.IGNORECASE)
MIN_WORDS = 3
#: quotation marks that delimit a quote of the source inside a claim: (open, close)
QUOTE_MARKS: tuple[tuple[str, str], ...] = (('"', '"'), ("“", "”"), ("«", "»"), ("„", "“"))
MIN_QUOTE_WORDS = 4

_WORD = re.compile(r"[^\W\d_]{2,}")


def _is_claim_text(text: str) -> bool:
    stripped = text.strip()
    if stripped.endswith(("?", ":")):
        return False
    return len(_WORD.findall(stripped)) >= MIN_WORDS


def _quotes(note: str, start: int, end: int) -> tuple[QuoteSpan, ...]:
    spans: list[QuoteSpan] = []
    text = note[start:end]
    for open_, close in QUOTE_MARKS:
        i = 0
        while True:
            a = text.find(open_, i)
            if a < 0:
                break
            b = text.find(close, a + 1)
            if b < 0:
                break
            inner = text[a + 1: b]
            if len(inner.split()) >= MIN_QUOTE_WORDS:
                spans.append(QuoteSpan(inner, start + a + 1, start + b))
            i = b + 1
    return tuple(sorted(spans, key=lambda q: q.start))


def _trailing(sentence_end: int, cites: Sequence[Citation], note: str) -> bool:
    """True when the sentence's last marker sits at its end (only punctuation after it)."""
    if not cites:
        return False
    tail = note[max(c.end for c in cites): sentence_end]
    return not re.search(r"[^\W_]", tail)


def segment(note: str, citations: Sequence[Citation] = ()) -> list[Claim]:
    """The note's claims, in order, with the citations that cover each one.

    ``citations`` are the markers found in the note (``reviewer.note.citations.find_citations``);
    markers inside a claim's span belong to it; a marker that starts a sentence belongs to
    the sentence before it.
    """
    claims: list[Claim] = []
    cites = sorted(citations, key=lambda c: c.start)
    starts = [c.start for c in cites]
    marker_ends = {c.start: c.end for c in cites}
    for block in blocks(note):
        if EXEMPT_SECTIONS.match(block.section or ""):
            continue
        spans = [(block.start + s, block.start + e) for s, e in split_sentences(block.masked)]
        spans = _reattach_leading_markers(note, spans, marker_ends)
        sentences: list[tuple[int, int, list[Citation]]] = [(s, e, _within(cites, starts, s, e)) for s, e in spans]
        if block.table_row and sentences:
            # a table row is one claim, its citations anywhere in the row
            s, e = sentences[0][0], sentences[-1][1]
            sentences = [(s, e, _within(cites, starts, s, e))]
        trailing = next((c for *_, c in reversed(sentences) if c), [])
        last_end = sentences[-1][1] if sentences else block.end
        covers = trailing and sentences[-1][2] is trailing and _trailing(last_end, trailing, note)
        seen_cited = False
        for s, e, own in sentences:
            text = note[s:e]
            if not _is_claim_text(_strip_markers(text, own, s)):
                continue
            if not own and seen_cited and JUDGMENT_OPENERS.match(text):
                continue  # a judgment trailing a cited sentence
            seen_cited = seen_cited or bool(own)
            covered = not own and bool(covers)
            claims.append(
                Claim(
                    id=f"c{len(claims) + 1}", text=text, start=s, end=e,
                    citations=tuple(own or (trailing if covered else ())),
                    section=block.section, block=block.index, covered_by_trailing=covered,
                    quotes=_quotes(note, s, e) if (own or covered) else (),
                )
            )
    return claims


def _within(cites: Sequence[Citation], starts: list[int], start: int, end: int) -> list[Citation]:
    """The markers that start inside ``[start, end)`` (``cites`` sorted by start)."""
    return list(cites[bisect.bisect_left(starts, start): bisect.bisect_left(starts, end)])


def _strip_markers(text: str, own: Sequence[Citation], offset: int) -> str:
    for c in sorted(own, key=lambda c: -c.start):
        a, b = c.start - offset, c.end - offset
        text = text[:a] + " " + text[b:]
    return text


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
