"""Text that must stay text in Markdown: the one escaper the ``--markdown`` report
(``reviewer.report``) and the review app (``reviewer.ui``) use for note, source and editor text.

Markdown that could make a renderer fetch something or run a directive: images and links
(``![x](https://…)``, ``[x](…)``, ``<https://…>``), raw HTML, code, math, Streamlit's
``:icon:``/``:color[…]`` and emphasis. A backslash before each makes it show literally; a
leading block marker (``#``, ``-``, ``1.``) is escaped too. One linear pass per pattern.
"""

from __future__ import annotations

import re

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()<>!|~$:])")
_MD_LEAD = re.compile(r"^(\s*)([#>+=-])")
_MD_NUMBERED = re.compile(r"^(\s*\d+)([.)])")


def md_text(text: str) -> str:
    """``text`` (one line) as Markdown that renders as exactly this text: never an image, a
    link, HTML, math or a heading."""
    flat = _MD_SPECIAL.sub(r"\\\1", " ".join(str(text).split()))
    flat = _MD_NUMBERED.sub(lambda m: m.group(1) + "\\" + m.group(2), flat)
    return _MD_LEAD.sub(lambda m: m.group(1) + "\\" + m.group(2), flat)
