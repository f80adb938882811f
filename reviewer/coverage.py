"""Coverage and the deterministic gate.

A claim is *covered* when it carries a citation or is covered by a trailing one. The gate
passes when no claim is uncited and no marker dangles; ``strict`` also demands that every
cited claim is ``supported``. The gate — never a model's opinion — ends the repair loop.
"""

from __future__ import annotations

from collections.abc import Sequence

from reviewer.model import ClaimResult, Coverage, Dangling, Verdict


def coverage_of(results: Sequence[ClaimResult]) -> Coverage:
    covered = sum(1 for r in results if r.claim.cited)
    return Coverage(covered=covered, total=len(results))


def fraction(results: Sequence[ClaimResult]) -> float | None:
    return coverage_of(results).fraction


def gate_passes(results: Sequence[ClaimResult], dangling: Sequence[Dangling], *, strict: bool = False) -> bool:
    if dangling or any(r.verdict is Verdict.UNCITED for r in results):
        return False
    if strict:
        return all(r.verdict is Verdict.SUPPORTED for r in results)
    return True
