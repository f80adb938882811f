"""Whether a rewrite keeps the claim's meaning.

A repair that rewrites a claim's words (``requote``, ``soften``) must still say what the claim
said: it is offered only when the new text carries the claim's own content, never because the
new text is "supported" for having been copied from the source (a source's title restated in
place of "Nobody was reported injured" is supported by the source and says something else).

Content is compared as the judges' stemmed content words, a word matching another when the two
share a stem or one stem starts with the other over four letters or more ("injur" / "injury",
"report" / "reported"); every negative quantifier ("no", "none", "nobody", "nothing", "never",
"not") counts as the same word. The rules:

* a **word swap** (the repair replaces at most ``MAX_SWAP`` words, fewer than half the claim's)
  corrects the conflicting words and leaves the rest of the claim as it was: its meaning is kept
  by construction (its well-formedness is ``safety.malformed``'s);
* a **restatement** keeps at least ``KEEP`` of the claim's content words, adds no more content
  words than it keeps, and does not change what the claim is about: when its leading content
  word (negations aside) is not the claim's, it must be one the claim has;
* a **soften** is the claim behind a hedge of at most ``MAX_HEDGE`` words ("It is likely
  that …"), or says nothing the claim did not (the claim narrowed to one of its clauses): every
  content word it holds, hedge words aside, is the claim's.

Everything here is pure.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from reviewer.model import RepairKind
from reviewer.text import content_tokens

#: share of the claim's content words a restatement must keep
KEEP = 0.5
#: a repair replacing at most this many words (and fewer than half the claim's) is a word swap
MAX_SWAP = 4
#: a hedge put in front of a claim ("We assess with moderate confidence that") has at most this many words
MAX_HEDGE = 7
#: the shortest common start under which two different stems are not read as one word
MIN_PREFIX = 4
#: negative quantifiers and particles: one word for this comparison ("nobody" / "no injuries")
NEGATIVES = frozenset({"no", "none", "nobody", "noth", "nothing", "never", "not", "neither", "nor", "no-one"})
_NEGATIVE = "¬"
#: the words a hedge adds ("It is likely that", "We assess that"): not content of the claim
_HEDGE_WORDS = frozenset(content_tokens("It is likely that We assess that probably", stemmed=True))


def _stems(text: str) -> tuple[str, ...]:
    return tuple(_NEGATIVE if t in NEGATIVES else t for t in content_tokens(text, stemmed=True))


def same_word(a: str, b: str) -> bool:
    """Two stems of one word: equal, or one the start of the other over ``MIN_PREFIX`` letters."""
    if a == b:
        return True
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    return len(short) >= MIN_PREFIX and long_.startswith(short) and not short.isdigit()


@dataclass(frozen=True, slots=True)
class Words:
    """A text's stems as this module compares them, worked out once per text: in order, as a
    set, and the set grouped by their first ``MIN_PREFIX`` letters (two different stems of one
    word share those: ``same_word``), so that finding a stem's match reads only its group."""

    stems: tuple[str, ...]
    bag: frozenset[str]
    heads: dict[str, tuple[str, ...]]


def words_of(text: str) -> Words:
    return _words_from(_stems(text))


def _words_from(stems, drop: frozenset[str] = frozenset()) -> Words:
    bag = frozenset(stems) - drop
    heads: dict[str, list[str]] = {}
    for w in bag:
        heads.setdefault(w[:MIN_PREFIX], []).append(w)
    return Words(tuple(stems), bag, {k: tuple(v) for k, v in heads.items()})


def _holds(words: Words, stem: str) -> bool:
    """``any(same_word(stem, w) for w in words.bag)``: only the stems sharing its first letters
    can be another stem of its word."""
    return stem in words.bag or any(same_word(stem, w) for w in words.heads.get(stem[:MIN_PREFIX], ()))


def _lead(stems: tuple[str, ...]) -> str:
    return next((s for s in stems if s != _NEGATIVE), "")


def measure(before: str, after: str) -> tuple[int, int, int]:
    """(content words of ``before``, of those kept in ``after``, content words ``after`` adds)."""
    return measure_words(words_of(before), words_of(after))


def measure_words(before: Words, after: Words) -> tuple[int, int, int]:
    """``measure`` of two texts' ``words_of``."""
    new = after.bag - _HEDGE_WORDS
    new_words = after if new == after.bag else _words_from(new)
    kept = sum(1 for s in before.bag if _holds(new_words, s))
    added = sum(1 for s in new if not _holds(before, s))
    return len(before.bag), kept, added


def restates(before: str, after: str) -> str:
    """Why ``after`` is not a restatement of the claim ``before`` ("" when it is)."""
    return restates_words(words_of(before), words_of(after))


def restates_words(before: Words, after: Words, measured: tuple[int, int, int] | None = None) -> str:
    """``restates`` of two texts' ``words_of`` (``measured``: their ``measure_words``, when known)."""
    total, kept, added = measure_words(before, after) if measured is None else measured
    if not total:
        return ""
    if kept < KEEP * total:
        return f"it keeps {kept} of the claim's {total} content words"
    if added > kept:
        return f"it adds more content words ({added}) than it keeps ({kept})"
    lead, old_lead = _lead(after.stems), _lead(before.stems)
    if lead and not same_word(lead, old_lead) and not _holds(before, lead):
        return f"its subject ({lead!r}) is not the claim's"
    return ""


def narrows(before: str, after: str) -> str:
    """Why ``after`` says something ``before`` did not ("" when it says only what it said)."""
    old = words_of(before)
    extra = sorted({s for s in set(_stems(after)) - _HEDGE_WORDS if not _holds(old, s)})
    return f"it says what the claim did not ({', '.join(extra[:4])})" if extra else ""


def _hedge(before: str, after: str) -> str | None:
    """The words put in front of the claim when ``after`` is ``before`` behind a hedge ("It is
    likely that copper …", "Arguably, copper …"; the claim's first letter may change case)."""
    old, new = " ".join(before.split()), " ".join(after.split())
    if not old or len(new) < len(old) or new[len(new) - len(old) + 1 :] != old[1:] \
            or new[len(new) - len(old)].lower() != old[0].lower():
        return None
    return new[: len(new) - len(old)]


def _words(text: str) -> int:
    return len(text.split())


def changes_meaning(kind: RepairKind, claim_before: str, claim_after: str, replaced: str) -> str:
    """Why a repair of ``kind`` that turns the claim's text ``claim_before`` (markers left out)
    into ``claim_after`` by replacing ``replaced`` does not keep the claim's meaning ("" when
    it does, or when the repair does not rewrite the claim's words)."""
    if kind is RepairKind.SOFTEN:
        head = _hedge(claim_before, claim_after)
        if head is not None:
            return "" if _words(head) <= MAX_HEDGE else f"it puts {_words(head)} words in front of the claim"
        return narrows(claim_before, claim_after)
    if kind is not RepairKind.REQUOTE:
        return ""
    n = _words(replaced)
    if n <= MAX_SWAP and 2 * n < _words(claim_before):
        return ""  # a word swap: the claim's other words stand as they were
    return restates(claim_before, claim_after)


@lru_cache(maxsize=64)
def _sentence_stems(text: str) -> tuple[tuple, dict[str, tuple[int, ...]]]:
    """Each sentence span of a source with the first letters of its content words, and which
    sentences hold each such head (once per text)."""
    from reviewer.text import sentence_spans

    sentences = tuple((span, frozenset(s[:MIN_PREFIX] for s in _stems(text[span.start : span.end])))
                      for span in sentence_spans(text))
    holding: dict[str, list[int]] = {}
    for i, (_, have) in enumerate(sentences):
        for head in have:
            holding.setdefault(head, []).append(i)
    return sentences, {head: tuple(ids) for head, ids in holding.items()}


def best_sentences(claim: str, text: str, limit: int = 3, claim_words: Words | None = None) -> list[tuple[int, int]]:
    """The spans of the ``limit`` sentences of ``text`` that share most of the claim's content
    words (by their first letters: a cheap first cut, the restatement rules decide), at least
    ``KEEP`` of them; best first. ``claim_words``: ``words_of(claim)``, when the caller has it."""
    stems = _stems(claim) if claim_words is None else claim_words.stems
    want = {s[:MIN_PREFIX] for s in stems}
    if not want:
        return []
    sentences, holding = _sentence_stems(text)
    shared: dict[int, int] = {}  # only sentences sharing a head can reach ``KEEP`` of them
    for head in want:
        for i in holding.get(head, ()):
            shared[i] = shared.get(i, 0) + 1
    scored = []
    for i, n in shared.items():
        if n >= KEEP * len(want):
            span, have = sentences[i]
            scored.append((-n, len(have), span.start, span.end))
    scored.sort()
    return [(s, e) for _, _, s, e in scored[:limit]]
