"""Contradictions of name: a person, place, organisation or product the claim names that the
source never names, where the evidence window has a different name in the same slot
("Pfizer announced the merger" against "Moderna announced the merger"; "Chief executive John
Park said" against "Chief executive Maria Lopez said": a name of several words is one slot).

And attribution: a claim that puts the statement in someone's mouth ("Smith said …",
"according to Smith") when the source never names that person, while the window carries the
statement, misattributes it; the window's own speaker, if it has one, is the rival."""

from __future__ import annotations

from collections.abc import Callable

from rapidfuzz.distance import Levenshtein

from reviewer.judges.conflict_binding import TITLES
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words, opens_sentence
from reviewer.model import ConflictKind
from reviewer.text import stem

_NOT_NAMES = frozenset(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
     "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
     "i", "mr", "mrs", "ms", "dr", "prof", "st",
     # titles, written out or cut short ("Cllr" / "Councillor" name no one by themselves)
     "cllr", "councillor", "professor", "rev", "revd", "reverend", "capt", "captain", "sgt", "sergeant", "insp",
     "inspector", "supt", "superintendent", "det", "detective", "mx", "sir", "dame",
     # sentence openers, capitalised by position only
     "according", "although", "however", "despite", "following", "meanwhile", "additionally", "moreover",
     "furthermore", "overall", "today", "yesterday", "instead", "unlike", "whereas", "nevertheless",
     # approximations and sentence adverbs ("Roughly 6,500 cans …" against "Around 18,000 cans")
     "roughly", "approximately", "nearly", "almost", "around", "about", "some", "just", "only", "barely",
     "initially", "finally", "originally", "previously", "currently", "recently", "eventually", "ultimately",
     "subsequently", "altogether", "collectively", "unfortunately", "fortunately", "notably", "similarly",
     "consequently", "therefore", "thus", "hence", "still", "also", "later", "earlier", "since",
     # shares, which open a sentence as often as a name does ("Half of the dials have cracked glass")
     "half", "quarter", "quarters", "third", "thirds", "majority", "minority", "twice"])


def name_words(w: Words) -> list[int]:
    return [i for i in range(len(w)) if w.caps[i] and w.content[i] and w.lower[i] not in _NOT_NAMES
            and not w.text[w.starts[i]:w.ends[i]].isupper()  # acronyms: expansions are not checked
            and not _opening_participle(w, i)]


#: after a participle that opens a sentence, these say it is one ("Seen from Kestrel Ridge, …")
_PARTICIPLE_NEXT = frozenset(["from", "by", "in", "at", "on", "with", "for", "after", "during", "under", "near",
                              "as", "between", "across", "over"])
_IRREGULAR_PARTICIPLES = frozenset(["born", "built", "seen", "written", "made", "held", "known", "led", "found",
                                    "given", "shown", "taken", "set", "run", "sold", "bought", "chosen", "driven",
                                    "beaten", "proven", "drawn", "grown", "flown", "worn", "sung", "begun"])


def _opening_participle(w: Words, i: int) -> bool:
    """Word ``i`` opens a sentence as a participle, not a name: "Seen from …", "Founded in …",
    "Born in …" (an -ed form of six letters or more, or an irregular one, before a preposition;
    not "-ing" nor "-en" alone, which end names as often: "Reading on Saturday beat …", "Owen")."""
    low = w.lower[i]
    return (i + 1 < len(w) and w.lower[i + 1] in _PARTICIPLE_NEXT and opens_sentence(w, i)
            and ((len(low) >= 6 and low.endswith("ed") and not low.endswith("med")) or low in _IRREGULAR_PARTICIPLES))


#: verbs that attribute a statement to its subject ("Smith said", "said Smith")
SPEECH = frozenset(
    ["said", "says", "say", "told", "tells", "stated", "states", "claimed", "claims", "argued", "argues",
     "announced", "announces", "wrote", "writes", "reported", "reports", "promised", "promises", "warned",
     "warns", "added", "adds", "insisted", "insists", "noted", "notes", "explained", "explains", "admitted",
     "admits", "declared", "declares", "pledged", "pledges", "vowed", "vows", "asserted", "asserts",
     "called", "calls", "described", "describes", "predicted", "predicts", "acknowledged", "acknowledges"])


def name_runs(w: Words, names: list[int]) -> list[tuple[int, int]]:
    """Consecutive name words separated by spaces only, as (first, last) word ranges."""
    out: list[tuple[int, int]] = []
    for i in names:
        if out and out[-1][1] == i - 1 and not w.gap(i).strip():
            out[-1] = (out[-1][0], i)
        else:
            out.append((i, i))
    return out


def _speaker(w: Words, run: tuple[int, int]) -> bool:
    """The run is the subject of a speech verb: "Smith said", "said Smith", "according to Smith"."""
    a, b = run
    if b + 1 < len(w) and w.lower[b + 1] in SPEECH and not w.gap(b + 1).strip():
        return True
    if b + 2 < len(w) and w.gap(b + 1).strip() == "(" and w.gap(b + 2).strip() == ")" and w.lower[b + 2] in SPEECH:
        return True  # "the UK Health Security Agency (UKHSA) said"
    if a >= 1 and w.lower[a - 1] in SPEECH and not w.gap(a).strip():
        return True
    return a >= 2 and w.lower[a - 2] == "according" and w.lower[a - 1] == "to"


def _subject(w: Words, run: tuple[int, int]) -> bool:
    """The run opens its sentence, after titles at most ("Dr. Priya Nair, …")."""
    a = run[0]
    while a > 0 and w.lower[a - 1] in TITLES and not opens_sentence(w, a):
        a -= 1
    return opens_sentence(w, a)


def _said_of(w: Words, b: int, n: int = 2) -> list[str]:
    """The stems of the first ``n`` content words after word ``b`` in its sentence (commas
    crossed: an apposition says what the name is), or [] when the sentence has fewer."""
    out = []
    for k in range(b + 1, len(w)):
        if opens_sentence(w, k):
            break
        if w.content[k]:
            out.append(w.stems[k])
            if len(out) == n:
                return out
    return []


def _described_alike(claim: Words, i: int, window: Words, k: int) -> bool:
    """Two one-word names with the same apposition after them (the first two content words after
    a comma), or both opening their sentence as owners ("Spain's …" / "Portugal's …") with two
    of the next three content words the same."""
    if claim.gap(i + 1).strip() == "," if i + 1 < len(claim) else False:
        if k + 1 < len(window) and window.gap(k + 1).strip() == ",":
            mine = _said_of(claim, i)
            return bool(mine) and mine == _said_of(window, k)
        return False
    if claim.lower[i].endswith("'s") and window.lower[k].endswith("'s") and _subject(claim, (i, i)) \
            and _subject(window, (k, k)):  # (a capitalised first word is no name unless it owns something)
        mine, theirs = _said_of(claim, i, 3), _said_of(window, k, 3)
        return len(set(mine) & set(theirs)) >= 2
    return False


def _neighbours(w: Words, run: tuple[int, int]) -> tuple[list[str], list[str]]:
    return ([w.stems[j] for j in w.prev_content(run[0], 1)], [w.stems[j] for j in w.next_content(run[1], 1)])


def _run_hits(claim: Words, window: Words, claim_runs: list[tuple[int, int]], window_runs: list[tuple[int, int]],
              unknown: Callable[[int], bool]) -> list[Hit]:
    """A several-word name of the claim the source lacks, where the window has another name run
    between the same neighbours; or a speaker the source never names at all."""
    claim_lower = set(claim.lower)
    rivals = [r for r in window_runs if any(window.lower[k] not in claim_lower for k in range(r[0], r[1] + 1))]
    for run in claim_runs:
        if not any(unknown(i) for i in range(run[0], run[1] + 1)):
            # the source names it, not here: only a rival run between the same two words counts
            # ("the ship Canton of New Bedford to windward" / "the ship Canton of Fairhaven to windward")
            hit = _known_run_hit(claim, window, run, rivals)
            if hit is not None:
                return [hit]
            continue
        left, right = _neighbours(claim, run)
        owner = _owner(claim, run[0])
        for r in rivals:
            if _short_name(claim, run[0], window, r[0]):
                continue
            # the same owner: "Dr Hannah Voss of York Archaeological Trust" / "… of Leeds Archaeology Unit"
            if owner is not None and owner == _owner(window, r[0]):
                return [Hit(ConflictKind.ENTITY, f"claim names {claim.phrase(*run)}; source: {window.phrase(*r)}",
                            run, r)]
            w_left, w_right = _neighbours(window, r)
            # both neighbours, and the same: a lone neighbour is too weak a slot for a whole run
            # ("Although Brits are visa-exempt" is no rival of "Mexican visitors are visa-exempt")
            if run[1] > run[0] and left and right and w_left == left and w_right == right:
                return [Hit(ConflictKind.ENTITY, f"claim names {claim.phrase(*run)}; source: {window.phrase(*r)}",
                            run, r)]
            # the subject of both sentences, said the same of ("Dr. James Whitaker, the trust's
            # medical director, called …" against "Dr. Priya Nair, the trust's medical director, said …")
            if run[1] > run[0] and r[1] > r[0] and _subject(claim, run) and _subject(window, r) and \
                    (after := _said_of(claim, run[1])) and after == _said_of(window, r[1]):
                return [Hit(ConflictKind.ENTITY, f"claim names {claim.phrase(*run)}; source: {window.phrase(*r)}",
                            run, r)]
        if _speaker(claim, run) and 2 * sum(1 for i in range(run[0], run[1] + 1) if unknown(i)) > run[1] - run[0] + 1:
            said = [r for r in rivals if _speaker(window, r)]
            if not said and any(low in SPEECH for low in window.lower):
                continue  # "he said", "the minister said": a speaker the window does not name may be theirs
            target = said[0] if said else (0, len(window) - 1)
            rival = f"source: {window.phrase(*said[0])}" if said else "the source never names them"
            return [Hit(ConflictKind.ENTITY, f"claim attributes this to {claim.phrase(*run)}; {rival}", run, target)]
    return []


def _known_run_hit(claim: Words, window: Words, run: tuple[int, int], rivals: list[tuple[int, int]]) -> Hit | None:
    """A several-word name of the claim that the source names elsewhere but not in this window,
    where the window has another name between the same two neighbouring words."""
    if run[1] == run[0] or any(claim.lower[i] in window.lower for i in range(run[0], run[1] + 1)):
        return None
    left, right = _neighbours(claim, run)
    if not (left and right):
        return None
    for r in rivals:
        if _neighbours(window, r) == (left, right) and not _short_name(claim, run[0], window, r[0]):
            return Hit(ConflictKind.ENTITY, f"claim names {claim.phrase(*run)}; source: {window.phrase(*r)}", run, r)
    return None


def _short_name(claim: Words, i: int, window: Words, k: int) -> bool:
    """The window's name at ``k`` is the claim's at ``i`` with a short first name: "Al Kurtenbach"
    for "Aelred Kurtenbach" (the same next word, the same initial, three letters at most)."""
    first, other = claim.lower[i], window.lower[k]
    return i + 1 < len(claim) and k + 1 < len(window) and claim.lower[i + 1] == window.lower[k + 1] \
        and first != other and first[0] == other[0] and min(len(first), len(other)) <= 3


def _owner(w: Words, i: int) -> str | None:
    """The name a name at word ``i`` says where it is from or belongs to: "Lowe" for "Patricia
    Lowe of Kendal" (a name, "of", the name), else None."""
    if i >= 2 and w.lower[i - 1] == "of" and w.caps[i - 2] and w.content[i - 2] and not w.gap(i - 1).strip() \
            and not opens_sentence(w, i - 2):
        return w.stems[i - 2]
    return None


def _short_for(low: str, window: Words, window_names: list[int], alone: bool) -> bool:
    """The claim's one-word name (``alone``) is the short form of a several-word name of the window
    ("Fed" for "Federal Reserve"; not "Berg" for "Bergen")."""
    if not alone or len(low) < 3:
        return False
    names = set(window_names)
    return any(window.lower[k].startswith(low) and k + 1 in names and not window.gap(k + 1).strip()
               for k in window_names)


def entity_hits(claim: Words, window: Words, in_source: Callable[[str, str], bool]) -> list[Hit]:
    """``in_source(lower, stem)`` says whether the whole source has the word anywhere."""
    names = claim.derived(name_words, name_words)
    if not names or title_case(claim, names):
        return []  # title case: capitals say nothing
    claim_lower = set(claim.lower)
    window_names = window.derived(name_words, name_words)
    alone = {a for a, b in name_runs(claim, names) if a == b}

    def given(low: str) -> bool:  # the source has the word (or, for "MPs", "NGOs", its singular)
        return in_source(low, stem(low)) or (len(low) >= 3 and low.endswith("s") and in_source(low[:-1], low[:-1]))

    def unknown(i: int) -> bool:
        low = claim.lower[i]
        return low not in window.lower and not given(low) and not _short_for(low, window, window_names, i in alone)

    window_runs = window.derived(name_runs, lambda w: name_runs(w, window_names))
    hits = _run_hits(claim, window, name_runs(claim, names), window_runs, unknown)
    if hits:
        return hits
    claim_bare = {bare(low) for low in claim.lower}  # ("Riverside Rowing Club's" names the club)
    rivals = [k for k in window_names
              if window.lower[k] not in claim_lower and bare(window.lower[k]) not in claim_bare]
    if not rivals:
        return []
    for i in names:
        low = claim.lower[i]
        if low in window.lower or _short_for(low, window, window_names, i in alone) \
                or any(misspelt(low, window.lower[k]) or _short_name(claim, i, window, k) for k in rivals):
            continue
        left = [claim.stems[j] for j in claim.prev_content(i, 1)]
        right = [claim.stems[j] for j in claim.next_content(i, 1)]
        elsewhere = given(low)  # the source names it, not here: only a rival between the same two words counts
        owner, place = _owner(claim, i), _placed(claim, i)
        for k in rivals:
            if elsewhere:
                same = bool(left and right) and _neighbours(window, (k, k)) == (left, right) \
                    and bare(window.lower[k]) != bare(low)  # "Egypt's" / "Egypt"
            else:
                same = _same_slot(claim, i, window, k, owner, place, left, right)
            if same:
                run = next(r for r in window_runs if r[0] <= k <= r[1])
                return [Hit(ConflictKind.ENTITY, f"claim names {claim.phrase(i)}; source: {window.phrase(*run)}",
                            (i, i), run)]
    return []


def title_case(w: Words, names: list[int]) -> bool:
    """Most of the claim's content words are capitalised, the words that open a sentence (capitalised
    by position) aside: "Comet 12P was seen from the Kestrel Ridge Observatory in Arizona" is names,
    not a headline."""
    inner = sum(1 for i in names if not opens_sentence(w, i))
    return inner > 0.6 * max(1, sum(1 for i in range(len(w)) if w.content[i] and not opens_sentence(w, i)))


def _placed(w: Words, i: int) -> str | None:
    """The name a place at word ``i`` locates: "hospital" for "St Aldhelm's Hospital in Taunton" or
    "St Aldhelm's Hospital, Yeovil" (a name, then "in" or a comma, then the place), else None."""
    if i >= 1 and w.gap(i).strip() == "," and w.caps[i - 1] and w.content[i - 1] and not opens_sentence(w, i - 1):
        return w.stems[i - 1]
    if i >= 2 and w.lower[i - 1] == "in" and not w.gap(i - 1).strip() and w.caps[i - 2] and w.content[i - 2] \
            and not opens_sentence(w, i - 2):
        return w.stems[i - 2]
    return None


def _same_slot(claim: Words, i: int, window: Words, k: int, owner: str | None, place: str | None,
               left: list[str], right: list[str]) -> bool:
    """The window's name at ``k`` stands where the claim's name at ``i`` does."""
    if owner is not None and owner == _owner(window, k) or place is not None and place == _placed(window, k):
        return True  # "Mrs Patricia Lowe of Keswick" / "… of Kendal"; "St Aldhelm's Hospital in Taunton" / "…, Yeovil"
    # described the same: "Phobos, the smaller of Mars's two moons" / "Deimos, the smaller of
    # Mars's two moons"; "Spain's accident investigation commission" / "Portugal's air accident
    # investigation office", both the sentence's subject
    if _described_alike(claim, i, window, k):
        return True
    # the same neighbours: every neighbour the claim's name has, the rival has too
    return bool(left or right) and (not left or [window.stems[j] for j in window.prev_content(k, 1)] == left) \
        and (not right or [window.stems[j] for j in window.next_content(k, 1)] == right)


def bare(low: str) -> str:
    """A name without its possessive ending ("egypt's" → "egypt")."""
    return low[:-2] if low.endswith(("'s", "’s")) else low


def misspelt(a: str, b: str) -> bool:
    """One name is the other with one letter added, dropped or changed ("Europe's" / "Euroupe's"):
    a slip of spelling, not another name (five letters at least: "Mali" / "Bali" are two)."""
    return min(len(a), len(b)) >= 5 and Levenshtein.distance(a, b, score_cutoff=1) <= 1
