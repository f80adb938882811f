"""Repair suggestions, applying repairs, and the bounded repair loop.

Public API::

    apply_repairs(note, repairs) -> str                        # pure, order-independent
    suggest_repairs(results, note, sources, panel) -> {claim_id: (Repair, ...)}
    run_repair_loop(note, analyze, suggest, max_passes=2) -> LoopResult
    LLMSuggester(client, llm_config, sources)                  # optional, validated
"""

from reviewer.repair.apply import RepairConflict, apply_repairs, conflicts, select_compatible
from reviewer.repair.loop import (
    LoopResult,
    coverage_fraction,
    gate_passes,
    merge_suggestions,
    run_repair_loop,
)
from reviewer.repair.suggest import suggest_repairs

__all__ = [
    "LLMSuggester",
    "LoopResult",
    "RepairConflict",
    "apply_repairs",
    "conflicts",
    "coverage_fraction",
    "gate_passes",
    "merge_suggestions",
    "run_repair_loop",
    "select_compatible",
    "suggest_repairs",
]


def __getattr__(name: str):
    if name == "LLMSuggester":  # imports httpx only when used
        from reviewer.repair.llm import LLMSuggester

        return LLMSuggester
    raise AttributeError(name)
