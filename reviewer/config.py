"""Run configuration: which judges sit on the panel, the repair loop, fetching, the decision log.

This is the one place that reads the process environment. ``load_config(path, env)`` reads a TOML
or JSON file (``reviewer check --config FILE``, else ``$REVIEWER_CONFIG``) and overlays:

    REVIEWER_LLM_BASE_URL, REVIEWER_LLM_MODEL, REVIEWER_LLM_API_KEY   the model endpoint
    REVIEWER_LLM_<SETTING>   any other ``[llm]`` setting (``REVIEWER_LLM_TIMEOUT=120``,
                         ``REVIEWER_LLM_MODELS=a,b``, ``REVIEWER_LLM_JSON_SCHEMA=0``; see ``LLMConfig``)
    REVIEWER_DB          the decision log (default ``data/reviewer.db``)
    REVIEWER_PROCESSES   1 = never fork for big batches, N = N processes whatever the load (default: the idle cores)
    XDG_CACHE_HOME       where the fetch cache lives (``$XDG_CACHE_HOME/reviewer/fetch.db``)
    REVIEWER_AUTOLOAD    0 = the app opens empty instead of on the first sample

Command-line flags override both. ``Config()`` alone is the defaults with no environment (tests).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from reviewer.errors import ConfigError, UnknownJudgeError
from reviewer.lexicon import EXEMPT_SECTIONS

#: The offline panel. Its votes are weighed by measured reliability (``reviewer.panel``, fitted by
#: ``benchmarks/train_judge.py`` on the declared training split); a weight here matters only
#: when a model judge sits on the panel.
DEFAULT_JUDGES: tuple[str, ...] = ("lexical", "evidence", "learned")
CONFIG_LIMIT_BYTES = 1024 * 1024


#: judge names a ``judges`` entry may use (the judges themselves live in ``reviewer.judges``)
OFFLINE_JUDGES: tuple[str, ...] = ("lexical", "evidence", "learned")
JUDGE_NAMES: tuple[str, ...] = OFFLINE_JUDGES + ("llm", "nli")


def parse_judge_spec(spec: str) -> tuple[str, float]:
    """``"learned:2"`` → ``("learned", 2.0)``; ``"lexical"`` → ``("lexical", 1.0)``."""
    name, _, weight = str(spec).strip().partition(":")
    name = name.strip().lower()
    if name not in JUDGE_NAMES:
        raise UnknownJudgeError(f"unknown judge {name!r} (known: {', '.join(JUDGE_NAMES)})")
    if not weight:
        return name, 1.0
    try:
        value = float(weight)
    except ValueError:
        raise UnknownJudgeError(f"bad judge weight in {spec!r}") from None
    if not value > 0:
        raise UnknownJudgeError(f"judge weight must be positive in {spec!r}")
    return name, value


@dataclass(frozen=True, slots=True)
class LLMConfig:
    """The model endpoint (``[llm]`` table; see ``reviewer.llm``).

    ``base_url`` may be given with or without ``/v1`` (or as the full chat-completions URL).
    ``timeout``: read timeout of one HTTP attempt (s). ``deadline``: total seconds one call may
    take, connect + read + retries + ``Retry-After`` waits. ``retries``: extra attempts after a
    transport error, 429 or 5xx. ``max_reply_bytes``: a longer reply body is cut off and the call
    fails. ``budget_seconds`` / ``budget_calls``: what one check (its LLM judges and LLM repair
    suggester together) may spend on the model — seconds inside calls, HTTP attempts; once spent,
    calls fail at once with an error vote (``0`` = no limit). ``breaker_failures``: consecutive
    transport failures (refused, timed out) that open the circuit; ``breaker_cooldown``: seconds
    before one probe call is let through again. ``json_schema``: ask the server for JSON-schema
    structured output (``response_format``; dropped automatically when the server rejects it).
    ``concurrency``: model calls in flight at once (claims of a check are judged in parallel up
    to it). ``max_tokens``: the verdict reply's token limit (the quote-repair turn gets the same).
    ``max_source_chars``: characters of each source put into the prompt (fit the model's context:
    about 4 characters a token). ``cache_path``: a folder of replies keyed by the request's hash —
    a call whose request is there is answered from it without the endpoint (replay), and every
    good reply is stored there. ``nli_url``: an NLI endpoint (text-embeddings-inference
    ``/predict`` style) for the ``nli`` judge; ``nli_threshold``: the probability at which its
    entailment / contradiction label counts.

    The defaults suit a small model on a CPU server (llama.cpp's ``llama-server``): a slow first
    token is normal there, a resent prompt costs as much as the first, and the server works one
    or two requests at a time.
    """

    base_url: str = ""
    model: str = ""
    api_key: str = ""
    temperature: float = 0.0
    max_tokens: int = 512
    timeout: float = 120.0
    retries: int = 1
    concurrency: int = 2
    models: tuple[str, ...] = ()  # several models = several llm judges on the panel
    deadline: float = 300.0
    max_reply_bytes: int = 2_000_000
    budget_seconds: float = 1800.0
    budget_calls: int = 2000
    breaker_failures: int = 3
    breaker_cooldown: float = 30.0
    json_schema: bool = True
    max_source_chars: int = 24_000
    cache_path: str = ""
    nli_url: str = ""
    nli_threshold: float = 0.5

    @property
    def configured(self) -> bool:
        return bool(self.base_url and (self.model or self.models))


@dataclass(frozen=True, slots=True)
class Config:
    judges: tuple[str, ...] = DEFAULT_JUDGES
    strict: bool = False
    contradiction: bool = True  # the contradiction check vetoes "supported" (reviewer.judges.contradiction)
    contradiction_model: bool = False  # a learned doubt turns "supported" into "partial" (needs reviewer[model])
    repair: bool = True
    max_repair_passes: int = 2
    offline: bool = False
    allow_private_addresses: bool = False
    cache_path: str = ""  # "" = no fetch cache on disk
    contact: str = ""  # e-mail added to the User-Agent of fetches
    db_path: str = ""  # the decision log; "" = data/reviewer.db
    processes: int = 0  # big offline batches: 0 = one process per idle core, 1 = never fork, N = N processes
    autoload: bool = True  # the app opens on the first bundled sample
    exempt_sections: tuple[str, ...] = EXEMPT_SECTIONS  # section titles holding no claims (reviewer.note.segment)
    llm: LLMConfig = field(default_factory=LLMConfig)

    def with_(self, **changes) -> Config:
        return replace(self, **changes)


def _check(cls, data: dict, where: str, problems: list[str]) -> dict:
    """Typed values for ``cls`` from ``data``; every problem (unknown key, wrong type) is
    appended to ``problems`` so that one error line can name them all."""
    known = {f.name: f for f in fields(cls)}
    defaults = cls()
    values: dict = {}
    for name, value in data.items():
        if name not in known:
            import difflib  # only for the error line

            near = difflib.get_close_matches(name, known, n=1)
            problems.append(f"unknown setting '{name}'" + (f" (did you mean '{near[0]}'?)" if near else "")
                            + f" in {where}")
            continue
        default = getattr(defaults, name)
        if name == "llm":
            if isinstance(value, dict):
                values[name] = LLMConfig(**_check(LLMConfig, value, f"{where} [llm]", problems))
            else:
                problems.append(f"'llm' in {where} must be a table")
        elif isinstance(default, tuple):
            if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
                values[name] = tuple(value)
            else:
                problems.append(f"'{name}' in {where} must be a list of strings")
        elif isinstance(default, bool):
            if isinstance(value, bool):
                values[name] = value
            else:
                problems.append(f"'{name}' in {where} must be true or false")
        elif isinstance(default, int | float):
            if isinstance(value, int | float) and not isinstance(value, bool):
                values[name] = type(default)(value)
            else:
                problems.append(f"'{name}' in {where} must be a number")
        elif isinstance(value, str):
            values[name] = value
        else:
            problems.append(f"'{name}' in {where} must be a string")
    return values


def _not_negative(values: dict, where: str, problems: list[str]) -> None:
    """Every number of the settings is a count, a size or a time: none is below 0."""
    for name, value in values.items():
        if isinstance(value, int | float) and not isinstance(value, bool) and value < 0:
            problems.append(f"{where}: {name} must be at least 0, not {value}")


def bad_base_url(url: str) -> str | None:
    """Why ``url`` cannot be a model endpoint (not http(s), no host), or None: a typo is a
    one-line config or usage error up front, not an error vote on every claim."""
    from urllib.parse import urlsplit

    if not url.strip():
        return None  # unset: no model judge
    try:
        parts = urlsplit(url.strip())
        host = parts.hostname
    except ValueError:
        return f"is not a URL: {url[:80]!r}"
    if parts.scheme.lower() not in ("http", "https"):
        return f"must be an http:// or https:// URL, not {url[:80]!r}"
    return None if host and not any(c.isspace() for c in url.strip()) else f"has no host: {url[:80]!r}"


def _build(cls, data: dict, where: str):
    problems: list[str] = []
    values = _check(cls, data, where, problems)
    _not_negative(values, where, problems)
    if isinstance(values.get("llm"), LLMConfig):
        _not_negative({f.name: getattr(values["llm"], f.name) for f in fields(LLMConfig)}, f"{where} [llm]", problems)
        if why := bad_base_url(values["llm"].base_url):
            problems.append(f"{where} [llm]: base_url {why}")
    if cls is Config:
        if "judges" in values and not values["judges"]:
            problems.append(f"{where}: judges must name at least one judge")
        for spec in values.get("judges", ()):
            try:
                parse_judge_spec(spec)
            except UnknownJudgeError as exc:
                problems.append(str(exc))
    if problems:
        raise ConfigError("; ".join(problems))
    return cls(**values)


def llm_from_env(base: LLMConfig, env: dict[str, str] | None = None) -> LLMConfig:
    """``base`` with every ``REVIEWER_LLM_<SETTING>`` the environment gives (``REVIEWER_LLM_TIMEOUT``
    for ``timeout``, ``REVIEWER_LLM_MODELS=a,b`` for ``models``, ``1/0/true/false`` for switches).
    A value of the wrong type raises ``ConfigError`` naming the variable."""
    env = dict(os.environ) if env is None else env
    defaults = LLMConfig()
    changes: dict = {}
    problems: list[str] = []
    for f in fields(LLMConfig):
        var = f"REVIEWER_LLM_{f.name.upper()}"
        raw = env.get(var)
        if raw is None:
            continue
        default = getattr(defaults, f.name)
        value = raw.strip()
        if isinstance(default, tuple):
            changes[f.name] = tuple(v.strip() for v in value.split(",") if v.strip())
        elif isinstance(default, bool):
            if value.lower() not in ("1", "0", "true", "false", "yes", "no", "on", "off"):
                problems.append(f"{var} must be 1 or 0, not {raw!r}")
                continue
            changes[f.name] = value.lower() in ("1", "true", "yes", "on")
        elif isinstance(default, int | float):
            try:
                number = type(default)(value)
            except ValueError:
                problems.append(f"{var} must be a {'whole ' if isinstance(default, int) else ''}number, not {raw!r}")
                continue
            if number < 0 or number != number:
                problems.append(f"{var} must not be negative")
                continue
            changes[f.name] = number
        else:
            changes[f.name] = raw if f.name == "api_key" else value
            if f.name == "base_url" and (why := bad_base_url(value)):
                problems.append(f"{var} {why}")
    if problems:
        raise ConfigError("; ".join(problems))
    return replace(base, **changes)


def _env_overrides(env: dict[str, str], config: Config) -> dict:
    """Settings the environment gives (only those it gives)."""
    changes: dict = {}
    if env.get("REVIEWER_DB"):
        changes["db_path"] = env["REVIEWER_DB"]
    if env.get("REVIEWER_PROCESSES"):
        try:
            changes["processes"] = max(1, int(env["REVIEWER_PROCESSES"]))
        except ValueError:
            raise ConfigError(f"REVIEWER_PROCESSES must be a whole number, not {env['REVIEWER_PROCESSES']!r}") from None
    if env.get("REVIEWER_AUTOLOAD") is not None:
        changes["autoload"] = env["REVIEWER_AUTOLOAD"].strip() != "0"
    if not config.cache_path:
        home = env.get("HOME") or str(Path.home())
        changes["cache_path"] = str(Path(env.get("XDG_CACHE_HOME") or Path(home) / ".cache") / "reviewer" / "fetch.db")
    return changes


def load_config(path: str | Path | None = None, env: dict[str, str] | None = None) -> Config:
    """Read a TOML or JSON config file (``path``, else ``$REVIEWER_CONFIG``, else the defaults)
    and overlay the environment. Raises ``ConfigError`` naming every problem in one line."""
    env = dict(os.environ) if env is None else env
    if path is None and env.get("REVIEWER_CONFIG"):
        path = env["REVIEWER_CONFIG"]
    config = Config()
    if path is not None:
        from reviewer.safeio import read_file

        p = Path(path)
        raw = read_file(p, "config", limit=CONFIG_LIMIT_BYTES, error=ConfigError)  # regular file, bounded
        try:
            import tomllib  # only when a config file is given

            text = raw.decode("utf-8")
            data = json.loads(text) if p.suffix.lower() == ".json" else tomllib.loads(text)
        except (ValueError, RecursionError) as exc:  # UTF-8, JSON, TOML errors; too deep; huge numbers
            raise ConfigError(f"config {p} does not parse: {exc}") from None
        if not isinstance(data, dict):
            raise ConfigError(f"config {p} must be a table/object at the top level")
        config = _build(Config, data, str(p))
    return replace(config, llm=llm_from_env(config.llm, env), **_env_overrides(env, config))
