"""An optional LLM repair suggester (OpenAI-compatible chat completions).

It gets the draft, the source keys with a snippet of each, and the flagged claims (uncited or
not supported), and may only do two things: attach existing source keys (``add_citation``) or
soften a claim (``soften``). What it returns is validated here — unknown claims, unknown or
unusable keys, rewordings that change numbers, drop content or add markers are all discarded —
and the loop's gate re-checks whatever is applied. A transport or parse failure yields no
suggestions (never a guess). The ``httpx.Client`` is injected (the LLM judge's client).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence

import httpx

from reviewer.config import LLMConfig
from reviewer.model import ClaimResult, Repair, RepairKind, Source, Verdict
from reviewer.repair import edits

try:
    from reviewer.text import content_tokens as _content_tokens
    from reviewer.text import numbers as _numbers
except ImportError:  # pragma: no cover - fallback while reviewer.text is absent
    def _content_tokens(text: str, *, stemmed: bool = False) -> list[str]:
        return re.findall(r"[a-z0-9]{3,}", text.lower())

    def _numbers(text: str) -> list[str]:
        return re.findall(r"\d+(?:\.\d+)?", text)

SYSTEM = (
    "You repair citations in an analytic note. For each flagged claim you may either attach "
    "existing source keys that support it (action add_citation, keys from the list given) or, if "
    "no source supports it, soften it with calibrated estimative language such as 'likely' or "
    "'we assess that' (action soften, the full reworded claim in 'text', same facts and numbers, "
    "no citation markers). Never invent a key or a fact. Reply with JSON only: "
    '{"repairs": [{"claim_id": "c1", "action": "add_citation", "keys": ["g2"], "why": "..."}, '
    '{"claim_id": "c4", "action": "soften", "text": "...", "why": "..."}]}'
)

#: the share of the claim's content words a softened rewording must keep
MIN_KEPT = 0.8


def _extract_json(content: str) -> dict | None:
    content = content.strip()
    fence = re.search(r"```(?:json)?\s*(.*?)```", content, re.DOTALL)
    if fence:
        content = fence.group(1)
    start, end = content.find("{"), content.rfind("}")
    if start < 0 or end < start:
        return None
    try:
        data = json.loads(content[start : end + 1])
    except json.JSONDecodeError:
        return None
    return data if isinstance(data, dict) else None


def acceptable_softening(original: str, proposed: str) -> bool:
    """A rewording may add hedges but must keep the claim's content, numbers and no markers."""
    if not proposed.strip() or "[" in proposed or len(proposed) > 2 * len(original) + 40:
        return False
    if not edits.already_hedged(proposed) or sorted(_numbers(proposed)) != sorted(_numbers(original)):
        return False
    want = set(_content_tokens(original))
    kept = want & set(_content_tokens(proposed))
    return not want or len(kept) / len(want) >= MIN_KEPT


class LLMSuggester:
    """``suggester(results, note) -> {claim_id: (Repair, ...)}`` — use it as the loop's ``suggest``."""

    def __init__(self, client: httpx.Client, config: LLMConfig, sources: Mapping[str, Source],
                 *, snippet_chars: int = 500, first_id: int = 1):
        self.client, self.config = client, config
        self.sources = {k: s for k, s in sources.items() if s.usable}
        self.snippet_chars = snippet_chars
        self.first_id = first_id
        self.last_error: str | None = None

    def messages(self, results: Sequence[ClaimResult], note: str) -> list[dict[str, str]]:
        listing = "\n".join(
            f"- {key}: {s.title + ' — ' if s.title else ''}{edits.snippet(s.text, self.snippet_chars)}"
            for key, s in self.sources.items()
        )
        flagged = "\n".join(f"- {r.id} ({r.verdict}): {r.claim.text}" for r in results)
        user = f"NOTE:\n{note}\n\nSOURCES:\n{listing}\n\nFLAGGED CLAIMS:\n{flagged}"
        return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": user}]

    def _complete(self, messages: list[dict[str, str]]) -> str | None:
        url = self.config.base_url.rstrip("/") + "/chat/completions"
        headers = {"Authorization": f"Bearer {self.config.api_key}"} if self.config.api_key else {}
        body = {"model": self.config.model or (self.config.models[0] if self.config.models else ""),
                "messages": messages, "temperature": self.config.temperature, "max_tokens": self.config.max_tokens}
        for _ in range(max(0, self.config.retries) + 1):
            try:
                response = self.client.post(url, json=body, headers=headers, timeout=self.config.timeout)
                if response.status_code >= 500 or response.status_code == 429:
                    self.last_error = f"HTTP {response.status_code}"
                    continue
                response.raise_for_status()
                return response.json()["choices"][0]["message"]["content"]
            except (httpx.HTTPError, ValueError, KeyError, IndexError, TypeError) as exc:
                self.last_error = f"{type(exc).__name__}: {exc}"
                if isinstance(exc, httpx.HTTPStatusError):
                    return None  # a 4xx will not get better
        return None

    def __call__(self, results: Sequence[ClaimResult], note: str) -> dict[str, tuple[Repair, ...]]:
        flagged = [r for r in results if r.verdict in (Verdict.UNCITED, Verdict.NOT_SUPPORTED)]
        if not flagged or not self.sources or not self.config.configured:
            return {}
        content = self._complete(self.messages(flagged, note))
        data = _extract_json(content) if content is not None else None
        if data is None:
            if content is not None:
                self.last_error = "reply is not JSON"
            return {}
        return self._validated(data.get("repairs"), flagged, note)

    def _validated(self, items, flagged: Sequence[ClaimResult], note: str) -> dict[str, tuple[Repair, ...]]:
        by_id = {r.id: r for r in flagged}
        style = edits.note_style(flagged, note)
        out: dict[str, list[Repair]] = {}
        done: set[tuple[str, str]] = set()
        for item in items if isinstance(items, list) else []:
            if not isinstance(item, dict) or item.get("claim_id") not in by_id:
                continue
            result = by_id[item["claim_id"]]
            claim, action = result.claim, item.get("action")
            why = str(item.get("why") or "").strip()
            if (claim.id, str(action)) in done:
                continue
            if action == "add_citation":
                raw = item.get("keys")
                keys = [k for k in dict.fromkeys(str(k) for k in raw if isinstance(k, (str, int)))
                        if k in self.sources] if isinstance(raw, list) else []
                if not keys:
                    continue
                at = edits.insertion_point(note, claim)
                marker = edits.format_marker(keys, style)
                repair = Repair("", RepairKind.ADD_CITATION, claim.id, at, at,
                                edits.marker_insertion(note, at, marker), tuple(keys),
                                f"LLM suggestion (re-checked by the gate): {why or 'the source supports it'}")
            elif action == "soften" and result.verdict is Verdict.UNCITED:
                text = str(item.get("text") or "").strip()
                original = note[claim.start : claim.end]
                if not acceptable_softening(original, text) or edits.already_hedged(original):
                    continue
                repair = Repair("", RepairKind.SOFTEN, claim.id, claim.start, claim.end, text, (),
                                f"LLM suggestion: {why or 'no source supports it; hedged'}")
            else:
                continue
            done.add((claim.id, str(action)))
            out.setdefault(claim.id, []).append(repair)
        counter = iter(range(self.first_id, 10**9))
        return {cid: tuple(Repair(f"r{next(counter)}", *_fields(r)) for r in reps) for cid, reps in out.items()}


def _fields(r: Repair) -> tuple:
    return (r.kind, r.claim_id, r.start, r.end, r.replacement, r.citations, r.rationale)
