"""Antonym pairs: words whose swap flips a quote's meaning (named data for ``reviewer.locate``).

The fuzzy tier accepts spelling noise, never meaning: a quote word that is the antonym of the
source word it is aligned with ("maximum" for "minimum", "increased" for "decreased") rejects
the match, and an elision that cuts a *modifier* of this list ("less", "more", "only") out of
a short gap is a meaning change, not an abridgement.

Kept here, apart from ``reviewer.lexicon`` (negation and hedge words), on purpose: the pairs
are a locate concern. ``opposed(a, b)`` also matches simple inflections of a listed pair
("increases"/"decreases", "approving"/"rejecting").
"""

from __future__ import annotations

from functools import lru_cache

#: base pairs (lower case); inflections are derived by ``opposed``
PAIRS: tuple[tuple[str, str], ...] = (
    ("maximum", "minimum"),
    ("max", "min"),
    ("maximal", "minimal"),
    ("maximize", "minimize"),
    ("maximise", "minimise"),
    ("increase", "decrease"),
    ("increase", "reduce"),
    ("increase", "decline"),
    ("increase", "drop"),
    ("rise", "fall"),
    ("rose", "fell"),
    ("risen", "fallen"),
    ("grow", "shrink"),
    ("grew", "shrank"),
    ("gain", "loss"),
    ("gain", "lose"),
    ("gained", "lost"),
    ("win", "lose"),
    ("won", "lost"),
    ("winner", "loser"),
    ("profit", "loss"),
    ("approve", "reject"),
    ("approve", "deny"),
    ("approve", "disapprove"),
    ("accept", "reject"),
    ("accept", "decline"),
    ("confirm", "deny"),
    ("admit", "deny"),
    ("allow", "forbid"),
    ("allow", "prohibit"),
    ("permit", "prohibit"),
    ("include", "exclude"),
    ("support", "oppose"),
    ("agree", "disagree"),
    ("pass", "fail"),
    ("success", "failure"),
    ("succeed", "fail"),
    ("successful", "unsuccessful"),
    ("improve", "worsen"),
    ("improve", "deteriorate"),
    ("strengthen", "weaken"),
    ("expand", "contract"),
    ("raise", "lower"),
    ("buy", "sell"),
    ("bought", "sold"),
    ("import", "export"),
    ("enter", "exit"),
    ("open", "close"),
    ("open", "closed"),
    ("start", "end"),
    ("begin", "end"),
    ("benefit", "harm"),
    ("cause", "prevent"),
    ("more", "less"),
    ("more", "fewer"),
    ("most", "least"),
    ("many", "few"),
    ("much", "little"),
    ("all", "none"),
    ("always", "never"),
    ("everyone", "no one"),
    ("higher", "lower"),
    ("highest", "lowest"),
    ("high", "low"),
    ("larger", "smaller"),
    ("largest", "smallest"),
    ("large", "small"),
    ("big", "small"),
    ("bigger", "smaller"),
    ("biggest", "smallest"),
    ("greater", "lesser"),
    ("long", "short"),
    ("longer", "shorter"),
    ("fast", "slow"),
    ("faster", "slower"),
    ("early", "late"),
    ("earlier", "later"),
    ("earliest", "latest"),
    ("first", "last"),
    ("before", "after"),
    ("above", "below"),
    ("over", "under"),
    ("up", "down"),
    ("upper", "lower"),
    ("inside", "outside"),
    ("internal", "external"),
    ("north", "south"),
    ("east", "west"),
    ("northern", "southern"),
    ("eastern", "western"),
    ("left", "right"),
    ("positive", "negative"),
    ("true", "false"),
    ("correct", "incorrect"),
    ("valid", "invalid"),
    ("legal", "illegal"),
    ("likely", "unlikely"),
    ("possible", "impossible"),
    ("significant", "insignificant"),
    ("effective", "ineffective"),
    ("safe", "unsafe"),
    ("safe", "dangerous"),
    ("strong", "weak"),
    ("stronger", "weaker"),
    ("good", "bad"),
    ("better", "worse"),
    ("best", "worst"),
    ("rich", "poor"),
    ("old", "young"),
    ("older", "younger"),
    ("oldest", "youngest"),
    ("old", "new"),
    ("alive", "dead"),
    ("guilty", "innocent"),
    ("present", "absent"),
    ("same", "different"),
    ("majority", "minority"),
    ("major", "minor"),
    ("public", "private"),
    ("full", "empty"),
    ("hot", "cold"),
    ("warm", "cool"),
    ("wet", "dry"),
    ("heavy", "light"),
    ("cheap", "expensive"),
    ("male", "female"),
    ("man", "woman"),
    ("men", "women"),
    ("boy", "girl"),
    ("he", "she"),
    ("his", "her"),
    ("him", "her"),
    ("himself", "herself"),
    ("husband", "wife"),
    ("father", "mother"),
    ("son", "daughter"),
    ("brother", "sister"),
    ("king", "queen"),
    ("day", "night"),
    ("past", "future"),
    ("import", "export"),
    ("input", "output"),
    ("inflow", "outflow"),
    ("surplus", "deficit"),
    ("credit", "debit"),
    ("asset", "liability"),
    ("bull", "bear"),
    ("bullish", "bearish"),
    ("acquit", "convict"),
    ("hire", "fire"),
    ("add", "remove"),
    ("attack", "defend"),
    ("offensive", "defensive"),
    ("ally", "enemy"),
    ("friend", "enemy"),
    ("arrive", "depart"),
    ("upward", "downward"),
    ("upwards", "downwards"),
    ("ascend", "descend"),
    ("overestimate", "underestimate"),
    ("overweight", "underweight"),
    ("outperform", "underperform"),
)

#: modifiers whose elision from a short gap, or whose silent drop from a quote, changes the
#: meaning ("the drug was [less] effective", "[only] 5 patients")
MODIFIERS: frozenset[str] = frozenset(
    "more less most least fewer few many much only all none every each always never "
    "higher lower highest lowest larger smaller greater lesser maximum minimum max min "
    "above below over under before after almost nearly barely hardly partly partially "
    "fully largely mostly rarely seldom often sometimes usually slightly significantly "
    "un non anti former ex pre post semi".split()
)


def _index() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for a, b in PAIRS:
        out.setdefault(a, set()).add(b)
        out.setdefault(b, set()).add(a)
    return {k: frozenset(v) for k, v in out.items()}


ANTONYMS: dict[str, frozenset[str]] = _index()
#: every word that belongs to some pair
WORDS: frozenset[str] = frozenset(ANTONYMS)

_SUFFIXES = ("", "s", "es", "d", "ed", "ing", "er", "est", "ly", "ness", "al", "ally")


def _stems(w: str) -> set[str]:
    """Candidate dictionary forms of ``w`` ("approving" → "approve", "rejects" → "reject")."""
    out = {w}
    for suf in _SUFFIXES[1:]:
        if w.endswith(suf) and len(w) - len(suf) >= 2:
            base = w[: -len(suf)]
            out.update((base, base + "e"))
            if len(base) >= 3 and base[-1] == base[-2]:  # "stopped" → "stop"
                out.add(base[:-1])
            if base.endswith("i"):  # "applied" → "apply"
                out.add(base[:-1] + "y")
    return out


@lru_cache(maxsize=65536)
def opposed(a: str, b: str) -> bool:
    """Do lower-case words ``a`` and ``b`` form an antonym pair (allowing inflection)?"""
    if a == b:
        return False
    sa, sb = _stems(a), _stems(b)
    return any(ANTONYMS.get(x, frozenset()) & sb for x in sa)


@lru_cache(maxsize=65536)
def in_pair(w: str) -> bool:
    """Is ``w`` (lower case, possibly inflected) a word of some antonym pair?"""
    return any(x in ANTONYMS for x in _stems(w))
