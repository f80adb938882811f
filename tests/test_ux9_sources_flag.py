"""A `--sources` folder named on the command line beside a bundle folder is read (the user chose
its place, as with `--ledger`), not refused as "a symlink"; files that link out of it still are."""

from __future__ import annotations

from cli_bundles import call, verdicts, write_bundle


def test_a_sources_folder_outside_the_bundle_is_read_when_named(tmp_path):
    bundle = write_bundle(tmp_path / "b", "The port opened in 1999 [1].\n")
    other = tmp_path / "elsewhere"
    other.mkdir()
    (other / "1.txt").write_text("The port opened in 1999 after years of delay.", encoding="utf-8")
    code, out, err = call("check", str(bundle), "--sources", str(other), "--offline", "--json")
    assert code == 0, err
    assert "symlink" not in err
    assert verdicts(out) == {"c1": "supported"}



def test_a_symlink_out_of_a_named_sources_folder_is_still_refused(tmp_path):
    outside = tmp_path / "secret.txt"
    outside.write_text("The port opened in 1999.", encoding="utf-8")
    bundle = write_bundle(tmp_path / "b", "The port opened in 1999 [1].\n")
    other = tmp_path / "elsewhere"
    other.mkdir()
    (other / "1.txt").symlink_to(outside)
    code, out, _ = call("check", str(bundle), "--sources", str(other), "--offline", "--json")
    assert verdicts(out) == {"c1": "source_unavailable"}
