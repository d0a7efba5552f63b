#!/usr/bin/env python3
"""Counts the test functions that start the `phasekit` binary.

A test starts the binary when its body names `CommandRunner.run` or `CommandRunner.executable`
(a tmux or pipe session started on it), or calls a helper function that does (followed through
helpers to a fixed point, within each file). Usage:
  scripts/measure/binary-tests.py [CHECKOUT] [--names]   (default: the current folder)
With --names, also prints each binary-starting test function's name.
Prints one line per file and the totals: binary-starting test functions, and test functions in
all (each `@Test`; a parameterized test counts once).
"""
import os, re, sys

arguments = [a for a in sys.argv[1:] if a != "--names"]
root = arguments[0] if arguments else "."
names = "--names" in sys.argv
tests_dir = os.path.join(root, "Tests")
STARTS = re.compile(r"CommandRunner\.(run|executable)")


def functions(text):
    """(name, is_test, body) for every `func` in text, nested ones included, and every helper type
    other than a suite (a type named in a call, `Session(` or `Session.start(`, counts as a helper)."""
    out = []
    declaration = (
        r"(?:^|[ \t)])(?:(?:public|private|fileprivate|internal|package|final|static|nonisolated|mutating)\s+)*"
        r"(func|class|struct|enum|actor)\s+([A-Za-z_][A-Za-z0-9_]*)"
    )
    for m in re.finditer(declaration, text, re.M):
        line = text[text.rfind("\n", 0, m.start(1)) + 1:m.start(1)]
        if "//" in line:  # a word in a comment ("a struct for …") declares nothing
            continue
        if re.search(r"@Suite[^\n]*$", text[max(0, m.start(1) - 200):m.start(1)]):
            continue
        start = text.find("{", m.end())
        if start < 0:
            continue
        # The signature must not end before the brace (a protocol requirement has no body).
        depth, i = 0, start
        while i < len(text):
            c = text[i]
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        head = text[max(0, m.start(1) - 400):m.start(1)]
        last_decl = max(head.rfind("\n  }"), head.rfind("\n}"))
        is_test = "@Test" in head[last_decl + 1:] if last_decl >= 0 else "@Test" in head
        is_type = m.group(1) != "func"
        out.append((m.group(2), is_test and not is_type, text[start:i + 1]))
    return out


sources = {}
for folder, _, files in sorted(os.walk(tests_dir)):
    for name in sorted(files):
        if name.endswith(".swift") and name != "CommandRunner.swift":
            sources[os.path.join(folder, name)] = open(os.path.join(folder, name), encoding="utf-8").read()
# Helper types are shared between files (`typealias Child = WatchPipeTests.Child`): a type whose
# body starts the binary, other than a suite (a suite's tests are counted one by one).
shared_types = set()
for text in sources.values():
    for n, t, b in functions(text):
        suite = re.search(r"@Suite[^\n]*\b(?:struct|class|enum)\s+%s\b" % re.escape(n), text)
        if not t and not suite and re.search(r"\b(?:class|struct|enum|actor)\s+%s\b" % re.escape(n), text) and STARTS.search(b):
            shared_types.add(n)

total_binary = total_tests = 0
for path, text in sources.items():
        funcs = functions(text)
        starting = {n for n, t, b in funcs if not t and STARTS.search(b)} | shared_types
        for m in re.finditer(r"typealias\s+(\w+)\s*=\s*[\w.]*?\b(\w+)\s*$", text, re.M):
            if m.group(2) in shared_types:
                starting.add(m.group(1))
        changed = True
        while changed:
            changed = False
            for n, t, b in funcs:
                if not t and n not in starting and any(re.search(r"\b%s[(.]" % re.escape(h), b) for h in starting):
                    starting.add(n)
                    changed = True
        tests = [(n, b) for n, t, b in funcs if t]
        binary = [n for n, b in tests if STARTS.search(b) or any(re.search(r"\b%s[(.]" % re.escape(h), b) for h in starting)]
        total_tests += len(tests)
        total_binary += len(binary)
        if binary:
            print(f"{os.path.relpath(path, root)}: {len(binary)} of {len(tests)}")
            if names:
                for name in binary:
                    print(f"  {name}")
print(f"binary-starting test functions: {total_binary} of {total_tests}")
