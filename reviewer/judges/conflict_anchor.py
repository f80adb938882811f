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

from reviewer.judges.conflict_binding import NOT_NAMES, Slot, is_passive, same_filler, slots
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import stem

#: irregular past tenses that can anchor an agent ("Dr Lin led the team")
IRREGULAR_PAST = frozenset(["led", "won", "lost", "made", "took", "gave", "wrote", "built", "sold", "bought", "paid",
                            "beat", "struck", "ran", "found", "held", "met", "left", "told", "brought", "taught",
                            "drew", "chose", "spoke", "sang", "shot", "began", "became", "threw", "drove", "broke",
                            "stole", "kept", "sent", "spent", "lent", "fought", "caught", "sought", "hit", "set", "said"])
#: a name right after one of these is their object, not the subject of a verb after a comma
_PREPOSITIONS = frozenset(["in", "at", "from", "of", "for", "to", "by", "with", "near", "into", "on", "outside"])
MAX_ANCHOR_SENTENCES = 6  # an anchor in more sentences than this ties nothing to the claim's event
MIN_SHARED = 2  # other claim content words the anchor's sentence must carry


#: verbs that say the same deed, so that the claim's "bought" finds the source's "acquired by"
SYNONYMS: tuple[frozenset[str], ...] = tuple(frozenset(g.split()) for g in (
    "acquired bought purchased",
    "made manufactured produced",
    "found discovered unearthed",
    "developed created designed",
    "paid funded financed sponsored bankrolled",
    "carried conducted performed",
    "picked chose selected ordered",
    "led headed directed",
    "hosted held staged",
    "built constructed",
    "wrote authored penned",
    "won clinched",
    "changed switched altered",
    "scored struck netted",
    "repaired mended fixed patched",
    "harvested cut reaped gathered",
))


def _deed(raw: str) -> frozenset[str]:
    return next((g for g in SYNONYMS if raw in g), frozenset([raw]))


def _role(w: Words, s: Slot, k: int) -> str:
    """What the name is to the verb ``k``: the one who does it ("X acquired", "acquired by X") or
    the one it is done to ("acquired X", "X was acquired")."""
    before = k > s.last  # the name comes first
    return ("patient" if before else "agent") if is_passive(w, k) else ("agent" if before else "patient")


def _anchors(claim: Words) -> tuple[list[Slot], set[str], list[tuple[Slot, str, frozenset[str], tuple[str, ...]]]]:
    """What ``anchor_hits`` reads from the claim alone (once per claim, ``Words.derived``): its
    names, its other content stems, and each (name, role, deed, the deed's stems) of a name next
    to a verb in the past tense, in the order they are tried."""
    names = [s for s in claim.derived(slots, slots) if s.kind == "name"]
    if not names or len(names) > 3:
        return [], set(), []
    # an acronym in brackets ("red blood cells (RBCs)") glosses a thing; it does nothing
    names = [s for s in names if not claim.gap(s.first).rstrip().endswith("(")]
    if not names:
        return [], set(), []
    slot_words = {k for s in names for k in range(s.first, s.last + 1)}
    # anchors: verbs in the past tense (what a name did), each right next to the name
    verbs = [k for k in range(len(claim)) if claim.content[k] and k not in slot_words
             and (claim.lower[k].endswith("ed") or claim.lower[k] in IRREGULAR_PAST)]
    if not verbs:
        return names, set(), []
    content = {stem(claim.lower[i]) for i in range(len(claim)) if claim.content[i] and i not in slot_words}
    pairs = []
    for s in names:
        if claim.lower[s.last].endswith(("'s", "\u2019s")):
            continue  # an owner, not the doer: "tested with Rosa's 91-year-old sister"
        for at in verbs:
            if _next_to(claim, s, at):
                deed = _deed(claim.lower[at])
                pairs.append((s, _role(claim, s, at), deed, tuple(stem(word) for word in deed)))
    return names, content, pairs


def anchor_hits(claim: Words, index: SourceIndex, sentence_words) -> list[tuple[Hit, Words]]:
    """``sentence_words(i)``: the ``Words`` of the source's sentence ``i`` (the caller caches them).
    Returns the hit and the sentence's ``Words`` its window span refers to."""
    names, content, pairs = claim.derived(_anchors, _anchors)
    for s, role, deed, keys in pairs:
        if _describes(claim, s):
            continue
        places = sorted({sp for key in keys if key in index.positions for sp, _n in index.span_counts(key)})
        if not places or len(places) > MAX_ANCHOR_SENTENCES:
            continue
        found = _read(claim, s, role, deed, places, sentence_words, names, content)
        if found is not None:
            return [found]
    return []


#: titles a contest gives, after a name that says which contest ("the Division One champions")
_TITLE_HOLDERS = frozenset(["champion", "champions", "winner", "winners", "holders", "leaders", "runners-up",
                            "finalists", "medallists", "medalists", "titleholders"])


def _describes(claim: Words, s: Slot) -> bool:
    """The claim's name says which title it means, not who holds it ("beat the Division One
    champions"): after "the", before a title (``_TITLE_HOLDERS``)."""
    after = s.last + 1
    while after < len(claim) and claim.caps[after] and not claim.gap(after).strip():
        after += 1  # "Division One": a name the slot leaves out
    return s.first > 0 and claim.lower[s.first - 1] == "the" and after < len(claim) \
        and claim.lower[after] in _TITLE_HOLDERS and not claim.gap(after).strip()


def _read(claim: Words, s: Slot, role: str, deed: frozenset[str], places: list[int], sentence_words,
          names: list[Slot], content: set[str]) -> tuple[Hit, Words] | None:
    """The rival doing the deed in the source's sentences ``places``, or None (none, or the
    claim's name does it somewhere too)."""
    rival = None
    for sp in places:
        sw = sentence_words(sp)
        if _title_case(sw):
            continue  # a heading: its capitals name nothing
        verbs = [k for k in range(len(sw)) if sw.lower[k] in deed]
        here = [t for t in slots(sw, claim) if t.kind == "name"]
        for t in here:
            if sw.text[sw.starts[t.first] : sw.ends[t.last]].isupper() or (
                    t.last + 1 < len(sw) and len(sw.lower[t.last + 1]) == 1 and sw.caps[t.last + 1]) or any(
                    same_filler(s, u) and (0 <= u.first - t.last <= 3 or 0 <= t.first - u.last <= 3) for u in here):
                continue  # an all-capitals heading word; a name an initial continues ("Michael R."); or part of the claim's own name
            for k in verbs:
                if not _next_to(sw, t, k) or _role(sw, t, k) != role:
                    continue
                if same_filler(s, t):
                    return None  # the claim's name does it here
                if rival is None and not any(same_filler(t, o) for o in names):
                    shared = {stem(sw.lower[j]) for j in range(len(sw)) if sw.content[j]} & content
                    if len(shared - {stem(w) for w in deed}) >= MIN_SHARED:
                        lo, hi = min(t.first, k), max(t.last, k)
                        rival = (Hit(ConflictKind.ENTITY, f"claim says {claim.phrase(s.first, s.last)} did it; source: "
                                     f"\u201c{sw.phrase(lo, hi)}\u201d", (s.first, s.last), (t.first, t.last)), sw)
    return rival


def _next_to(w: Words, s: Slot, k: int) -> bool:
    """Word ``k`` is next to the name: at most two small words between ("Reyes introduced",
    "Whitlow, who led", "directed by Nadia Karimi", "by Senator Patricia Coles"), or up to four
    when the last of them are one or two lower-case words saying what the name is ("acquired by
    the retailer Parkway Stores", "painted by local artist Dee Okonjo"); no number, no "and", no
    comma between a name and a verb after it."""
    if k > s.last and "," in w.gap(k) and s.first > 0 and w.lower[s.first - 1] in _PREPOSITIONS:
        return False  # "Peggy Alderton, a nurse … born in Leeds, died": the verb is not the name's
    lo, hi = (s.last + 1, k) if k > s.last else (k + 1, s.first)
    between = [j for j in range(lo, hi) if w.lower[j] not in NOT_NAMES]  # titles: part of the name
    if len(between) > 4 or any(w.lower[j][0].isdigit() or w.lower[j] == "and" for j in between):
        return False
    nouns = [j for j in between if w.content[j]]
    if not nouns:
        return len(between) <= 2
    # descriptors right before a name the verb comes before ("by the retailer X")
    return (k < s.first and len(nouns) <= 2 and nouns[-1] == between[-1] and not any(w.caps[j] for j in nouns)
            and all(nouns[i + 1] == nouns[i] + 1 for i in range(len(nouns) - 1)))


def _title_case(w: Words) -> bool:
    """A heading, not a sentence: most words capitalised and no full stop at the end (or nearly
    all capitalised): "PUBLISHED DATETIME", "Increased UEFA Nations League Bonus Fees"."""
    content = [k for k in range(len(w)) if w.content[k]]
    if len(content) < 3:
        return False
    share = sum(1 for k in content if w.caps[k]) / len(content)
    return share > 0.8 or (share > 0.6 and not w.text.rstrip().endswith((".", "!", "?")))
