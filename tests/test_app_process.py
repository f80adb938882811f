"""`reviewer app` forwards SIGTERM / SIGINT to its Streamlit server: killing the command used to
leave the server serving as an orphan (a new user's trial)."""

from __future__ import annotations

import io
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from reviewer.appserver import run_forwarding
from reviewer.cli import main

ROOT = Path(__file__).resolve().parents[1]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _children(pid: int) -> list[int]:
    out = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        text = (task / "children").read_text().split()
        out += [int(x) for x in text]
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _serving(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return True
    except OSError:
        return False


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_signal_to_reviewer_app_stops_the_streamlit_server(tmp_path, sig):
    port = _free_port()
    env = {**os.environ, "REVIEWER_DB": str(tmp_path / "r.db")}
    parent = subprocess.Popen([sys.executable, "-m", "reviewer.cli", "app", "--port", str(port)], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    child = None
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not _serving(port):
            assert parent.poll() is None, "reviewer app exited early"
            time.sleep(0.2)
        assert _serving(port), "the app never started"
        kids = _children(parent.pid)
        assert len(kids) == 1
        child = kids[0]
        parent.send_signal(sig)  # only the parent, as `kill PID` does
        parent.wait(timeout=30)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and _alive(child):
            time.sleep(0.1)
        assert not _alive(child), "the Streamlit server outlived reviewer app"
        assert not _serving(port)
    finally:
        if parent.poll() is None:
            parent.kill()
        if child is not None and _alive(child):
            os.kill(child, signal.SIGKILL)


def test_a_child_left_running_is_terminated():
    """Leaving the wait by an exception (here: a handler that raises) still stops the child."""
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])

    class Boom(Exception):
        pass

    def boom(*_):
        raise Boom

    previous = signal.signal(signal.SIGALRM, boom)
    try:
        signal.setitimer(signal.ITIMER_REAL, 0.3)
        with pytest.raises(Boom):
            run_forwarding(child)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert child.poll() is not None


@pytest.mark.parametrize("port", ["0", "70000", "-5"])
def test_app_port_out_of_range_is_a_usage_error(port):
    out, err = io.StringIO(), io.StringIO()
    assert main(["app", "--port", port], out, err) == 2
    assert "--port" in err.getvalue() and err.getvalue().count("\n") == 1


def test_a_port_in_use_is_a_usage_error_before_streamlit_starts():
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        out, err = io.StringIO(), io.StringIO()
        assert main(["app", "--port", str(port)], out, err) == 2
    assert f"port {port} is in use" in err.getvalue() and err.getvalue().count("\n") == 1
