"""The protocol every judge shares.

A judge reads a claim and the texts of the sources it cites and returns one ``Vote``:
a verdict, a score in [0, 1], a short reason and, where it found one, the evidence quote
with its offsets into the source text. A judge that cannot decide (a model that timed out,
a reply that does not parse) returns an *error vote* (``verdict=None``) — never a guess.
Judges never see unusable sources: the panel answers ``source_unavailable`` itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from reviewer.model import Source, Vote


@runtime_checkable
class Judge(Protocol):
    name: str

    def judge(self, claim: str, sources: Sequence[Source], context: str = "") -> Vote:
        """Vote on whether ``sources`` (all usable, at least one) support ``claim``."""
        ...
