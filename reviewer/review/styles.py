"""How each verdict and grounding is shown: a symbol, a word and colours (text output, app, charts).

Colour is never the only cue: every status has a symbol and a word too.
"""

from __future__ import annotations

from reviewer.model import Grounding, Verdict

# verdict -> (symbol, label, background, border)
VERDICT_STYLE: dict[Verdict, tuple[str, str, str, str]] = {
    Verdict.SUPPORTED: ("✓", "supported", "#d9f2e3", "#1f7a45"),
    Verdict.PARTIAL: ("◐", "partial", "#fff1c9", "#9a6a00"),
    Verdict.NOT_SUPPORTED: ("✗", "not supported", "#fadbd8", "#b03a2e"),
    Verdict.SOURCE_UNAVAILABLE: ("⊘", "source unavailable", "#e5e7eb", "#4b5563"),
    Verdict.UNCITED: ("?", "uncited", "#efe3fb", "#6b3fa0"),
}
# grounding -> (symbol, label, underline style)
GROUNDING_STYLE: dict[Grounding, tuple[str, str, str]] = {
    Grounding.LOCATED: ("≡", "quote located", "solid"),
    Grounding.FUZZY: ("≈", "quote fuzzy", "dashed"),
    Grounding.UNLOCATED: ("∅", "quote unlocated", "dotted"),
    Grounding.NOT_APPLICABLE: ("", "no quote", "none"),
}
