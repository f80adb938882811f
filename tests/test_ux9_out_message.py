"""`reviewer check --out FILE` says on stderr what it wrote (as `export --out` does), in one line."""

from __future__ import annotations

from cli_bundles import call, write_bundle


def test_check_out_says_what_it_wrote(tmp_path):
    bundle = write_bundle(tmp_path / "b", "The port opened in 1999 [1].\nTraffic rose sharply last year.\n",
                          {"1.txt": "The port opened in 1999."})
    target = tmp_path / "repaired.md"
    code, out, err = call("check", str(bundle), "--offline", "--out", str(target))
    assert target.exists()
    assert f"wrote the repaired note to {target}" in err, err
    assert err.count("\n") == 1
    code, out, err = call("check", str(bundle), "--offline", "--no-repair", "--out", str(target))
    assert f"wrote the note to {target} unchanged" in err, err
