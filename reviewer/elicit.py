"""Multi-turn elicitation: ask a model questions, collect its cited answers, check them.

For each question of a JSONL file (``{"id", "question"}``) the model is asked the question,
then — in a second turn of the same conversation — to cite its sources with ``[n]`` markers and
a numbered References list (DOIs, arXiv ids or URLs). That cited answer goes through the one
``reviewer.verify`` like any note: its references are fetched (unless offline: then they are
``source_unavailable``) and every claim is judged by the runtime's panel. Each answer is written
with its report (Contract 3) and the model calls behind it, as a JSONL corpus:

    reviewer elicit questions.jsonl --out answers.jsonl [--offline] [--llm-base-url URL --llm-model M]
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from reviewer.errors import CorpusError
from reviewer.llm import LLMError, chat_client, start_check
from reviewer.model import ModelCall

MAX_QUESTIONS_BYTES = 16 * 1024 * 1024
MAX_QUESTION_CHARS = 4000
ANSWER_TOKENS = 1024

SYSTEM = ("You are a careful research assistant. Answer factual questions in a short paragraph or a few "
          "bullet points.")
FOLLOW_UP = (
    "Now give the same answer with its sources: put a citation marker such as [1] or [2] right after each "
    "sentence it supports, and end with a section titled References listing each source on its own line as "
    "'1. Title. URL or DOI'. Cite only sources you are confident exist; leave a sentence uncited rather "
    "than invent a source."
)


@dataclass(frozen=True, slots=True)
class Question:
    id: str
    question: str


def read_questions(path: str | Path, limit: int | None = None) -> list[Question]:
    """``{"id", "question"}`` rows (``id`` defaults to the line number). Raises ``CorpusError``."""
    from reviewer.safeio import read_file

    raw = read_file(path, "questions", limit=MAX_QUESTIONS_BYTES, error=CorpusError)
    out: list[Question] = []
    for n, line in enumerate(raw.decode("utf-8", "replace").splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except (ValueError, RecursionError):
            raise CorpusError(f"{path}:{n}: not JSON") from None
        text = row.get("question") if isinstance(row, dict) else None
        if not isinstance(text, str) or not text.strip():
            raise CorpusError(f"{path}:{n}: a row needs a 'question' string")
        out.append(Question(str(row.get("id") or n), text.strip()[:MAX_QUESTION_CHARS]))
        if limit is not None and len(out) >= limit:
            break
    return out


def converse(llm, question: str) -> tuple[str, list[dict], list[ModelCall]]:
    """The two turns: the plain answer, then the cited one. Returns (cited answer, messages, calls).
    Raises ``LLMError`` (with the calls so far on ``.calls``) when a turn gets no answer."""
    messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": question}]
    calls: list[ModelCall] = []
    answer = ""
    for follow_up in (None, FOLLOW_UP):
        if follow_up is not None:
            messages += [{"role": "assistant", "content": answer}, {"role": "user", "content": follow_up}]
        try:
            reply = llm.complete(messages, max_tokens=max(ANSWER_TOKENS, int(llm.config.max_tokens)))
        except LLMError as exc:
            if exc.call is not None:
                calls.append(exc.call)
            exc.calls = calls
            raise
        calls.append(reply.call)
        answer = reply.text.strip()
    return answer, messages + [{"role": "assistant", "content": answer}], calls


def _call_dict(c: ModelCall) -> dict:
    return {"model": c.model, "endpoint": c.endpoint, "prompt_sha256": c.prompt_sha256, "params": c.params,
            "latency_ms": c.latency_ms, "reply_sha256": c.reply_sha256, "status": c.status}


def elicit_rows(questions: list[Question], runtime,
                progress: Callable[[int, int, str], None] | None = None) -> Iterator[dict]:
    """One corpus row per question: the cited answer, the conversation, the calls and the report."""
    from reviewer.report import to_dict
    from reviewer.verify import verify

    config = runtime.config
    for i, q in enumerate(questions):
        if progress:
            progress(i, len(questions), "eliciting")
        llm = start_check(config.llm, runtime.model_http) if runtime.model_http is not None \
            else chat_client(config.llm)
        row: dict = {"id": q.id, "question": q.question}
        try:
            answer, messages, calls = converse(llm, q.question)
        except LLMError as exc:
            row.update(answer=None, error=str(exc), calls=[_call_dict(c) for c in getattr(exc, "calls", [])])
            yield row
            continue
        report = verify(answer, {}, runtime=runtime, note_path=f"elicit:{q.id}")
        row.update(answer=answer, messages=messages, calls=[_call_dict(c) for c in calls], report=to_dict(report))
        yield row
    if progress:
        progress(len(questions), len(questions), "eliciting")


def write_rows(rows, out: TextIO) -> int:
    n = 0
    for row in rows:
        out.write(json.dumps(row, ensure_ascii=False) + "\n")
        out.flush()
        n += 1
    return n


__all__ = ["FOLLOW_UP", "Question", "converse", "elicit_rows", "read_questions", "write_rows"]
