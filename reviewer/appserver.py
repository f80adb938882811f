"""``reviewer app``: the review app's Streamlit server as a child process that stops with us."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from reviewer.errors import UsageError

APP = Path(__file__).resolve().parents[1] / "app.py"
DEFAULT_PORT = 8501  # streamlit's, as `make run` uses


def serve(port: int | None = None, app: Path = APP, extra: tuple[str, ...] = ()) -> int:
    """``streamlit run app.py`` (on ``port``), waited for with the signals forwarded; its exit code."""
    if not app.is_file():
        raise UsageError(f"app.py not found next to the package ({app}); run from a source checkout")
    if port is not None and not 1 <= port <= 65535:
        raise UsageError(f"--port must be between 1 and 65535, not {port}")
    if not _free(port or DEFAULT_PORT):
        raise UsageError(f"port {port or DEFAULT_PORT} is in use (another app or server?): pass --port N")
    cmd = [sys.executable, "-m", "streamlit", "run", str(app), *extra]
    if port:
        cmd += ["--server.port", str(port)]
    return run_forwarding(subprocess.Popen(cmd, cwd=app.parent))


def _free(port: int) -> bool:
    """Whether nothing listens on 127.0.0.1:``port`` (where .streamlit/config.toml serves)."""
    import socket

    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server binds: TIME_WAIT is free
        try:
            probe.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def run_forwarding(child: subprocess.Popen) -> int:
    """Wait for ``child``, passing it SIGTERM, SIGINT and SIGHUP: ``kill`` of the ``reviewer
    app`` process (a service manager, a test harness) stops the server too instead of leaving it
    serving as an orphan. A child still running when we leave (an exception) is terminated."""
    import signal

    def forward(signum, _frame) -> None:
        if child.poll() is None:
            child.send_signal(signum)

    previous = {}
    try:
        for sig in (signal.SIGTERM, signal.SIGINT, getattr(signal, "SIGHUP", None)):
            if sig is not None:
                previous[sig] = signal.signal(sig, forward)
    except ValueError:  # not the main thread: no handlers; the finally still reaps the child
        pass
    try:
        code = child.wait()
        return code if code >= 0 else 128 - code  # ended by a signal: the shell's convention
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        if child.poll() is None:
            child.terminate()
            try:
                child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                child.kill()
