"""pysbd's line-global rules: where it breaks a line before looking for sentence ends.

Two of pysbd's rewrites act on a whole line and insert line breaks (hard sentence boundaries):
list items (``a.`` ``b.`` / ``1.`` ``2.`` / ``1)`` ``2)`` / ``(i)`` ``(ii)``, found anywhere in the
line when consecutive) and parentheses between quotes (``"a" (b) "c"``). ``line_breaks`` finds
them in linear time: the list rule runs pysbd's own ``ListItemReplacer`` on paragraphs up to
``LIST_LIMIT`` characters with 1 to ``LIST_ITEMS`` list items (other paragraphs get it per
zone only).
"""

from __future__ import annotations

import re
from itertools import pairwise

from pysbd.lists_item_replacer import ListItemReplacer as _LIR

__all__ = ["LIST_ITEMS", "LIST_LIMIT", "line_breaks"]

#: pysbd's list rule is applied to whole paragraphs up to this long, with at most this many
#: list items (it rewrites the line once per item); otherwise within each zone only.
LIST_LIMIT = 10_000
LIST_ITEMS = 6

_PBQ_OPEN = re.compile(r'["”]\s\(')
_PBQ_CLOSE = re.compile(r'\)\s["“]')
_PBQ_BREAK = re.compile(r"\s(?=\()|(?<=\))\s")
# pysbd's list item regexes, rewritten to run fast (same matches, in the same order)
_ALPHA = re.compile(r"(?:\A|\s)([a-z])(?=\.)")  # ALPHABETICAL_LIST_WITH_PERIODS
_ALPHA_PARENS = re.compile(r"(?:\A|[\s(])([a-z]+)(?=\))")  # ALPHABETICAL_LIST_WITH_PARENS
_NUMBERED = re.compile(_LIR.NUMBERED_LIST_REGEX_1)  # slow: only run when _NUMBERED_HINT says so
_NUMBERED_HINT = re.compile(r"(?:\A|[\s\-⁃])\d{1,2}\.[\s)]")  # a superset of its matches
_NUMBERED_PARENS = re.compile(_LIR.NUMBERED_LIST_PARENS_REGEX)
# a superset of all list item candidates, to skip the above quickly on ordinary text
_LIST_HINT = re.compile(r"[\s(\-⁃](?:[a-z]|[ivx]{1,5}|\d{1,2})[.)]|\d\)\s")
_REWRITTEN = re.compile("[\r∯]|&✂&")
_LIST_HINT_START = re.compile(r"(?:[a-z]+|\d{1,2})[.)]")


def line_breaks(para: str) -> tuple[list[int], list[int]]:
    """Where pysbd breaks line ``para`` (no line breaks inside it), and the stops it masks.

    Returns sorted break positions and the positions of list-item stops (``1.``, ``a.``),
    which pysbd never ends a sentence at.
    """
    breaks, masked = _list_items(para)
    return sorted({*breaks, *_parens_between_quotes(para)}), masked


def _parens_between_quotes(para: str) -> list[int]:
    """pysbd's greedy ``["”]\\s\\(.*\\)\\s["“]`` runs from the first opener to the last closer
    after it; pysbd breaks the line at each space before "(" and after ")" inside it."""
    first = _PBQ_OPEN.search(para) if "(" in para else None
    if first is None:
        return []
    end = None
    for m in _PBQ_CLOSE.finditer(para, first.end()):
        end = m.end()
    if end is None:
        return []
    return [m.start() for m in _PBQ_BREAK.finditer(para, first.start(), end)]


def _listed(idx: list[int], near) -> int:
    """How many of the items ``idx`` have a neighbour ``near`` them (pysbd rewrites those)."""
    pairs = [near(x, y) for x, y in pairwise(idx)]
    return sum(1 for i in range(len(idx)) if (i and pairs[i - 1]) or (i < len(pairs) and pairs[i]))


def _letters(items: list[str], alphabet: list[str]) -> int:
    return _listed(
        [alphabet.index(x) for x in items if x in alphabet], lambda x, y: abs(x - y) == 1
    )


def _numbers(items: list[str]) -> int:
    n = [int(x) for x in items if x.strip().isdigit()]
    return _listed(n, lambda x, y: y - x == 1 or {x, y} == {0, 9})


def _maybe_list(para: str) -> bool:
    """Whether pysbd's list rule may change ``para``, and is cheap enough to run on all of it."""
    hints = _LIST_HINT.finditer(para)
    if not (_LIST_HINT_START.match(para) or next(hints, None)) or not next(hints, None):
        return False  # fewer than two candidate items of any kind: fast exit
    letters = _ALPHA.findall(para)
    parens = _ALPHA_PARENS.findall(para)
    hints = _NUMBERED_HINT.finditer(para)
    numbered = _NUMBERED.findall(para) if next(hints, None) and next(hints, None) else []
    listed = (
        _letters(letters, _LIR.LATIN_NUMERALS)
        + _letters(letters, _LIR.ROMAN_NUMERALS)
        + _letters(parens, _LIR.LATIN_NUMERALS)
        + _letters(parens, _LIR.ROMAN_NUMERALS)
        + _numbers(numbered)
        + _numbers(_NUMBERED_PARENS.findall(para))
    )
    return 0 < listed <= LIST_ITEMS  # pysbd rewrites the whole line once per listed item


def _list_items(para: str) -> tuple[list[int], list[int]]:
    if len(para) > LIST_LIMIT or not _maybe_list(para):
        return [], []
    try:
        out = _LIR(para).add_line_break()
    except Exception:  # noqa: BLE001 - a pysbd bug on odd input must not stop a check
        return [], []
    return _rewrite_marks(para, out) if out != para else ([], [])


def _rewrite_marks(inp: str, out: str) -> tuple[list[int], list[int]]:
    """Positions of ``inp`` where ``out`` (pysbd's rewrite of it) breaks the line or masks a stop.

    The rewrite inserts "\\r" or puts it in place of a space, turns "." into "∯" and "(" into
    "&✂&"; anything else means we misread it, and nothing is reported.
    """
    breaks: list[int] = []
    masked: list[int] = []
    i = j = 0
    for m in _REWRITTEN.finditer(out):
        k = m.start()
        if out[j:k] != inp[i : i + k - j]:  # unchanged stretch
            return [], []
        i, j = i + k - j, m.end()
        c = m.group()
        if c == "∯" and inp[i : i + 1] == ".":
            masked.append(i)
            i += 1
        elif c == "\r" and i < len(inp):
            breaks.append(i)
            i += inp[i].isspace() and out[j : j + 1] != inp[i]  # in place of a space
        elif c == "&✂&" and inp[i : i + 1] == "(":
            i += 1
        else:
            return [], []
    if out[j:] != inp[i:]:
        return [], []
    return breaks, masked
