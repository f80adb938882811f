"""Contradictions of a quotation: the claim gives it to one person, the source to another; or
the claim changes one of its words.

"Graham Holt said the site "is exactly where new housing should go"" against "Councillor Priya
Nair, who chairs the planning committee, said the site "is exactly where new housing should go".
Opposition leader Graham Holt argued …": every word of the claim is in the source, and Holt
speaks there too, so neither the evidence window nor the agent check sees anything wrong. The
quotation itself says where to look: the source's sentence that holds it names who said it.

Only a quotation of at least ``MIN_QUOTE`` characters is looked for, word for word (case, spaces
and punctuation between the words aside), and only a speaker that is a name next to a verb of
saying ("Priya Nair said", "Priya Nair, who chairs the committee, said") counts, on both sides.

A quotation that is not in the source but is, with one word of it replaced by another, is a
misquote: "accidentally shut out rivals for almost a decade" against the source's "deliberately
shut out rivals for almost a decade". (A quotation found nowhere stays "unverified": the
grounding step says so, and it is no contradiction.) A spelling or an inflection of the same
word ("organisation" / "organization", "rival" / "rivals"), a change of small words, of the first
or last word (where a title or a sentence may go on otherwise) and an elided quotation are not.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

from rapidfuzz import fuzz

from reviewer.judges.conflict_binding import Slot, same_filler, slots
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.judges.conflict_window import sentence_counts
from reviewer.judges.sourceindex import SourceIndex
from reviewer.lexicon import CONFLICT_NEGATORS as NEGATORS
from reviewer.lexicon import STOP_WORDS
from reviewer.model import ConflictKind
from reviewer.text import stem

SAYING = frozenset(["said", "says", "told", "tells", "argued", "argues", "added", "adds", "wrote", "writes",
                    "stated", "states", "insisted", "insists", "warned", "warns", "claimed", "claims", "declared",
                    "replied", "explained", "noted", "notes", "announced", "remarked",
                    # a verdict given in words ("called the timetable "pure fiction"") and the
                    # participles of a clause that reports ("took a different view, arguing that …")
                    "called", "calls", "described", "describes", "branded", "brands", "arguing", "saying",
                    "adding", "warning", "insisting", "claiming"])
MIN_QUOTE = 12  # characters of a quotation that is looked for in the source
_QUOTE_RE = re.compile(rf'["\u201c]([^"\u201c\u201d]{{{MIN_QUOTE},300}})["\u201d]')
_WORD_RE = re.compile(r"\w+")
_OPENING = ('"', "\u201c", "'", "\u2018")
_CLOSING = ('"', "\u201d", "'", "\u2019")
_APPOSITION = 12  # words a comma-delimited apposition may take between a name and its verb


def _claim_quote(claim: Words) -> tuple[Slot, str, int] | None:
    """(the claim's speaker, its quotation, where the quotation starts), or None."""
    m = _QUOTE_RE.search(claim.text)
    if m is None:
        return None
    for s in claim.derived(slots, slots):
        if s.kind == "name" and _verb_after(claim, s) is not None and claim.ends[s.last] < m.start():
            return s, m.group(1), m.start()
    # "Veldhoven said …", "Dunmore's coach said …": a capitalised first word is a name only if the
    # source says so (``speaker_hits``)
    if len(claim) > 1 and claim.caps[0] and claim.content[0] and claim.ends[0] < m.start():
        first = claim.lower[0].removesuffix("'s")
        k = 1
        if first != claim.lower[0]:
            while k < min(len(claim), 4) and not claim.caps[k] and claim.content[k] and claim.lower[k] not in SAYING:
                k += 1
        if k < len(claim) and claim.lower[k] in SAYING:
            return Slot("name?", 0, 0, frozenset([first]), (first,)), m.group(1), m.start()
    return None


def _verb_after(w: Words, s: Slot) -> int | None:
    """The verb of saying right after the name, or after a comma-delimited apposition
    ("Priya Nair, who chairs the planning committee, said"), or None."""
    k = s.last + 1
    if w.lower[s.last].endswith("'s"):  # "Castleford's manager said", "Pelton's chief executive, …, said"
        while k < len(w) and k <= s.last + 3 and not w.caps[k] and w.content[k] and w.lower[k] not in SAYING \
                and not w.gap(k).strip():
            k += 1
    if k < len(w) and w.lower[k] in SAYING and not w.gap(k).strip():
        return k
    if k < len(w) and w.gap(k).strip() == ",":
        for j in range(k, min(len(w), k + _APPOSITION)):
            if w.gap(j).strip() == "," and w.lower[j] in SAYING:
                return j
            if any(c in ".;:\"\u201c" for c in w.gap(j)):
                break
    return None


def speaker_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """``sentence_words(i)``: the ``Words`` of the source's sentence ``i`` (the caller caches them)."""
    got = claim.derived(_claim_quote, _claim_quote)
    if got is None or not index.spans:
        return []
    speaker, quote, _at = got
    if speaker.kind == "name?":
        first = claim.text[claim.starts[0] : claim.ends[0]].removesuffix("'s").removesuffix("\u2019s")
        if re.search(r"[a-z,]\s+" + re.escape(first) + r"\b", index.text) is None:
            return []  # not capitalised in mid-sentence anywhere in the source: maybe no name
        speaker = Slot("name", 0, 0, speaker.keys, speaker.words)
    words = _WORD_RE.findall(quote)
    if len(words) < 3:
        return []
    found = re.search(r"\W+".join(map(re.escape, words)), index.text, re.IGNORECASE)
    if found is None:
        return []  # the quotation is not the source's: the grounding step says so
    i = _sentence_at(index, found.start())
    if i < 0:
        return []
    sw = sentence_words(i)
    at = found.start() - index.spans[i].start
    # the speaker nearest before the quotation says it ("Sandhu said she expected …, while
    # finance director Paul Greer warned that …": Greer's words)
    nearest = None
    for t in slots(sw, claim):
        if t.kind != "name" or sw.starts[t.first] >= at:
            continue
        verb = _verb_after(sw, t)
        if verb is not None and sw.starts[verb] < at and (nearest is None or verb > nearest[1]):
            nearest = (t, verb)
    if nearest is None:
        return []
    t, verb = nearest
    if same_filler(speaker, t):
        return []  # the claim's speaker said it
    # the source's span is the name alone: what a correction puts in the claim's speaker's place
    return [(Hit(ConflictKind.ENTITY, f"claim gives the quotation to {claim.phrase(speaker.first, speaker.last)}; "
                 f"source: \u201c{sw.phrase(t.first, verb)}\u201d", (speaker.first, speaker.last), (t.first, t.last)),
             sw)]


MIN_REPORTED = 2  # content words of a reported statement that the source's sentence must carry
REPORTED_SHARE = 0.5  # and the share of them


def _claim_report(claim: Words) -> tuple[Slot, int, int] | None:
    """(the claim's speaker, the word range ``[a, b)`` of what it is said to have said):
    "According to Corwin Securities, the deal will add 400,000 customers", "the deal will add
    400,000 customers, according to …", "Mayor Otieno said the council had been too slow",
    "Castleford's manager said his players had …"; None for anything else."""
    names = [s for s in claim.derived(slots, slots) if s.kind == "name"]
    n = len(claim)
    for s in names:
        if s.first >= 2 and claim.lower[s.first - 2] == "according" and claim.lower[s.first - 1] == "to":
            if s.first == 2 and s.last + 1 < n and claim.gap(s.last + 1).strip() == ",":
                return s, s.last + 1, n
            if s.first > 2 and claim.gap(s.first - 2).strip() == "," and s.last + 1 == n:
                return s, 0, s.first - 2
        verb = _verb_after(claim, s)
        if verb is not None and s.first <= 3:  # the sentence's subject says it
            start = verb + 1 + (verb + 1 < n and claim.lower[verb + 1] == "that")
            return s, start, n
    # a speaker without a name: "Union officials said the new factory will create 800 jobs"
    verb = next((k for k in range(1, min(n, 6)) if claim.lower[k] in _GROUP_SAYING), None)
    if verb is not None and not any(claim.gap(k).strip() for k in range(1, verb + 1)) \
            and not any(claim.lower[k] in _PRONOUNS for k in range(verb)):
        who = [k for k in range(verb) if claim.content[k]]
        if who:
            keys = frozenset(stem(claim.lower[k]) for k in who) | frozenset(claim.lower[k] for k in who)
            start = verb + 1 + (verb + 1 < n and claim.lower[verb + 1] == "that")
            return Slot("group", who[0], who[-1], keys, ()), start, n
    return None


#: a subject that is someone named elsewhere ("She said …"); not a possessive ("Her co-author, Dr. Ravi Menon, said")
#: verbs of saying after a speaker without a name ("The tram extension adds nine stops" says nothing)
_GROUP_SAYING = SAYING - frozenset(["added", "adds", "adding", "calls", "called", "brands", "branded", "notes",
                                    "noted", "states"])
#: words for the people behind a study or a report, which writers use for one another
_AUTHORS = frozenset(["researchers", "authors", "scientists", "investigators", "team", "study", "experts",
                      "scholars", "analysts", "economists", "doctors", "physicians", "clinicians"])
_PRONOUNS = frozenset(["he", "she", "they", "it", "we", "i", "you", "who", "which", "this", "that"])
_SUBJECT_BREAKS = frozenset(["while", "whereas", "but", "and", "although", "though", "after", "before", "when"])


def _reporter(sw: Words, at: int) -> tuple[int, int] | None:
    """The word range ``[a, b]`` of who says what sentence ``sw`` reports from word ``at`` on: the
    nearest verb of saying before it with its subject (back to the sentence's start or a
    clause-opening "while", "but" …: "the opposition said", "Brightwave's chief executive, Tomas
    Varga, said"), else a name after "according to"; None when there is none or the subject is a
    pronoun ("She said …": someone a sentence before)."""
    verb = next((k for k in range(at - 1, -1, -1) if sw.lower[k] in SAYING), None)
    while verb is not None:
        start = verb
        while start > 0 and sw.lower[start - 1] not in _SUBJECT_BREAKS and not any(c in ";:.!?" for c in sw.gap(start)):
            start -= 1
        if start == verb and verb > 0 and sw.lower[verb - 1] in ("but", "and"):
            # "X said it supported the aim but warned that …": X warned (a loop, not a call per "and
            # warned": a hostile sentence repeating it would run out of stack)
            verb = next((k for k in range(verb - 2, -1, -1) if sw.lower[k] in SAYING), None)
            continue
        if start == verb or any(sw.lower[k] in _PRONOUNS for k in range(start, verb)):
            return None
        return start, verb
    for k in range(len(sw) - 2):
        if sw.lower[k] == "according" and sw.lower[k + 1] == "to":
            end = k + 2
            while end + 1 < len(sw) and sw.caps[end + 1] and not sw.gap(end + 1).strip():
                end += 1
            return (k + 2, end) if sw.caps[k + 2] else None
    return None


def reported_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """A reported statement the source's sentence gives to someone else: "According to Corwin
    Securities, the deal will add 400,000 customers" against "Brightwave's chief executive, Tomas
    Varga, said the deal would add 400,000 customers"; "Mayor Grace Otieno said the council had
    been too slow to release land" against "The mayor, Grace Otieno, blamed rising construction
    costs, while the opposition said the council had been too slow to release land". The sentence
    that carries most of the statement (``REPORTED_SHARE`` of its content words, at least
    ``MIN_REPORTED``; a tie: silence) says who says it (``_reporter``, before the statement's
    rarest word), and the claim's speaker is not among those words."""
    got = claim.derived(_claim_report, _claim_report)
    if got is None or not index.spans:
        return []
    speaker, a, b = got
    # (the source index's stems: ``reviewer.text.stem``, not the word view's lighter one)
    said = [t for t in dict.fromkeys(stem(claim.lower[k]) for k in range(a, b) if claim.content[k])
            if t not in speaker.keys]
    if len(said) < MIN_REPORTED:
        return []
    counts = sentence_counts(said, index)
    if not counts:
        return []
    best = max(counts.values())
    top = [sp for sp, c in counts.items() if c == best]
    if len(top) != 1 or best < max(MIN_REPORTED, REPORTED_SHARE * len(said)):
        return []
    sw = sentence_words(top[0])
    here = [t for t in said if top[0] in index.token_spans(t)]
    rarest = min(here, key=lambda t: (len(index.positions.get(t, ())), here.index(t)))
    at = next((k for k in range(len(sw)) if sw.content[k] and stem(sw.lower[k]) == rarest), None)
    who = _reporter(sw, at) if at is not None else None
    if who is None:
        return []
    lo, hi = who
    if speaker.kind == "group" and (
            (speaker.keys & _AUTHORS and any(sw.lower[k] in _AUTHORS for k in range(lo, hi + 1)))
            or not any(key in index.positions for key in speaker.keys)):
        # "the researchers said" and "the authors said": one group, in other words; and a group the
        # source never names ("officials said" for "the ministry said") may be the same speaker:
        # only two parties the source both names are told apart
        return []
    said_from = next((k for k in range(hi + 1, at) if sw.lower[k] == "that"), at)  # (not the statement's own words)
    if any(sw.lower[k].removesuffix("'s") in speaker.keys or stem(sw.lower[k]) in speaker.keys
           for k in range(lo, max(hi + 1, said_from))):
        return []  # the claim's speaker says it, or is reported saying it ("described it as Marx's statement that …")
    # the source's span is who says it, without the verb: the name when it has one ("Paul Greer"
    # of "finance director Paul Greer warned"), what a correction puts in the claim's speaker's place
    name = next(((t.first, t.last) for t in slots(sw, claim) if t.kind == "name" and lo <= t.first and t.last < hi),
                None)
    if name is None and sw.lower[hi] in SAYING:
        name = (lo, hi - 1) if hi > lo else None
    if name is None:
        name = (lo, hi)
    return [(Hit(ConflictKind.ENTITY, f"claim attributes it to {claim.phrase(speaker.first, speaker.last)}; "
                 f"source: \u201c{sw.phrase(lo, hi)}\u201d", (speaker.first, speaker.last), name), sw)]


def _search(pattern: str, text: str, regions: list[tuple[int, int]]) -> re.Match | None:
    """The first match of ``pattern`` (case-insensitive) in the regions of ``text``, in order."""
    rx = re.compile(pattern, re.IGNORECASE)
    for lo, hi in regions:
        m = rx.search(text, lo, hi)
        if m is not None:
            return m
    return None


def _sentence_at(index: SourceIndex, offset: int) -> int:
    """The index of the source's sentence (``index.spans``) that holds character ``offset``, or -1."""
    return bisect.bisect_right([sp.start for sp in index.spans], offset) - 1


def _regions(quote: str, content: list[str], index: SourceIndex) -> list[tuple[int, int]]:
    """Where a quotation may stand in the source: around each place (the first 20) of its rarest
    content word the source has; [] when it has none of them."""
    anchor = min((stem(w) for w in content if w in index.exact and stem(w) in index.positions),
                 key=lambda t: len(index.positions[t]), default=None)
    if anchor is None:
        return []
    reach = len(quote) + 40
    return sorted({(max(0, index.starts[p] - reach), index.starts[p] + reach) for p in index.positions[anchor][:20]})


def _content(words: list[str]) -> list[str]:
    return [w.lower() for w in words if w.lower() not in STOP_WORDS and not w[0].isdigit()]


def _at(w: Words, offset: int) -> int:
    """The index of the word of ``w`` that starts at or holds character ``offset``."""
    return max(0, bisect.bisect_right(w.starts, offset) - 1)


def misquote_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """A quotation of the claim that the source gives with one word replaced (see the module doc)."""
    m = _QUOTE_RE.search(claim.text)
    if m is None or not index.spans:
        return []
    if "..." in m.group(1) or "\u2026" in m.group(1):
        return []  # an elided quotation: the locating tiers read it
    spans = list(_WORD_RE.finditer(m.group(1)))
    words = [s.group() for s in spans]
    if len(words) < 5 or len(words) > 60:
        return []
    content = _content(words)
    if len(content) < 2 or sum(1 for w in content if w not in index.exact) > 1:
        return []  # one word changed leaves every other content word in the source
    regions = _regions(m.group(1), content, index)
    if not regions:
        return []
    text = index.text
    sep = r"\W+"
    if _search(sep.join(map(re.escape, words)), text, regions):
        return []  # the source's own words
    for j, word in enumerate(words):
        pattern = sep.join([*map(re.escape, words[:j]), r"(\w+)", *map(re.escape, words[j + 1 :])])
        found = _search(pattern, text, regions)
        if found is None:
            continue
        # an edge word counts only where the source quotes it too (a title or a sentence may go on
        # otherwise: "… of Topeka, Kansas" against "… of Topeka was")
        if (j == 0 and not text[max(0, found.start(1) - 2) : found.start(1)].strip().endswith(_OPENING)) or (
                j == len(words) - 1 and not text[found.end(1) : found.end(1) + 3].lstrip(".,;:!? ").startswith(_CLOSING)):
            continue
        theirs, mine = found.group(1).lower(), word.lower()
        if mine == theirs or fuzz.ratio(mine, theirs) >= 80 or (mine in STOP_WORDS and theirs in STOP_WORDS):
            return []  # a spelling, an inflection, a small word
        i = _sentence_at(index, found.start(1))
        if i < 0:
            return []
        sw = sentence_words(i)
        c, k = _at(claim, m.start(1) + spans[j].start()), _at(sw, found.start(1) - index.spans[i].start)
        return [(Hit(ConflictKind.MISQUOTE, f"claim quotes \u201c{word}\u201d; the source's words: \u201c{sw.phrase(k)}\u201d",
                     (c, c), (k, k)), sw)]
    return []


def verbatim_quotes(claim: Words, index: SourceIndex) -> list[tuple[int, int]]:
    """The claim's quotations (character ranges in the claim) that the source gives word for word:
    the source's own words, on which no contradiction can turn ("saying that "he hasn't done
    shit"" against a source that quotes it and, a sentence on, "All he's done …")."""
    out = []
    for m in _QUOTE_RE.finditer(claim.text):
        words = _WORD_RE.findall(m.group(1))
        content = _content(words)
        if len(words) < 3 or not content or any(w not in index.exact for w in content):
            continue
        regions = _regions(m.group(1), content, index)
        found = _search(r"\W+".join(map(re.escape, words)), index.text, regions) if regions else None
        if found is not None and not (_denied_before(index.text, found.start()) and
                                      not _denied_before(claim.text, m.start())):
            out.append((m.start(1), m.end(1)))
    return out


_SENTENCE_STOPS = re.compile(r"[.!?;\n]")
_APOSTROPHE_WORD_RE = re.compile(r"\w+(?:['\u2019]\w+)*")


def _denied_before(text: str, start: int) -> bool:
    """Whether one of the three words before ``start`` in its sentence is a denial ("I would
    *not* | rule anything out", "We have *no* | evidence that"): a quotation that starts after it,
    in a claim that does not deny it too, cut the denial off."""
    before = text[max(0, start - 60) : start]
    stops = list(_SENTENCE_STOPS.finditer(before))
    words = [w.lower().replace("\u2019", "'") for w in _APOSTROPHE_WORD_RE.findall(
        before[stops[-1].end() if stops else 0 :])[-3:]]
    return any((w in NEGATORS or w.endswith("n't")) and words[k + 1 : k + 2] != ["only"] for k, w in enumerate(words))
