"""Prefix negation: "disproportionate" against "proportionate", "unchanged" against "changed",
"non-smokers" against "smokers".

A word of the claim that is a negating prefix (un-, in-, im-, il-, ir-, dis-, non-) plus a word
the evidence window states plainly — or the other way round — is a contradiction, when neither
side negates it otherwise ("not proportionate" agrees with "disproportionate") and neither side
also says the other form. Only prefixes that negate are read as such:

* ``un-`` before any word of five letters or more (unexpected, unchanged, unlikely), but not the
  few where it reveals (uncovered, unveiled, unearthed) — so not "unless"/"less", "unlike"/"like";
* ``in-``, ``im-``, ``il-``, ``ir-``, ``dis-`` and ``non-`` only before a word of five letters or
  more with an adjective's or a quality noun's ending (-able, -ate, -ent, -id, -ive, -al, -ar, -ity …),
  so that "discovered"/"covered", "improved"/"proved", "informed"/"formed" or "immigrant"/"migrant"
  are never read as opposites; a short list names the remaining false friends;
* ``non-`` also hyphenated ("non-smokers", split into two words by the tokenizer).

Exact words only (no stemming: "in proportion" is not "proportionate"), so a miss is likelier
than a false alarm.
"""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.judges.rest_of_whole import the_rest
from reviewer.model import ConflictKind

PREFIXES = ("non", "dis", "un", "in", "im", "il", "ir")
ENDINGS = ("able", "ible", "ate", "ent", "ant", "al", "id", "ive", "ful", "ous", "ic", "ary", "ory", "ar", "ity",
           "ence", "ance", "ency", "ancy", "ness")
#: prefixed words that do not negate the rest ("invaluable" is very valuable), or rests that are
#: other words ("instance"/"stance", "implant"/"plant")
FALSE_FRIENDS = frozenset(
    ["invaluable", "inflammable", "indifferent", "impassive", "infamous", "disgraceful", "incorporate",
     "immediate", "dislocate", "instance", "impartial", "disability", "disclosure", "immigrant", "implant",
     "dismissive", "inhabitant", "irate", "unravel", "unraveled", "unravelled", "unloose", "unloosed",
     "incredible", "disinterested", "inflammatory", "impressionable", "installment", "instalment",
     "immaterial", "disposable", "inscrutable", "indent", "disperse", "dissolute"])
UN_REVEALS = ("uncover", "unveil", "unearth")
#: verbs whose ``dis-`` form denies them ("disagreed" / "agreed", "disapproves" / "approved"), read
#: in any inflection; not "like", "appear", "own" or "trust", whose plain forms are mostly other
#: words ("like other towns", "its own", "the hospital trust")
DIS_VERBS = ("agree", "approve", "allow", "obey", "prove", "qualify", "continue", "connect", "believe")


def _inflections(verb: str) -> tuple[str, ...]:
    """``verb``'s forms: "agree", "agrees", "agreed", "agreeing"; "qualify", "qualifies", "qualified"."""
    if verb.endswith("y"):
        return verb, verb[:-1] + "ies", verb[:-1] + "ied", verb + "ing"
    if verb.endswith("e"):
        ing = verb + "ing" if verb.endswith("ee") else verb[:-1] + "ing"
        return verb, verb + "s", verb + "d", ing
    return verb, verb + "s", verb + "ed", verb + "ing"


#: every form of a ``DIS_VERBS`` verb -> its key ("agreed" -> "=agree"), plain and with "dis"
VERB_KEYS = {form: "=" + verb for verb in DIS_VERBS for form in _inflections(verb)}
DIS_KEYS = {"dis" + form: key for form, key in VERB_KEYS.items()}


def split(word: str) -> tuple[str, str] | None:
    """``(prefix, rest)`` when ``word`` reads as a negating prefix plus the word ``rest``."""
    if word in FALSE_FRIENDS or not word.isalpha():
        return None
    for p in PREFIXES:
        if not word.startswith(p):
            continue
        rest = word[len(p):]
        if p == "un":
            if len(rest) >= 5 and not word.startswith(UN_REVEALS) and not rest.startswith("der"):
                return p, rest
            return None
        if len(rest) >= 5 and rest.endswith(ENDINGS):
            return p, rest
        return None
    return None


def _hyphen_non(w: Words, i: int) -> bool:
    """Word ``i`` is the "non" of a hyphenated "non-X"."""
    return w.lower[i] == "non" and i + 1 < len(w) and w.gap(i + 1) == "-"


def _forms(w: Words) -> tuple[dict[str, int], dict[str, int], set[str]]:
    """``(plain, negated, terms)``: every plain word the text asserts (word -> first index), the
    rest of every prefix-negated word it asserts (rest -> index of the word), and every term it
    uses at all (a "non-X" as "nonX"), a word under another negation included in ``terms`` only."""
    plain: dict[str, int] = {}
    negated: dict[str, int] = {}
    terms: set[str] = set()
    for i, low in enumerate(w.lower):
        if _hyphen_non(w, i):
            continue
        if i > 0 and _hyphen_non(w, i - 1):
            terms.add("non" + low)
            if not (w.negated[i] or w.negated[i - 1]):
                negated.setdefault(low, i - 1)
            continue
        terms.add(low)
        key = VERB_KEYS.get(low) or DIS_KEYS.get(low)
        if key is not None:
            terms.add(key if low in VERB_KEYS else "dis" + key)
        if w.negated[i] or (w.caps[i] and i > 0):
            continue  # said under a negation, or a name
        if key is not None:  # "disagreed" denies "agree" in every form
            (plain if low in VERB_KEYS else negated).setdefault(key, i)
        if _all_but(w, i):  # "all but essential travel": non-essential travel
            terms.add("non" + low)
            negated.setdefault(low, i - 2)
            continue
        plain.setdefault(low, i)  # "invasive" is a plain word as well as "in" + "vasive"
        parts = split(low)
        if parts is not None:
            negated.setdefault(parts[1], i)
    return plain, negated, terms


def _all_but(w: Words, i: int) -> bool:
    """Word ``i`` follows "all but" (or "anything but") and a word of its phrase follows it: "all
    but essential travel" is every travel except the essential ("all but certain" is nearly so)."""
    return i >= 2 and w.lower[i - 1] == "but" and w.lower[i - 2] in ("all", "anything", "everything") and \
        i + 1 < len(w) and w.content[i + 1] and not w.gap(i + 1).strip() and not w.gap(i).strip()


def _term(w: Words, i: int) -> str:
    if _hyphen_non(w, i):
        return "non" + w.lower[i + 1]
    key = DIS_KEYS.get(w.lower[i])
    return "dis" + key if key is not None else w.lower[i]


def prefix_hits(claim: Words, window: Words) -> list[Hit]:
    """A prefix-negated word on one side whose plain form the other side asserts."""
    c_plain, c_neg, c_terms = claim.derived(_forms, _forms)
    if not c_neg and not c_plain:
        return []
    w_plain, w_neg, w_terms = window.derived(_forms, _forms)
    for rest, i in c_neg.items():  # claim "disproportionate", window "proportionate"
        k = w_plain.get(rest)
        if k is not None and rest not in c_terms and rest not in w_neg and _term(claim, i) not in w_terms \
                and not the_rest(claim, i, window, k):  # ("one was non-compliant" / "6, of which 5 were compliant")
            return [_hit(claim, i, window, k)]
    for rest, k in w_neg.items():  # claim "proportionate", window "disproportionate"
        i = c_plain.get(rest)
        if i is not None and rest not in w_terms and rest not in c_neg and _term(window, k) not in c_terms \
                and not the_rest(claim, i, window, k):
            return [_hit(claim, i, window, k)]
    return []


def _span(w: Words, i: int) -> tuple[int, int]:
    """Word ``i``, with the hyphenated word after a "non-"."""
    return (i, i + 1) if _hyphen_non(w, i) else (i, i)


def _hit(claim: Words, i: int, window: Words, k: int) -> Hit:
    cs, ws = _span(claim, i), _span(window, k)
    return Hit(ConflictKind.NEGATION,
               f"claim says \u201c{claim.phrase(*cs)}\u201d; source: \u201c{window.phrase(*ws)}\u201d", cs, ws)
