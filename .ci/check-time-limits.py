#!/usr/bin/env python3
"""Fails when a test can run without a time limit, so a hang ends the run instead of the CI job.

Swift Testing applies a suite's `.timeLimit` to every test in it and in its nested suites, so:
- every `@Suite(...)` carries `.timeLimit(...)`;
- every `@Test` sits in a type (or an extension of one) that has such a `@Suite`, or carries
  `.timeLimit(...)` itself;
- every XCTest case class sets `executionTimeAllowance`;
- no limit is under MINIMUM_MINUTES: a test's time counts from when Swift Testing starts it, and in
  a parallel run on 2 cores most tests wait a minute or more for a thread (1,052 tests, 918 of
  them reported 60-70 s, 2026-12-05). A limit is there to end a hang, not to time the code; bounds
  on elapsed time belong in Tests/WallClockTests.

Usage: .ci/check-time-limits.py [Tests]   (prints each offender as file:line, exits 1 if any)
"""

import os
import re
import sys


def strip(source):
    """The source with comments and string literals blanked (newlines kept, for line numbers)."""
    out = []
    i, n = 0, len(source)

    def blank(text):
        return "".join("\n" if c == "\n" else " " for c in text)

    def skip_string(i):
        # At `#*"`: returns the index after the literal, skipping interpolations.
        hashes = 0
        while source[i] == "#":
            hashes += 1
            i += 1
        triple = source.startswith('"""', i)
        quote = '"""' if triple else '"'
        i += len(quote)
        close = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if source.startswith(escape, i):
                j = i + len(escape)
                if j < n and source[j] == "(":
                    i = skip_parens(j)
                else:
                    i = j + 1
                continue
            if source.startswith(close, i):
                return i + len(close)
            i += 1
        return n

    def skip_parens(i):
        # At `(`: returns the index after the matching `)`, skipping nested strings.
        depth = 0
        while i < n:
            c = source[i]
            if c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
                i = skip_string(i)
                continue
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        return n

    while i < n:
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            out.append(blank(source[i:j]))
            i = j
        elif source.startswith("/*", i):
            depth, j = 0, i
            while j < n:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                    if depth == 0:
                        break
                else:
                    j += 1
            out.append(blank(source[i:j]))
            i = j
        elif source[i] == '"' or (source[i] == "#" and re.match(r'#+"', source[i:])):
            j = skip_string(i)
            out.append('""' + blank(source[i:j])[2:])
            i = j
        else:
            out.append(source[i])
            i += 1
    return "".join(out)


def balanced(text, i):
    """The parenthesised text starting at `text[i] == '('`, or '' when there is none."""
    if i >= len(text) or text[i] != "(":
        return ""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "(":
            depth += 1
        elif text[j] == ")":
            depth -= 1
            if depth == 0:
                return text[i : j + 1]
    return text[i:]


MINIMUM_MINUTES = 5
LIMIT = re.compile(r"\.timeLimit\(\s*\.minutes\(\s*(\d+)\s*\)")


def too_short(arguments):
    """Whether `arguments` sets a time limit under MINIMUM_MINUTES."""
    return any(int(minutes) < MINIMUM_MINUTES for minutes in LIMIT.findall(arguments))


TOKEN = re.compile(
    r"@Suite\b|@Test\b|\b(?:struct|class|enum|actor|extension)\s+([A-Za-z_][\w.]*)|[{}]|\b(?:func|var|let|init)\b"
)


def scan(path):
    """Suites declared (name -> has a limit), tests (line, enclosing types, own limit), problems."""
    text = strip(open(path, encoding="utf-8").read())
    line_of = lambda index: text.count("\n", 0, index) + 1
    stack = []  # (name, is a suite, depth at which its body opened)
    depth = 0
    pending_suite = None  # arguments of an @Suite waiting for its type
    pending_type = None  # (name, is suite) waiting for its `{`
    suites, tests, problems = {}, [], []
    for match in TOKEN.finditer(text):
        token = match.group(0)
        if token == "@Suite":
            arguments = balanced(text, match.end())
            if ".timeLimit(" not in arguments:
                problems.append(f"{path}:{line_of(match.start())}: @Suite without .timeLimit")
            if too_short(arguments):
                problems.append(f"{path}:{line_of(match.start())}: @Suite limit under {MINIMUM_MINUTES} minutes")
            pending_suite = arguments
        elif token == "@Test":
            arguments = balanced(text, match.end())
            if too_short(arguments):
                problems.append(f"{path}:{line_of(match.start())}: @Test limit under {MINIMUM_MINUTES} minutes")
            tests.append((line_of(match.start()), [name for name, _, _ in stack], ".timeLimit(" in arguments))
        elif match.group(1):
            name = match.group(1).split(".")[-1]
            is_suite = pending_suite is not None and not token.startswith("extension")
            if is_suite:
                suites[name] = True
            pending_type = (name, is_suite)
            pending_suite = None
        elif token == "{":
            depth += 1
            if pending_type:
                stack.append((pending_type[0], pending_type[1], depth))
                pending_type = None
            pending_suite = None
        elif token == "}":
            if stack and stack[-1][2] == depth:
                stack.pop()
            depth -= 1
        else:  # func / var / let / init: an attribute before them is not a type's
            pending_suite = None
    if "XCTestCase" in text and "executionTimeAllowance" not in text:
        problems.append(f"{path}: XCTestCase without executionTimeAllowance")
    return suites, tests, problems


def main():
    roots = sys.argv[1:] or ["Tests"]
    files = []
    for root in roots:
        for directory, _, names in os.walk(root):
            files += [os.path.join(directory, name) for name in names if name.endswith(".swift")]
    suites, problems, tests = {}, [], []
    for path in sorted(files):
        found, file_tests, file_problems = scan(path)
        suites.update(found)
        problems += file_problems
        tests += [(path, line, enclosing, limited) for line, enclosing, limited in file_tests]
    for path, line, enclosing, limited in tests:
        if limited or any(name in suites for name in enclosing):
            continue
        where = f" in {'.'.join(enclosing)}" if enclosing else ""
        problems.append(f"{path}:{line}: @Test{where} has no time limit (no @Suite(.timeLimit) around it)")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} test(s) or suite(s) without a fitting time limit; see .ci/check-time-limits.py")
        return 1
    print(f"time limits: {len(tests)} @Test declarations, all limited")
    return 0


if __name__ == "__main__":
    sys.exit(main())
