"""The repository keeps its own rules: no Python file over 500 lines ("small modules with one job each"), a
docstring on every public function, class and method of the package, and every test the docs, docstrings and
comments cite (``tests/<path>.py``, ``tests/<path>.py::test_name``) exists, so that a rule's row in
docs/rules/*.md leads to the test that checks it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: The folders of the project's Python code.
CODE = ("src", "tests", "bench", "tools")
MOST_LINES = 500
#: A cited test file, with the tests it names: ``tests/a/test_b.py::test_c, ::test_d``.
CITATION = re.compile(r"(tests/[\w/]+\.py)((?:::\w+)(?:,\s*::\w+)*)?")


def python_files() -> list[Path]:
    return sorted(p for folder in CODE for p in (ROOT / folder).rglob("*.py"))


def citing_files() -> list[Path]:
    """Where tests are cited: the docs, the README, the code's docstrings and comments."""
    here = Path(__file__).resolve()  # its own examples below are made up
    return [*sorted((ROOT / "docs").rglob("*.md")), ROOT / "README.md", *(p for p in python_files() if p != here)]


def citations(text: str) -> list[tuple[str, list[str]]]:
    """Each cited test file in ``text`` with the test names cited in it (none where only the file is)."""
    return [(m.group(1), re.findall(r"::(\w+)", m.group(2) or "")) for m in CITATION.finditer(text)]


def test_no_python_file_is_over_500_lines() -> None:
    long = {
        str(p.relative_to(ROOT)): n
        for p in python_files()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    }
    assert not long, f"over {MOST_LINES} lines: {long}"


def undocumented(trees: dict[str, ast.Module]) -> list[str]:
    """The public functions, classes and methods without a docstring in ``trees`` (by file name). A method
    whose name has a docstring in some class of theirs is taken for an override of a documented one."""
    documented = {
        m.name
        for tree in trees.values()
        for c in ast.walk(tree)
        if isinstance(c, ast.ClassDef)
        for m in c.body
        if isinstance(m, ast.FunctionDef | ast.AsyncFunctionDef) and ast.get_docstring(m)
    }
    out: list[str] = []
    for name, tree in trees.items():
        for node in tree.body:
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) or node.name[0] == "_":
                continue
            if ast.get_docstring(node) is None:
                out.append(f"{name}: {node.name}")
            if isinstance(node, ast.ClassDef):
                out += [
                    f"{name}: {node.name}.{m.name}"
                    for m in node.body
                    if isinstance(m, ast.FunctionDef | ast.AsyncFunctionDef)
                    and m.name[0] != "_"
                    and ast.get_docstring(m) is None
                    and m.name not in documented
                ]
    return out


def test_every_public_function_class_and_method_has_a_docstring() -> None:
    package = ROOT / "src" / "warroom"
    trees = {str(p.relative_to(ROOT)): ast.parse(p.read_text(encoding="utf-8")) for p in package.rglob("*.py")}
    missing = undocumented(trees)
    assert not missing, "no docstring:\n" + "\n".join(missing)


def test_the_docstring_check_sees_functions_classes_and_methods() -> None:
    code = (
        "def f(): pass\n"
        "class C:\n    def m(self): pass\n    def _p(self): pass\n"
        'class D:\n    """D."""\n    def g(self):\n        """G."""\n'
        'class E(D):\n    """E."""\n    def g(self): pass\n'
    )
    assert undocumented({"x.py": ast.parse(code)}) == ["x.py: f", "x.py: C", "x.py: C.m"]


def test_every_cited_test_exists() -> None:
    missing: list[str] = []
    seen = 0
    for source in citing_files():
        for path, names in citations(source.read_text(encoding="utf-8")):
            seen += 1
            where = f"{source.relative_to(ROOT)} cites {path}"
            target = ROOT / path
            if not target.is_file():
                missing.append(where)
                continue
            text = target.read_text(encoding="utf-8")
            missing += [
                f"{where}::{name}"
                for name in names
                if not re.search(rf"^(?:async )?def {name}\b|^class {name}\b", text, re.M)
            ]
    assert seen > 300, "the docs cite their tests: the pattern no longer finds them"
    assert not missing, "cited tests that do not exist:\n" + "\n".join(missing)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("see tests/core/test_a.py", [("tests/core/test_a.py", [])]),
        ("tests/x/test_b.py::test_one, ::test_two; y", [("tests/x/test_b.py", ["test_one", "test_two"])]),
        (
            "tests/x/test_b.py::test_one; tests/x/test_c.py",
            [("tests/x/test_b.py", ["test_one"]), ("tests/x/test_c.py", [])],
        ),
    ],
)
def test_citations_are_read_with_their_test_names(text: str, expected: list[tuple[str, list[str]]]) -> None:
    assert citations(text) == expected
