"""A thing the claim says is free that the window prices: "Guests can play at Larkfield free of
charge" against "Guests pay £6 per visit and may play no more than six times a year".

The claim says it is free ("is free", "free of charge", "no charge", "no fee", "costs nothing";
not "the free bus scheme", free to its users) and gives no price itself; the window gives a sum of
money ("£6", "$40") in a sentence that holds two of the claim's other content words, and says
nothing is free anywhere (then it is telling apart what is free from what is not: "Entry is free
for members; guests pay £6")."""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import money_at
from reviewer.judges.conflict_text import Words, sentence_at, sentence_stems
from reviewer.judges.conflict_window import window_view
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind

#: after "no", the words that say a thing costs nothing ("no charge", "no fee")
_NO_COST = frozenset(["cost", "charge", "fee", "extra"])
_PRICE_WORDS = frozenset(["free", "charge", "cost", "costs", "fee", "fees", "nothing", "extra", "price", "pay", "paid"])


def _free(w: Words) -> tuple[int, int] | None:
    """The span of the first words saying the thing is free, not denied ("not free"), or None."""
    for i, low in enumerate(w.lower):
        if w.negated[i]:
            continue
        attributive = i + 1 < len(w) and (w.gap(i + 1) == "-" or (w.content[i + 1] and not w.breaks(i + 1)))
        if low == "free" and not attributive and not (i > 0 and w.gap(i) == "-"):
            # "free of charge", "is free"; not "free-text", "rent-free" (a word of its own), nor "the free
            # bus scheme" (free to its users: the scheme itself may cost £1.8 million)
            end = i + 2 if i + 2 < len(w) and w.lower[i + 1] == "of" and w.lower[i + 2] == "charge" else i
            return i, end
        if low == "no" and i + 1 < len(w) and w.lower[i + 1] in _NO_COST and not (
                i + 2 < len(w) and w.lower[i + 2] in ("than", "for")):  # ("no extra than", "no charge for X": other)
            return i, i + 1
        if low == "costs" and i + 1 < len(w) and w.lower[i + 1] == "nothing":
            return i, i + 1
    return None


def _sums(w: Words) -> list[int]:
    """The words that are sums of money ("£6", "$40")."""
    return [k for k in range(len(w)) if w.lower[k][0].isdigit() and money_at(w, k)]


def _free_elsewhere(index: SourceIndex, mine: set[str]) -> bool:
    """Whether a sentence of the source says a thing is free and holds two of the claim's words:
    "Premier Support is included free" is the claim's "Premier Support included free of charge",
    whatever the window it was read against prices ("350 subscriptions at $1,140 per user")."""
    for i in index.token_spans("free"):
        sentence = window_view(index, index.spans[i].start, index.spans[i].end)[0]
        if _free(sentence) is not None and len(set(sentence.stems) & mine) >= 2:
            return True
    return False


def free_hits(claim: Words, window: Words, index: SourceIndex) -> list[Hit]:
    """The claim's "free" against a sum the window charges for what the claim speaks of, unless
    the source says elsewhere that this is free."""
    free = claim.derived(_free, _free)
    if free is None or claim.derived(_sums, _sums) or window.derived(_free, _free) is not None:
        return []
    mine = {claim.stems[j] for j in range(len(claim)) if claim.content[j] and claim.lower[j] not in _PRICE_WORDS
            and not free[0] <= j <= free[1]}
    sentences = window.derived(sentence_stems, sentence_stems)
    for k in window.derived(_sums, _sums):
        if len(sentences[sentence_at(window, k)][2] & mine) >= 2 and not _free_elsewhere(index, mine):
            at = (max(0, k - 1), k)
            return [Hit(ConflictKind.ANTONYM, f"claim says \u201c{claim.phrase(*free)}\u201d; source: "
                                              f"\u201c{window.phrase(*at)}\u201d", free, at)]
    return []
