"""The one exception tree, mapped once to the command's exit code and one-line message.

    ReviewerError                 everything the library raises on purpose
    ├── InputError                bad input or usage: a note, bundle, corpus, flag or config   → exit 2
    │   ├── UsageError            the command line itself
    │   ├── ConfigError           the configuration file or environment
    │   │   └── UnknownJudgeError a judge name or weight no judge answers to
    │   └── CorpusError           a benchmark corpus (names the line)
    ├── SourceError               a source could not be had (inside a check it becomes
    │                             ``source_unavailable``; raised only where a source is the input) → exit 2
    │   └── CacheError            the fetch cache file cannot be opened or written
    ├── StoreError                the decision log cannot be opened, read or written          → exit 2
    │   └── ExportError           nothing to export, or the export cannot be written
    └── ModelError                a model endpoint gave no usable answer (inside a check it is an
                                  error vote, never a verdict)                                → exit 2

Each class keeps ``ValueError`` / ``RuntimeError`` as a base where callers used to catch those.
:func:`exit_code` and :func:`one_line` are the only mapping from an exception to what the
command prints; anything else is a bug and is reported as ``internal error`` (no traceback).
"""

from __future__ import annotations

EXIT_OK, EXIT_FAIL, EXIT_USAGE = 0, 1, 2


class ReviewerError(Exception):
    """Base of every error the library raises on purpose."""

    exit_code: int = EXIT_USAGE


class InputError(ReviewerError, ValueError):
    """Bad input: a note, bundle, corpus, flag or configuration that cannot be used as given."""


class UsageError(InputError):
    """Bad use of the command line."""


class ConfigError(InputError):
    """The configuration file is missing, unreadable or has unknown / ill-typed settings."""


class UnknownJudgeError(ConfigError):
    """A judge name (or weight) that no judge answers to."""


class CorpusError(InputError):
    """The corpus file is missing or malformed (the message names the line)."""


class SourceError(ReviewerError, ValueError):
    """A source could not be read, fetched or turned into text."""


class CacheError(SourceError):
    """The fetch cache cannot be opened, read or written."""


class StoreError(ReviewerError, RuntimeError):
    """The decision log cannot be opened, read or written, or a decision is malformed."""


class ExportError(StoreError):
    """An export has nothing to export or cannot be written."""


class ModelError(ReviewerError, RuntimeError):
    """A model endpoint could not give a usable answer (transport, HTTP status, size, schema, budget)."""


def exit_code(exc: BaseException) -> int:
    """The command's exit code for ``exc`` (2 for every error: 0 and 1 are the gate's)."""
    return getattr(exc, "exit_code", EXIT_USAGE) if isinstance(exc, ReviewerError) else EXIT_USAGE


def one_line(exc: BaseException) -> str:
    """The first line of the error's message (its class name when it has none), for stderr."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
