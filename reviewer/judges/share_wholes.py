"""Shares a source gives as a whole and its parts after "of which" ("received 214 responses, of
which 201 opposed the change": 94%), and percentages that are the size of a change, not a share
("enlarged the area by 40%"): what the vague-share check (``conflict_vague``) holds a claim's
"most", "around half", "a few" to."""

from __future__ import annotations

from dataclasses import replace

from reviewer.judges.conflict_quantities import Quantity
from reviewer.judges.conflict_text import Words, sentence_at

#: the words after a whole and a comma that open its parts ("…, of which 201 opposed")
_OF_WHICH = (["of", "which"], ["of", "whom"])
#: the parts read after "of which", at most
MAX_PARTS = 6


def by_change(window: Words, v: Quantity) -> bool:
    """A percentage that is the size of a change ("enlarged the chilled food area by 40%"), not a
    share of anything ("backed by 40% of members" is one)."""
    return v.percent and v.idx > 0 and window.lower[v.idx - 1] == "by" and \
        window.lower[v.end_idx + 1 : v.end_idx + 2] != ["of"]


def of_which_shares(window: Words, wq: list[Quantity], claim_values: set[float]) -> list[Quantity]:
    """Each part the window counts after "<whole>, of which" in the whole's sentence, as a percent
    ``Quantity`` at the part's place, keyed as the other shares are ("share:<part>:<whole index>");
    only the parts of a whole the claim gives too, when it gives one ("the week's 37 claims")."""
    out: list[Quantity] = []
    wholes = [v for v in wq if v.value in claim_values]
    for n, whole in enumerate(wq):
        if wholes and whole.value not in claim_values:
            continue
        k = whole.end_idx + 1
        k += k < len(window) and bool(whole.unit) and window.stems[k] == whole.unit  # ("214 responses, of which")
        if whole.year or whole.percent or whole.value <= 1 or window.lower[k : k + 2] not in _OF_WHICH:
            continue
        s = sentence_at(window, whole.idx)
        # (past the unit of the whole: "of which 201 opposed"; of the same kind of figure only)
        parts = [p for p in wq[n + 1 : n + 1 + MAX_PARTS] if p.idx >= k + 2 and sentence_at(window, p.idx) == s
                 and not (p.year or p.percent) and p.money == whole.money and 0 < p.value < whole.value]
        for p in parts:
            share = 100.0 * p.value / whole.value
            out.append(replace(p, value=share, high=share, percent=True, context=p.context | whole.context,
                               raw=f"{p.raw} of {whole.raw} ({share:.0f}%)", key=f"share:{p.key}:{whole.idx}"))
    return out
