"""Note → claims, with character offsets into the original text.

Markdown aware: headings set the current section and are not claims; bullets and numbered
items are blocks with their markers stripped; block quotes lose their ``>``; fenced code,
HTML comments and table separators are skipped; a table row is one block. Inside a block,
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
from dataclasses import dataclass

from reviewer.model import Citation, Claim, QuoteSpan
from reviewer.note.sentences import split_sentences

EXEMPT_SECTIONS = re.compile(
    r"^\W*(gaps?|caveats?|limitations?|sources?|references?|bibliography|works cited|"
    r"further reading|open questions?|unknowns?|citations?|notes? on sources?)\b",
    re.IGNORECASE,
)
JUDGMENT_OPENERS = re.compile(
    r"^\W*(therefore|thus|hence|consequently|accordingly|overall|in sum|in short|taken together|"
    r"this (suggests|implies|indicates|means|points)|these (suggest|imply|indicate)|"
    r"we (assess|judge|conclude|believe)|in our (view|assessment)|it follows)\b",
    re.IGNORECASE,
)
MIN_WORDS = 3
#: quotation marks that delimit a quote of the source inside a claim: (open, close)
QUOTE_MARKS: tuple[tuple[str, str], ...] = (('"', '"'), ("“", "”"), ("«", "»"), ("„", "“"))
MIN_QUOTE_WORDS = 4

_HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)\s*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_ITEM = re.compile(r"^(\s*)([-*+]|\d{1,9}[.)])(\s+|$)")
_QUOTE_PREFIX = re.compile(r"^(\s{0,3}>\s?)+")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_HR = re.compile(r"^ {0,3}([-*_])(\s*\1){2,}\s*$")
_WORD = re.compile(r"[^\W\d_]{2,}")


@dataclass(frozen=True, slots=True)
class Block:
    """A paragraph, list item, quote paragraph or table row: the unit a trailing cite covers."""

    start: int
    end: int
    masked: str  # note[start:end] with Markdown syntax blanked to spaces (same length)
    section: str
    index: int
    table_row: bool = False


def _mask(line: str) -> str:
    """Blank block-quote prefixes and list markers to spaces, keeping the length."""
    m = _QUOTE_PREFIX.match(line)
    if m:
        line = " " * m.end() + line[m.end():]
    m = _ITEM.match(line)
    if m:
        line = " " * m.end() + line[m.end():]
    return line


def blocks(note: str) -> list[Block]:
    """Split a Markdown note into blocks, skipping headings, code, comments and separators."""
    out: list[Block] = []
    section = ""
    cur: list[tuple[int, str]] = []  # (offset, masked line)
    fence: str | None = None
    in_comment = False
    offset = 0

    def flush(table_row: bool = False) -> None:
        nonlocal cur
        if cur:
            start = cur[0][0]
            end = cur[-1][0] + len(cur[-1][1])
            masked = "".join(
                (" " * (o - (cur[i - 1][0] + len(cur[i - 1][1]))) if i else "") + text
                for i, (o, text) in enumerate(cur)
            )
            masked = masked.replace("\n", " ")  # hard-wrapped lines are one paragraph
            if masked.strip():
                out.append(Block(start, end, masked, section, len(out), table_row))
        cur = []

    lines = note.splitlines(keepends=True)
    for i, raw in enumerate(lines):
        line = raw.rstrip("\r\n")
        here = offset
        offset += len(raw)
        if fence is not None:
            if line.strip().startswith(fence):
                fence = None
            continue
        if in_comment:
            in_comment = "-->" not in line
            continue
        m = _FENCE.match(line)
        if m:
            flush()
            fence = m.group(1)[0] * 3
            continue
        if line.lstrip().startswith("<!--"):
            flush()
            in_comment = "-->" not in line
            continue
        heading = _HEADING.match(line)
        if heading:
            flush()
            section = heading.group(2)
            continue
        if _SETEXT.match(line) and cur and not _ITEM.match(lines[i - 1]):
            # the paragraph above was a setext heading
            section = note[cur[0][0]: cur[-1][0] + len(cur[-1][1])].strip()
            cur = []
            continue
        if not line.strip() or _HR.match(line):
            flush()
            continue
        if _TABLE_SEP.match(line):
            cur = []  # the header row above is not a claim
            continue
        if line.lstrip().startswith("|"):
            flush()
            cur = [(here, line.replace("|", " "))]
            flush(table_row=True)
            continue
        masked = _mask(line)
        if _ITEM.match(line) or (_QUOTE_PREFIX.match(line) and cur and not _QUOTE_PREFIX.match(lines[i - 1])):
            flush()
        cur.append((here, masked))
    flush()
    return out


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
