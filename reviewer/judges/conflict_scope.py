"""Contradictions of reach: the claim generalises what the evidence restricts.

"The subsidy is available to all pensioners" against "available to pensioners on low incomes
… only"; "collections across Ashford lifted recycling to 55%" against "In the pilot phase, which
covered 400 households, …"; "a heatwave warning across the whole of England" against "applies to
London and the south-east only"; "the festival runs over five days every year" against "In 2022
only, the festival was held over five days"; "38% of all adults in Wales" against "a survey of
adults over 65 in Wales found that 38% …".

The claim says it of everything (``UNIVERSAL``: all, every, whole, across, nationwide,
permanent …); a sentence of the window that carries the claim (two of its content words, one of
them a word the universal word governs) restricts it (``RESTRICTORS``: only, pilot,
experimental, temporary …, or an age bound right after the governed word: "adults over 65"), and
the claim neither restricts it itself nor does the window say it of everything too.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import NUMBER_WORDS, TIME_SPANS
from reviewer.judges.conflict_text import ARTICLES, Words, content_stems, sentence_stems
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import stem

UNIVERSAL = frozenset(["all", "every", "entire", "whole", "across", "nationwide", "countrywide", "worldwide",
                       "statewide", "citywide", "permanent", "permanently", "always", "everyone", "everywhere",
                       "universally", "borough", "wide"])
RESTRICTORS = frozenset(["only", "pilot", "experimental", "temporary", "temporarily", "solely", "exclusively",
                         "restricted", "limited"])
_AGE_BOUND = frozenset(["over", "under", "aged", "above", "below"])


def _universal(w: Words, i: int) -> bool:
    low = w.lower[i]
    if low in ("borough", "wide"):  # "borough-wide", "nation-wide"
        return low == "wide" and i > 0 and w.gap(i) == "-"
    if low == "across":  # "across the country", "across all three hospitals", "across Ashford"
        return i + 1 < len(w)
    return low in UNIVERSAL and not w.negated[i]


#: ordinals name particular ones of a whole ("on the sixth and seventh floors")
ORDINALS = frozenset(["second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                      "eleventh", "twelfth", "ground", "top", "basement"])
#: words that name a side or a layer of a whole ("the side seats" for "every seat", "the rear
#: carriages" for "all carriages")
SIDES = frozenset(["side", "front", "back", "rear", "upper", "lower", "outer", "inner", "northern", "southern",
                   "eastern", "western", "central", "left", "right", "middle", "end"])
#: a part of a whole: "the southern region of the province", "parts of the county"
PARTS = frozenset(["region", "regions", "part", "parts", "area", "areas", "district", "districts", "corner",
                   "section", "sections", "half", "north", "south", "east", "west", "centre", "center"])


def _part_of(w: Words, k: int, a: int, governed: set[str], claim_words: set[str],
             claim_names: set[str]) -> int | None:
    """Where the window names only a part of what the claim's universal word governs, the
    part's first word: word ``k`` is that noun, after a qualifier the claim lacks ("North
    Atlantic" for "the whole Atlantic", "Model K7 kettles" for "all of the kettles",
    "read-heavy workloads" for "all workloads") or after a part ("the southern region of the
    province" for "across the province"); else None."""
    if w.stems[k] not in governed or k <= a:
        return None
    if (count := _counted(w, k, a, claim_words)) is not None:
        return count
    j = k - 1
    before = w.lower[j]
    if before == "the" and j - 2 >= a and w.lower[j - 1] == "of" and w.lower[j - 2] in PARTS:
        # "region of the province", "the southern region of the province"
        return j - 3 if j - 3 >= a and w.content[j - 3] and w.lower[j - 3] not in claim_words else j - 2
    if before in claim_words or w.gap(k).strip():
        return None  # ("servitude-colonial": one word)
    if (before in ORDINALS or before in SIDES) and j >= a:  # "the sixth and seventh floors" for "every floor"
        while j - 2 >= a and w.lower[j - 1] in ("and", "or", "to") and (w.lower[j - 2] in ORDINALS
                                                                          or w.lower[j - 2] in SIDES):
            j -= 2
        return j
    model = False
    if before[0].isdigit():
        if not (j - 1 >= a and w.gap(j) == "" and w.caps[j - 1]):
            return None  # "20 units": a count, the figure checks' matter
        j, model = j - 1, True  # "K7 kettles": a model's letter and number
    elif w.gap(j) == "-":  # "read-heavy workloads"
        return j - 1 if j - 1 >= a and w.lower[j - 1] not in claim_words else None
    if not w.caps[j] or w.starts[j] == w.starts[a]:
        return None  # (capitalised because it opens the sentence)
    run = j
    while run - 1 >= a and w.caps[run - 1] and w.lower[run - 1] not in claim_words and not w.gap(run).strip():
        run -= 1
    # a model ("Model K7 kettles") or a name's part ("North Atlantic" for "the whole Atlantic": the
    # claim's noun a name too; "Westbrook Council" is only the name of "the council")
    return run if model or (w.caps[k] and w.lower[k] in claim_names) else None


#: the prepositions after which a count names some of a kind ("in three NHS regions")
_COUNT_LEADS = frozenset(["in", "at", "on", "across", "from", "for", "to"])
_SPANS = TIME_SPANS | {"night"}  # ("for 7 days", "for two nights": how long)


def _counted(w: Words, k: int, a: int, claim_words: set[str]) -> int | None:
    """A count of what the claim's universal word governs, right after a preposition, that the
    claim does not give: "in three NHS regions" for "in every NHS region", "at 20 sites" for "at
    every site" (some of them); the count's word, else None. Not "its 12 members" (a whole)."""
    j = k - 1
    while j > a and j >= k - 2 and w.lower[j] in claim_words and not w.lower[j][0].isdigit():
        j -= 1  # "three NHS regions": the claim's own words between the count and the noun
    low = w.lower[j]
    if j - 1 < a or low in claim_words or not (low in NUMBER_WORDS or low.isdigit()) or w.gap(j).strip() \
            or w.lower[j - 1] not in _COUNT_LEADS or (w.lower[j - 1] == "for" and w.stems[k] in _SPANS):
        return None  # (not "for 7 days": how long, not which of "every day")
    return j


#: restrictors that may be what is said rather than a bound on it ("sightlines are restricted")
_PREDICATES = frozenset(["restricted", "limited"])


def _restricts(w: Words, i: int) -> bool:
    """Word ``i`` bounds what the text says ("only", "restricted to"), not "views are restricted"."""
    low = w.lower[i]
    return low in RESTRICTORS and (low not in _PREDICATES or (i + 1 < len(w) and w.lower[i + 1] == "to"))


#: words after which a claim names what it sets aside ("rather than the stone mill", "instead of the ferry")
_SETS_ASIDE = (("rather", "than"), ("instead", "of"), ("other", "than"), ("except",), ("not",))


def _contrasted(claim: Words) -> set[str]:
    """The stems of the content words a claim sets aside (``_SETS_ASIDE``; up to four words, in its
    clause): a restriction of those in the source restricts nothing the claim says of all."""
    out: set[str] = set()
    for k in range(len(claim)):
        for cue in _SETS_ASIDE:
            if tuple(claim.lower[k:k + len(cue)]) == cue:
                out.update(claim.stems[j] for j in range(k + len(cue), min(len(claim), k + len(cue) + 4))
                           if claim.content[j] and not claim.breaks(j))
    return out


def restriction_hits(claim: Words, window: Words) -> list[Hit]:
    uni = [i for i in range(len(claim)) if _universal(claim, i)]
    if not uni or any(_restricts(claim, i) for i in range(len(claim))):
        return []
    said = {claim.lower[i] for i in range(len(claim)) if claim.lower[i] in _PREDICATES}
    # what a window sentence must carry of the claim (two words): not what the claim sets aside ("Every
    # batch went … rather than the stone mill" / "the stone mill was used only for demonstrations")
    carried = {claim.stems[i] for i in range(len(claim)) if claim.content[i] and claim.lower[i] not in UNIVERSAL
               } - _contrasted(claim)
    claim_words = set(claim.lower)
    claim_names = {claim.lower[i] for i in range(1, len(claim)) if claim.caps[i]}
    for i in uni:
        governed = {claim.stems[j] for j in claim.next_content(i, 3)} - {claim.stems[i]}
        if not governed:
            continue
        named = claim.next_content(i, 1)[0]  # "all rooms": the claim's words the hit names
        for a, b, stems in window.derived(sentence_stems, sentence_stems):
            if len(stems & carried) < 2:
                continue
            if not stems & governed and "only" not in window.lower[a:b]:
                continue  # "only" restricts whatever the sentence says; another restrictor must be about the same thing
            if any(_universal(window, k) for k in range(a, b)):
                continue  # the window says it of everything too
            for k in range(a, b):
                low = window.lower[k]
                # an age bound right after the governed word ("adults over 65"; not "no batch above 0.4%")
                age = (low in _AGE_BOUND and k > a and window.stems[k - 1] in governed and k + 1 < b
                       and window.lower[k + 1][0].isdigit() and window.lower[k - 2:k - 1] != ["no"])
                if low == "only" and k > a and window.lower[k - 1] in ARTICLES:
                    continue  # "the only vote in favour": says which one, restricts nothing
                if (low in RESTRICTORS and low not in said and not window.negated[k]) or age:
                    end = k + 1 if age else k
                    return [Hit(ConflictKind.SCOPE, f"claim says \u201c{claim.phrase(i, named)}\u201d; "
                                f"source restricts it: \u201c{window.phrase(k - 1 if age else k, end)}\u201d",
                                (i, named), (k - 1 if age else k, end))]
                part = _part_of(window, k, a, governed, claim_words, claim_names)
                if part is not None:
                    return [Hit(ConflictKind.SCOPE, f"claim says \u201c{claim.phrase(i, named)}\u201d; "
                                f"source: only \u201c{window.phrase(part, k)}\u201d", (i, named), (part, k))]
    return []


#: words by which a claim confines what it says to a part ("on the glacier tongue alone")
CONFINING = frozenset(["only", "alone", "solely", "exclusively"])
#: "only if", "only after": a condition, not a part
_CONDITION_NEXT = frozenset(["if", "when", "after", "before", "until", "once", "because", "where", "while"])


def _confined(w: Words, i: int) -> tuple[frozenset[str], int, int]:
    """The content stems of the part that word ``i`` confines the claim to, with the words from
    the confining word to the part's end: the words after "only" in its clause ("only on lots
    from the Baillie collection"), the words right before "alone" ("the glacier tongue alone");
    nothing for "the only", "not only", "only if"."""
    low = w.lower[i]
    if low not in CONFINING or w.negated[i] or (i > 0 and w.lower[i - 1] in ARTICLES | {"not"}) or (
            i + 1 < len(w) and w.lower[i + 1] in _CONDITION_NEXT):
        return frozenset(), i, i
    if low == "alone":
        k = i
        while k > 0 and w.content[k - 1] and not w.breaks(k) and i - k < 3:
            k -= 1
        return frozenset(w.stems[k:i]), k, i
    after = w.next_content(i, 4)
    return frozenset(w.stems[k] for k in after), i, after[-1] if after else i


def confined_hits(claim: Words, window: Words) -> list[Hit]:
    """The claim confines to a part what the sentence carrying it says of the whole: "measured on
    the glacier tongue alone" / "averaged over the whole glacier"; "charged only on lots from the
    Baillie collection" / "applies to all lots in this sale". The window's universal word governs
    a word of the claim's part, the part has a word that sentence lacks (the sub-part), and the
    sentence restricts nothing itself."""
    if CONFINING.isdisjoint(claim.lower):
        return []
    content = claim.derived(content_stems, content_stems)
    for i in range(len(claim)):
        part, lo, hi = _confined(claim, i)
        if not part:
            continue
        for a, b, stems in window.derived(sentence_stems, sentence_stems):
            if len(stems & content) < 2 or not part - stems or any(
                    window.lower[k] in RESTRICTORS or window.lower[k] in CONFINING for k in range(a, b)):
                continue
            for k in range(a, b):
                if not _universal(window, k) or window.lower[k] == "across":
                    continue
                governed = window.next_content(k, 2)
                if any(window.stems[g] in part for g in governed):
                    return [Hit(ConflictKind.SCOPE, f"claim says \u201c{claim.phrase(lo, hi)}\u201d; source says it "
                                f"of \u201c{window.phrase(k, governed[-1])}\u201d", (lo, hi), (k, governed[-1]))]
    return []


#: words by which a claim gives an age itself ("older adults", "adults over 65")
_AGE_WORDS = frozenset(["aged", "older", "elderly", "senior", "seniors", "younger", "age"]) | _AGE_BOUND


def age_hits(claim: Words, window: Words) -> list[Hit]:
    """A group the claim names without an age that the sentence carrying it gives only within
    one: "Vaccine uptake among adults reached 78.4%" / "among adults aged 65 and over reached 78.4%"."""
    if "aged" not in window.lower or not _AGE_WORDS.isdisjoint(claim.lower):
        return []
    content = {claim.stems[i] for i in range(len(claim)) if claim.content[i]}
    for a, b, stems in window.derived(sentence_stems, sentence_stems):
        if len(stems & content) < 3:
            continue
        for k in range(a + 1, b - 1):
            if window.lower[k] != "aged" or not window.lower[k + 1][0].isdigit() or not window.content[k - 1]:
                continue
            noun = window.stems[k - 1]
            i = next((i for i in range(len(claim)) if claim.content[i] and claim.stems[i] == noun), None)
            if i is not None:
                return [Hit(ConflictKind.SCOPE, f"claim says \u201c{claim.phrase(i)}\u201d; source restricts it: "
                            f"\u201c{window.phrase(k - 1, k + 1)}\u201d", (i, i), (k - 1, k + 1))]
    return []


#: words by which a source says a part is left out of what the rest of it says ("Travel to the
#: capital is not affected", "the limit for its jets is unchanged", "villages … are exempt")
LEFT_OUT = frozenset(["unaffected", "unchanged", "exempt", "exempted", "excluded", "spared"])
#: the same, after a denial ("not affected", "does not apply")
LEFT_OUT_DENIED = frozenset(["affected", "covered", "included", "apply", "applies", "changed", "subject"])
_LEFT_OUT_STEMS = frozenset(stem(low) for low in LEFT_OUT | LEFT_OUT_DENIED)
#: a claim with one of these says the part is left out itself ("will carry on as normal, whereas …")
_SAYS_LEFT_OUT = LEFT_OUT | frozenset(["except", "excluding", "outside", "apart", "besides", "not", "no", "never",
                                        "normal", "usual", "whereas", "unlike", "only"])


def left_out_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The claim takes in a part the source leaves out: "advises against travel to Kessova,
    including the capital, Dravna" against "Travel to the capital, Dravna, … is not affected by
    this advice"; "lowered its crosswind limit for its whole fleet, jets included" against "…; the
    limit for its four jets is unchanged". The left-out part (the content words before "not
    affected" in its clause) is at least half in the claim, two words at least, and the claim
    also carries two words of what the part is left out of (the clause before it or the sentence
    before); the claim denies nothing."""
    if any(low in _SAYS_LEFT_OUT or low.endswith("n't") for low in claim.lower):
        return []
    spans = sorted({sp for s in _LEFT_OUT_STEMS if s in index.positions for sp in index.token_spans(s)})
    if not spans:
        return []
    mine = claim.derived(content_stems, content_stems)
    for sp in spans:
        sw = sentence_words(sp)
        for start, k, part in sw.derived(_left_out_parts, _left_out_parts):
            held = part & mine
            if len(held) < 2 or 2 * len(held) < len(part):
                continue
            if start > 0:  # what the part is left out of: the clause before it, else the sentence before
                rest = {sw.stems[j] for j in range(start) if sw.content[j]}
            else:
                rest = sentence_words(sp - 1).derived(content_stems, content_stems) if sp > 0 else frozenset()
            if len((rest - part) & mine) < 2:
                continue
            said = [i for i in range(len(claim)) if claim.content[i] and claim.stems[i] in held]
            first = said[-1]
            for i in reversed(said[:-1]):  # the last run of them, no more than four words apart
                if first - i > 4:
                    break
                first = i
            return [(Hit(ConflictKind.SCOPE, f"claim takes in \u201c{claim.phrase(first, said[-1])}\u201d; source: "
                         f"\u201c{sw.phrase(start, k)}\u201d", (first, said[-1]), (start, k)), sw)]
    return []


def _left_out_parts(w: Words) -> list[tuple[int, int, frozenset[str]]]:
    """Each part a sentence says is left out: (the clause's first word, the left-out word, the
    part's content stems)."""
    out = []
    for k in range(1, len(w)):
        low = w.lower[k]
        if (low in LEFT_OUT or low in LEFT_OUT_DENIED) and (low in LEFT_OUT) != _denied_before(w, k):
            start = _part_start(w, k)  # "is not affected", "is unchanged"; not "cannot be excluded"
            out.append((start, k, frozenset(_part(w, start, k))))
    return out


def _denial(low: str) -> bool:
    return low in ("not", "never", "no", "cannot") or low.endswith("n't")


def _denied_before(w: Words, k: int) -> bool:
    return any(_denial(w.lower[j]) for j in range(max(0, k - 3), k))


def _part_start(w: Words, k: int) -> int:
    """Where the clause that ends in the left-out word at ``k`` starts: after a semicolon, colon
    or a clause-opening word ("but", "while"), else the sentence's start."""
    for j in range(k - 1, 0, -1):
        if w.lower[j] in _PART_OPENERS:
            return j + 1
        if w.gap(j).strip()[-1:] in (";", ":"):
            return j
    return 0


_PART_OPENERS = frozenset(["but", "while", "whereas", "although", "though"])


def _part(w: Words, start: int, k: int) -> set[str]:
    """The content stems of words ``start..k-1``, an aside between commas that opens with "which",
    "who" or "where" left out ("Customers in Orlby, which draws on a separate reservoir, are …")."""
    out, aside = set(), False
    for j in range(start, k):
        gap = w.gap(j)
        if "," in gap:
            aside = w.lower[j] in ("which", "who", "where", "whose")
        if not aside and w.content[j] and not _denial(w.lower[j]):
            out.add(w.stems[j])
    return out
