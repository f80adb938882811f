"""Word tables of the polarity check: deeds said in other words, and irregular verbs' forms,
so that a denial in the window meets the claim's verb whatever form either side uses, and the
root a verb form and its noun share (``deed_root``)."""

from __future__ import annotations

from functools import lru_cache

#: words that say the same thing, so that "did not replicate" meets "reproduced" and "no longer
#: supplies" meets "continues to deliver" (a polarity is asserted of the deed, not the word)
SAME_DEED = {word: group for group, spelled in {
    "replicate": "replicated replicate replicates reproduced reproduce reproduces replication",
    "supply": "supplies supply supplied delivers deliver delivered",
    "see": "seen saw spotted sighted observed",
    "travel": "travelled traveled travel journey",
    "reach": "reached reach reaches",
    "significant": "significant significance significantly",
    "exclude": "excluded exclude excludes ruled",
    "confirm": "confirmed confirm confirms verified verify",
    "complete": "completed complete finished",
    "mandatory": "mandatory compulsory obligatory",
}.items() for word in spelled.split()}


#: irregular verbs (base: its other forms), so that "paid" meets "did not pay"; words whose other
#: senses are common ("left", "saw", "lead", "felt") are left out ("found" is in: "found evidence" meets
#: "did not find evidence"; "founded" is the other verb's past), and so are those that
#: are poles of ``ANTONYMS`` ("rose", "fell", "grew", "won", "lost": the pole joins their forms)
IRREGULAR = {form: base for base, forms in {
    "pay": "paid pays paying", "make": "made makes making", "take": "took taken takes taking",
    "sell": "sold sells selling", "buy": "bought buys buying", "give": "gave given gives giving",
    "meet": "met meets meeting", "hold": "held holds holding", "build": "built builds building",
    "begin": "began begun begins beginning", "write": "wrote written writes writing",
    "bring": "brought brings bringing", "keep": "kept keeps keeping", "send": "sent sends sending",
    "spend": "spent spends spending", "tell": "told tells telling", "know": "knew known knows knowing",
    "break": "broke broken breaks breaking",
    "speak": "spoke spoken speaks speaking", "choose": "chose chosen chooses choosing",
    "teach": "taught teaches teaching", "catch": "caught catches catching", "seek": "sought seeks seeking",
    "fight": "fought fights fighting", "think": "thought thinks thinking", "steal": "stole stolen steals",
    "throw": "threw thrown throws", "draw": "drew drawn draws drawing", "drive": "drove driven drives",
    "strike": "struck strikes striking", "withdraw": "withdrew withdrawn withdraws",
    "undertake": "undertook undertaken undertakes", "become": "became becomes becoming",
    "understand": "understood understands", "mislead": "misled misleads misleading",
    "find": "found finds finding",
}.items() for form in (base, *forms.split())}


#: noun endings whose word names the deed of a verb ("admission", "hospitalizations", "payment")
_NOMINAL = (("ssions", "t"), ("ssion", "t"), ("izations", "iz"), ("ization", "iz"), ("isations", "iz"),
            ("isation", "iz"), ("ations", ""), ("ation", ""), ("ments", ""), ("ment", ""))
#: verb endings, the same way ("admitted", "hospitalised", "confirming")
_VERBAL = (("ized", "iz"), ("ised", "iz"), ("izing", "iz"), ("ising", "iz"), ("ed", ""), ("ing", ""))


@lru_cache(maxsize=1 << 16)
def deed_root(lower: str) -> str:
    """The root a verb form and its noun share ("admitted", "admission": "admit";
    "hospitalized", "hospitalisations": "hospitaliz"; "confirmed", "confirmation": "confirm"),
    or "" for a word of neither ending; a doubled last letter is made single ("admitt")."""
    for ends in (_NOMINAL, _VERBAL):
        for suffix, tail in ends:
            if lower.endswith(suffix) and len(lower) - len(suffix) >= 4:
                root = lower[: -len(suffix)] + tail
                if len(root) > 4 and root[-1] == root[-2] and root[-1] not in "aeiousl":
                    root = root[:-1]
                return root
    return ""
