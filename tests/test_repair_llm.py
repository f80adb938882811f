"""The optional LLM suggester: validated output, failures give nothing, never a network call."""

from __future__ import annotations

import json

import httpx
import pytest

from reviewer.config import LLMConfig
from reviewer.model import Claim, ClaimResult, Grounding, Repair, RepairKind, Source, Verdict
from reviewer.repair import LLMSuggester, apply_repairs, merge_suggestions, run_repair_loop
from reviewer.repair.llm import acceptable_softening

NOTE = "- Wheat prices rose 12% in 2023.\n- Copper demand tripled in Chile.\n"
SOURCES = {
    "g1": Source("g1", "Wheat prices rose 12% in 2023.", title="FAO"),
    "g2": Source("g2", "Rain fell."),
}
CONFIG = LLMConfig(base_url="http://llm.test/v1", model="m", api_key="k", retries=1)


def results_for(note: str) -> list[ClaimResult]:
    out = []
    for i, fragment in enumerate(("Wheat prices rose 12% in 2023.", "Copper demand tripled in Chile.")):
        start = note.find(fragment)
        if start >= 0:
            claim = Claim(f"c{i + 1}", fragment, start, start + len(fragment), block=i)
            out.append(ClaimResult(claim, Verdict.UNCITED, Grounding.NOT_APPLICABLE))
    return out


def client_replying(content, status: int = 200, seen: list | None = None) -> httpx.Client:
    def handler(request: httpx.Request) -> httpx.Response:
        if seen is not None:
            seen.append(request)
        if status != 200:
            return httpx.Response(status, json={"error": "x"})
        return httpx.Response(200, json={"choices": [{"message": {"content": content}}]})

    return httpx.Client(transport=httpx.MockTransport(handler))


def test_llm_suggestions_are_validated() -> None:
    reply = {"repairs": [
        {"claim_id": "c1", "action": "add_citation", "keys": ["g1", "g99"], "why": "g1 states the rise"},
        {"claim_id": "c2", "action": "add_citation", "keys": ["g77"]},  # unknown key only: dropped
        {"claim_id": "c2", "action": "soften", "text": "Copper demand likely tripled in Chile."},
        {"claim_id": "c9", "action": "soften", "text": "whatever"},  # not a flagged claim
        {"claim_id": "c1", "action": "rewrite", "text": "Wheat fell."},  # not allowed
    ]}
    seen: list[httpx.Request] = []
    suggester = LLMSuggester(client_replying("```json\n" + json.dumps(reply) + "\n```", seen=seen), CONFIG, SOURCES)
    out = suggester(results_for(NOTE), NOTE)
    assert [(r.id, r.kind, r.citations) for reps in out.values() for r in reps] == [
        ("r1", RepairKind.ADD_CITATION, ("g1",)),
        ("r2", RepairKind.SOFTEN, ()),
    ]
    assert apply_repairs(NOTE, [r for reps in out.values() for r in reps]) == (
        "- Wheat prices rose 12% in 2023 [cite:g1].\n- Copper demand likely tripled in Chile.\n")
    body = json.loads(seen[0].content)
    assert seen[0].url == "http://llm.test/v1/chat/completions" and seen[0].headers["authorization"] == "Bearer k"
    assert "g1: FAO" in body["messages"][1]["content"] and "c2 (uncited)" in body["messages"][1]["content"]


@pytest.mark.parametrize(
    ("original", "proposed", "ok"),
    [
        ("Copper demand tripled in Chile.", "Copper demand likely tripled in Chile.", True),
        ("Copper demand tripled in Chile.", "We assess that copper demand tripled in Chile.", True),
        ("Copper demand tripled in Chile.", "Copper demand tripled in Chile.", False),  # no hedge
        ("Prices rose 12% in 2023.", "Prices likely rose 15% in 2023.", False),  # a changed number
        ("Copper demand tripled in Chile.", "Demand likely rose.", False),  # content lost
        ("Copper demand tripled in Chile.", "Copper demand likely tripled in Chile [cite:g1].", False),
    ],
)
def test_acceptable_softening(original: str, proposed: str, ok: bool) -> None:
    assert acceptable_softening(original, proposed) is ok


@pytest.mark.parametrize("content", ["not json at all", '{"repairs": "nope"}', "[1, 2]"])
def test_unparsable_reply_gives_no_suggestions(content: str) -> None:
    assert LLMSuggester(client_replying(content), CONFIG, SOURCES)(results_for(NOTE), NOTE) == {}


@pytest.mark.parametrize("status", [500, 404, 429])
def test_http_errors_give_no_suggestions(status: int) -> None:
    seen: list = []
    suggester = LLMSuggester(client_replying("", status=status, seen=seen), CONFIG, SOURCES)
    assert suggester(results_for(NOTE), NOTE) == {}
    assert suggester.last_error and len(seen) == (1 if status == 404 else 2)  # retries=1


def test_unconfigured_llm_is_never_called() -> None:
    seen: list = []
    suggester = LLMSuggester(client_replying("{}", seen=seen), LLMConfig(), SOURCES)
    assert suggester(results_for(NOTE), NOTE) == {} and seen == []


def test_llm_in_the_loop_is_rechecked_by_the_gate() -> None:
    import re

    from reviewer.model import Citation, CitationKind

    reply = json.dumps({"repairs": [{"claim_id": "c1", "action": "add_citation", "keys": ["g1"]},
                                    {"claim_id": "c2", "action": "add_citation", "keys": ["g2", "g404"]}]})
    suggester = LLMSuggester(client_replying(reply), CONFIG, SOURCES)
    checked: list[str] = []

    def analyze(text: str) -> list[ClaimResult]:  # one claim per bullet; g2 does not support c2
        checked.append(text)
        out = []
        for i, line in enumerate(re.finditer(r"(?m)^- (.+)$", text)):
            claim = Claim(f"c{i + 1}", line.group(1), line.start(1), line.end(1), block=i)
            marker = re.search(r"\[cite:(\w+)\]", line.group(1))
            if not marker:
                out.append(ClaimResult(claim, Verdict.UNCITED, Grounding.NOT_APPLICABLE))
                continue
            cite = Citation(marker.group(), CitationKind.LEDGER, marker.group(1), line.start(1) + marker.start(),
                            line.start(1) + marker.end(), marker.group(1))
            claim = Claim(claim.id, claim.text, claim.start, claim.end, (cite,), block=i)
            verdict = Verdict.SUPPORTED if marker.group(1) == "g1" else Verdict.NOT_SUPPORTED
            out.append(ClaimResult(claim, verdict, Grounding.LOCATED))
        return out

    result = run_repair_loop(NOTE, analyze, suggester, max_passes=2, allowed_keys=SOURCES)
    # every suggestion is re-verified before use: citing g2 makes c2 not_supported (worse than
    # uncited), so it is withheld and never applied; g404 is outside the sources
    assert result.passes == 1 and result.stopped == "nothing to apply"
    assert result.repaired_note == "- Wheat prices rose 12% in 2023 [cite:g1].\n- Copper demand tripled in Chile.\n"
    assert [r.verdict for r in result.results_after] == [Verdict.SUPPORTED, Verdict.UNCITED]  # the gate's view
    assert list(result.first_suggestions) == ["c1"] and result.withheld_not_better >= 1
    assert result.coverage_before == 0.0 and result.coverage_after == 0.5
    assert checked[0] == NOTE and len(checked) >= 3  # the draft, a re-verification round, the repaired note


def test_merge_suggestions_renumbers_and_dedupes() -> None:
    a = Repair("r1", RepairKind.ADD_CITATION, "c1", 5, 5, " [1]", ("1",))
    b = Repair("r1", RepairKind.SOFTEN, "c2", 0, 3, "We assess that the")
    merged = merge_suggestions({"c1": (a,)}, {"c1": (a,), "c2": (b,)})
    assert [(cid, r.id) for cid, reps in merged.items() for r in reps] == [("c1", "r1"), ("c2", "r2")]
