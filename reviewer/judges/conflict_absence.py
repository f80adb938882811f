"""Contradictions of evidence: the claim says there is no effect where the source only says it
could not find one ("absence of evidence is not evidence of absence").

"The meal service has no effect on kidney function" against "The investigators found no evidence
that the intervention affected kidney function, but noted that the study was not powered to
detect such an effect". Both deny, so the negation check sees agreement; but the claim states a
finding (the effect is absent) that the source explicitly does not make.
"""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.model import ConflictKind

#: what a claim can say there is none of
EFFECTS = frozenset(["effect", "effects", "impact", "link", "links", "association", "difference", "differences",
                     "benefit", "benefits", "risk", "harm", "influence", "relationship", "correlation"])
#: phrases (as word tuples) by which a source says it could not tell
UNDETERMINED: tuple[tuple[str, ...], ...] = (
    ("not", "powered"), ("underpowered",), ("too", "small", "to"), ("could", "not", "detect"),
    ("unable", "to", "detect"), ("cannot", "rule", "out"), ("could", "not", "rule", "out"), ("inconclusive",),
    ("insufficient", "evidence"), ("not", "enough", "evidence"), ("no", "evidence"), ("not", "designed", "to"),
    ("too", "early", "to"), ("remains", "unclear"), ("remains", "unknown"),
)


def _none_of(claim: Words) -> int | None:
    """The index of "no" in the claim's "no effect" / "no significant link", or None."""
    for i, low in enumerate(claim.lower):
        if low == "no" and any(claim.lower[k] in EFFECTS for k in range(i + 1, min(len(claim), i + 3))):
            return i
    return None


def absence_hits(claim: Words, window: Words) -> list[Hit]:
    i = claim.derived(_none_of, _none_of)
    if i is None:
        return []
    lower = window.lower
    for k in range(len(window)):
        for phrase in UNDETERMINED:
            if tuple(lower[k : k + len(phrase)]) == phrase and not (phrase == ("no", "evidence") and _absence_found(window, k)):
                end = next((j for j in range(i + 1, min(len(claim), i + 3)) if claim.lower[j] in EFFECTS), i)
                return [Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.phrase(i, end)}\u201d; source could not "
                            f"tell: \u201c{window.phrase(k, k + len(phrase) - 1)}\u201d", (i, end), (k, k + len(phrase) - 1))]
    return []


def _absence_found(window: Words, k: int) -> bool:
    """"no evidence of any effect was found in a large, well-powered trial" is a finding: the
    window also says it was powered, large or conclusive."""
    return any(low in ("powered", "conclusive", "definitive") and window.lower[j - 1] != "not"
               for j, low in enumerate(window.lower) if j > 0)
