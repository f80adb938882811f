"""Contradictions of name: a person, place, organisation or product the claim names that the
source never names, where the evidence window has a different name in the same slot
("Pfizer announced the merger" against "Moderna announced the merger")."""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.model import ConflictKind
from reviewer.text import stem

_NOT_NAMES = frozenset(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
     "i", "mr", "mrs", "ms", "dr", "prof", "st"])


def _sentence_start(w: Words, i: int) -> bool:
    if i == 0:
        return True
    gap = w.gap(i).rstrip(" \t\"'“‘(")
    return gap.endswith((".", "!", "?", ":", "\n")) or gap == "" and "\n" in w.gap(i)


def _names(w: Words) -> list[int]:
    return [i for i in range(len(w)) if w.caps[i] and w.content[i] and w.lower[i] not in _NOT_NAMES
            and not w.text[w.starts[i]:w.ends[i]].isupper()]  # acronyms: expansions are not checked


def entity_hits(claim: Words, window: Words, in_source: Callable[[str, str], bool]) -> list[Hit]:
    """``in_source(lower, stem)`` says whether the whole source has the word anywhere."""
    names = _names(claim)
    if not names or len(names) > 0.6 * max(1, sum(claim.content)):
        return []  # title case: capitals say nothing
    claim_lower = set(claim.lower)
    rivals = [k for k in _names(window) if window.lower[k] not in claim_lower]
    if not rivals:
        return []
    for i in names:
        low = claim.lower[i]
        if low in window.lower or in_source(low, stem(low)):
            continue
        left = [claim.stems[j] for j in claim.prev_content(i, 1)]
        right = [claim.stems[j] for j in claim.next_content(i, 1)]
        if not left and not right:
            continue
        for k in rivals:
            # the same slot: every neighbour the claim's name has, the rival has too
            if left and [window.stems[j] for j in window.prev_content(k, 1)] != left:
                continue
            if right and [window.stems[j] for j in window.next_content(k, 1)] != right:
                continue
            return [Hit(ConflictKind.ENTITY, f"claim names {claim.phrase(i)}; source: {window.phrase(k)}", (i, i), (k, k))]
    return []
