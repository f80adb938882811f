"""Contradictions of agent, read across the whole source: the claim says a name did something
the source says someone else did, wherever in the source it says so.

"Daniel Reyes introduced the bill" against "The bill was introduced by Senator Patricia Coles.
It was co-sponsored by Senator Daniel Reyes"; "Omid Karimi directed the documentary" against
"The documentary was directed by Nadia Karimi and produced by her brother, Omid Karimi";
"Professor Whitlow, who led the study" against "The study was led by Dr Hannah Okoye, with
analysis by Professor Whitlow". The evidence window the other checks read carries the claim's
words (both names are there), so nothing there looks wrong.

For each name of the claim and each verb-like word next to it (an *anchor*: "introduced",
"directed", "led"), the source's sentences holding that word are read: where another name sits
in the claim's name's place next to the anchor (same side, or across a passive "by"), the claim's
name sits there nowhere in the source, and the sentence carries more of the claim, the claim is
contradicted. Only anchors that occur in a few sentences are read (a rare word ties a sentence to
the claim's event; a common one would not).
"""

from __future__ import annotations

from reviewer.judges.conflict_binding import NEAR, Slot, anchors, placed_alike, same_filler, slots
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import stem

#: irregular past tenses that can anchor an agent ("Dr Lin led the team")
IRREGULAR_PAST = frozenset(["led", "won", "lost", "made", "took", "gave", "wrote", "built", "sold", "bought", "paid",
                            "beat", "struck", "ran", "found", "held", "met", "left", "told", "brought", "taught",
                            "drew", "chose", "spoke", "sang", "shot", "began", "became", "threw", "drove", "broke",
                            "stole", "kept", "sent", "spent", "lent", "fought", "caught", "sought", "hit", "set"])
MAX_ANCHOR_SENTENCES = 6  # an anchor in more sentences than this ties nothing to the claim's event
MIN_SHARED = 2  # other claim content words the anchor's sentence must carry


def anchor_hits(claim: Words, index: SourceIndex, sentence_words) -> list[tuple[Hit, Words]]:
    """``sentence_words(i)``: the ``Words`` of the source's sentence ``i`` (the caller caches them).
    Returns the hit and the sentence's ``Words`` its window span refers to."""
    # names of two words or more ("Daniel Reyes", "Nadia Karimi"): a lone capitalised word is as
    # often a place, a title or a heading word as an agent
    names = [s for s in slots(claim) if s.kind == "name" and s.last > s.first]
    if not names or len(names) > 3:
        return []
    slot_words = {k for s in names for k in range(s.first, s.last + 1)}
    content = {stem(claim.lower[i]) for i in range(len(claim)) if claim.content[i] and i not in slot_words}
    for s in names:
        near = anchors(claim, s, slot_words)
        for word_stem, side in near.items():
            at = next((k for k in range(len(claim)) if claim.stems[k] == word_stem), None)
            if at is None or not _next_to(claim, s, at):
                continue
            raw = claim.lower[at]
            if not (raw.endswith("ed") or raw in IRREGULAR_PAST):
                continue  # an anchor is a verb in the past tense: what the name did
            key = stem(raw)
            places = index.span_counts(key) if key in index.positions else ()
            if not places or len(places) > MAX_ANCHOR_SENTENCES:
                continue
            rival_hit = None
            bound = False
            for sp, _n in places:
                sw = sentence_words(sp)
                if _title_case(sw):
                    continue  # a heading: its capitals name nothing
                here = slots(sw, claim)
                for t in here:
                    if t.kind != "name" or t.last == t.first:
                        continue
                    t_near = anchors(sw, t, set())
                    if word_stem not in t_near or not placed_alike({word_stem: side}, {word_stem: t_near[word_stem]}):
                        continue
                    if not _next_to(sw, t, _at(sw, word_stem)):
                        continue
                    if same_filler(s, t):
                        bound = True
                    elif rival_hit is None and not any(same_filler(t, o) for o in names):
                        shared = {stem(sw.lower[k]) for k in range(len(sw)) if sw.content[k]} & content
                        if len(shared - {key}) >= MIN_SHARED:
                            rival_hit = (Hit(ConflictKind.ENTITY,
                                             f"claim says {claim.phrase(s.first, s.last)} {raw}; source: "
                                             f"\u201c{sw.phrase(min(t.first, _at(sw, word_stem)), max(t.last, _at(sw, word_stem)))}\u201d",
                                             (s.first, s.last), (t.first, t.last)), sw)
            if rival_hit is not None and not bound:
                return [rival_hit]
    return []


def _next_to(w: Words, s: Slot, k: int) -> bool:
    """Word ``k`` is next to the name: at most two small words between ("Reyes introduced",
    "Whitlow, who led", "directed by Nadia Karimi"), no number, no "and"."""
    lo, hi = (s.last + 1, k) if k > s.last else (k + 1, s.first)
    between = range(lo, hi)
    return len(between) <= 2 and all(not w.content[j] and not w.lower[j][0].isdigit() and w.lower[j] != "and"
                                     for j in between)


def _title_case(w: Words) -> bool:
    content = [k for k in range(len(w)) if w.content[k]]
    return len(content) >= 3 and sum(1 for k in content if w.caps[k]) > 0.6 * len(content)


def _at(w: Words, word_stem: str) -> int:
    return next(k for k in range(len(w)) if w.stems[k] == word_stem)


__all__ = ["NEAR", "anchor_hits"]
