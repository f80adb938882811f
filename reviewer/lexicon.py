"""Word lists shared by segmentation, the judges' text helpers and repair: named data, no logic
beyond ``word_pattern``. One list per meaning; where two stages need different lists on purpose,
both are here, named apart, with the reason.

Used by ``reviewer.note.segment`` (judgment openers), ``reviewer.text`` (stop words, negation
cues), ``reviewer.repair.edits`` (already-hedged words, lower-cased openers).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = [
    "ALREADY_HEDGED",
    "ESTIMATIVE",
    "INFERENCE_MARKERS",
    "JUDGMENT_OPENERS",
    "LOWERCASE_OPENERS",
    "NEGATION_CUES",
    "STOP_WORDS",
    "word_pattern",
]

#: Function words left out when comparing a claim's content with a source's (lower case;
#: contraction tails "s", "t", "ll" … and "one", "percent", "cent" included).
STOP_WORDS: frozenset[str] = frozenset(
    ["a", "about", "above", "after", "again", "against", "all", "also", "am", "an", "and", "any", "are", "aren", "as", "at", "be", "because", "been", "before", "being", "below", "between", "both", "but", "by", "can", "could", "did", "do", "does", "doing", "down", "during", "each", "either", "else", "etc", "ever", "few", "for", "from", "further", "had", "has", "have", "having", "he", "her", "here", "hers", "herself", "him", "himself", "his", "how", "however", "i", "if", "in", "into", "is", "it", "its", "itself", "just", "let", "may", "me", "might", "more", "most", "must", "my", "myself", "nor", "of", "off", "on", "once", "only", "or", "other", "ought", "our", "ours", "ourselves", "out", "over", "own", "per", "same", "shall", "she", "should", "since", "so", "some", "such", "than", "that", "the", "their", "theirs", "them", "themselves", "then", "there", "these", "they", "this", "those", "through", "thus", "to", "too", "under", "until", "up", "upon", "us", "very", "via", "was", "we", "were", "what", "when", "where", "whether", "which", "while", "who", "whom", "whose", "why", "will", "with", "within", "would", "yet", "you", "your", "yours", "yourself", "yourselves", "s", "t", "d", "ll", "m", "re", "ve", "one", "percent", "cent"]
)

#: Words that turn a statement around. ``not`` also covers the "n't" contractions (matched
#: separately by ``reviewer.text``). ``reviewer.judges.conflict_text.NEGATORS`` differs (it adds
#: "hardly", "barely", "nowhere" and lacks "denied", "deny", "denies", "false", "untrue"): see the
#: module's owner before unifying, each list decides verdicts.
NEGATION_CUES: frozenset[str] = frozenset(
    ["not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "without", "cannot", "unable", "fail", "failed", "fails", "denied", "deny", "denies", "false", "untrue", "lack", "lacks", "lacked", "absent"]
)

#: ICD-203 estimative language: probability terms and confidence statements. A sentence using
#: them is an analytic judgment (DESIGN.md, "analytic judgment").
ESTIMATIVE: tuple[str, ...] = (
    "almost no chance", "remote", "very unlikely", "highly improbable", "unlikely", "improbable",
    "roughly even chance", "roughly even odds", "likely", "probable", "probably", "very likely",
    "highly probable", "almost certain", "almost certainly", "nearly certain",
    "we assess", "we judge", "we believe", "we estimate",
    "with low confidence", "with moderate confidence", "with high confidence",
)

#: Inference markers (DESIGN.md): a sentence carrying one draws a conclusion from the evidence.
INFERENCE_MARKERS: tuple[str, ...] = (
    "therefore", "thus", "hence", "suggest", "suggests", "indicate", "indicates", "imply",
    "implies", "consistent with", "rather than", "inferred",
)

#: What ``reviewer.note.segment`` takes as a judgment when it *opens* an uncited sentence that
#: follows a cited one in the same block (such a sentence is not a claim). Kept apart from
#: ESTIMATIVE + INFERENCE_MARKERS "anywhere in the sentence" (the DESIGN wording): switching
#: would change claim decisions, e.g. "The levees likely failed." after a cited sentence would
#: stop being flagged, and "X, rather than Y, rose." would stop being a claim.
JUDGMENT_OPENERS: tuple[str, ...] = (
    "therefore", "thus", "hence", "consequently", "accordingly", "overall", "in sum", "in short",
    "taken together", "this suggests", "this implies", "this indicates", "this means",
    "this points", "these suggest", "these imply", "these indicate", "we assess", "we judge",
    "we conclude", "we believe", "in our view", "in our assessment", "it follows",
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


def word_pattern(words: Iterable[str]) -> str:
    """A regex alternation matching any of ``words`` as whole words (a phrase's words separated
    by one space, as written); longest first, so a phrase wins over its prefix."""
    alts = sorted({re.escape(w) for w in words}, key=lambda a: (-len(a), a))
    return r"\b(?:" + "|".join(alts) + r")\b"
