"""The run's model budget and the endpoint's circuit breaker (both thread-safe, clock injected).

``Budget``: total seconds spent inside model calls and total HTTP attempts for one check,
shared by the LLM judges and the LLM repair suggester of that check. When it is spent every
further call fails at once with :class:`BudgetSpent` (an error vote), so a never-answering
server costs at most the budget, not minutes per claim. ``0`` means no limit.

``CircuitBreaker``: after ``failures`` consecutive *transport* failures (refused connection,
timeout, broken reply stream) the circuit opens and calls fail fast with :class:`CircuitOpen`;
after ``cooldown`` seconds one probe call is let through (half-open). Any HTTP response closes
the circuit again (the endpoint is alive, even if it answered 500). A timeout is a failure of
that call; it only counts towards opening, and the circuit always gets a probe after the
cool-down, so a slow patch never disables the model for the rest of the run.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from reviewer.llm.errors import BudgetSpent, CircuitOpen

Clock = Callable[[], float]


class Budget:
    def __init__(self, seconds: float = 0.0, calls: int = 0, clock: Clock = time.monotonic) -> None:
        self.seconds, self.calls = float(seconds), int(calls)
        self._clock = clock
        self._lock = threading.Lock()
        self.spent_seconds = 0.0
        self.spent_calls = 0

    @classmethod
    def from_config(cls, config, clock: Clock = time.monotonic) -> Budget:
        return cls(getattr(config, "budget_seconds", 0.0), getattr(config, "budget_calls", 0), clock)

    def reset(self) -> None:
        """Start over (a new check)."""
        with self._lock:
            self.spent_seconds, self.spent_calls = 0.0, 0

    def remaining_seconds(self) -> float:
        """Seconds left (``inf`` without a limit)."""
        with self._lock:
            return float("inf") if self.seconds <= 0 else max(0.0, self.seconds - self.spent_seconds)

    def take_call(self) -> float:
        """Reserve one HTTP attempt; returns the seconds left. Raises ``BudgetSpent``."""
        with self._lock:
            if self.calls > 0 and self.spent_calls >= self.calls:
                raise BudgetSpent(f"model budget spent: {self.spent_calls} of {self.calls} calls used")
            if self.seconds > 0 and self.spent_seconds >= self.seconds:
                raise BudgetSpent(f"model budget spent: {self.spent_seconds:.1f} of {self.seconds:g} s used")
            self.spent_calls += 1
            return float("inf") if self.seconds <= 0 else self.seconds - self.spent_seconds

    def charge(self, seconds: float) -> None:
        with self._lock:
            self.spent_seconds += max(0.0, seconds)


class CircuitBreaker:
    def __init__(self, failures: int = 3, cooldown: float = 30.0, clock: Clock = time.monotonic) -> None:
        self.failures, self.cooldown = max(1, int(failures)), float(cooldown)
        self._clock = clock
        self._lock = threading.Lock()
        self._count = 0
        self._opened_at: float | None = None
        self._probing = False
        self.last_failure = ""

    @property
    def state(self) -> str:
        with self._lock:
            if self._opened_at is None:
                return "closed"
            return "half-open" if self._clock() - self._opened_at >= self.cooldown else "open"

    def before_call(self) -> None:
        """Let a call through, or raise ``CircuitOpen`` (only one probe at a time when half-open)."""
        with self._lock:
            if self._opened_at is None:
                return
            wait = self.cooldown - (self._clock() - self._opened_at)
            if wait > 0 or self._probing:
                raise CircuitOpen(f"endpoint not answering: {self._count} calls in a row failed "
                                  f"(last: {self.last_failure}); next try in {max(wait, 0):.0f}s")
            self._probing = True  # half-open: this call is the probe

    def success(self) -> None:
        """The endpoint answered (any HTTP status): close the circuit."""
        with self._lock:
            self._count, self._opened_at, self._probing = 0, None, False

    def failure(self, why: str) -> None:
        """A transport failure (no HTTP response): count it; open (again) at the threshold."""
        with self._lock:
            self._count += 1
            self.last_failure = why
            if self._probing or self._count >= self.failures:
                self._opened_at = self._clock()
            self._probing = False
