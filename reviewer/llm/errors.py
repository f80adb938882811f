"""Errors of the model client: every one is a :class:`reviewer.errors.ModelError`.

Inside a check a ``ModelError`` becomes an error vote (or no repair suggestion), never a verdict.
``call`` is the fingerprint of the failed call when one was made (``status="error"``), so an
error vote still records what was asked of which model.
"""

from __future__ import annotations

from reviewer.errors import ModelError
from reviewer.model import ModelCall


class LLMError(ModelError):
    """The endpoint gave no usable answer; the message says why (one line)."""

    def __init__(self, message: str, call: ModelCall | None = None) -> None:
        super().__init__(message)
        self.call = call


class ReplyParseError(LLMError):
    """The reply holds no JSON object that matches the schema asked for."""


class BudgetSpent(LLMError):
    """The run's model budget (seconds or calls) is spent: the call was not made."""


class CircuitOpen(LLMError):
    """The endpoint failed on several calls in a row; calls fail fast until the cool-down ends."""


__all__ = ["BudgetSpent", "CircuitOpen", "LLMError", "ModelError", "ReplyParseError"]
