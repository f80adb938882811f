"""The reach of a negation in a sentence's words: which words are denied, nearly denied (a cue a
few words before them), or in a clause with a denial at all (``denials``, what the negation and
absence checks read). ``conflict_text`` marks the word each cue governs (``Words.negated``);
this reads the rest: a denied subject ("No one on board was injured"), a reporting verb ("never
reported a profit"), a list the cue runs on into ("cannot bring dependants, extend the permit or
convert it"); and when a word said one way and the other is said of different things
(``said_apart``, ``clause_stems``)."""

from __future__ import annotations

from reviewer.judges.conflict_text import (
    _AUXILIARIES,
    _SCOPE_BREAK_WORDS,
    ARTICLES,
    RELATIONS,
    Words,
    _fail_denied,
    _is_cue,
    opens_sentence,
)

DENIAL_REACH = 4  # words after a negation cue, in its clause, that it still denies
_SUBJECT_DENIALS = frozenset(["none", "nobody", "nothing", "no", "neither"])
_VERB_OPENERS = _AUXILIARIES | frozenset(["has", "had", "have"])
_CONDITIONS = frozenset(["until", "unless", "till"])
_STOPS = frozenset(["stop", "stops", "stopped", "cease", "ceases", "ceased", "quit", "quits", "suspend", "suspends",
                    "suspended", "halt", "halts", "halted"])
_FORMERLY = frozenset(["previously", "formerly", "once"])
#: "no reports of fires", "no sign of damage", "no record of a payment": what they would report is denied
_REPORT_NOUNS = frozenset(["reports", "report", "sign", "signs", "record", "records", "trace", "traces",
                           "cases", "case", "mention"])
_REPORTING_VERBS = frozenset(["reported", "report", "reports", "recorded", "record", "posted", "post", "turned",
                              "turn", "made", "make", "achieved", "achieve", "showed", "show"])
#: where a denied subject's sentence ends: a scope break that is no relative clause
_CONTRASTS = _SCOPE_BREAK_WORDS - {"which", "who", "because"}
#: a denied subject with one of these verbs is itself denied: "No changes were made" (no changes)
_FOUND_VERBS = frozenset(["made", "reported", "recorded", "found", "observed", "detected", "seen", "identified",
                          "noted", "logged", "filed", "issued"])
_PAST = frozenset(["died", "won", "lost", "made", "took", "went", "came", "saw", "met", "paid", "sold", "said", "got",
                   "held", "led", "left", "ran", "grew", "fell", "rose", "knew", "found", "gave", "told", "wrote"])


def denials(w: Words) -> tuple[list[bool], list[bool], list[bool]]:
    """``(denied, nearly, negative)`` per word, what the negation check reads (through
    ``w.derived(denials, denials)``):

    * ``denied``: the word is said under a negation: its cue governs it (``negated``), or the
      clause opens with a denied subject and the word comes after the clause's verb ("No one on
      board was injured", "None of the port's cranes were replaced"); such a subject is not itself
      denied ("No month has been hotter" says nothing against a month);
    * ``nearly``: ``denied``, or a cue precedes the word in its clause by at most
      ``DENIAL_REACH`` words ("did not pay a dividend" denies the dividend too): too loose to
      contradict anything, enough to agree with a claim that denies it;
    * ``negative``: the word's clause holds a negation cue at all ("The agency expects no
      shortages" asserts nothing plainly)."""
    n = len(w.lower)
    denied = list(w.negated)
    nearly = list(w.negated)
    negative = [False] * n
    listed: list[int] = []  # where a clause with a plain cue ends
    start = 0
    for end in range(1, n + 1):
        if end < n and not (w.breaks(end) or w.lower[end] in _SCOPE_BREAK_WORDS):
            continue
        cues = [c for c in range(start, end) if _is_cue(w, c)]
        if cues or any(w.lower[c] == "instead" or (w.lower[c] == "rather" and c + 1 < n and w.lower[c + 1] == "than")
                       for c in range(start, end)):
            for k in range(start, end):
                negative[k] = True  # ("seen on a reservoir rather than on the lake": a denial too)
        for c in cues:
            if c <= start + 1 and w.lower[c] in _SUBJECT_DENIALS and not (
                    c + 1 < end and w.lower[c + 1] in ("longer", "more", "less", "fewer", "sooner", "later")):
                # the sentence's verb, past a relative clause ("None of the participants who
                # received the vaccine died"): its auxiliary ("was injured"), or a past tense ("died")
                stop = next((k for k in range(c + 1, n) if w.breaks(k)
                             or w.lower[k] in _CONTRASTS and not _adverb_yet(w, k)), n)
                verb = _main_verb(w, c, stop)
                if verb is None and w.lower[c] == "no" and c + 1 < end and w.lower[c + 1] in _REPORT_NOUNS:
                    # "… and no reports of fires": no clause, a denied report; what it reports is denied
                    obj = next((j for j in range(c + 2, min(end, c + 5)) if w.content[j]), None)
                    if obj is not None:
                        denied[obj] = nearly[obj] = True
                    continue
                for k in range(c + 1, verb if verb is not None else stop):
                    denied[k] = nearly[k] = False  # the subject ("one", "month", "port's cranes")
                if verb is not None:  # the predicate: "was injured", "died" (not "in the storm")
                    head = verb if w.lower[verb] not in _VERB_OPENERS else next(
                        (k for k in range(verb + 1, stop) if w.content[k]), None)
                    if head is not None:
                        # when the verb only says the subject was there ("No changes were made",
                        # "No side effects were reported", "no damage found"), the subject's noun
                        # (the last of its first words) is denied in its place: what was not
                        # found, not the finding ("found the scaffold safe" agrees)
                        noun, k = c, c + 1  # (past a word that is no noun: "no further strikes were recorded")
                        while w.lower[head] in _FOUND_VERBS and k < verb and k <= c + 3:
                            if w.content[k]:
                                noun = k
                            elif noun > c:
                                break
                            k += 1
                        nearly[head] = True
                        denied[head] = noun == c
                        if noun > c:
                            denied[noun] = nearly[noun] = True
            elif any(w.lower[k] in _CONDITIONS for k in range(c + 1, end)):
                for k in range(c + 1, end):  # "will not be eligible until he has served half": a condition
                    denied[k] = nearly[k] = False
            else:
                listed.append(end)
                for k in range(c + 1, min(end, c + 1 + DENIAL_REACH)):
                    nearly[k] = True
                    # a verb that only reports its object denies the object too: "has never reported
                    # a profit", "did not post a gain" (not "did not pay a dividend": the paying)
                    if denied[k] and w.lower[k] in _REPORTING_VERBS:
                        obj = next((j for j in range(k + 1, min(end, k + 4)) if w.content[j]), None)
                        if obj is not None:
                            denied[obj] = nearly[obj] = True
                        break
        start = end
    for end in listed:  # "cannot bring dependants, extend the permit or convert it": the list's items too
        for k in _list_heads(w, end):
            nearly[k] = negative[k] = True
    for k in range(n - 1):
        if w.lower[k + 1] == "free" and w.gap(k + 1) == "-" and w.content[k]:
            denied[k] = nearly[k] = negative[k] = True  # "symptom-free for 48 hours": no symptoms
        if w.lower[k] in _STOPS and w.lower[k + 1].endswith("ing") and w.content[k + 1] and not _from_a_time(w, k + 2):
            denied[k + 1] = nearly[k + 1] = True  # "will stop serving Eastfield": the serving is denied
            # (not "must stop eating at 2.30 am": eating until then)
        elif w.lower[k] in _FORMERLY:  # "which previously served Eastfield": no longer, in effect
            nearly[k + 1] = True
    return denied, nearly, negative


def _from_a_time(w: Words, k: int) -> bool:
    """A time follows at word ``k`` ("at 2.30 am", "by 6 pm", "from midnight"), its clause unbroken."""
    return k + 1 < len(w) and w.lower[k] in ("at", "by", "from") and not w.breaks(k) and not w.breaks(k + 1) and (
        w.lower[k + 1][0].isdigit() or w.lower[k + 1] in ("midnight", "noon", "midday"))


_LIST_ENDS = frozenset(["or", "nor", "and"])


def _list_heads(w: Words, end: int) -> list[int]:
    """The first content word of each item of a short list that goes on after a comma at word
    ``end`` ("…, extend the permit or convert it"), and of the item after its last "or" / "and";
    none unless an item of at most six words holds that "or" / "and"."""
    n = len(w.lower)
    if end >= n or "," not in w.gap(end):
        return []
    heads: list[int] = []
    start = end
    while start < n and len(heads) < 4:
        stop = next((k for k in range(start + 1, n) if w.breaks(k)), n)
        first = w.lower[start]
        if w.caps[start] or first in _SCOPE_BREAK_WORDS or not w.content[start]:
            return []  # a new sentence, a "but …", a subject ("…, the board can …")
        joint = next((k for k in range(start + 1, min(stop, start + 6)) if w.lower[k] in _LIST_ENDS), None)
        heads.append(start)
        if joint is not None:
            after = next((k for k in range(joint + 1, stop) if w.content[k]), None)
            return heads + ([after] if after is not None else [])
        if stop - start > 6 or stop >= n or "," not in w.gap(stop):
            return []
        start = stop
    return []


#: the prepositions after a participle that describes the noun before it ("the cubes tested at
#: seven days", "the patients treated with the drug")
_PARTICIPLE_PREPOSITIONS = frozenset(["at", "in", "on", "by", "with", "from", "during", "after", "before", "under",
                                      "for", "since", "over"])


#: words before a participle that make it an adjective of the noun after it ("the shredded paper")
_DETERMINERS = frozenset(["the", "a", "an", "this", "that", "these", "those", "its", "their", "his", "her", "our",
                          "your", "any"])


def _main_verb(w: Words, c: int, stop: int) -> int | None:
    """The verb of a denied subject's sentence (words ``c + 1 .. stop``): its auxiliary ("was
    injured") or a past tense ("died"); past a participle that describes the subject's noun
    when a verb comes after it ("None of the three cubes tested at seven days reached 30 N/mm²":
    what is denied is the reaching, not the testing), or a participle after a determiner that
    names the noun ("None of the shredded paper goes to landfill": the going, not the shredding)."""
    verbs = [k for k in range(c + 1, stop) if w.lower[k] in _VERB_OPENERS
             or (w.content[k] and (w.lower[k].endswith("ed") or w.lower[k] in _PAST))]
    for j, k in enumerate(verbs):
        if j + 1 < len(verbs) and w.lower[k].endswith("ed") and w.content[k - 1] and \
                w.lower[k - 1] not in _VERB_OPENERS and w.lower[k + 1 : k + 2] and \
                w.lower[k + 1] in _PARTICIPLE_PREPOSITIONS:
            continue
        if w.lower[k].endswith("ed") and w.lower[k - 1] in _DETERMINERS and \
                k + 1 < stop and w.content[k + 1] and w.lower[k + 1] not in _VERB_OPENERS and k + 1 not in verbs:
            continue  # "None of the shredded paper … goes to landfill": a participle that names the noun
        return k
    return None


def _adverb_yet(w: Words, k: int) -> bool:
    """"yet" after an auxiliary is an adverb ("No hornet has yet been confirmed"), not "but"."""
    return w.lower[k] == "yet" and k > 0 and w.lower[k - 1] in _VERB_OPENERS


#: "thought to have overtaken", "believed to be": a report of what is held, said of anything
_HELD_TO = frozenset(["thought", "believed", "understood", "said"])


def not_a_deed(claim: Words, i: int) -> bool:
    """Claim word ``i`` asserts no deed of its own: "thought to have overtaken" (a hedge), or a
    gerund that opens the claim and names an activity ("Taking part involves two visits")."""
    low = claim.lower[i]
    return (low in _HELD_TO and i + 1 < len(claim) and claim.lower[i + 1] == "to") or (i == 0 and low.endswith("ing"))


def heading_gerund(w: Words, k: int, said: str) -> bool:
    """``not_a_deed``'s gerund, in a source: word ``k`` opens a sentence as a gerund naming what the
    sentence is about ("Charging speed depends on the vehicle"), where the claim's word ``said`` is
    a verb ("will not be charged"): no deed is said there."""
    return opens_sentence(w, k) and w.lower[k].endswith("ing") and not said.endswith("ing") and k + 1 < len(w) \
        and w.content[k + 1] and not w.caps[k + 1] and w.gap(k + 1) == " "


#: words whose denial is about what follows them ("not expected to be repaid in full", "not likely
#: to reopen"): the claim and the source speak of the same thing only if that is the same
RAISING = frozenset(["expected", "likely", "due", "set", "going", "able", "intended", "planned", "scheduled"])
_TO_COMPLEMENT = frozenset(["to", "be", "been", "have", "get"])


def _complement(w: Words, k: int) -> str | None:
    """The stem of the first content word after "<raising word> to [be]" at ``k``, or None."""
    j = k + 1
    while j < len(w) and j <= k + 3 and w.lower[j] in _TO_COMPLEMENT:
        j += 1
    return w.stems[j] if j < len(w) and j > k + 1 and w.content[j] else None


def said_apart(claim: Words, i: int, window: Words, places: list[int]) -> bool:
    """The claim's word ``i`` and the window's ``places`` (one side denied, the other not) are said
    of different things: a raising word ("expected") of another complement ("not expected to be
    repaid" / "expected to suffer a shortfall"); a relation the claim denies ("but not for soaps")
    that the window does not state of the word at all ("Class 3 goods (soaps, skin creams)")."""
    if claim.lower[i] in RAISING:
        mine = _complement(claim, i)
        return mine is not None and all(_complement(window, k) not in (mine, None) for k in places)
    j = _relation(claim, i)
    if j is None or j == 0 or claim.lower[j - 1] not in ("not", "never"):
        return False
    return all((r := _relation(window, k)) is None or window.lower[r] != claim.lower[j] for k in places)


def _relation(w: Words, k: int) -> int | None:
    """The index of the preposition whose phrase word ``k`` heads ("for soaps", "in the old town"),
    or None."""
    j = k - 1
    while j >= max(0, k - 3) and not w.breaks(j + 1) and (w.content[j] or w.lower[j] in ARTICLES):
        j -= 1
    return j if j >= 0 and not w.breaks(j + 1) and w.lower[j] in RELATIONS else None


def clause_stems(w: Words, i: int) -> frozenset[str]:
    """The stems of the other content words of word ``i``'s clause; none when fewer than two ("but
    he can try again with a colour from the approved palette": what the claim says the palette of)."""
    a, b = w.clause(i)
    out = frozenset(w.stems[j] for j in range(a, b) if w.content[j] and w.stems[j] != w.stems[i])
    return out if len(out) >= 2 else frozenset()


#: a word negated with one of these after it is denied a degree, not denied ("did not sell well")
DEGREE = frozenset(["well", "much", "enough", "fully", "entirely", "completely", "quite", "very", "long", "far",
                    "significantly", "substantially", "greatly", "widely"])


def by_degree(w: Words, k: int) -> bool:
    """Word ``k`` is denied a degree, not denied: "did not sell well"."""
    return w.negated[k] and k + 1 < len(w) and w.lower[k + 1] in DEGREE


def cue_before(w: Words, k: int) -> int:
    """The negation cue governing word ``k`` (for the highlighted span), or ``k`` itself."""
    for j in range(k - 1, max(-1, k - 10), -1):
        if not w.negated[j] and not w.content[j] and not w.is_number(j):
            low = w.lower[j]
            if low in ("not", "no", "never", "neither", "nor", "without", "cannot") or low.endswith("n't") \
                    or low in ("fail", "failed", "fails", "lack", "lacks", "lacked", "unable", "none", "nothing"):
                return j - 1 if _fail_denied(w, j) else j  # ("not fail its inspection": both denials shown)
    return k


def denied_phrase(w: Words, k: int) -> str:
    """A denied word with the cue that denies it ("not required", "unable to land")."""
    j = cue_before(w, k)
    return w.phrase(j, k)


_FUTURE = frozenset(["will", "shall"])
_PAST_AUXILIARIES = frozenset(["could", "was", "were", "did", "had", "couldn't", "wasn't", "weren't", "didn't",
                               "hadn't"])


def later_than_denied(claim: Words, i: int, window: Words, k: int) -> bool:
    """The claim says its word ``i`` will be done ("which are to be inspected at the next port call",
    "will be checked") where the window denies it was done ("could not be inspected", "was not
    paid"): a plan after a failure, not its denial."""
    before = claim.lower[max(0, i - 3) : i]
    if not (_FUTURE.intersection(before) or claim.lower[max(0, i - 2) : i] == ["to", "be"]):
        return False
    j = cue_before(window, k)
    return window.lower[j] in _PAST_AUXILIARIES or (j > 0 and window.lower[j - 1] in _PAST_AUXILIARIES)


def denied_further_on(claim: Words, i: int, window: Words, k: int) -> bool:
    """The window asserts word ``k`` of one thing and, further on in its clause, denies it of another
    with no verb of its own ("exempt from the waiting restriction on Kiln Lane but not on Cordwainer
    Road"), and that other is what the claim denies it of ("not exempt from the waiting ban on
    Cordwainer Road"): the claim denies it where the window does too."""
    end = window.clause(k)[1]
    lo, hi = claim.clause(i)
    mine = {claim.stems[j] for j in range(lo, hi) if claim.content[j] and j != i}
    for j in range(k + 1, end - 2):
        if window.lower[j] == "not" and window.lower[j + 1] in RELATIONS and window.lower[j - 1] in ("but", "and"):
            if any(window.content[t] and window.stems[t] in mine for t in range(j + 2, min(end, j + 6))):
                return True
    return False
