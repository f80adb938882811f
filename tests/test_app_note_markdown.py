"""The Review page shows the note's Markdown readably: a heading as a heading, ``**bold**`` bold,
a bullet as a dot, a link as its words with its address dimmed (never a live link), an image as
its alt text (never loaded), code monospace. The marks are hidden, not dropped (the page's text
is still the note's own), every character of the note is escaped, claims stay highlighted, and
the rendering grows linearly with the note."""

from __future__ import annotations

import re
import time
from html import unescape

import pytest
from fakes import open_app

from reviewer.model import Source
from reviewer.ui.note_md import NoteMarkup
from reviewer.ui.render import note_html
from reviewer.verify import verify

NOTE = """# Harbour *report*

## Key judgments

- The ferry carried **212 passengers** on the night [1].
- The harbour master said the wind was `30 kn` that evening, see [the log](https://example.org/log_2024) [1].

![chart](https://tracker.example/pixel.png) The <script>alert(1)</script> door <img src=x onerror=alert(2)> failed [1].

```
# not a heading **nor bold**
```
"""
SOURCE = ("The ferry carried 212 passengers on the night. The wind was 30 kn that evening, the log says. "
          "The door failed.")


@pytest.fixture(scope="module")
def report():
    return verify(NOTE, {"1": Source("1", SOURCE, origin="file:1.txt")})


def _text(html: str) -> str:
    """What the page's text is, the claims' tags aside: the tags gone, the entities read
    (hidden marks included)."""
    body = re.sub(r'<span class="rv-tag"[^>]*>[^<]*</span>', "", html[html.index('<div class="rv-note">'):])
    return unescape(re.sub(r"<[^>]+>", "", body))


def test_markdown_is_given_its_look(report):
    html = note_html(report)
    assert '<span class="rv-mk"># </span><span class="rv-h rv-h1">Harbour' in html
    assert '<span class="rv-mk">## </span><span class="rv-h rv-h2">Key judgments</span>' in html
    assert "<strong>212 passengers</strong>" in html and "<em>report</em>" in html
    assert '<span class="rv-li"><span class="rv-mk">-</span></span>' in html
    assert '<code class="rv-code">30 kn</code>' in html
    assert '<span class="rv-link">the log</span>' in html and "(https://example.org/log_2024)" in html
    assert '<span class="rv-alt">chart</span>' in html
    assert '<span class="rv-code"># not a heading **nor bold**</span>' in html  # a fenced block is code
    assert ".rv-mk {display: none;}" in html


def test_the_note_stays_escaped_and_whole(report):
    html = note_html(report)
    assert "<script" not in html.lower()
    assert not re.search(r"<img\b|<a\s|<[^>]*\bonerror", html, re.IGNORECASE)
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert _text(html).startswith(NOTE.rstrip("\n"))  # nothing of the note dropped, nothing added
    assert html.count('<mark class="rv-claim') == len(report.claims) == 3


@pytest.mark.parametrize("piece, wanted", [
    ("a `b` c", '<code class="rv-code">b</code>'),
    ("``a ` b``", '<code class="rv-code">a ` b</code>'),
    ("snake_case_name stays", "snake_case_name stays"),
    ("2 * 3 * 4", "2 * 3 * 4"),
    ("[cite:g1] and [1]", "[cite:g1] and [1]"),
    ('[x](javascript:void"1")', ('<span class="rv-link">x</span><span class="rv-mk">]</span>'
                                 '<span class="rv-url">(javascript:void&quot;1&quot;)</span>')),
    ("| a | **b** |", ('<span class="rv-pipe">|</span> a <span class="rv-pipe">|</span> '
                       '<span class="rv-mk">**</span><strong>b</strong>')),
    ("|---|:--:|", '<span class="rv-rule">|---|:--:|</span>'),
    ("> said", '<span class="rv-pipe">&gt; </span>said'),
])
def test_pieces(piece, wanted):
    assert wanted in NoteMarkup().html(piece, line_start=True)


def test_a_piece_inside_a_line_is_no_heading_nor_bullet():
    assert NoteMarkup().html("# 5 - a", line_start=False) == "# 5 - a"


def test_the_review_page_shows_the_note_readably(review_db, report):
    at = open_app(report)
    assert not at.exception
    body = "\n".join(h.proto.body for h in at.get("html"))
    assert '<span class="rv-h rv-h2">Key judgments</span>' in body and "<strong>212 passengers</strong>" in body
    assert "<script" not in body.lower()


def _best(fn, text: str) -> float:
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        fn(text)
        best = min(best, time.perf_counter() - t0)
    return best


@pytest.mark.parametrize("unit", ["[", "[a](", "](", "`", "`a``", "**a ", "*a ", "__a ", "_a ", "![", "| ",
                                  "  \t", "- ", "# ", "```\n", "**", "\\*"])
def test_rendering_grows_linearly(unit):
    def render(text):
        return NoteMarkup().html(text, line_start=True)

    small, factor = 16_000, 4
    render(unit * (small // len(unit)))
    ratios = []
    for _ in range(5):
        t_small = max(_best(render, unit * (small // len(unit))), 5e-4)
        t_big = _best(render, unit * (small * factor // len(unit)))
        assert t_big < 5.0, t_big
        ratios.append(t_big / t_small)
        if ratios[-1] < 2.5 * factor:
            return
    raise AssertionError(f"time grew {min(ratios):.0f}x for {factor}x the text: {ratios}")
