"""Text-level helpers for building repairs: marker style, insertion points, hedges, removals.

Everything here is pure and works on the note text and offsets into it.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Sequence
from functools import lru_cache

from reviewer.lexicon import ALREADY_HEDGED, LOWERCASE_OPENERS, word_pattern
from reviewer.model import Citation, CitationKind, Claim, ClaimResult
from reviewer.note.keys import is_numeric_key

LEDGER = "ledger"
NUMERIC = "numeric"

_LEDGER_RE = re.compile(r"\[cite:[^\]\s]+\]")
_NUMERIC_RE = re.compile(r"\[\d{1,4}[a-z]?(?:\s*[,\-–]\s*\d{1,4}[a-z]?)*\]")
_FINAL_PUNCT_RE = re.compile(r"([.!?…]+)([\"'”’)\]*_]*)$")
_FIRST_WORD_RE = re.compile(r"\S+")
_BULLET_PREFIX_RE = re.compile(r"^\s*(?:[-*+•]|\d{1,3}[.)])?\s*$")
#: what stands around a table row's cells on its line: the opening pipe (after a quote's ``>``, or
#: none), the closing pipe (or none)
_TABLE_ROW_OPEN_RE = re.compile(r"^[ \t>]*+\|?+[ \t]*+$")
_TABLE_ROW_CLOSE_RE = re.compile(r"^[ \t]*+\|?+[ \t]*+\r?$")

#: Words already carrying estimative language; a claim using one is not softened again.
HEDGE_RE = re.compile(word_pattern(ALREADY_HEDGED), re.IGNORECASE)

#: Calibrated hedges (estimative language) by how much the sources back the claim.
HEDGES = {
    "partial": "It is likely that ",  # a source supports part of it
    "none": "We assess that ",  # no source supports it: mark it as the note's own judgment
}

#: Sentence openers that are lower-cased after a hedge ("The rate …" → "… that the rate …").
_COMMON_OPENERS = LOWERCASE_OPENERS


def note_style(results: Sequence[ClaimResult], note: str) -> str:
    """``"ledger"`` if the note cites with ``[cite:gN]`` markers, ``"numeric"`` if with ``[N]``.

    Decided by the markers of the analysed claims, then by the note text; ledger by default.
    """
    kinds = [c.kind for r in results for c in r.claim.citations]
    ledger = sum(1 for k in kinds if k is CitationKind.LEDGER)
    numeric = sum(1 for k in kinds if k is CitationKind.NUMERIC)
    if ledger == numeric == 0:
        ledger, numeric = len(_LEDGER_RE.findall(note)), len(_NUMERIC_RE.findall(note))
    return NUMERIC if numeric > ledger else LEDGER


def format_marker(keys: Sequence[str], style: str) -> str:
    """A marker for ``keys`` in the note's style; numeric only when every key is a number (or a
    sub-item of one, "1a")."""
    if style == NUMERIC and all(is_numeric_key(k) for k in keys):
        return "[" + ", ".join(keys) + "]"
    return "[cite:" + ",".join(keys) + "]"


def insertion_point(note: str, claim: Claim) -> int:
    """Where a citation marker goes: just before the claim's final punctuation (``X grew [4].``),
    or at the end of its text (trailing blanks excluded) when it has none."""
    text = note[claim.start : claim.end].rstrip()
    match = _FINAL_PUNCT_RE.search(text)
    if match and match.start(1) > 0:
        return claim.start + match.start(1)
    return claim.start + len(text)


def marker_insertion(note: str, at: int, marker: str) -> str:
    """The text to insert at ``at``: the marker, preceded by a space unless one is there."""
    return marker if at > 0 and note[at - 1].isspace() else " " + marker


def already_hedged(text: str) -> bool:
    return bool(HEDGE_RE.search(text))


def _common_word(word: str, texts: Sequence[str]) -> bool:
    """Whether a sentence-opening capitalised word can be lower-cased after a hedge.

    Acronyms, names with inner capitals and words the note or its sources capitalise
    mid-sentence (proper nouns: "… exports from Brazil") keep their case; every other
    capitalised word ("Copper", "Industrial") is lower-cased."""
    if not (word[:1].isupper() and word[1:].islower()) or not word.isalpha():
        return word[:1].isupper() and re.sub(r"[^\w]", "", word).lower() in _COMMON_OPENERS
    bare = word.lower()
    if bare in _COMMON_OPENERS:
        return True
    return word not in _mid_sentence_words(tuple(texts))


_MID_SENTENCE_WORD = re.compile(r"(?<=[a-z0-9,;:] )(\w+)")


@lru_cache(maxsize=8)
def _mid_sentence_words(texts: tuple[str, ...]) -> frozenset[str]:
    """Every word that follows a lower-case letter, digit or comma and a space: one pass over the
    texts per repair run instead of one regex search per softened claim."""
    return frozenset(w for text in texts for w in _MID_SENTENCE_WORD.findall(text))


def soften_edit(note: str, claim: Claim, level: str, context: Sequence[str] = ()) -> tuple[int, int, str] | None:
    """A hedge put in front of the claim: replace its first word with ``hedge + word``.

    Only the first word is touched, so the edit composes with marker insertions and quote
    repairs inside the claim. ``context`` (the source texts) helps decide whether the first
    word may be lower-cased. ``None`` when the claim is already hedged or empty.
    """
    text = note[claim.start : claim.end]
    if not text.strip() or already_hedged(text):
        return None
    cell = _prose_cell(text, claim) if _CELL_BORDER.search(text) else (0, len(text))
    if cell is None:
        return None
    match = _FIRST_WORD_RE.search(text, *cell)
    if match is None:
        return None
    word = match.group()
    if _common_word(word, (note, *context)):
        word = word[0].lower() + word[1:]
    start = claim.start + match.start()
    return start, start + len(match.group()), HEDGES[level] + word


#: a table cell's border inside a claim that is a table row (an escaped ``\|`` is text)
_CELL_BORDER = re.compile(r"(?<!\\)\|")
_CELL_WORD = re.compile(r"[^\W\d_]{2,}")


def _prose_cell(text: str, claim: Claim) -> tuple[int, int] | None:
    """For a claim that is a table row (``Dover | The ferry left late [1].``), the span in
    ``text`` of the cell that says the claim: the one with the most words (markers aside), at
    least two. None when no cell stands out (two cells as wordy): a hedge in front of the row
    would sit in its first cell ("We assess that dover | …"), so none is offered then."""
    cells, at = [], 0
    for border in [*_CELL_BORDER.finditer(text), None]:
        end = len(text) if border is None else border.start()
        cells.append((at, end))
        at = end + 1
    counts = [len(_CELL_WORD.findall(_blank_markers(text, claim, a, b))) for a, b in cells]
    best = max(counts)
    if best < 2 or counts.count(best) > 1:
        return None
    return cells[counts.index(best)]


def _blank_markers(text: str, claim: Claim, a: int, b: int) -> str:
    """``text[a:b]`` without the claim's citation markers (their words are no prose)."""
    out = list(text[a:b])
    for c in claim.citations:
        for i in range(max(a, c.start - claim.start), min(b, c.end - claim.start)):
            out[i - a] = " "
    return "".join(out)


def drop_span(note: str, claim: Claim) -> tuple[int, int]:
    """The span removing the claim: its whole line when it is the only thing on a bullet/line or
    is a table row (``| a | b [1] |``: removing the cells' text alone would leave a row of the
    wrong shape), otherwise the claim with the blanks that follow it (or precede it at the end
    of a line)."""
    line_start = note.rfind("\n", 0, claim.start) + 1
    newline = note.find("\n", claim.end)
    line_end = len(note) if newline < 0 else newline
    before, after = note[line_start : claim.start], note[claim.end : line_end]
    if ((_BULLET_PREFIX_RE.match(before) and not after.strip())
            or ("|" in before + after and _TABLE_ROW_OPEN_RE.match(before) and _TABLE_ROW_CLOSE_RE.match(after))):
        return line_start, (line_end + 1 if newline >= 0 else line_end)
    start, end = claim.start, claim.end
    while end < line_end and note[end] in " \t":
        end += 1
    if end == claim.end or end == line_end:
        end = claim.end
        while start > line_start and note[start - 1] in " \t":
            start -= 1
    return start, end


def is_list_item(note: str, claim: Claim) -> bool:
    """Whether the claim sits on a bullet / numbered-list line."""
    line_start = note.rfind("\n", 0, claim.start) + 1
    return bool(re.match(r"\s*(?:[-*+•]|\d{1,3}[.)])\s", note[line_start : claim.start + 1]))


def marker_removal_span(note: str, citation: Citation) -> tuple[int, int]:
    """The span removing a marker together with the blanks right before it (``X [2].`` → ``X.``)."""
    start = min(citation.start, len(note))
    while start > 0 and note[start - 1] in " \t":
        start -= 1
    return start, citation.end


def markers(citations: Iterable[Citation]) -> list[list[Citation]]:
    """The claim's citations grouped by marker (one marker such as ``[cite:g1,g3]`` holds several
    keys, each its own ``Citation`` with the same span), in order of position."""
    groups: dict[tuple[int, int], list[Citation]] = {}
    for citation in citations:
        groups.setdefault((citation.start, citation.end), []).append(citation)
    return [groups[span] for span in sorted(groups)]


#: blanks before punctuation ("cited [1] ." once the marker is gone): dropped. The same as
#: ``re.sub(r"\s+([.,;:!?])", r"\1", …)`` without a template to expand per match
_SPACE_BEFORE_PUNCT = re.compile(r"\s+(?=[.,;:!?])")


def strip_markers(text: str, citations: Iterable[Citation], offset: int) -> str:
    """The claim text without its own markers (what the judges should read)."""
    out = text
    for citation in sorted(citations, key=lambda c: c.start, reverse=True):
        s, e = citation.start - offset, citation.end - offset
        if 0 <= s <= e <= len(out):
            out = out[:s] + out[e:]
    return _SPACE_BEFORE_PUNCT.sub("", re.sub(r"[ \t]{2,}", " ", out)).strip()


def snippet(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


#: an unlocated quote is matched to a source passage only when that passage holds this share
#: (and at least ``MIN_SHARED`` tokens) of the quote's content words
MIN_PASSAGE_RECALL = 0.6
MIN_SHARED = 3
_WORD_SPAN_RE = re.compile(r"\S+")


@lru_cache(maxsize=64)
def _sentence_tokens(source: str) -> tuple[tuple, dict[str, tuple[int, ...]]]:
    """Each sentence span of ``source`` with the content tokens of its text (their offsets into
    it, and as a set), and which sentences hold each token: computed once per source text, not
    once per unlocated quote."""
    from reviewer.text import content_token_offsets, sentence_spans

    out = []
    holding: dict[str, list[int]] = {}
    for k, span in enumerate(sentence_spans(source)):
        tokens = content_token_offsets(source[span.start : span.end])
        token_set = frozenset(tokens[0])
        out.append((span, tokens, token_set))
        for token in token_set:
            holding.setdefault(token, []).append(k)
    return tuple(out), {token: tuple(ks) for token, ks in holding.items()}


def closest_passage(quote: str, source: str, min_recall: float = MIN_PASSAGE_RECALL) -> tuple[int, int] | None:
    """The source's own words closest to an unlocated quote: the sentence sharing most of the
    quote's content words, narrowed to the stretch from the first to the last shared word,
    widened on the left by as many words (at most three) as the quote has before its first
    shared word (so "had ignored three earlier warnings" → "had received two earlier warnings").
    ``None`` when no sentence shares enough. Offsets into ``source``."""
    from reviewer.text import content_token_offsets

    q_tokens, q_starts, _ = content_token_offsets(quote)
    want = set(q_tokens)
    if len(want) < MIN_SHARED:
        return None
    best: tuple[float, int, int, str] | None = None
    sentences, holding = _sentence_tokens(source)
    counts: dict[int, int] = {}  # sentence -> how many of the quote's tokens it holds (only those holding some)
    for token in want:
        for k in holding.get(token, ()):
            counts[k] = counts.get(k, 0) + 1
    for k in sorted(k for k, shared in counts.items() if shared >= MIN_SHARED):  # in order: the first best wins
        span, (tokens, starts, ends), _ = sentences[k]
        shared = counts[k]
        recall = shared / len(want)
        if recall >= min_recall and (best is None or recall > best[0]):
            hits = [i for i, t in enumerate(tokens) if t in want]
            best = (recall, span.start + starts[hits[0]], span.start + ends[hits[-1]], tokens[hits[0]])
    if best is None:
        return None
    _, start, end, first = best
    lead = len(_WORD_SPAN_RE.findall(quote, 0, q_starts[q_tokens.index(first)]))
    if lead:
        line_start = source.rfind("\n", 0, start) + 1
        words = list(_WORD_SPAN_RE.finditer(source, line_start, start))
        if words:
            start = words[max(0, len(words) - min(lead, 3))].start()
    # a negation leans on the word before it: "not raise …" → "will not raise …"
    line_start = source.rfind("\n", 0, start) + 1
    words = list(_WORD_SPAN_RE.finditer(source, line_start, start))
    head = _WORD_SPAN_RE.search(source, start, end)
    if words and head and head.group().strip("\"'“‘«(").lower() in ("not", "never"):
        start = words[-1].start()
    start = _quote_start(source, start)
    while start < end and source[start] in "\"'“‘«(":
        start += 1
    return start, end


def _quote_start(source: str, start: int, reach: int = 4) -> int:
    """When the passage starts inside a quotation of the source a few words after its opening
    mark, the passage starts at the mark (a quote is replaced by the source's quote from its
    first word, never from the middle of it)."""
    line_start = source.rfind("\n", 0, start) + 1
    words = list(_WORD_SPAN_RE.finditer(source, line_start, start))[-reach:]
    for word in words:
        at = word.start()
        if source[at] in "\"“" and source[line_start:at].count('"') % 2 == 0 and "”" not in source[at:start]:
            inner = source[at + 1 : start]
            if '"' not in inner:
                return at
    return start


def map_span(repairs: Sequence, start: int, end: int) -> tuple[int, int]:
    """Where the text ``[start, end)`` of a note lies once ``repairs`` (non-conflicting, offsets
    into that note) are applied. A replacement that straddles an edge moves the edge to the
    replacement's start (left edge) or end (right edge); an insertion at an edge falls inside.
    (``SpanMap(repairs).map``; map many spans through one ``SpanMap``.)"""
    return SpanMap(repairs).map(start, end)


class SpanMap:
    """``map_span`` for many spans through the same repairs: the repairs are sorted, and their
    running length changes summed, once; each span then starts its walk at the first repair
    that reaches it (found by bisection) instead of at the first repair of the note.

    The walk is the plain one from there: a repair ending before ``start`` neither places the
    left edge nor (as it ends before ``end`` too) the right one, it only shifts them by its
    length change, which the running sums hold."""

    __slots__ = ("_ends", "_grows", "_reach", "_repairs")

    def __init__(self, repairs: Sequence) -> None:
        self._repairs = sorted(repairs, key=lambda r: (r.start, r.end))
        self._grows = [0]  # self._grows[k]: the length change of the first k repairs
        reach = []  # reach[k]: the furthest end among the first k + 1 repairs (never decreases)
        furthest = -1
        for r in self._repairs:
            self._grows.append(self._grows[-1] + len(r.replacement) - (r.end - r.start))
            furthest = max(furthest, r.end)
            reach.append(furthest)
        self._reach = reach

    def map(self, start: int, end: int) -> tuple[int, int]:
        repairs, grows = self._repairs, self._grows
        n = len(repairs)
        new_start = new_end = None
        # every repair before the first whose end reaches ``start`` fails both tests below
        k = bisect_left(self._reach, min(start, end))
        for i in range(k, n):
            r = repairs[i]
            if new_start is None and (r.start >= start if r.start == r.end else r.end > start):
                new_start = start + grows[i] if r.start >= start else r.start + grows[i]
            if new_end is None and (r.start > end if r.start == r.end else r.end > end):
                new_end = end + grows[i] if r.start >= end else r.start + grows[i] + len(r.replacement)
            if new_start is not None and new_end is not None:
                break
        if new_start is None:
            new_start = start + grows[n]
        if new_end is None:
            new_end = end + grows[n]
        return new_start, max(new_start, new_end)
