"""``build_runtime(config) -> Runtime``: everything a check needs, built once, the same way for all.

The CLI, the review app and the benchmark each call ``build_runtime`` and hand the result to
``reviewer.verify``; none of them builds a fetcher, a panel or a model client of its own, so a
bench figure is a figure of the checker the CLI and the app run.

    with build_runtime(config) as runtime:        # closes what it opened
        report = verify(note, sources, runtime=runtime)

A ``Runtime`` holds:

* ``config``  – the settings (``reviewer.config``; the only reader of the environment);
* ``panel``   – the judges that vote (``reviewer.panel.build_panel``);
* ``fetcher`` – fetches references the bundle lacks, through the on-disk cache (offline: the
  cache only); ``None`` when no fetching is wanted at all (a benchmark row carries its source);
* ``model_http`` – the one ``httpx.Client`` for model calls (judges and repair), only when a
  model endpoint is configured.

The decision log is not part of a check: the app opens it once per process
(``reviewer.ui.session.get_db``, path from ``Config.db_path``) and ``reviewer export`` takes it as
``--db``. Everything here can be injected instead (a panel, a fetcher, an ``httpx.Client`` or
transport) — that is how the tests run without the internet.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reviewer.config import Config

if TYPE_CHECKING:  # pragma: no cover
    import httpx

    from reviewer.panel import Panel
    from reviewer.sources.fetch import Fetcher


@dataclass(eq=False)
class Runtime:
    config: Config
    panel: Panel
    fetcher: Fetcher | None = None
    model_http: httpx.Client | None = None
    _owned: list[Any] = field(default_factory=list)

    def close(self) -> None:
        """Close what this runtime opened (never what was injected)."""
        while self._owned:
            thing = self._owned.pop()
            try:
                thing.close()
            except Exception:  # noqa: BLE001 - closing is best effort
                pass

    def __enter__(self) -> Runtime:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _default_fetcher(config: Config, client: httpx.Client | None) -> Fetcher:
    """The fetcher with its on-disk cache (``config.cache_path``; memory when that is empty or
    its folder cannot be made). A cache file that cannot be opened raises ``CacheError``."""
    from reviewer.sources.fetch import Fetcher

    if config.cache_path:
        try:
            Path(config.cache_path).parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            config = config.with_(cache_path="")
    return Fetcher.from_config(config, client=client)


def build_runtime(
    config: Config | None = None,
    *,
    panel: Panel | None = None,
    fetcher: Fetcher | None = None,
    fetch: bool = True,
    fetch_client: httpx.Client | None = None,
    model_http: httpx.Client | None = None,
) -> Runtime:
    """The runtime ``config`` asks for; any part may be injected instead of built.

    ``fetch=False`` builds no fetcher (the benchmark: every row brings its source text).
    ``fetch_client`` / ``model_http`` are ``httpx.Client``s (e.g. with a ``MockTransport``) for
    fetching and for model calls; when not given, the runtime makes (and closes) its own.
    """
    config = config or Config()
    owned: list[Any] = []
    if model_http is None and config.llm.configured:
        import httpx

        # one kept-alive connection per call in flight: with httpx's default (20 kept alive), a
        # concurrency above 20 opened a new connection for most calls
        slots = max(1, config.llm.concurrency)
        model_http = httpx.Client(timeout=config.llm.timeout, limits=httpx.Limits(
            max_connections=max(100, slots), max_keepalive_connections=max(20, slots)))
        owned.append(model_http)
    if panel is None:
        from reviewer.panel import build_panel

        panel = build_panel(config, client=model_http)
        owned.append(panel)
    if fetcher is None and fetch:
        fetcher = _default_fetcher(config, fetch_client)
    return Runtime(config=config, panel=panel, fetcher=fetcher, model_http=model_http, _owned=owned)
