"""reviewer: a citation checker for analytic notes and generated answers."""

from reviewer._version import __version__

__all__ = ["__version__", "verify"]


def __getattr__(name: str):
    # ``reviewer.verify`` without importing the whole pipeline on ``import reviewer``.
    if name == "verify":
        from reviewer.verify import verify

        return verify
    raise AttributeError(name)
