"""The one OpenAI-compatible model client: typed replies, budget, retries, fingerprints.

    from reviewer.llm import ChatClient, ReplySchema
    with ChatClient(config.llm) as llm:                       # or ChatClient(cfg, http=injected_client)
        reply = llm.complete(messages, schema=ReplySchema("verdict", {...}))
        reply.parsed, reply.call                              # typed object, ModelCall fingerprint

Every failure is an :class:`LLMError` (a ``reviewer.errors.ModelError``) carrying the failed
call's fingerprint; callers turn it into an error vote or no suggestion, never a verdict.
"""

from reviewer.llm.budget import Budget, CircuitBreaker
from reviewer.llm.client import (
    ChatClient,
    ChatReply,
    chat_client,
    endpoint_url,
    retry_after_seconds,
    start_check,
)
from reviewer.llm.errors import BudgetSpent, CircuitOpen, LLMError, ModelError, ReplyParseError
from reviewer.llm.parse import ReplySchema, parse_reply

__all__ = [
    "Budget", "BudgetSpent", "ChatClient", "ChatReply", "CircuitBreaker", "CircuitOpen", "LLMError",
    "ModelError", "ReplyParseError", "ReplySchema", "chat_client", "endpoint_url", "parse_reply",
    "retry_after_seconds", "start_check",
]
