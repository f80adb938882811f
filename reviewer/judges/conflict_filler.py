"""A common noun the claim puts where the window, after the same words, has another: "after
swallowing an estimated 40 g of raisins" against "after ingesting an estimated 40 g of dark
chocolate". The name checks (``conflict_entities``) read capitalised words only; a swapped thing
in lower case passes on the words it shares.

The claim's word must appear nowhere in the source (no word of its stem, none of its first five
letters), and the three words before it must be the window's three before another content word,
a figure and "of" among them ("40 g of", "12 sacks of"): what a measured quantity is of, a slot
that two texts fill alike; the window's word must be absent from the claim, and not be followed by the word that follows the claim's
(then they only describe one thing: "45 cm of fresh snow" / "45 cm of new snow"). Other slots ("after
swallowing" / "after ingesting", "the results of the survey") two texts fill alike in other words
too often to call it a contradiction.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.model import ConflictKind

SLOT = 3  # words before the filler that both texts must share


def _measured(w: Words, k: int) -> bool:
    """Word ``k`` follows "<figure> <unit> of" or "<figure> of" (what a quantity is of)."""
    return w.lower[k - 1] == "of" and any(w.lower[j][0].isdigit() for j in range(k - SLOT, k - 1))


def filler_hits(claim: Words, window: Words, in_source: Callable[[str, str], bool]) -> list[Hit]:
    """The claim's word in a slot of figures that the window fills with another word."""
    slots: dict[tuple[str, ...], list[int]] | None = None
    claim_stems = set(claim.stems)
    for i in range(SLOT, len(claim)):
        low = claim.lower[i]
        if not claim.content[i] or claim.caps[i] or low[0].isdigit() or claim.negated[i] \
                or any(claim.breaks(k) for k in range(i - SLOT + 1, i + 1)) or not _measured(claim, i) \
                or in_source(low, claim.stems[i]):
            continue
        if slots is None:  # the window's slots, read once, only for a claim that has such a word
            slots = {}
            for k in range(SLOT, len(window)):
                if window.content[k] and not window.lower[k][0].isdigit() and _measured(window, k) \
                        and not any(window.breaks(j) for j in range(k - SLOT + 1, k + 1)):
                    slots.setdefault(tuple(window.lower[k - SLOT : k]), []).append(k)
        for k in slots.get(tuple(claim.lower[i - SLOT : i]), ()):
            if window.stems[k] in claim_stems or (k + 1 < len(window) and window.stems[k + 1] in claim_stems
                                                  and i + 1 < len(claim) and claim.stems[i + 1] == window.stems[k + 1]):
                continue  # (a word said of the same thing, "45 cm of fresh snow" / "45 cm of new snow": a modifier)
            end = k + 1 if k + 1 < len(window) and window.content[k + 1] and not window.breaks(k + 1) else k
            return [Hit(ConflictKind.ENTITY, f"claim says \u201c{claim.phrase(i)}\u201d; source: "
                        f"\u201c{window.phrase(k, end)}\u201d", (i, i), (k, end))]
    return []
