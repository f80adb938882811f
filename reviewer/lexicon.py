"""Word lists shared by segmentation, the judges' text helpers and repair: named data, no logic
beyond ``word_pattern``. One list per meaning; where two stages need different lists on purpose,
both are here, named apart, with the reason.

Used by ``reviewer.note.segment`` (analytic judgments, caveats), ``reviewer.text`` (stop words, negation
cues), ``reviewer.repair.edits`` (already-hedged words, lower-cased openers).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from types import MappingProxyType

__all__ = [
    "ALREADY_HEDGED",
    "CAVEAT_PHRASES",
    "CONFLICT_NEGATORS",
    "ESTIMATIVE",
    "EXEMPT_SECTIONS",
    "INFERENCE_MARKERS",
    "JUDGMENT_OPENERS",
    "LOWERCASE_OPENERS",
    "NEGATION_CUES",
    "QUOTE_NEGATIONS",
    "QUOTE_NUMBER_WORDS",
    "RELATIONS",
    "STOP_WORDS",
    "word_pattern",
]

#: Function words left out when comparing a claim's content with a source's (lower case;
#: contraction tails "s", "t", "ll" … and "one", "percent", "cent" included).
STOP_WORDS: frozenset[str] = frozenset(
    ["a", "about", "above", "after", "again", "against", "all", "also", "am", "an", "and", "any", "are", "aren", "as", "at", "be", "because", "been", "before", "being", "below", "between", "both", "but", "by", "can", "could", "did", "do", "does", "doing", "down", "during", "each", "either", "else", "etc", "ever", "few", "for", "from", "further", "had", "has", "have", "having", "he", "her", "here", "hers", "herself", "him", "himself", "his", "how", "however", "i", "if", "in", "into", "is", "it", "its", "itself", "just", "let", "may", "me", "might", "more", "most", "must", "my", "myself", "nor", "of", "off", "on", "once", "only", "or", "other", "ought", "our", "ours", "ourselves", "out", "over", "own", "per", "same", "shall", "she", "should", "since", "so", "some", "such", "than", "that", "the", "their", "theirs", "them", "themselves", "then", "there", "these", "they", "this", "those", "through", "thus", "to", "too", "under", "until", "up", "upon", "us", "very", "via", "was", "we", "were", "what", "when", "where", "whether", "which", "while", "who", "whom", "whose", "why", "will", "with", "within", "would", "yet", "you", "your", "yours", "yourself", "yourselves", "s", "t", "d", "ll", "m", "re", "ve", "one", "percent", "cent"]
)

#: Words that turn a statement around, as the judges' features read them. ``not`` also covers
#: the "n't" contractions (matched separately by ``reviewer.text``). The two lists after it are
#: kept apart because each decides verdicts or groundings as it stands: merging them would move
#: the bench figures and the locate bench.
NEGATION_CUES: frozenset[str] = frozenset(
    ["not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "without", "cannot", "unable", "fail", "failed", "fails", "denied", "deny", "denies", "false", "untrue", "lack", "lacks", "lacked", "absent"]
)

#: Negation cues of the contradiction check (``reviewer.judges.conflict_text``): no "denied",
#: "false" or "untrue" (a source reporting a denial is not a negated claim), but "hardly", "barely".
CONFLICT_NEGATORS: frozenset[str] = frozenset(
    ["not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "without", "cannot", "unable",
     "fail", "failed", "fails", "lack", "lacks", "lacked", "lacking", "absent", "absence", "hardly", "barely",
     "nowhere"])

#: Words the guarded fuzzy tier of ``reviewer.locate`` never reads as a typo, drops or adds: a
#: quote that differs from its source in one of them has changed its meaning (broadest list).
QUOTE_NEGATIONS: frozenset[str] = frozenset(("not no never none nor neither nobody nothing nowhere without cannot non nope nay "
    "hardly barely scarcely seldom rarely lack lacks lacked lacking absent fail fails "
    "failed"
).split())
QUOTE_NUMBER_WORDS: frozenset[str] = frozenset(("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy "
    "eighty ninety hundred thousand million billion trillion first second third fourth "
    "fifth sixth seventh eighth ninth tenth half twice double triple once dozen dozens "
    "percent"
).split())

#: ICD-203 estimative language: probability terms and confidence statements. A sentence using
#: them is an analytic judgment (DESIGN.md, "analytic judgment").
ESTIMATIVE: tuple[str, ...] = (
    "almost no chance", "remote", "very unlikely", "highly improbable", "unlikely", "improbable",
    "roughly even chance", "roughly even odds", "likely", "probable", "probably", "very likely",
    "highly probable", "almost certain", "almost certainly", "nearly certain",
    "we assess", "we judge", "we believe", "we estimate",
    "with low confidence", "with moderate confidence", "with high confidence",
    "low confidence", "moderate confidence", "high confidence",
)

#: Inference markers (DESIGN.md): a sentence carrying one draws a conclusion from the evidence.
INFERENCE_MARKERS: tuple[str, ...] = (
    "therefore", "thus", "hence", "suggest", "suggests", "suggesting", "indicate", "indicates",
    "indicating", "imply", "implies", "implying", "consistent with", "inconsistent with",
    "rather than", "inferred", "infer", "infers", "inference",
)

#: Openers that make a sentence an analytic judgment however it continues ("Taken together, …",
#: "Overall, …"). ``reviewer.note.segment`` takes a sentence as a judgment when it opens with
#: one of these, or carries ESTIMATIVE language or an INFERENCE_MARKER anywhere (DESIGN.md).
JUDGMENT_OPENERS: tuple[str, ...] = (
    "therefore", "thus", "hence", "consequently", "accordingly", "overall", "in sum", "in short",
    "taken together", "this suggests", "this implies", "this indicates", "this means",
    "this points", "these suggest", "these imply", "these indicate", "we assess", "we judge",
    "we conclude", "we believe", "in our view", "in our assessment", "it follows",
)

#: ICD-206 caveats written as fixed phrases (DESIGN.md, "caveat"): a sentence carrying one is
#: never a claim unless it carries a citation marker. Phrases with a gap ("rests on … alone",
#: "no X is referenced in the available evidence") are patterns in ``reviewer.note.segment``.
CAVEAT_PHRASES: tuple[str, ...] = (
    "cannot be ruled out", "can't be ruled out", "could not be ruled out", "cannot be excluded",
    "cannot be confirmed", "could not be confirmed", "cannot be verified", "could not be verified",
    "cannot be corroborated", "could not be corroborated", "cannot be established",
    "without corroboration", "without independent corroboration", "without further corroboration",
    "absent corroboration", "pending corroboration", "uncorroborated", "not independently confirmed",
    "not independently verified", "not independently corroborated", "single-modality",
    "single modality", "single-source reporting", "single-sourced", "without a second modality",
    "insufficient evidence",
    "insufficient data", "insufficient information", "not enough evidence", "remains unconfirmed",
    "remains unverified", "remains unclear", "remains unknown", "we do not know", "we don't know",
)

#: Section titles whose sentences are not claims (DESIGN.md; ``Config.exempt_sections`` defaults
#: to these): a title starting with one (a plural "s" allowed, a numbering such as "5." before
#: it) is exempt, e.g. "Provenance", "Gaps & caveats", "Sources and methods", "5. Limitations".
EXEMPT_SECTIONS: tuple[str, ...] = (
    "provenance", "source", "reference", "bibliography", "works cited", "further reading",
    "gap", "caveat", "limitation", "methodology", "method", "open question", "unknown",
    "citation", "notes on source", "note on source", "sourcing", "query", "queries",
)

#: Words that show a claim already carries estimative language, so repair does not soften it
#: again (``reviewer.repair.edits.already_hedged``). Broader than ESTIMATIVE on purpose (modal
#: verbs, "appears", "reportedly" …: softening "may rise" to "It is likely that … may rise"
#: reads badly); narrower in that it lacks confidence phrases and rarer ICD-203 terms —
#: adding those would change which claims get a ``soften`` suggestion.
ALREADY_HEDGED: tuple[str, ...] = (
    "likely", "unlikely", "probable", "probably", "possible", "possibly", "perhaps", "may",
    "might", "could", "appear", "appears", "seem", "seems", "suggest", "suggests", "indicate",
    "indicates", "reportedly", "allegedly", "estimate", "estimated", "we assess", "we judge",
    "we believe", "uncertain", "unclear",
)

#: Sentence openers that repair lower-cases after a prepended hedge ("The rate …" →
#: "It is likely that the rate …"); a capitalised word not listed here is kept as a name.
LOWERCASE_OPENERS: frozenset[str] = frozenset(
    ["a", "an", "the", "this", "that", "these", "those", "it", "its", "there", "here", "some", "many", "most", "much", "more", "less", "few", "fewer", "several", "each", "every", "all", "both", "either", "neither", "no", "none", "our", "their", "his", "her", "they", "we", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "in", "on", "at", "by", "for", "from", "since", "during", "after", "before", "over", "under", "about", "among", "between", "within", "without", "while", "although", "though", "despite", "as", "if", "when", "where", "overall", "recent", "recently", "new", "current", "currently", "such", "other", "another", "further", "furthermore", "moreover", "also", "however", "thus", "therefore", "hence", "prices", "costs", "demand", "supply", "growth", "sales", "revenue"]
)


def _table(groups: dict[str, str]) -> Mapping[str, str]:
    """{word: its class}, read-only, from {class: "word word …"}."""
    return MappingProxyType({word: cls for cls, spelled in groups.items() for word in spelled.split()})


#: Directional verbs (and nouns: "win over", "takeover of"), by class, as the contradiction check reads
#: them: "A <verb> B" is not "B <verb> A" (``reviewer.judges.conflict_roles``), and a clause with a verb
#: of the claim's class holds the claim's relation (``reviewer.judges.conflict_binding``).
RELATIONS = _table({
    "defeat": "beat beats beaten beating defeated defeat defeats defeating edged edges overcame overcome "
              "thrashed routed trounced outplayed win won victory outbid outbids outbidding ahead",
    "acquire": "acquire acquired acquires acquiring acquisition buy buys bought buying purchase purchased "
               "purchases takeover",
    "pay": "pay pays paid paying",
    "sell": "sell sells sold selling",
    "supervise": "supervised supervises supervising mentored",
    "sue": "sue sues sued suing lawsuit",
    "lend": "lend lends lent lending loan loans",
    "award": "awarded awards awarding",
    "succeed": "succeeded succeeds succeeding replaced replaces replacing",
    "employ": "hired hires employs employed",
    "fund": "funds funded funding financed bankrolled",
    "license": "licensed licenses licensing",
    "wrong": "misused misuses stole steals infringed infringes copied copies plagiarised plagiarized defrauded "
             "accused accuses",
    "help": "assisted assists advised advises trained trains coached",
    # "A … behind B": B leads (its own class: "A ahead of B" and "B behind A" say the same)
    "trail": "behind trailed trails trailing",
})


def word_pattern(words: Iterable[str]) -> str:
    """A regex alternation matching any of ``words`` as whole words (a phrase's words separated
    by one space, as written); longest first, so a phrase wins over its prefix."""
    alts = sorted({re.escape(w) for w in words}, key=lambda a: (-len(a), a))
    return r"\b(?:" + "|".join(alts) + r")\b"
