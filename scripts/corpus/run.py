#!/usr/bin/env python3
"""Run a phasekit binary over every file of the corpus and record what it did.

    flock /tmp/phasekit-heavy.lock /work/corpus-venv/bin/python scripts/corpus/run.py \
        --bin /work/bin-before/phasekit --label before [--corpus /work/corpus] \
        [--out /work/corpus-out] [--jobs 2] [--timeout 60] [--only SUBSTRING]

For each OUT/<label>/results.jsonl line: collection (r|pandas), name, exit
code, signal, timeout, seconds, stdout, stderr, SVG size, and `chosen`:
what x, y, series, mark and layout the binary chose.  The chosen columns come
from the binary's own report line (`x: … · y: … · series: … · skipped: … ·
mark: … · layout: …`) when it prints one; an older binary that does not is
read back from its SVG (the <desc> lists every series with its point count
and x/y ranges; the x axis title and the rotated y axis title name columns)
and from its stdout ("Split into N series by "COL"", "Each value of "COL"
has K columns (…)", "drawn as points").  SVGs are kept in OUT/<label>/<coll>/.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import csv
import html
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time

CAP_TEXT = 20_000          # characters of stdout / stderr kept per run
KEEP_SVG_MAX = 50 << 20    # SVGs larger than this are measured, then deleted
DESC_READ_MAX = 64 << 20   # bytes read from the head of an SVG for <desc>
TAIL_READ = 4 << 20        # bytes read from the end of an SVG for the titles


# ---------------------------------------------------------------- helpers

def header_columns(path: str) -> list[str]:
    with open(path, newline="", encoding="utf-8", errors="replace") as f:
        row = next(csv.reader(f), [])
    return row


def resolve_list(text: str, columns: list[str]) -> list[str]:
    """'a, b, c' -> columns, tolerating column names that contain ', '."""
    text = text.strip()
    if not text or text in ("-", "—", "none"):
        return []
    colset = set(columns)
    parts = [p.strip() for p in text.split(", ")]
    if all(p in colset for p in parts):
        return parts
    # a wide table read as a line per row (session 15): x is the run of
    # columns named by numbers, said as "1940–1960" (first–last column)
    m = re.fullmatch(r"(.+?)\s*[–…]\s*(.+)", text) or re.fullmatch(r"(.+?)\s*\.\.\s*(.+)", text)
    if m and m.group(1) in colset and m.group(2) in colset and text not in colset:
        i, j = columns.index(m.group(1)), columns.index(m.group(2))
        if i < j:
            return columns[i:j + 1]
    out, rest = [], text
    by_len = sorted((c for c in columns if c), key=len, reverse=True)
    while rest:
        for c in by_len:
            if rest == c or rest.startswith(c + ", "):
                out.append(c)
                rest = rest[len(c) + 2:] if rest != c else ""
                break
        else:
            head, _, rest = rest.partition(", ")
            out.append(head.strip('"'))
    return out


def strip_annotation(item: str) -> tuple[str, str]:
    """'rownames (row numbers)' -> ('rownames', 'row numbers')"""
    m = re.match(r"^(.*?)\s*\(([^()]*)\)$", item.strip())
    if m:
        return m.group(1).strip().strip('"'), m.group(2)
    return item.strip().strip('"'), ""


def parse_report_line(stdout: str, columns: list[str]) -> dict | None:
    """The new binary's `x: … · y: … · …` line, read tolerantly."""
    for line in stdout.splitlines():
        s = line.strip()
        if not s.startswith("x: "):
            continue
        # The CLI ends the line with the flags that change it: not part of the choice.
        s = re.sub(r"\s*\(change with [^)]*\)\s*$", "", s)
        fields = {}
        for part in s.split(" · "):
            k, sep, v = part.partition(": ")
            if not sep:
                # Bare words: the mark ("points", "bars", "histogram") and the layout ("panels").
                word = part.strip().lower()
                if word in ("points", "bars", "histogram", "line", "heatmap"):
                    fields["mark"] = word
                elif word in ("panels", "overlay"):
                    fields["layout"] = word
                elif word in ("histograms", "lines", "stacked bars", "grouped bars", "band"):
                    # session 15 kinds: small-multiple histograms, a line per row
                    # of a wide table, bars stacked or grouped by a second column
                    fields["mark"] = {"histograms": "histogram", "lines": "line",
                                      "band": "line"}.get(word, "bars")
                    fields.setdefault("words", []).append(word)
                else:
                    fields.setdefault("words", []).append(word)
                continue
            fields[k.strip().lower()] = v.strip()
        rep = {"raw": s, "fields": fields, "mark": fields.get("mark"), "layout": fields.get("layout")}
        for key in ("x", "y", "series"):
            if key in fields:
                items = []
                for it in resolve_list(fields[key], columns):
                    name, note = strip_annotation(it) if it not in columns else (it, "")
                    items.append(name)
                rep[key] = items
        if "skipped" in fields:
            sk = []
            # "rownames (row numbers), id (ids)": split on ', ' outside parens
            depth, cur = 0, ""
            for ch in fields["skipped"]:
                if ch == "(":
                    depth += 1
                elif ch == ")":
                    depth -= 1
                if ch == "," and depth == 0:
                    sk.append(cur)
                    cur = ""
                    continue
                cur += ch
            if cur.strip():
                sk.append(cur)
            rep["skipped"] = [dict(zip(("column", "why"), strip_annotation(x))) for x in sk]
        for key in ("mark", "layout"):
            if key in fields:
                rep[key] = fields[key]
        return rep
    return None


DESC_SERIES = re.compile(
    r"(?P<name>(?:(?!\. ).)+?): (?P<n>\d+) points?, x from (?P<x0>.+?) to (?P<x1>.+?), "
    r"y from (?P<y0>\S+?) to (?P<y1>\S+?)\.(?= |$)")


def read_svg_facts(path: str) -> dict:
    """Series, ranges, axis titles and mark, read back from a PhaseKit SVG."""
    facts: dict = {}
    try:
        size = os.path.getsize(path)
    except OSError:
        return facts
    with open(path, "rb") as f:
        head = f.read(min(size, DESC_READ_MAX))
        if size > TAIL_READ:
            f.seek(max(0, size - TAIL_READ))
        else:
            f.seek(0)
        tail = f.read()
    head_s = head.decode("utf-8", "replace")
    tail_s = tail.decode("utf-8", "replace")
    m = re.search(r"<desc[^>]*>(.*?)</desc>", head_s, re.S)
    desc = html.unescape(m.group(1)) if m else ""
    facts["desc_head"] = desc[:600]
    m = re.match(r"Chart with (\d+) series and (\d+) points", desc)
    if m:
        facts["n_series"] = int(m.group(1))
        facts["n_points"] = int(m.group(2))
    elif desc.startswith("Cannot") or "Error" in desc[:40]:
        facts["error_card"] = True
    series = []
    body = re.sub(r"^Chart with \d+ series and \d+ points\. ", "", desc)
    for sm in DESC_SERIES.finditer(body):
        d = sm.groupdict()
        try:
            series.append({"name": d["name"].strip(), "n": int(d["n"]),
                           "x0": d["x0"], "x1": d["x1"],
                           "y0": float(d["y0"]), "y1": float(d["y1"])})
        except ValueError:
            series.append({"name": d["name"].strip(), "n": int(d["n"]),
                           "x0": d["x0"], "x1": d["x1"]})
    facts["series"] = series
    facts["points_mark"] = bool(re.search(r"drawn as (?:\d+ )?(?:dots|points)|Drawn as points", desc))
    # axis titles: font-size 12, centred; the y title is rotated
    titles = re.findall(r'<text font-size="12" text-anchor="middle"([^>]*)>([^<]*)</text>', tail_s)
    for attrs, text in titles:
        text = html.unescape(text)
        if "rotate(-90)" in attrs:
            facts.setdefault("y_title", text)
        else:
            facts.setdefault("x_title", text)
    facts["panels_hint"] = head_s.count('clipPath id="') > 1
    return facts


def chosen_from_old(stdout: str, facts: dict, columns: list[str]) -> dict:
    colset = set(columns)
    ch: dict = {"source": "svg"}
    xt = facts.get("x_title")
    if xt is not None:
        t = xt
        if t not in colset:
            t = re.sub(r"\s*\([^()]*\)$", "", t)        # "date (UTC)"
        ch["x"] = resolve_list(t, columns)
    m = re.search(r'Split into (\d+) series by "([^"]*)"', stdout)
    split = m.group(2) if m else None
    m = re.search(r'--series ([^\s]+)', stdout) if not split else None
    ch["series"] = [split] if split else []
    ys: list[str] = []
    m = re.search(r'has (\d+) columns \(([^)]*)\)', stdout)
    if m:
        listed = re.findall(r'"([^"]*)"', m.group(2))
        ys = [c for c in listed if c in colset]
    names = [s["name"] for s in facts.get("series", [])]
    if split:
        # series are "VALUE" (one y column: the y title names it) or
        # "VALUE COLUMN" (several)
        if not ys:
            yt = facts.get("y_title")
            if yt and yt in colset:
                ys = [yt]
        by_len = sorted((c for c in columns if c), key=len, reverse=True)
        for n in names:
            for c in by_len:
                if n.endswith(" " + c) and c not in ys and c != split:
                    if len(names) > 1 and sum(x.endswith(" " + c) for x in names) > 1:
                        ys.append(c)
                    break
        if not ys:
            yt = facts.get("y_title")
            ys = [yt] if yt in colset else []
    else:
        ys = [n for n in names if n in colset]
        if not ys and facts.get("y_title") in colset:
            ys = [facts["y_title"]]
    ch["y"] = ys
    ch["n_series"] = facts.get("n_series")
    ch["mark"] = "points" if (facts.get("points_mark") or "drawn as points" in stdout) else "line"
    ch["layout"] = "single"
    ch["skipped"] = []
    return ch


def chosen_from_report(rep: dict, facts: dict) -> dict:
    ch = {"source": "report", "x": rep.get("x", []), "y": rep.get("y", []),
          "series": rep.get("series", []),
          "skipped": rep.get("skipped", []),
          "n_series": facts.get("n_series")}
    mark = (rep.get("mark") or "").lower()
    ch["mark"] = mark if mark in ("bars", "histogram", "heatmap") else (
        "points" if ("point" in mark or "dot" in mark) else ("line" if mark else
                  ("points" if facts.get("points_mark") else "line")))
    layout = (rep.get("layout") or "").lower()
    if layout:
        ch["layout"] = "panels" if ("panel" in layout or "facet" in layout or "small" in layout) else layout
    else:
        ch["layout"] = "panels" if facts.get("panels_hint") else "single"
    ch["mark_raw"] = rep.get("mark")
    ch["layout_raw"] = rep.get("layout")
    # what the report says beyond x, y, series, skipped, mark and layout
    # (session 15: log axes, a table read wide, summed counts): kept as text
    fields = rep.get("fields") or {}
    extra = [f"{k}: {v}" for k, v in fields.items()
             if k not in ("x", "y", "series", "skipped", "mark", "layout", "words")]
    extra += fields.get("words", [])
    ch["extra"] = extra
    low = " ".join(extra).lower()
    titles = [(facts.get("x_title") or "").lower(), (facts.get("y_title") or "").lower()]
    ch["log_x"] = "log" in titles[0] or bool(re.search(r"\bx\b[^·]*\blog\b|\blog\b[^·]*\bx\b", low))
    ch["log_y"] = "log" in titles[1] or bool(re.search(r"\by\b[^·]*\blog\b|\blog\b[^·]*\by\b", low))
    for e in extra:          # "body on a log scale: it spans ..." names the column
        if "log" in e.lower():
            ch["log_x"] = ch["log_x"] or any(n and n.lower() in e.lower() for n in ch["x"])
            ch["log_y"] = ch["log_y"] or any(n and n.lower() in e.lower() for n in ch["y"])
    if "log" in low and not (ch["log_x"] or ch["log_y"]):
        ch["log_x"] = ch["log_y"] = True       # "log scale" said without the axis
    ch["read_wide"] = bool(re.search(r"\bwide\b|per row|one line per row|rows as series", low))
    return ch


# ---------------------------------------------------------------- running

def supported_flags(binary: str) -> set[str]:
    text = ""
    for args in (["help", "chart"], ["--help"]):
        try:
            p = subprocess.run([binary, *args], capture_output=True, text=True, timeout=20)
            text += p.stdout + p.stderr
        except Exception:
            pass
    return set(re.findall(r"(--[a-z][a-z-]*)", text))


def run_one(binary, flags, coll, path, outdir, timeout):
    name = os.path.splitext(os.path.basename(path))[0]
    svg = os.path.join(outdir, coll, name + ".svg")
    if os.path.exists(svg):
        os.remove(svg)
    cmd = [binary, "chart", path, "--out", svg]
    if "--no-terminal" in flags:
        cmd.append("--no-terminal")
    if "--lang" in flags:
        cmd += ["--lang", "en"]
    if "--no-cache" in flags:
        cmd.append("--no-cache")
    env = dict(os.environ, NO_COLOR="1", LANG="C.UTF-8")
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, env=env)
    timed_out = False
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
    secs = time.monotonic() - t0
    rc = proc.returncode
    out_s = out.decode("utf-8", "replace")
    err_s = err.decode("utf-8", "replace")
    svg_bytes = os.path.getsize(svg) if os.path.exists(svg) else None
    columns = header_columns(path)
    facts = read_svg_facts(svg) if svg_bytes else {}
    rep = parse_report_line(out_s, columns) or parse_report_line(err_s, columns)
    chosen = chosen_from_report(rep, facts) if rep else chosen_from_old(out_s, facts, columns)
    svg_deleted = False
    if svg_bytes and svg_bytes > KEEP_SVG_MAX:
        os.remove(svg)
        svg_deleted = True
    return {
        "collection": coll, "name": name, "file": path, "cmd": cmd,
        "rc": rc, "signal": -rc if rc is not None and rc < 0 else None,
        "timeout": timed_out, "seconds": round(secs, 3),
        "stdout": out_s[:CAP_TEXT], "stderr": err_s[:CAP_TEXT],
        "svg": svg if svg_bytes else None, "svg_bytes": svg_bytes, "svg_deleted": svg_deleted,
        "report": rep, "svg_facts": {k: (v[:300] if k == "series" else v) for k, v in facts.items()},
        "chosen": chosen,
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--label", required=True)
    ap.add_argument("--corpus", default="/work/corpus")
    ap.add_argument("--out", default="/work/corpus-out")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--only", help="only files whose name contains this")
    ap.add_argument("--collections", default="r,pandas")
    ap.add_argument("--runs", help="only these runs: coll/name,… or @FILE with collection,name columns "
                                   "(a sheet.py sample.csv)")
    args = ap.parse_args()
    binary = os.path.abspath(args.bin)
    flags = supported_flags(binary)
    base = os.path.join(args.out, args.label)
    jobs = []
    want = None
    if args.runs:
        if args.runs.startswith("@"):
            with open(args.runs[1:], newline="") as f:
                want = {(row["collection"], row["name"]) for row in csv.DictReader(f)}
        else:
            want = {tuple(k.split("/", 1)) for k in args.runs.split(",")}
    for coll in args.collections.split(","):
        os.makedirs(os.path.join(base, coll), exist_ok=True)
        d = os.path.join(args.corpus, coll)
        for fn in sorted(os.listdir(d)):
            if fn.endswith(".csv") and (not args.only or args.only in fn) \
                    and (want is None or (coll, fn[:-4]) in want):
                jobs.append((coll, os.path.join(d, fn)))
    # biggest files first so that the two workers finish together
    jobs.sort(key=lambda j: -os.path.getsize(j[1]))
    results_path = os.path.join(base, "results.jsonl")
    lock = threading.Lock()
    t0 = time.monotonic()
    done = 0
    with open(results_path, "w") as out, cf.ThreadPoolExecutor(args.jobs) as ex:
        futs = {ex.submit(run_one, binary, flags, c, p, base, args.timeout): (c, p) for c, p in jobs}
        for fut in cf.as_completed(futs):
            c, p = futs[fut]
            try:
                r = fut.result()
            except Exception as e:  # the runner must not die on one file
                r = {"collection": c, "name": os.path.basename(p)[:-4], "file": p,
                     "runner_error": repr(e)}
            r["label"] = args.label
            r["binary"] = binary
            with lock:
                out.write(json.dumps(r) + "\n")
                out.flush()
                done += 1
                if done % 50 == 0:
                    print(f"{done}/{len(jobs)} in {time.monotonic() - t0:.0f} s", file=sys.stderr)
    print(f"{done} runs of {binary} in {time.monotonic() - t0:.0f} s -> {results_path}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
