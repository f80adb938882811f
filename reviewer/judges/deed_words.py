"""Word tables of the polarity check: deeds said in other words, and irregular verbs' forms,
so that a denial in the window meets the claim's verb whatever form either side uses."""

from __future__ import annotations

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
