"""Judges: each reads a claim and its usable sources and returns one ``Vote``.

``make_judge(name, config, client=None)`` builds one by name: ``lexical``, ``evidence``,
``learned`` (offline) or ``llm`` (an OpenAI-compatible endpoint; ``client`` is an injected
``httpx.Client``). A judge spec in ``config.judges`` may carry a panel weight: ``"learned:2"``.
"""

from __future__ import annotations

from reviewer.errors import UnknownJudgeError
from reviewer.judges.base import Judge

OFFLINE_JUDGES: tuple[str, ...] = ("lexical", "evidence", "learned")
JUDGE_NAMES: tuple[str, ...] = OFFLINE_JUDGES + ("llm",)


def parse_judge_spec(spec: str) -> tuple[str, float]:
    """``"learned:2"`` → ``("learned", 2.0)``; ``"lexical"`` → ``("lexical", 1.0)``."""
    name, _, weight = str(spec).strip().partition(":")
    name = name.strip().lower()
    if name not in JUDGE_NAMES:
        raise UnknownJudgeError(f"unknown judge {name!r} (known: {', '.join(JUDGE_NAMES)})")
    if not weight:
        return name, 1.0
    try:
        value = float(weight)
    except ValueError:
        raise UnknownJudgeError(f"bad judge weight in {spec!r}") from None
    if not value > 0:
        raise UnknownJudgeError(f"judge weight must be positive in {spec!r}")
    return name, value


def make_judge(name: str, config=None, client=None) -> Judge:
    """One judge by name (a ``name:weight`` spec is accepted; the weight is the panel's business)."""
    name, _ = parse_judge_spec(name)
    if name == "lexical":
        from reviewer.judges.lexical import LexicalJudge

        return LexicalJudge()
    if name == "evidence":
        from reviewer.judges.evidence import EvidenceJudge

        return EvidenceJudge()
    if name == "learned":
        from reviewer.judges.learned import LearnedJudge

        return LearnedJudge()
    from reviewer.config import LLMConfig
    from reviewer.judges.llm import LLMJudge

    llm = getattr(config, "llm", None) or LLMConfig()
    if not llm.configured:
        raise UnknownJudgeError("the llm judge needs a base URL and a model (REVIEWER_LLM_BASE_URL, REVIEWER_LLM_MODEL)")
    return LLMJudge(llm, model=llm.model or llm.models[0], client=client)


__all__ = ["JUDGE_NAMES", "OFFLINE_JUDGES", "Judge", "UnknownJudgeError", "make_judge", "parse_judge_spec"]
