"""A claim the source gives word for word: the sentences that hold it.

A quotation of the source is what the source says. Its figures are read against the sentence
that holds it, never against another sentence worded alike: in a log of alike sentences,
"Station Dunmore 5 recorded 44 mm of rain on 5 March" is not held to "Station Alder 5 recorded
44 mm of rain on 9 March", which comes first and gives as many of its words and figures.

"Word for word" is strict: the same words in the same order, and the same marks between and
around them ("$5" is not "£5", "-5 °C" is not "5 °C", "5%" is not "5"). Only case, runs of
blanks, curly quotes, dashes and the claim's closing full stop may differ.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from reviewer.judges.conflict_text import Words
from reviewer.judges.conflict_window import window_view
from reviewer.judges.sourceindex import SourceIndex

#: candidate sentences read word for word, at most (those where the source has the claim's
#: content words in a run): the first that holds the claim settles it, and a log of thousands of
#: identical sentences is not read thousands of times
MAX_CANDIDATES = 64
#: marks that read alike: curly and straight quotes, the dashes
_ALIKE = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-",
                        "\u2014": "-", "\u2212": "-"})
_BLANKS = re.compile(r"\s+")
#: what may close a claim and not the source's sentence, or open it: a stop, quotes, brackets
_ENDS = " \t\n.!?;:,\"')]"
_OPENS = " \t\n\"'(["
_MARK_CHARS = 12


@dataclass(frozen=True, slots=True)
class Verbatim:
    """Where the source gives the claim: its sentences ``first..last`` (``SourceIndex.spans``
    indexes), and whether the claim is those sentences whole (not a part of one)."""

    first: int
    last: int
    whole: bool


def _plain(text: str) -> str:
    return _BLANKS.sub(" ", text.translate(_ALIKE)).strip().lower()


def verbatim(claim: Words, tokens: Sequence[str], index: SourceIndex) -> Verbatim | None:
    """The sentences of the source that hold ``claim`` word for word (None when none does).
    ``tokens``: the claim's content stems as ``content_tokens`` gives them (the index's words)."""
    lower, tokens = claim.lower, list(tokens)
    if len(lower) < 3 or not tokens or any(t not in index.positions for t in tokens):
        return None
    # where the source has the claim's content words in a run, in its order (from where it has
    # the rarest of them): the sentences read word for word
    rare = min(dict.fromkeys(tokens), key=lambda t: len(index.positions[t]))
    at, m, seq = tokens.index(rare), len(tokens), index.tokens
    candidates = dict.fromkeys(index.token_span[p - at] for p in index.positions[rare]
                               if p >= at and seq[p - at : p - at + m] == tokens)
    body = _plain(claim.text[claim.starts[0] : claim.ends[-1]])
    lead = _plain(claim.text[: claim.starts[0]]).strip(_OPENS)
    trail = _plain(claim.text[claim.ends[-1] :]).rstrip(_ENDS)
    n = len(index.spans)
    for sp in list(candidates)[:MAX_CANDIDATES]:
        views = [(i, window_view(index, index.spans[i].start, index.spans[i].end)[0])
                 for i in range(max(0, sp - 1), min(n, sp + 2))]
        run = [(i, k, w) for i, w in views for k in range(len(w.lower))]
        seq = [w.lower[k] for _i, k, w in run]
        for at in range(len(seq) - len(lower) + 1):
            if seq[at] != lower[0] or seq[at : at + len(lower)] != lower:
                continue
            (i0, k0, w0), (i1, k1, w1) = run[at], run[at + len(lower) - 1]
            start, end = w0.offset + w0.starts[k0], w1.offset + w1.ends[k1]
            if _plain(index.text[start:end]) != body or not _marks_agree(index, start, end, lead, trail):
                continue
            whole = k0 == 0 and k1 == len(w1.lower) - 1 and \
                not index.text[index.spans[i0].start : start].strip(_OPENS) and \
                not index.text[end : index.spans[i1].end].strip(_ENDS)
            return Verbatim(i0, i1, whole)
    return None


def _marks_agree(index: SourceIndex, start: int, end: int, lead: str, trail: str) -> bool:
    """Whether the marks right before and after the source's words (a currency sign, a minus,
    a per cent sign) are the claim's."""
    text = index.text
    a, b = start, end  # (a mark is a few characters: no further is read)
    while a > max(0, start - _MARK_CHARS) and not text[a - 1].isspace():
        a -= 1
    while b < min(len(text), end + _MARK_CHARS) and not text[b].isspace():
        b += 1
    return _plain(text[a:start]).strip(_OPENS) == lead and _plain(text[end:b]).rstrip(_ENDS) == trail
