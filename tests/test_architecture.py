"""The package's shape, checked from its source: no import cycles, no module over 400 lines,
one module that speaks to the model endpoint, one module that reads the environment, and tests
that import the project's own modules directly."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "reviewer"
MAX_LINES = 400
#: where the process environment may be read (Streamlit server settings may also live in ui/)
ENV_READERS = ("reviewer/config.py", "reviewer/ui/")
_ENV_NAMES = frozenset({"environ", "environb", "getenv", "getenvb"})


def _modules() -> dict[str, Path]:
    """Dotted module name -> file, for every module under reviewer/."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        if "__pycache__" in path.parts:
            continue
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


MODULES = _modules()


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _import_nodes(node: ast.AST):
    """Every import statement, at any depth (inside functions too), except under ``if TYPE_CHECKING:``
    (its ``else:`` branch does run)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            for stmt in child.orelse:
                if isinstance(stmt, ast.Import | ast.ImportFrom):
                    yield stmt
                yield from _import_nodes(stmt)
            continue
        if isinstance(child, ast.Import | ast.ImportFrom):
            yield child
        yield from _import_nodes(child)


def _owner(name: str) -> str | None:
    """The module under reviewer/ that ``name`` (a module or an attribute of one) lives in."""
    while name:
        if name in MODULES:
            return name
        name = name.rpartition(".")[0]
    return None


def _imports(module: str, path: Path) -> set[str]:
    """The reviewer/ modules ``module`` imports: ``from pkg import sub`` counts as ``pkg.sub``
    when ``sub`` is a module, as ``pkg`` when it is a name defined there."""
    tree = ast.parse(path.read_text("utf-8"), filename=str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out = set()
    for node in _import_nodes(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{alias.name}" for alias in node.names]
        for target in targets:
            owner = _owner(target)
            if owner and owner != module:
                out.add(owner)
    return out


def _components(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module, each sorted (Tarjan's
    algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    component.append(top)
                    if top == node:
                        break
                if len(component) > 1:
                    components.append(sorted(component))
    return components


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (a -> ... -> a) through every strongly connected component of more than one module."""
    cycles = []
    for component in _components(graph):  # shortest way back to the component's first module
        members, start = set(component), component[0]
        paths = {start: [start]}
        frontier = [start]
        found = None
        while frontier and found is None:
            nxt = []
            for node in frontier:
                for child in sorted(graph[node] & members):
                    if child == start:
                        found = [*paths[node], start]
                        break
                    if child not in paths:
                        paths[child] = [*paths[node], child]
                        nxt.append(child)
                if found:
                    break
            frontier = nxt
        cycles.append(found)
    return cycles


def test_the_cycle_finder_finds_cycles():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"f"}, "f": {"e"}, "g": {"a"}}
    assert _cycles(graph) == [["a", "b", "c", "a"], ["e", "f", "e"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_import_resolution_follows_python(tmp_path):
    assert _owner("reviewer.judges.features.analyze") == "reviewer.judges.features"
    assert _owner("reviewer.model") == "reviewer.model"
    assert _owner("pysbd.languages") is None
    imports = _imports("reviewer.note.engine", PACKAGE / "note" / "engine.py")
    assert {"reviewer.note.breaks", "reviewer.note.protected"} <= imports
    code = ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from reviewer.verify import verify\n"
            "else:\n    import reviewer.text\n"
            "def f():\n    from reviewer.model import Claim\n    from . import breaks\n    from ..judges import x\n")
    (tmp_path / "engine.py").write_text(code, "utf-8")
    assert _imports("reviewer.note.engine", tmp_path / "engine.py") == {
        "reviewer.text", "reviewer.model", "reviewer.note.breaks", "reviewer.judges"}


def test_no_import_cycles():
    graph = {name: _imports(name, path) for name, path in MODULES.items()}
    report = [f"{' -> '.join(cycle)}   (modules in the knot: {', '.join(component)})"
              for cycle, component in zip(_cycles(graph), _components(graph))]
    assert not report, "import cycles under reviewer/ (lazy imports inside functions count):\n" + "\n".join(report)


def test_no_module_over_400_lines():
    long = {_rel(path): n for path in MODULES.values() if (n := len(path.read_text("utf-8").splitlines())) > MAX_LINES}
    assert not long, f"modules over {MAX_LINES} lines (split them): {long}"


def test_one_module_speaks_to_the_model_endpoint():
    speakers = [_rel(path) for path in MODULES.values() if "chat/completions" in path.read_text("utf-8")]
    assert len(speakers) == 1, f"modules that contain 'chat/completions': {speakers}"


def _env_reads(path: Path) -> list[int]:
    """Lines of ``path`` that touch ``os.environ`` / ``os.getenv`` (or import them from os)."""
    tree = ast.parse(path.read_text("utf-8"), filename=str(path))
    os_names = {"os"} | {a.asname for n in ast.walk(tree) if isinstance(n, ast.Import)
                         for a in n.names if a.name == "os" and a.asname}
    lines = []
    for node in ast.walk(tree):
        attribute = (isinstance(node, ast.Attribute) and node.attr in _ENV_NAMES
                     and isinstance(node.value, ast.Name) and node.value.id in os_names)
        imported = (isinstance(node, ast.ImportFrom) and node.module == "os"
                    and any(a.name in _ENV_NAMES for a in node.names))
        if attribute or imported:
            lines.append(node.lineno)
    return sorted(lines)


def test_env_read_detection():
    assert _env_reads(PACKAGE / "config.py")  # the one reader: if this fails the detector is broken


def test_only_config_reads_the_environment():
    readers = {_rel(path): lines for path in MODULES.values()
               if not _rel(path).startswith(ENV_READERS) and (lines := _env_reads(path))}
    assert not readers, f"the environment is read outside reviewer/config.py (file: lines): {readers}"


def _own_modules() -> set[str]:
    tops = {"reviewer"} | {p.stem for p in ROOT.glob("*.py")} | {p.stem for p in (ROOT / "tests").glob("*.py")}
    if (ROOT / "benchmarks").is_dir():
        tops.add("benchmarks")
    return tops


def _project_skips(source: str, own: set[str]) -> list[tuple[int, str]]:
    """``(line, module)`` of every ``importorskip`` of one of the project's own modules."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute | ast.Name)
                and getattr(node.func, "attr", getattr(node.func, "id", None)) == "importorskip"
                and node.args and isinstance(node.args[0], ast.Constant)
                and str(node.args[0].value).split(".")[0] in own):
            out.append((node.lineno, node.args[0].value))
    return out


def test_project_skip_detection():
    code = 'import pytest\nx = pytest.importorskip("reviewer.bench")\ny = pytest.importorskip("numpy")\n'
    assert _project_skips(code, _own_modules()) == [(2, "reviewer.bench")]


def test_tests_import_the_project_directly():
    own = _own_modules()
    skips = [f"{_rel(path)}:{line} {name}" for path in sorted((ROOT / "tests").rglob("*.py"))
             for line, name in _project_skips(path.read_text("utf-8"), own)]
    assert not skips, f"a project module is skipped when it fails to import, instead of failing: {skips}"
