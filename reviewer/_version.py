"""The package version (its own module, so that any module can read it without importing the package's lazy API)."""

__version__ = "0.1.0"
