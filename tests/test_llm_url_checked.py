"""A model endpoint that cannot be one (not http(s), no host) is a one-line usage or config error
up front (exit 2), never an error vote on every claim: '--llm-base-url ftp://x' checked a
600-claim note and warned of 600 votes not cast ('UnsupportedProtocol'; a new user's trial)."""

from __future__ import annotations

import io

import pytest

from reviewer.cli import main
from reviewer.config import ConfigError, LLMConfig, bad_base_url, llm_from_env, load_config

BAD = ["ftp://models.example/v1", "localhost:8080", "http://", "file:///etc/passwd", "http://exa mple.org/v1",
       "http://[::1/v1"]
GOOD = ["http://127.0.0.1:8089", "https://api.example.org/v1", "http://llm.test/v1/chat/completions", ""]


@pytest.mark.parametrize("url", BAD)
def test_a_bad_base_url_is_named(url):
    assert bad_base_url(url)


@pytest.mark.parametrize("url", GOOD)
def test_a_good_base_url_passes(url):
    assert bad_base_url(url) is None


@pytest.mark.parametrize("url", BAD)
def test_the_flag_is_a_usage_error(tmp_path, url):
    note = tmp_path / "note.md"
    note.write_text("The dam was finished in 1961 [cite:g1].\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["check", str(note), "--llm-base-url", url, "--llm-model", "m"], out, err) == 2
    assert out.getvalue() == "" and err.getvalue().count("\n") == 1 and "--llm-base-url" in err.getvalue()


def test_the_config_file_and_the_environment_are_checked_too(tmp_path):
    cfg = tmp_path / "c.toml"
    cfg.write_text('[llm]\nbase_url = "ftp://x"\nmodel = "m"\n', encoding="utf-8")
    with pytest.raises(ConfigError, match="base_url must be an http"):
        load_config(cfg)
    with pytest.raises(ConfigError, match="REVIEWER_LLM_BASE_URL must be an http"):
        llm_from_env(LLMConfig(), {"REVIEWER_LLM_BASE_URL": "ftp://x"})
    assert llm_from_env(LLMConfig(), {"REVIEWER_LLM_BASE_URL": "http://127.0.0.1:9"}).base_url == "http://127.0.0.1:9"


@pytest.mark.parametrize("flags, names", [
    (["--llm-base-url", "http://127.0.0.1:9"], "--llm-model"),
    (["--llm-model", "m"], "--llm-base-url"),
])
def test_half_a_model_judge_is_a_usage_error_not_silently_no_judge(tmp_path, flags, names, monkeypatch):
    """'--llm-base-url URL' without a model name seated no model judge and said nothing."""
    monkeypatch.delenv("REVIEWER_LLM_BASE_URL", raising=False)
    monkeypatch.delenv("REVIEWER_LLM_MODEL", raising=False)
    monkeypatch.delenv("REVIEWER_LLM_MODELS", raising=False)
    monkeypatch.delenv("REVIEWER_CONFIG", raising=False)
    note = tmp_path / "note.md"
    note.write_text("The dam was finished in 1961 [cite:g1].\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["check", str(note), *flags], out, err) == 2
    assert names in err.getvalue() and err.getvalue().count("\n") == 1


def test_a_model_name_from_the_environment_completes_the_flag(tmp_path, monkeypatch):
    monkeypatch.setenv("REVIEWER_LLM_MODEL", "m")
    note = tmp_path / "note.md"
    note.write_text("The dam was finished in 1961 [cite:g1].\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert main(["check", str(note), "--no-repair", "--llm-base-url", "http://127.0.0.1:9", "--llm-timeout", "1"],
                out, err) == 1, err.getvalue()
