"""Lazy public names for the stage packages: ``from reviewer.note import segment`` imports
``reviewer.note.segment`` on first use, so importing one stage does not load the others."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def lazy_getattr(package: str, namespace: dict[str, Any], exports: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package`` resolving ``exports`` (public name -> relative
    module) on first use and caching the value in the package's ``namespace``."""

    def __getattr__(name: str) -> Any:
        try:
            module = exports[name]
        except KeyError:
            raise AttributeError(f"module {package!r} has no attribute {name!r}") from None
        value = getattr(import_module(module, package), name)
        namespace[name] = value
        return value

    return __getattr__
