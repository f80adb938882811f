"""The NLI judge: a natural-language-inference classifier behind an HTTP inference endpoint.

The endpoint is a text-classification server in the shape of Hugging Face
text-embeddings-inference's ``/predict``: ``POST {"inputs": [[premise, hypothesis], ...]}``
answers one list of ``{"label", "score"}`` per pair (labels ``entailment`` / ``neutral`` /
``contradiction``, any case, or ``LABEL_0..2`` in MNLI order). Any NLI cross-encoder served that
way works (DeBERTa-MNLI, HHEM-style, MiniCheck-style); nothing is downloaded here.

The source is cut into overlapping windows (the premises); the claim is the hypothesis. The
best-entailed window decides ``supported`` when its entailment probability reaches
``llm.nli_threshold``; a window that contradicts the claim at that probability gives a
``not_supported`` vote carrying a ``Conflict(kind=MODEL)`` with both spans — the panel's
contradiction veto (``Panel._veto``) then keeps the claim from being ``supported`` whatever the
other judges say. Otherwise ``not_supported`` (neutral). An HTTP error, a timeout, a reply that
is not the expected JSON, too big, or without the three labels: an error vote, never a verdict.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence

import httpx

from reviewer.llm.bounded import ReplyTooLarge, ReplyTooSlow, post_bounded
from reviewer.model import Conflict, ConflictKind, Evidence, Source, Verdict, Vote

WINDOW_CHARS = 1200
WINDOW_STEP = 900
MAX_WINDOWS = 24  # per claim, over all its sources
MAX_REPLY_BYTES = 1_000_000
_MNLI_ORDER = {"label_0": "contradiction", "label_1": "neutral", "label_2": "entailment"}
_ALIASES = {"entailment": "entailment", "entail": "entailment", "entailed": "entailment",
            "contradiction": "contradiction", "contradict": "contradiction", "contradicted": "contradiction",
            "neutral": "neutral"}


class NLIError(Exception):
    pass


def predict_url(url: str) -> str:
    url = url.strip().rstrip("/")
    return url if url.endswith("/predict") else url + "/predict"


def windows(text: str, size: int = WINDOW_CHARS, step: int = WINDOW_STEP) -> list[tuple[int, int]]:
    """Overlapping windows of ``text``, cut at whitespace where possible: (start, end) pairs."""
    out: list[tuple[int, int]] = []
    start, n = 0, len(text)
    while start < n:
        end = min(n, start + size)
        if end < n:
            cut = text.rfind(" ", start + size // 2, end)
            end = cut if cut > start else end
        out.append((start, end))
        if end >= n:
            break
        nxt = start + step
        space = text.find(" ", nxt, nxt + 80)
        start = space + 1 if space != -1 else nxt
    return out


def _scores(item) -> dict[str, float]:
    """``[{"label", "score"}, ...]`` → {entailment, neutral, contradiction: probability}."""
    if isinstance(item, dict):
        item = [item]
    if not isinstance(item, list):
        raise NLIError("reply item is not a list of {label, score}")
    scores: dict[str, float] = {}
    for entry in item:
        if not isinstance(entry, dict) or not isinstance(entry.get("label"), str):
            raise NLIError("reply item without a label")
        score = entry.get("score")
        if not isinstance(score, int | float) or isinstance(score, bool) or not 0.0 <= float(score) <= 1.0:
            raise NLIError(f"bad score for {entry['label'][:40]!r}")
        raw = entry["label"].strip().lower()
        label = _ALIASES.get(raw) or _MNLI_ORDER.get(raw)
        if label is not None:
            scores[label] = float(score)
    if "entailment" not in scores or "contradiction" not in scores:
        raise NLIError("reply lacks entailment and contradiction scores")
    return scores


class NLIJudge:
    concurrent = True  # waits on the network: the panel runs it in its pool
    name = "nli"

    def __init__(self, config, client: httpx.Client | None = None) -> None:
        self.config = config  # LLMConfig: nli_url, nli_threshold, timeout, deadline
        self.url = predict_url(config.nli_url)
        self.threshold = float(config.nli_threshold)
        self._owns = client is None
        self.http = client if client is not None else httpx.Client()

    def close(self) -> None:
        if self._owns:
            self.http.close()

    def predict(self, pairs: list[list[str]]) -> list[dict[str, float]]:
        headers = {"Accept": "application/json", "Accept-Encoding": "identity"}
        if getattr(self.config, "api_key", ""):
            headers["Authorization"] = f"Bearer {self.config.api_key}"
        timeout = float(self.config.timeout)
        deadline = time.monotonic() + float(getattr(self.config, "deadline", 0) or timeout)
        try:
            status, _, buf = post_bounded(self.http, self.url, json={"inputs": pairs, "truncate": True},
                                          headers=headers, timeout=httpx.Timeout(timeout, connect=min(10.0, timeout)),
                                          cap=MAX_REPLY_BYTES, deadline=deadline)
        except ReplyTooLarge:
            raise NLIError(f"reply too large (over {MAX_REPLY_BYTES} bytes)") from None
        except ReplyTooSlow:
            raise NLIError("timed out while the reply was streaming") from None
        except httpx.TimeoutException:
            raise NLIError(f"timed out after {timeout:g}s") from None
        except httpx.HTTPError as exc:
            raise NLIError(f"cannot reach the NLI endpoint ({type(exc).__name__})") from None
        if status != 200:
            raise NLIError(f"HTTP {status}: {' '.join(bytes(buf[:200]).decode('utf-8', 'replace').split())[:120]}")
        try:
            data = json.loads(bytes(buf))
        except (ValueError, RecursionError):
            raise NLIError(f"reply is not JSON: {bytes(buf[:60])!r}") from None
        if len(pairs) == 1 and isinstance(data, list) and data and isinstance(data[0], dict):
            data = [data]  # one pair may come back as a flat list
        if not isinstance(data, list) or len(data) != len(pairs):
            raise NLIError(f"expected {len(pairs)} results, got {type(data).__name__}")
        return [_scores(item) for item in data]

    def judge(self, claim: str, sources: Sequence[Source], context: str = "") -> Vote:
        spans = [(s, a, b) for s in sources if s.usable for a, b in windows(s.text)][:MAX_WINDOWS]
        if not spans:
            return Vote(self.name, None, reason="could not check", error="no source text")
        try:
            scores = self.predict([[s.text[a:b], claim] for s, a, b in spans])
        except NLIError as exc:
            return Vote(self.name, None, reason="could not check", error=f"NLI endpoint: {exc}")
        best_e = max(range(len(spans)), key=lambda i: scores[i]["entailment"])
        best_c = max(range(len(spans)), key=lambda i: scores[i]["contradiction"])
        p_e, p_c = scores[best_e]["entailment"], scores[best_c]["contradiction"]
        if p_e >= self.threshold and p_e >= p_c:
            s, a, b = spans[best_e]
            return Vote(self.name, Verdict.SUPPORTED, round(p_e, 4), f"entailed (p={p_e:.2f})",
                        evidence=Evidence(s.id, s.text[a:b], a, b))
        if p_c >= self.threshold:
            s, a, b = spans[best_c]
            conflict = Conflict(ConflictKind.MODEL, f"NLI model: the source contradicts the claim (p={p_c:.2f})",
                                claim_text=claim, claim_start=0, claim_end=len(claim), source_id=s.id,
                                source_text=s.text[a:b], source_start=a, source_end=b)
            return Vote(self.name, Verdict.NOT_SUPPORTED, round(p_c, 4), f"contradicted (p={p_c:.2f})",
                        evidence=Evidence(s.id, s.text[a:b], a, b), conflicts=(conflict,))
        return Vote(self.name, Verdict.NOT_SUPPORTED, round(1.0 - p_e, 4),
                    f"not entailed (best p={p_e:.2f}, contradiction p={p_c:.2f})")


__all__ = ["NLIJudge", "predict_url", "windows"]
