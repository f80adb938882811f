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
from reviewer.judges.sourceindex import SourceIndex
from reviewer.lexicon import STOP_WORDS
from reviewer.model import ConflictKind
from reviewer.text import stem

SAYING = frozenset(["said", "says", "told", "tells", "argued", "argues", "added", "adds", "wrote", "writes",
                    "stated", "states", "insisted", "insists", "warned", "warns", "claimed", "claims", "declared",
                    "replied", "explained", "noted", "notes", "announced", "remarked"])
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
    # "Veldhoven said …": a capitalised first word is a name only if the source says so (``speaker_hits``)
    if len(claim) > 1 and claim.caps[0] and claim.content[0] and claim.lower[1] in SAYING and claim.ends[0] < m.start():
        return Slot("name?", 0, 0, frozenset([claim.lower[0]]), (claim.lower[0],)), m.group(1), m.start()
    return None


def _verb_after(w: Words, s: Slot) -> int | None:
    """The verb of saying right after the name, or after a comma-delimited apposition
    ("Priya Nair, who chairs the planning committee, said"), or None."""
    k = s.last + 1
    if k < len(w) and w.lower[k] in SAYING and not w.gap(k).strip():
        return k
    if k < len(w) and w.gap(k).strip() == ",":
        for j in range(k + 1, min(len(w), k + _APPOSITION)):
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
        first = claim.text[claim.starts[0] : claim.ends[0]]
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
    for t in slots(sw, claim):
        if t.kind != "name" or sw.starts[t.first] >= at:
            continue
        verb = _verb_after(sw, t)
        if verb is None or sw.starts[verb] >= at:
            continue
        if same_filler(speaker, t):
            return []  # the claim's speaker said it
        return [(Hit(ConflictKind.ENTITY, f"claim gives the quotation to {claim.phrase(speaker.first, speaker.last)}; "
                     f"source: \u201c{sw.phrase(t.first, verb)}\u201d", (speaker.first, speaker.last), (t.first, verb)),
                 sw)]
    return []


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
        if regions and _search(r"\W+".join(map(re.escape, words)), index.text, regions):
            out.append((m.start(1), m.end(1)))
    return out
