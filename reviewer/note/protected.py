"""The spans inside which pysbd masks punctuation (quotes, brackets, parentheses, em dashes).

pysbd replaces ``.!?`` inside these spans with placeholders before it looks for sentence ends,
so it never ends a sentence strictly inside one, except right after a closing quote (``."`` +
space + capital: ``QUOTE_END``). ``protected_spans`` finds them with pysbd's own regexes, each
search bounded by the last closing delimiter (linear time); ``inside`` asks whether a position
lies strictly inside one. Used by ``reviewer.note.engine``.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from pysbd.between_punctuation import BetweenPunctuation
from pysbd.languages import Language

__all__ = ["QUOTE_END", "inside", "protected_spans"]

_PUNCTUATIONS = Language.get_language_code("en").Punctuations
_STOPS = frozenset(_PUNCTUATIONS)

# Spans in which pysbd protects punctuation (same regexes pysbd uses).
_BP = BetweenPunctuation
_SINGLE_QUOTES = re.compile(_BP.BETWEEN_SINGLE_QUOTES_REGEX)
_LEADING_APOSTROPHE = re.compile(_BP.WORD_WITH_LEADING_APOSTROPHE)
_PROTECTED = [  # (regex, closing delimiter)
    (re.compile(_BP.BETWEEN_SINGLE_QUOTE_SLANTED_REGEX), "’"),
    (re.compile(_BP.BETWEEN_DOUBLE_QUOTES_REGEX_2), '"'),
    (re.compile(_BP.BETWEEN_SQUARE_BRACKETS_REGEX_2), "]"),
    (re.compile(_BP.BETWEEN_PARENS_REGEX_2), ")"),
    (re.compile(_BP.BETWEEN_QUOTE_ARROW_REGEX_2), "»"),
    (re.compile(_BP.BETWEEN_EM_DASHES_REGEX_2), "--"),
    (re.compile(_BP.BETWEEN_QUOTE_SLANTED_REGEX_2), "”"),
]
_PROTECT_TRIGGER = re.compile(r"[\"'‘“«(\[]|--")
QUOTE_END = re.compile(r"[!?.\-][\"'“”]\s[A-Z]")  # pysbd always splits after the quote


def protected_spans(seg: str, masked: list[int]) -> tuple[list, list, list]:
    """Quoted/bracketed spans of ``seg`` (sorted, merged), forced (end, next start) cuts, and
    the spans other than single quotes (inside which pysbd masks ``'`` too).

    pysbd masks ``.!?`` inside these spans, so it never ends a sentence strictly inside one,
    except right after a quote (``."`` + space + capital). Stops pysbd ``masked`` (list items)
    get a tiny span each.
    """
    if not _PROTECT_TRIGGER.search(seg):
        spans = [(m - 1, m + 2) for m in masked]
        return spans, [], spans
    # Searching only up to the last closing delimiter, without backslashes (which pysbd's
    # regexes treat specially), keeps these searches linear.
    text = seg.replace("\\", "\x00") if "\\" in seg else seg
    spans = [m.span() for rx, close in _PROTECTED for m in _upto(rx, text, close)]
    spans += [(m - 1, m + 2) for m in masked]
    n_other = len(spans)
    if "'" in seg:  # pysbd skips single quotes when a 'word' is glued to the next one
        probe = text if text[-1] in _PUNCTUATIONS else text + "ȸ"  # as in process_text
        if not _LEADING_APOSTROPHE.search(probe, 0, probe.rfind("'") + 2) or re.search(
            r"'\s", probe
        ):
            spans += [m.span() for m in _upto(_SINGLE_QUOTES, text, "'")]
    forced = []
    has_stop = any(c in seg for c in _STOPS)
    merged = _merge(spans)
    other = _merge(spans[:n_other]) if len(spans) > n_other else merged
    if merged and has_stop:
        for q in QUOTE_END.finditer(seg):
            p = q.start()
            if inside(merged, p) and (q.group()[1] != "'" or not inside(other, p)):
                forced.append((p + 2, p + 3))
    return merged, forced, other


def _upto(rx: re.Pattern, text: str, close: str):
    last = text.rfind(close)
    return rx.finditer(text, 0, last + len(close)) if last >= 0 else ()


def _merge(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if merged and s <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], e))
        else:
            merged.append((s, e))
    return merged


def inside(spans: list[tuple[int, int]], pos: int) -> bool:
    """True if ``pos`` lies strictly inside one of the sorted, disjoint ``spans``."""
    k = bisect_left(spans, (pos,)) - 1
    return k >= 0 and spans[k][1] - 1 > pos
