"""Run configuration: which judges sit on the panel, the repair loop, fetching.

Loaded from a TOML or JSON file (``reviewer check --config FILE``) and the environment
(``REVIEWER_LLM_BASE_URL``, ``REVIEWER_LLM_MODEL``, ``REVIEWER_LLM_API_KEY``).
"""

from __future__ import annotations

import difflib
import json
import os
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

#: The offline panel. The evidence judge votes twice: under cross-validation this is as good on
#: alex and better on WiCE (+0.9 points; +11 on the whole-corpus hold-out) than equal weights
#: (``benchmarks/train_judge.py``).
DEFAULT_JUDGES: tuple[str, ...] = ("lexical", "evidence:2", "learned")


class ConfigError(ValueError):
    """The configuration file is missing, unreadable or has unknown / ill-typed settings."""


@dataclass(frozen=True, slots=True)
class LLMConfig:
    base_url: str = ""
    model: str = ""
    api_key: str = ""
    temperature: float = 0.0
    max_tokens: int = 512
    timeout: float = 60.0
    retries: int = 2
    concurrency: int = 4
    models: tuple[str, ...] = ()  # several models = several llm judges on the panel

    @property
    def configured(self) -> bool:
        return bool(self.base_url and (self.model or self.models))


@dataclass(frozen=True, slots=True)
class Config:
    judges: tuple[str, ...] = DEFAULT_JUDGES
    strict: bool = False
    repair: bool = True
    max_repair_passes: int = 2
    offline: bool = False
    allow_private_addresses: bool = False
    cache_path: str = ""  # "" = no fetch cache on disk
    contact: str = ""  # e-mail added to the User-Agent of fetches
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


def _build(cls, data: dict, where: str):
    problems: list[str] = []
    values = _check(cls, data, where, problems)
    if cls is Config:
        from reviewer.judges import UnknownJudgeError, parse_judge_spec

        for spec in values.get("judges", ()):
            try:
                parse_judge_spec(spec)
            except UnknownJudgeError as exc:
                problems.append(str(exc))
    if problems:
        raise ConfigError("; ".join(problems))
    return cls(**values)


def llm_from_env(base: LLMConfig, env: dict[str, str] | None = None) -> LLMConfig:
    env = dict(os.environ) if env is None else env
    return replace(
        base,
        base_url=env.get("REVIEWER_LLM_BASE_URL", base.base_url),
        model=env.get("REVIEWER_LLM_MODEL", base.model),
        api_key=env.get("REVIEWER_LLM_API_KEY", base.api_key),
    )


def load_config(path: str | Path | None = None, env: dict[str, str] | None = None) -> Config:
    """Read a TOML or JSON config file (or the defaults) and overlay the environment."""
    config = Config()
    if path is not None:
        p = Path(path)
        try:
            raw = p.read_bytes()
        except OSError as exc:
            raise ConfigError(f"cannot read config {p}: {exc.strerror or exc}") from None
        try:
            text = raw.decode("utf-8")
            data = json.loads(text) if p.suffix.lower() == ".json" else tomllib.loads(text)
        except (UnicodeDecodeError, json.JSONDecodeError, tomllib.TOMLDecodeError) as exc:
            raise ConfigError(f"config {p} does not parse: {exc}") from None
        if not isinstance(data, dict):
            raise ConfigError(f"config {p} must be a table/object at the top level")
        config = _build(Config, data, str(p))
    return replace(config, llm=llm_from_env(config.llm, env))
