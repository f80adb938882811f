"""Judges: each reads a claim and its usable sources and returns one ``Vote``.

``make_judge(name, config, client=None)`` builds one by name: ``lexical``, ``evidence``,
``learned`` (offline), ``nli`` (an NLI classifier over HTTP, ``reviewer.judges.nli``) or ``llm`` (an OpenAI-compatible endpoint; ``client`` is an injected
``httpx.Client``). A judge spec in ``config.judges`` may carry a panel weight: ``"learned:2"``.
"""

from __future__ import annotations

from reviewer.config import JUDGE_NAMES, OFFLINE_JUDGES, parse_judge_spec
from reviewer.errors import UnknownJudgeError
from reviewer.judges.base import Judge


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
    if name == "nli":
        from reviewer.judges.nli import NLIJudge

        llm = getattr(config, "llm", None)
        if llm is None or not llm.nli_url:
            raise UnknownJudgeError("the nli judge needs an NLI endpoint (llm.nli_url, REVIEWER_LLM_NLI_URL)")
        return NLIJudge(llm)
    from reviewer.judges.llm import LLMJudge

    llm = getattr(config, "llm", None)
    if llm is None or not llm.configured:
        raise UnknownJudgeError("the llm judge needs a base URL and a model (REVIEWER_LLM_BASE_URL, REVIEWER_LLM_MODEL)")
    return LLMJudge(llm, model=llm.model or llm.models[0], client=client)


__all__ = ["JUDGE_NAMES", "OFFLINE_JUDGES", "Judge", "UnknownJudgeError", "make_judge", "parse_judge_spec"]
