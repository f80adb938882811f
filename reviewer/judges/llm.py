"""The LLM judge: any OpenAI-compatible chat-completions endpoint over httpx.

vLLM, llama.cpp server, Ollama and hosted APIs all speak ``POST {base}/v1/chat/completions``.
The prompt asks for ``{"verdict": ..., "quote": ...}`` as JSON. Everything that is not a clean
answer is an *error vote* (``verdict=None``), never a guess: a reply that does not parse, a
truncated reply (``finish_reason == "length"``), an HTTP error after the bounded retries, a
timeout. The quote is re-located in the source (``reviewer.locate``); when it does not
locate, ONE repair turn asks for the exact shortest span or ``NO_SPAN``. A verdict whose
quote still does not locate is kept, with the quote marked unverified (no offsets).
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Sequence

import httpx

from reviewer.config import LLMConfig
from reviewer.model import Evidence, Source, Verdict, Vote

MAX_SOURCE_CHARS = 24_000  # per source, in the prompt
BACKOFF_SECONDS = 0.5
NO_SPAN = "NO_SPAN"

SYSTEM_PROMPT = (
    "You check citations. Given a claim and the text of the source(s) it cites, decide whether the "
    "sources support the claim. Answer with one JSON object and nothing else: "
    '{"verdict": "supported" | "partial" | "not_supported", "quote": "<the shortest exact span copied '
    'from the source that backs your verdict, or empty>"}. '
    '"supported": every fact of the claim is in the source. "partial": some facts are, others are '
    'missing or differ (a number, a date, a name). "not_supported": the source does not back the claim '
    "or contradicts it. Copy the quote character for character from the source."
)
REPAIR_PROMPT = (
    "That quote does not occur verbatim in the source. Reply with only the exact shortest span, "
    f"copied character for character from the source, that backs your verdict — or {NO_SPAN} if there is none."
)

_FENCE_RE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL | re.IGNORECASE)
_VERDICT_ALIASES = {
    "supported": Verdict.SUPPORTED,
    "support": Verdict.SUPPORTED,
    "fully_supported": Verdict.SUPPORTED,
    "partial": Verdict.PARTIAL,
    "partially_supported": Verdict.PARTIAL,
    "partly_supported": Verdict.PARTIAL,
    "not_supported": Verdict.NOT_SUPPORTED,
    "unsupported": Verdict.NOT_SUPPORTED,
    "contradicted": Verdict.NOT_SUPPORTED,
    "source_unavailable": Verdict.SOURCE_UNAVAILABLE,
}


class LLMError(Exception):
    """The endpoint could not give a usable answer (the message says why)."""


def locate_span(quote: str, text: str) -> tuple[int, int] | None:
    """Offsets of ``quote`` in ``text`` via ``reviewer.locate`` (exact/normalized/fuzzy tiers);
    a plain ``str.find`` when that module is not available."""
    try:
        from reviewer.locate import locate_quote
    except ImportError:  # pragma: no cover - stand-in until the locate module lands
        i = text.find(quote)
        return (i, i + len(quote)) if quote and i >= 0 else None
    loc = locate_quote(quote, text)
    if str(loc.status) in ("located", "fuzzy") and loc.start is not None and loc.end is not None:
        return loc.start, loc.end
    return None


def parse_verdict_json(content: str) -> tuple[Verdict, str, float]:
    """``(verdict, quote, confidence)`` from a reply; raises ``LLMError`` if it does not parse."""
    text = content.strip()
    fenced = _FENCE_RE.search(text)
    if fenced:
        text = fenced.group(1).strip()
    obj = None
    decoder = json.JSONDecoder()
    for match in re.finditer(r"\{", text):
        try:
            candidate, _ = decoder.raw_decode(text, match.start())
        except json.JSONDecodeError:
            continue
        if isinstance(candidate, dict) and "verdict" in candidate:
            obj = candidate
            break
    if obj is None:
        raise LLMError(f"reply is not the JSON asked for: {content[:80]!r}")
    raw = str(obj.get("verdict", "")).strip().lower().replace("-", "_").replace(" ", "_")
    verdict = _VERDICT_ALIASES.get(raw)
    if verdict is None:
        raise LLMError(f"reply has an unknown verdict {obj.get('verdict')!r}")
    quote = obj.get("quote") or ""
    if not isinstance(quote, str):
        quote = ""
    try:
        confidence = float(obj.get("confidence", 1.0))
    except (TypeError, ValueError):
        confidence = 1.0
    return verdict, quote.strip(), min(1.0, max(0.0, confidence))


def endpoint(base_url: str) -> str:
    url = base_url.rstrip("/")
    if url.endswith("/chat/completions"):
        return url
    if url.endswith("/v1"):
        return url + "/chat/completions"
    return url + "/v1/chat/completions"


#: after this many consecutive calls that never reached the endpoint, stop calling it
UNREACHABLE_AFTER = 3


class LLMJudge:
    concurrent = True  # the panel runs it in its thread pool

    def __init__(self, config: LLMConfig, model: str | None = None, client: httpx.Client | None = None) -> None:
        self.config = config
        self.model = model or config.model or (config.models[0] if config.models else "")
        self.name = f"llm:{self.model}"
        self._client = client
        self._lock = threading.Lock()
        self._unreachable = 0  # consecutive calls that could not reach the endpoint at all

    @property
    def client(self) -> httpx.Client:
        with self._lock:
            if self._client is None:
                self._client = httpx.Client(timeout=self.config.timeout)
            return self._client

    def messages(self, claim: str, sources: Sequence[Source], context: str = "") -> list[dict]:
        parts = [f"Claim: {claim}"]
        if context:
            parts.append(f"Context around the claim (not to be judged): {context[:1500]}")
        for s in sources:
            text = s.text[:MAX_SOURCE_CHARS]
            cut = " [source cut here]" if len(s.text) > MAX_SOURCE_CHARS else ""
            parts.append(f"Source {s.id}{' — ' + s.title if s.title else ''}:\n<<<\n{text}{cut}\n>>>")
        return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": "\n\n".join(parts)}]

    def complete(self, messages: list[dict]) -> str:
        """One chat completion with bounded retries; returns the reply text or raises LLMError."""
        body = {"model": self.model, "messages": messages, "temperature": self.config.temperature,
                "max_tokens": self.config.max_tokens}
        headers = {"Authorization": f"Bearer {self.config.api_key}"} if self.config.api_key else {}
        if self._unreachable >= UNREACHABLE_AFTER:
            # an endpoint that refused or timed out on every attempt of the last calls is down:
            # say so at once instead of waiting out timeouts and retries for every claim
            raise LLMError(f"endpoint unreachable: skipped after {self._unreachable} failed calls")
        last = "no attempt"
        reached = False
        for attempt in range(max(0, self.config.retries) + 1):
            if attempt:
                time.sleep(min(BACKOFF_SECONDS * 2 ** (attempt - 1), 4.0))
            try:
                resp = self.client.post(endpoint(self.config.base_url), json=body, headers=headers,
                                        timeout=self.config.timeout)
            except httpx.TimeoutException:
                last = f"timed out after {self.config.timeout:g}s"
                continue
            except httpx.HTTPError as exc:
                last = f"cannot reach the endpoint ({type(exc).__name__})"
                continue
            reached = True
            if resp.status_code >= 500 or resp.status_code == 429:
                last = f"HTTP {resp.status_code}"
                continue
            if resp.status_code >= 400:
                raise LLMError(f"HTTP {resp.status_code}: {resp.text[:120]}")
            try:
                choice = resp.json()["choices"][0]
                content = choice["message"]["content"] or ""
            except (ValueError, KeyError, IndexError, TypeError):
                raise LLMError("the endpoint's reply is not a chat completion") from None
            with self._lock:
                self._unreachable = 0
            if choice.get("finish_reason") == "length":
                raise LLMError("truncated reply (max_tokens reached)")
            return content
        with self._lock:
            self._unreachable = 0 if reached else self._unreachable + 1
        raise LLMError(f"{last} (after {max(0, self.config.retries) + 1} attempt(s))")

    def judge(self, claim: str, sources: Sequence[Source], context: str = "") -> Vote:
        messages = self.messages(claim, sources, context)
        try:
            reply = self.complete(messages)
            verdict, quote, confidence = parse_verdict_json(reply)
        except LLMError as exc:
            return Vote(judge=self.name, verdict=None, reason="could not check", error=str(exc))
        reason = f"{self.model}: {verdict.value}"
        evidence = None
        if quote:
            evidence = self._evidence(quote, sources)
            if evidence is None and verdict in (Verdict.SUPPORTED, Verdict.PARTIAL):
                evidence, note = self._repair_quote(messages, reply, quote, sources)
                reason += f"; {note}"
            elif evidence is None:
                evidence = Evidence(sources[0].id, quote, None, None)
        return Vote(judge=self.name, verdict=verdict, score=confidence, reason=reason, evidence=evidence)

    def _evidence(self, quote: str, sources: Sequence[Source]) -> Evidence | None:
        for s in sources:
            span = locate_span(quote, s.text)
            if span is not None:
                return Evidence(s.id, s.text[span[0]:span[1]], span[0], span[1])
        return None

    def _repair_quote(self, messages, reply, quote, sources) -> tuple[Evidence | None, str]:
        turn = messages + [{"role": "assistant", "content": reply}, {"role": "user", "content": REPAIR_PROMPT}]
        try:
            answer = self.complete(turn).strip()
        except LLMError as exc:
            return Evidence(sources[0].id, quote, None, None), f"quote not found in the source; repair turn failed ({exc})"
        if NO_SPAN in answer:
            return None, "quote not found in the source and the model gave no exact span"
        span_text = answer.strip().strip("`").strip()
        if span_text.startswith("{"):
            try:
                span_text = str(json.loads(span_text).get("quote", ""))
            except (json.JSONDecodeError, AttributeError):
                pass
        span_text = span_text.strip().strip('"“”').strip()
        evidence = self._evidence(span_text, sources) if span_text else None
        if evidence is not None:
            return evidence, "quote repaired to an exact span"
        return Evidence(sources[0].id, quote, None, None), "quote not found in the source (unverified)"


def llm_judges(config: LLMConfig, client: httpx.Client | None = None) -> list[LLMJudge]:
    """One judge per configured model (``models``, else ``model``)."""
    models = list(dict.fromkeys(config.models or ((config.model,) if config.model else ())))
    return [LLMJudge(config, model=m, client=client) for m in models]
