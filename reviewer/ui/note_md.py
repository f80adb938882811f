"""The note's Markdown, shown readably and safely: escaped HTML with Markdown's look.

The review pane shows the note's own text (a claim's offsets, its highlight and the repairs are
all in that text), so nothing is parsed into a new document: each line is escaped first, and
only then are the marks of Markdown given their look. A heading is large and bold, ``**bold**``
bold, ``*italic*`` italic, a ``code`` span and a fenced block monospace, a bullet a dot; the
marks themselves (``##``, ``**``, the link's brackets) are hidden by CSS but stay in the page's
text, so copying a line gives what the note says. A link shows its words and, dimmed, its
address (a URL is a citation marker here); it is never a live link, and an image is its alt text
and address, never loaded (the app requests nothing from outside). Every tag added here is a
fixed string: a ``<script>`` or an ``onerror=`` in the note stays text.
"""

from __future__ import annotations

import re
from html import escape

CSS = """
<style>
.rv-mk {display: none;}
.rv-h {font-family: system-ui, sans-serif; font-weight: 700;}
.rv-h1 {font-size: 1.3em;} .rv-h2 {font-size: 1.15em;} .rv-h3 {font-size: 1.05em;}
.rv-li::before {content: "•"; font-weight: 700;}
.rv-code {font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.88em;
  background: #f3f4f6; border-radius: 3px; padding: 0 2px;}
.rv-fence, .rv-rule, .rv-pipe {color: #9ca3af;}
.rv-link {text-decoration: underline; text-decoration-color: #6b7280;}
.rv-url {color: #6b7280; font-size: 0.8em; word-break: break-all;}
.rv-alt::before {content: "▣ "; color: #6b7280;}
.rv-alt {font-style: italic;}
</style>
"""

_FENCE = re.compile(r" {0,3}(`{3,}|~{3,})")
_HEADING = re.compile(r"( {0,3})(#{1,6})([ \t]+|$)")
_RULE = re.compile(r" {0,3}([-*_=])(?:[ \t]*\1){2,}[ \t]*\r?$")
_BULLET = re.compile(r"([ \t]*)([-*+])([ \t]+)")
_QUOTE = re.compile(r"( {0,3})(>[ \t]?)")
_TICKS = re.compile(r"`+")

_HIDE = '<span class="rv-mk">{}</span>'
# every pattern below is linear: a bracket's words hold no bracket, an emphasis no mark of its
# own kind, so a scan from one opening mark never runs past the next one (``[[[[`` or ``**a **a``
# repeated cost no more than plain text)
_LINK = re.compile(r"(!?)(?<!\\)\[([^\[\]\n]*)\]\(([^()\s]+)\)")
# on escaped text: every group below is already escaped (``escape(…, quote=True)``), and the
# tags put around it are fixed strings
_EMPHASIS = [
    (re.compile(r"(?<![\\*])\*\*(?=[^\s*])([^*\n]+?)(?<=[^\s*\\])\*\*(?!\*)"),
     _HIDE.format("**") + r"<strong>\1</strong>" + _HIDE.format("**")),
    (re.compile(r"(?<![\w\\])__(?=[^\s_])([^_\n]+?)(?<=[^\s_\\])__(?!\w)"),
     _HIDE.format("__") + r"<strong>\1</strong>" + _HIDE.format("__")),
    (re.compile(r"(?<![\w*\\])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*\\])\*(?![\w*])"),
     _HIDE.format("*") + r"<em>\1</em>" + _HIDE.format("*")),
    (re.compile(r"(?<![\w\\])_(?=[^\s_])([^_\n]+?)(?<=[^\s_\\])_(?!\w)"),
     _HIDE.format("_") + r"<em>\1</em>" + _HIDE.format("_")),
]


def _code_spans(text: str) -> list[tuple[int, int, int]]:
    """(start, end, ticks) of each code span: a run of backticks up to the next run of the same
    length (one pass over the runs, the next run of each length found from the end)."""
    runs = [(m.start(), m.end()) for m in _TICKS.finditer(text)]
    following: list[int | None] = [None] * len(runs)
    last: dict[int, int] = {}
    for i in range(len(runs) - 1, -1, -1):
        size = runs[i][1] - runs[i][0]
        following[i] = last.get(size)
        last[size] = i
    spans, i = [], 0
    while i < len(runs):
        j = following[i]
        if j is None or runs[j][0] == runs[i][1]:
            i += 1
            continue
        spans.append((runs[i][0], runs[j][1], runs[i][1] - runs[i][0]))
        i = j + 1
    return spans


def _inline(text: str) -> str:
    """One line's inline Markdown (code spans first: nothing inside them is markup)."""
    out, cursor = [], 0
    for start, end, ticks in _code_spans(text):
        out.append(_links(text[cursor:start]))
        fence = "`" * ticks
        out.append(_HIDE.format(fence) + f'<code class="rv-code">{escape(text[start + ticks:end - ticks], quote=True)}'
                   f"</code>" + _HIDE.format(fence))
        cursor = end
    out.append(_links(text[cursor:]))
    return "".join(out)


def _links(text: str) -> str:
    """Links and images: the words (emphasis read in them), the address dimmed and left as it is."""
    out, cursor = [], 0
    for m in _LINK.finditer(text):
        out.append(_emphasis(text[cursor:m.start()]))
        image, words, url = m.group(1), m.group(2), escape(m.group(3), quote=True)
        shown = (f'<span class="rv-alt">{escape(words, quote=True)}</span>' if image
                 else f'<span class="rv-link">{_emphasis(words)}</span>')
        out.append(_HIDE.format(f"{image}[") + shown + _HIDE.format("]") + f'<span class="rv-url">({url})</span>')
        cursor = m.end()
    out.append(_emphasis(text[cursor:]))
    return "".join(out)


def _emphasis(text: str) -> str:
    html = escape(text, quote=True)
    for pattern, template in _EMPHASIS:
        html = pattern.sub(template, html)
    return html


def _table_rule(line: str) -> bool:
    """A table's header rule, ``|---|:---:|``."""
    return "-" in line and "|" in line and not set(line.strip()) - set("|:- \t")


class NoteMarkup:
    """Escaped HTML for the note's text, handed over piece by piece in note order (the text
    between claims, then a claim, …): a fenced block may open in one piece and close in a later
    one."""

    def __init__(self) -> None:
        self._fence: str | None = None  # the opening fence while inside a fenced block

    def html(self, text: str, line_start: bool) -> str:
        """``text`` as HTML; ``line_start``: ``text`` begins a line of the note."""
        lines = text.split("\n")
        return "\n".join(self._line(line, line_start or i > 0) for i, line in enumerate(lines))

    def _line(self, line: str, at_start: bool) -> str:
        if self._fence is not None:
            m = _FENCE.match(line) if at_start else None
            if m and m.group(1)[0] == self._fence[0] and len(m.group(1)) >= len(self._fence):
                self._fence = None
                return f'<span class="rv-fence">{escape(line)}</span>'
            return f'<span class="rv-code">{escape(line)}</span>' if line else ""
        if not at_start:
            return _inline(line)
        m = _FENCE.match(line)
        if m:
            self._fence = m.group(1)
            return f'<span class="rv-fence">{escape(line)}</span>'
        m = _HEADING.match(line)
        if m:
            level = min(len(m.group(2)), 3)
            rest = line[m.end():]
            return (escape(m.group(1)) + _HIDE.format(escape(m.group(2) + m.group(3)))
                    + f'<span class="rv-h rv-h{level}">{_inline(rest)}</span>')
        if _RULE.match(line) or _table_rule(line):
            return f'<span class="rv-rule">{escape(line)}</span>'
        m = _BULLET.match(line)
        if m:
            return (escape(m.group(1)) + f'<span class="rv-li">{_HIDE.format(escape(m.group(2)))}</span>'
                    + escape(m.group(3)) + _inline(line[m.end():]))
        m = _QUOTE.match(line)
        if m:
            return escape(m.group(1)) + f'<span class="rv-pipe">{escape(m.group(2))}</span>' + _inline(line[m.end():])
        if line.lstrip().startswith("|"):
            return '<span class="rv-pipe">|</span>'.join(_inline(cell) for cell in line.split("|"))
        return _inline(line)
