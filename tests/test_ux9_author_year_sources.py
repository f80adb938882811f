"""An author-year citation `(Doe 2023)` can be given its source in the bundle (`sources/Doe 2023.txt`,
`Doe_2023.txt`, `doe2023.md`, a ledger entry `"Doe 2023"`, an uploaded file); a source file whose
name is no citation key (`1 (1).txt`, a browser's second download) is named in a warning, never
skipped silently."""

from __future__ import annotations

import json

import pytest

from cli_bundles import call, verdicts, write_bundle
from reviewer.sources.bundle import bundle_from_upload, load_inputs

NOTE_AY = "Port traffic doubled between 2010 and 2020 (Doe 2023).\n"
SOURCE_AY = "Port traffic doubled between 2010 and 2020, the authority reported."



@pytest.mark.parametrize("name", ["Doe 2023.txt", "Doe_2023.txt", "doe2023.md", "Doe-2023.txt"])
def test_an_author_year_citation_reads_its_bundle_file(tmp_path, name):
    bundle = write_bundle(tmp_path / "b", NOTE_AY, {name: SOURCE_AY})
    code, out, err = call("check", str(bundle), "--offline", "--json")
    assert code == 0, err
    assert verdicts(out) == {"c1": "supported"}
    assert json.loads(out)["dangling"] == []



def test_an_author_year_citation_reads_its_ledger_entry(tmp_path):
    bundle = write_bundle(tmp_path / "b", "Port traffic doubled between 2010 and 2020 (Doe et al., 2023).\n",
                          ledger={"Doe 2023": {"title": "Port review", "text": SOURCE_AY}})
    code, out, err = call("check", str(bundle), "--offline", "--json")
    assert code == 0, err
    assert verdicts(out) == {"c1": "supported"}



def test_an_author_year_source_in_an_upload(tmp_path):
    bundle = bundle_from_upload("note.md", NOTE_AY.encode(), [("Doe 2023.txt", SOURCE_AY.encode())])
    assert "Doe 2023" in bundle.sources and bundle.sources["Doe 2023"].usable



def test_a_path_like_name_is_still_no_source(tmp_path):
    bundle = write_bundle(tmp_path / "b", "The key is odd [cite:a b].\n", {"a  b.txt": "x", " lead.txt": "y"})
    inputs = load_inputs(bundle)
    assert not inputs.sources



def test_a_source_file_named_by_no_key_is_named_in_a_warning(tmp_path):
    bundle = write_bundle(tmp_path / "b", "The port opened in 1999 [1].\n",
                          {"1 (1).txt": "The port opened in 1999.", "notes.bak": "not a source type"})
    inputs = load_inputs(bundle)
    assert not inputs.sources
    assert len(inputs.warnings) == 1, inputs.warnings
    assert "1 (1).txt" in inputs.warnings[0] and "not read" in inputs.warnings[0]
    assert "notes.bak" not in inputs.warnings[0]  # not a source type: no source meant
    code, out, _ = call("check", str(bundle), "--offline")
    assert code == 1 and "1 (1).txt" in out



def test_an_uploaded_file_named_by_no_key_is_named_in_a_warning():
    bundle = bundle_from_upload("note.md", b"The port opened in 1999 [1].\n",
                                [("1 (1).txt", b"The port opened in 1999.")])
    assert not bundle.sources
    assert any("1 (1).txt" in w and "not read" in w for w in bundle.warnings), bundle.warnings



def test_an_uploaded_file_named_by_no_key_is_named_in_a_warning():
    bundle = bundle_from_upload("note.md", b"The port opened in 1999 [1].\n",
                                [("1 (1).txt", b"The port opened in 1999.")])
    assert not bundle.sources
    assert any("1 (1).txt" in w and "not read" in w for w in bundle.warnings), bundle.warnings
