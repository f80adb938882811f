"""The spans a claim puts in double quotation marks: every one of them, however short.

``quoted_spans(text)`` returns the ``(start, end)`` offsets of the text inside each pair of
double quotation marks — straight ``"…"``, curly ``“…”``, German ``„…“`` / ``„…”`` and
guillemets ``«…»`` — with the surrounding whitespace trimmed. Single quotes are never
delimiters (``the company’s``, ``'90s``, ``rock 'n' roll`` are apostrophes).

A straight ``"`` is ambiguous, so it pairs only where it can:

- it opens a quote at the start of the text or after a space or an opening bracket/dash, and
  is followed by a non-space (``a 27" monitor``: the ``"`` after ``27`` opens nothing);
- it closes a quote after a non-space and before the end, a space or punctuation;
- a ``"`` right after a digit and before a word (``the 27" monitor``) is an inch mark inside a
  quote when a later ``"`` can still close it (``"a 27" monitor"``); otherwise it closes
  (``"output peaked in 2024" according to …``).

Linear time: one pass over the marks, one backwards pass for "a later mark can close".
"""

from __future__ import annotations

__all__ = ["quoted_spans"]

_OPEN_AFTER = frozenset("([{<—–-/:")
#: curly and other paired marks: opener → the closers that end it
_PAIRS: dict[str, str] = {"“": "”", "„": "“”", "«": "»"}


def _can_open(prev: str, nxt: str) -> bool:
    return (not prev or prev.isspace() or prev in _OPEN_AFTER) and bool(nxt) and not nxt.isspace()


def _can_close(prev: str, nxt: str) -> bool:
    return bool(prev) and not prev.isspace() and (not nxt or not nxt.isalnum())


def _inch(text: str, i: int) -> bool:
    """``27" monitor``, ``12"-pipe``, ``8"x10"``: a digit, the mark, then (a space and) a letter."""
    if i == 0 or not text[i - 1].isdigit():
        return False
    j = i + 1
    if j < len(text) and text[j] in "-x×":
        return True
    while j < len(text) and text[j] == " ":
        j += 1
    return j < len(text) and j > i + 1 and text[j].isalpha()


def _trim(text: str, a: int, b: int) -> tuple[int, int] | None:
    while a < b and text[a].isspace():
        a += 1
    while b > a and text[b - 1].isspace():
        b -= 1
    if not any(ch.isalnum() for ch in text[a:b]):
        return None
    return a, b


def _straight(text: str) -> list[tuple[int, int]]:
    marks = [i for i, ch in enumerate(text) if ch == '"']
    n = len(text)
    closable_later = [False] * (len(marks) + 1)
    for k in range(len(marks) - 1, -1, -1):
        i = marks[k]
        prev, nxt = text[i - 1] if i else "", text[i + 1] if i + 1 < n else ""
        closable_later[k] = closable_later[k + 1] or _can_close(prev, nxt)
    out: list[tuple[int, int]] = []
    opened: int | None = None
    for k, i in enumerate(marks):
        prev, nxt = text[i - 1] if i else "", text[i + 1] if i + 1 < n else ""
        if opened is None:
            if _can_open(prev, nxt):
                opened = i
        elif _can_close(prev, nxt) and not (_inch(text, i) and closable_later[k + 1]):
            span = _trim(text, opened + 1, i)
            if span:
                out.append(span)
            opened = None
    return out


def _paired(text: str) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    closer = ""
    opened = -1
    for i, ch in enumerate(text):
        if opened >= 0 and ch in closer:
            span = _trim(text, opened + 1, i)
            if span:
                out.append(span)
            opened, closer = -1, ""
        elif opened < 0 and ch in _PAIRS:
            opened, closer = i, _PAIRS[ch]
    return out


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Offsets of the quoted passages of ``text`` (inside the marks, trimmed), in order."""
    if not isinstance(text, str):
        return []
    spans = []
    if '"' in text:
        spans += _straight(text)
    if any(m in text for m in _PAIRS):
        spans += _paired(text)
    return sorted(set(spans))
