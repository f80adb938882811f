"""Prompt helpers: untrusted text goes into a prompt as fenced data the text cannot break out of."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence


def fence_for(texts: Sequence[str]) -> str:
    """A fence line that occurs in none of ``texts``. It is derived from their hash, so a text
    cannot contain it (that would take a hash fixed point) and the prompt stays reproducible."""
    digest = hashlib.sha256("\x00".join(texts).encode("utf-8", "surrogatepass")).hexdigest()
    for i in range(0, len(digest) - 16, 4):
        fence = f"=====DATA-{digest[i:i + 16]}====="
        if not any(fence in t for t in texts):
            return fence
    return f"=====DATA-{digest}-{len(texts)}====="  # pragma: no cover - 12 hash collisions in a row


def fenced(label: str, text: str, fence: str) -> str:
    return f"{label}:\n{fence}\n{text}\n{fence}"
