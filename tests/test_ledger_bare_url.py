"""A ledger entry written as a bare web address (``{"g1": "https://…"}``) is that entry's url, to be
fetched: it was read as the source's text, and the claim was judged "not supported" against the
address itself (a fetch that cannot happen is "source unavailable", never "not supported")."""

from __future__ import annotations

import io
import json

from reviewer.cli import main
from reviewer.sources.ledger import parse_ledger


def test_a_bare_address_is_the_entry_url():
    sources, refs = parse_ledger(json.dumps({"g1": " https://example.org/report ", "g2": "The gauge read 2.4 m."}).encode())
    assert "g1" not in sources and refs["g1"].url == "https://example.org/report"
    assert sources["g2"].text == "The gauge read 2.4 m."  # a bare text is still the text


def test_a_sentence_with_an_address_in_it_is_still_text():
    sources, refs = parse_ledger(json.dumps({"g1": "See https://example.org/report for the figures."}).encode())
    assert sources["g1"].text.startswith("See ") and not refs


def test_offline_the_claim_is_unavailable_not_unsupported(tmp_path):
    (tmp_path / "note.md").write_text("The gauge read 2.4 m [cite:g1].\n", encoding="utf-8")
    (tmp_path / "ledger.json").write_text(json.dumps({"g1": "https://example.org/report"}), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(tmp_path), "--offline", "--no-repair", "--json",
                 "--config", str(_no_cache(tmp_path))], out=out, err=err)
    claim = json.loads(out.getvalue())["claims"][0]
    assert code == 0, err.getvalue()
    assert claim["verdict"] == "source_unavailable"


def _no_cache(tmp_path):
    config = tmp_path / "c.toml"
    config.write_text(f'cache_path = "{tmp_path / "fetch.db"}"\n', encoding="utf-8")
    return config
