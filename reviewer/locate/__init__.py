"""The locate stage: where a quote sits in its source (Contract 1 of DESIGN.md).

    from reviewer.locate import locate_quote
    loc = locate_quote(quote, source)     # never raises on str input
    loc.status                            # Grounding: located | fuzzy | unlocated
    source[loc.start:loc.end]             # the matched text (None offsets when unlocated)

    quote  the tiers (exact -> normalized -> fragments -> guarded fuzzy)
    fold   Unicode/case/space/quote/dash folding with an offset map back to the original
    fuzzy  the guarded fuzzy tier
"""

from __future__ import annotations

from reviewer.locate.fold import PreparedSource, expand_to_sentence, normalize
from reviewer.locate.quote import Location, Tier, locate_anchor, locate_quote, prepare

__all__ = [
    "Location",
    "PreparedSource",
    "Tier",
    "expand_to_sentence",
    "locate_anchor",
    "locate_quote",
    "normalize",
    "prepare",
]
