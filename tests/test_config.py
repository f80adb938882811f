"""Config files: every problem named in one line, typed values, the environment overlay."""

from __future__ import annotations

import pytest

from reviewer.config import DEFAULT_JUDGES, Config, ConfigError, load_config


def write(tmp_path, text, name="c.toml"):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_defaults_and_environment(tmp_path):
    config = load_config(None, env={"REVIEWER_LLM_BASE_URL": "http://x/v1", "REVIEWER_LLM_MODEL": "m"})
    assert config.judges == DEFAULT_JUDGES and config.llm.configured and config.llm.model == "m"
    assert not load_config(None, env={}).llm.configured


def test_toml_and_json(tmp_path):
    c = load_config(write(tmp_path, 'judges = ["lexical"]\nmax_repair_passes = 3\n[llm]\nbase_url = "http://h/v1"\nmodel = "q"\n'), env={})
    assert c.judges == ("lexical",) and c.max_repair_passes == 3 and c.llm.base_url == "http://h/v1"
    j = load_config(write(tmp_path, '{"strict": true, "llm": {"temperature": 0}}', "c.json"), env={})
    assert j.strict is True and j.llm.temperature == 0.0


def test_every_problem_in_one_line(tmp_path):
    path = write(tmp_path, 'max_repair_pases = 3\njudges = ["lexical", "evidnce"]\nstrict = "yes"\n[llm]\nmodle = "x"\n')
    with pytest.raises(ConfigError) as exc:
        load_config(path, env={})
    msg = str(exc.value)
    assert "\n" not in msg
    for part in ("'max_repair_pases' (did you mean 'max_repair_passes'?)", "'strict'", "'modle' (did you mean 'model'?)",
                 "unknown judge 'evidnce'"):
        assert part in msg


@pytest.mark.parametrize("text,needle", [
    ("judges = 5\n", "list of strings"),
    ("max_repair_passes = true\n", "must be a number"),
    ("llm = 3\n", "must be a table"),
    ("judges = [\n", "does not parse"),
    ("cache_path = 3\n", "must be a string"),
    # values the settings' types allow that no run can use (they were "internal error: ValueError")
    ("max_repair_passes = -3\n", "max_repair_passes must be at least 0, not -3"),
    ("judges = []\n", "judges must name at least one judge"),
    ("[llm]\ntimeout = -1\n", r"\[llm\]: timeout must be at least 0"),
])
def test_bad_values(tmp_path, text, needle):
    with pytest.raises(ConfigError, match=needle):
        load_config(write(tmp_path, text), env={})


def test_missing_file(tmp_path):
    with pytest.raises(ConfigError, match="cannot read config"):
        load_config(tmp_path / "nope.toml", env={})


def test_with_returns_a_new_config():
    a = Config()
    b = a.with_(strict=True)
    assert a.strict is False and b.strict is True
