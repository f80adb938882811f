"""``<script>`` and ``<style>`` elements in a note: code and CSS, never prose.

``raw_elements(text)`` finds them, in an HTML block (an element left open runs to the end of
the block, as a browser reads it) or inline in a paragraph (only an element the paragraph
closes: an unclosed ``<style>`` there is more likely a writer naming the tag, and blanking to
the end would hide the claims after it). ``reviewer.note.blocks`` blanks what they cover
(offsets kept) and lists them with the note's code, so no sentence, quote or citation marker is
read from them; ``without_raw`` is a claim's text with them taken out, for the judges.

Linear time: each search starts where the last one stopped, the tag patterns are possessive
over one class, and a tag name whose end tag is not found is not searched for again.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["RawElement", "raw_elements", "without_raw"]

_OPEN = re.compile(r"<(script|style)\b[^<>]*+>", re.IGNORECASE)
#: an end tag: ``</script``, then up to its ``>`` (a tag cut short ends where the ``<`` is)
_CLOSE = {name: re.compile(rf"</{name}\b[^<>]*+>?", re.IGNORECASE) for name in ("script", "style")}


@dataclass(frozen=True, slots=True)
class RawElement:
    """One element: ``start`` its open tag's ``<``, ``body``/``body_end`` its inside, ``end``
    just after its end tag (``body_end == end == len(text)`` for one left open)."""

    start: int
    body: int
    body_end: int
    end: int


def raw_elements(text: str, *, closed_only: bool = False,
                 skip: Sequence[tuple[int, int]] = ()) -> list[RawElement]:
    """The ``<script>``/``<style>`` elements of ``text`` in order. ``closed_only``: an element
    with no end tag is not one (inline text); else it runs to the end of ``text``. ``skip``:
    sorted, disjoint ``(start, end)`` spans (inline code) in which an open tag is only text."""
    out: list[RawElement] = []
    starts = [a for a, _ in skip]
    unclosed: set[str] = set()  # names with no end tag after some point: none after any later one
    at = 0
    while (m := _OPEN.search(text, at)) is not None:
        name = m.group(1).lower()
        k = bisect.bisect_right(starts, m.start()) - 1
        if name in unclosed or (k >= 0 and m.start() < skip[k][1]):
            at = m.end()
            continue
        close = _CLOSE[name].search(text, m.end())
        if close is None:
            if not closed_only:
                out.append(RawElement(m.start(), m.end(), len(text), len(text)))
                break
            unclosed.add(name)
            at = m.end()
            continue
        out.append(RawElement(m.start(), m.end(), close.start(), close.end()))
        at = close.end()
    return out


def without_raw(text: str, code: Sequence[tuple[int, int]] = ()) -> str:
    """``text`` with each closed ``<script>``/``<style>`` element (outside the inline code spans
    ``code``, as ``raw_elements`` takes them) replaced by a space."""
    if "<" not in text:
        return text
    pieces, at = [], 0
    for el in raw_elements(text, closed_only=True, skip=code):
        pieces += [text[at:el.start], " "]
        at = el.end
    return "".join(pieces) + text[at:]
