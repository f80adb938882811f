"""Typed model replies: the reply's last complete JSON object that matches a JSON schema.

A model may think aloud, echo the prompt's format, quote a source that happens to contain JSON,
or wrap its answer in a Markdown fence. The answer is the *last* complete JSON object of the
reply that validates against the schema (``jsonschema``, the same schema sent to the server as
``response_format``); an object whose text occurs verbatim in the prompt (``exclude``: the
messages sent) is an echo, never the answer. Nothing valid → :class:`ReplyParseError`.

Linear time on any text: only ``{`` that can open a JSON object (``{"`` or ``{}``) are tried,
from the end, at most ``MAX_ATTEMPTS`` of them, each decode is one C-speed pass, and deep
nesting (``RecursionError``) is a failed attempt, not a crash.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import jsonschema

from reviewer.llm.errors import ReplyParseError

#: object starts tried per reply, from the end
MAX_ATTEMPTS = 48
#: only the last this-many characters of a reply are searched
MAX_PARSE_CHARS = 262_144

_OBJECT_START = re.compile(r'\{\s*["}]')
_DECODER = json.JSONDecoder()


@dataclass(frozen=True)
class ReplySchema:
    """A JSON schema for a typed reply. ``normalize`` may canonicalise a candidate object
    (e.g. lower-case a label) before it is validated; it must not raise."""

    name: str
    schema: Mapping[str, Any]
    normalize: Callable[[dict], dict] | None = field(default=None, compare=False)

    @cached_property
    def validator(self) -> jsonschema.protocols.Validator:
        cls = jsonschema.validators.validator_for(self.schema, default=jsonschema.Draft202012Validator)
        cls.check_schema(self.schema)
        return cls(self.schema)

    def response_format(self) -> dict:
        """The ``response_format`` asking an OpenAI-compatible server for this schema."""
        return {"type": "json_schema", "json_schema": {"name": self.name, "schema": dict(self.schema), "strict": True}}


def parse_reply(text: str, schema: ReplySchema, exclude: Sequence[str] = ()) -> dict:
    """The last complete JSON object in ``text`` that validates against ``schema`` (after
    ``schema.normalize``) and whose source text occurs in none of ``exclude``.
    Raises :class:`ReplyParseError` (and nothing else) when there is none."""
    if not isinstance(text, str):
        raise ReplyParseError(f"reply is not text ({type(text).__name__})")
    tail = text[-MAX_PARSE_CHARS:]
    starts = [m.start() for m in _OBJECT_START.finditer(tail)]
    best: tuple[int, dict] | None = None  # (end offset, object)
    why = "no JSON object in the reply"
    for start in reversed(starts[-MAX_ATTEMPTS:]):
        try:
            obj, end = _DECODER.raw_decode(tail, start)
        except (ValueError, RecursionError):
            continue
        if not isinstance(obj, dict) or (best is not None and end <= best[0]):
            continue  # only an object enclosing the one found (ending later) can replace it
        span = tail[start:end]
        if any(span in ex for ex in exclude):
            why = "the only JSON in the reply repeats the prompt"
            continue
        candidate = obj
        if schema.normalize is not None:
            try:
                candidate = schema.normalize(dict(obj))
            except Exception:  # noqa: BLE001, S112 - a normaliser bug is a failed candidate, not a crash
                continue
        error = _first_error(schema, candidate)
        if error is not None:
            why = f"reply JSON does not match the schema: {error}"
            continue
        best = (end, candidate)
    if best is None:
        raise ReplyParseError(f"{why}: {_preview(text)}")
    return best[1]


def _first_error(schema: ReplySchema, obj: dict) -> str | None:
    try:
        error = jsonschema.exceptions.best_match(schema.validator.iter_errors(obj))
    except RecursionError:
        return "too deeply nested"
    if error is None:
        return None
    where = "/".join(str(p) for p in error.absolute_path)
    return (f"{where}: " if where else "") + error.message[:160]


def _preview(text: str, n: int = 80) -> str:
    return repr(text[:n]) + ("…" if len(text) > n else "")


__all__ = ["MAX_ATTEMPTS", "ReplySchema", "parse_reply"]
