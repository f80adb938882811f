"""The code of a ``<script>`` and the rules of a ``<style>`` in a note's HTML block are no prose:
``<script>alert('x')</script> The bridge was closed [cite:g3].`` made the claim
"alert('x')</script> The bridge was closed …", script and all. The claim after it still stands."""

from __future__ import annotations

import io
import json

import pytest

from reviewer.cli import main


def _claims(tmp_path, note):
    (tmp_path / "note.md").write_text(note, encoding="utf-8")
    (tmp_path / "ledger.json").write_text(json.dumps({"g3": {"text": "The bridge at Denwick was closed on Tuesday."}}))
    out, err = io.StringIO(), io.StringIO()
    main(["check", str(tmp_path), "--offline", "--no-repair", "--json"], out=out, err=err)
    return json.loads(out.getvalue())["claims"]


@pytest.mark.parametrize("raw", ["<script>alert('x')</script>", "<SCRIPT type='text/javascript'>var a = 1; go();</Script>",
                                 "<style>p { color: red; } Big claims here.</style>"])
def test_a_script_or_style_before_a_claim_is_not_part_of_it(tmp_path, raw):
    note = f"# Note\n\n{raw} The bridge at Denwick was closed [cite:g3].\n"
    claims = _claims(tmp_path, note)
    assert [c["text"] for c in claims] == ["The bridge at Denwick was closed [cite:g3]."]
    c = claims[0]
    assert note[c["start"]:c["end"]] == c["text"] and c["verdict"] == "supported"


def test_a_script_left_open_hides_nothing_but_itself(tmp_path):
    claims = _claims(tmp_path, "# Note\n\nThe bridge at Denwick was closed [cite:g3].\n\n<script>var claim = 'x. y.'\n")
    assert [c["text"] for c in claims] == ["The bridge at Denwick was closed [cite:g3]."]
