#!/usr/bin/env python3
"""One table, one chart: write every table of the corpus in six forms, chart each with a
phasekit binary, and count the tables whose chosen x / y / series / mark agree across forms.

    flock /tmp/phasekit-heavy.lock /work/corpus-venv/bin/python scripts/corpus/forms.py \
        --bin .build/release/phasekit --label after [--corpus /work/corpus] \
        [--out /work/corpus-forms] [--jobs 2] [--max-rows 2000] [--only SUBSTRING] [--every N]

The forms (issue #31, point 6), each written from the table R wrote (corpus/r/NAME.csv, its
row names the index):

    r        R's write.csv: row names in a first column named ""
    pandas   df.to_csv(): an unnamed index 0, 1, 2, ...
    plain    df.to_csv(index=False)
    records  df.to_json(orient="records")
    columns  {"column": [values ...]} (to_dict(orient="list"))
    comma    df.to_csv(sep=";", decimal=",", index=False)

A table agrees when every form that charts gives the same x, y, series and mark, reading an
index column's name ("", "rownames", "Unnamed: 0", "index") as the row number; a form that
fails is a disagreement (its exit code and first error line are kept). The report line is read
with run.py's parser (imported, not copied). Writes OUT/LABEL/results.jsonl (one line per table
with each form's choice) and prints the counts.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import os
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run as corpus_run  # noqa: E402  (scripts/corpus/run.py)

FORMS = ("r", "pandas", "plain", "records", "columns", "comma")
# `row` is how the report names the row number a file without a row index is drawn over
# (PhaseChartsText.choiceRowNumber): the same x as the index column of the R and pandas forms.
INDEX_NAMES = {"", "rownames", "Unnamed: 0", "index", "row", "(row number)", "row number", "row numbers"}


def write_forms(src: str, folder: str, max_rows: int) -> dict[str, tuple[str, list[str]]]:
    """The six files of one table, and each one's column names."""
    import pandas as pd

    df = pd.read_csv(src, index_col=0, nrows=max_rows, low_memory=False)
    name = os.path.splitext(os.path.basename(src))[0]
    os.makedirs(folder, exist_ok=True)
    out: dict[str, tuple[str, list[str]]] = {}
    data_columns = [str(c) for c in df.columns]

    def path(form: str, ext: str) -> str:
        return os.path.join(folder, f"{name}.{form}.{ext}")

    r = df.copy()
    r.index = r.index.map(str)
    p = path("r", "csv")
    r.to_csv(p, index_label="", quoting=2)  # csv.QUOTE_NONNUMERIC, as write.csv quotes
    out["r"] = (p, [""] + data_columns)
    plain = df.reset_index(drop=True)
    p = path("pandas", "csv")
    plain.to_csv(p)
    out["pandas"] = (p, [""] + data_columns)
    p = path("plain", "csv")
    plain.to_csv(p, index=False)
    out["plain"] = (p, data_columns)
    p = path("records", "json")
    plain.to_json(p, orient="records")
    out["records"] = (p, data_columns)
    split = json.loads(plain.to_json(orient="split"))
    columns = {str(c): [row[k] for row in split["data"]] for k, c in enumerate(split["columns"])}
    p = path("columns", "json")
    with open(p, "w") as f:
        json.dump(columns, f)
    out["columns"] = (p, data_columns)
    p = path("comma", "csv")
    plain.to_csv(p, sep=";", decimal=",", index=False)
    out["comma"] = (p, data_columns)
    return out


def chart(binary: str, path: str, columns: list[str], svg: str, timeout: float) -> dict:
    """One run: exit code, first error line, and the choice from the report line."""
    cmd = [binary, "chart", path, "--out", svg, "--no-terminal", "--lang", "en", "--no-cache"]
    env = dict(os.environ, NO_COLOR="1", LANG="C.UTF-8")
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            start_new_session=True, env=env)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
    out_s = out.decode("utf-8", "replace")
    err_s = err.decode("utf-8", "replace")
    rep = corpus_run.parse_report_line(out_s, columns) or corpus_run.parse_report_line(err_s, columns)
    facts = corpus_run.read_svg_facts(svg) if os.path.exists(svg) else {}
    chosen = corpus_run.chosen_from_report(rep, facts) if rep else None
    numbers = next((line for line in (out_s + err_s).splitlines() if line.startswith("numbers: ")), None)
    result = {"rc": proc.returncode, "numbers": numbers}
    if chosen:
        result["choice"] = {
            "x": normal_x(chosen.get("x", [])), "y": sorted(chosen.get("y", [])),
            "series": chosen.get("series", []), "mark": chosen.get("mark"),
        }
    if proc.returncode != 0:
        result["error"] = next((line for line in err_s.splitlines() if line.strip()), "")[:300]
    if os.path.exists(svg):
        os.remove(svg)
    return result


def normal_x(x: list[str]) -> list[str]:
    """An index column read as x is the row number, whatever its name in this form."""
    return ["(row)" if (not x or x[0] in INDEX_NAMES) else x[0]] if len(x) <= 1 else x


def one_table(binary: str, src: str, work: str, max_rows: int, timeout: float) -> dict:
    name = os.path.splitext(os.path.basename(src))[0]
    try:
        files = write_forms(src, os.path.join(work, name), max_rows)
    except Exception as error:  # a table pandas cannot read back is not counted
        return {"name": name, "skipped": str(error)[:200]}
    runs = {}
    for form in FORMS:
        path, columns = files[form]
        runs[form] = chart(binary, path, columns, path + ".svg", timeout)
        os.remove(path)
    os.rmdir(os.path.join(work, name))
    choices = [json.dumps(runs[f].get("choice"), sort_keys=True) for f in FORMS]
    agree = all(runs[f]["rc"] == 0 and "choice" in runs[f] for f in FORMS) and len(set(choices)) == 1
    return {"name": name, "agree": agree, "runs": runs}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--label", required=True)
    ap.add_argument("--corpus", default="/work/corpus")
    ap.add_argument("--out", default="/work/corpus-forms")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--max-rows", type=int, default=2000)
    ap.add_argument("--only", help="only tables whose name contains this")
    ap.add_argument("--every", type=int, default=1, help="every Nth table (by name), for a quicker run")
    args = ap.parse_args()
    binary = os.path.abspath(args.bin)
    base = os.path.join(args.out, args.label)
    work = os.path.join(base, "tables")
    os.makedirs(work, exist_ok=True)
    folder = os.path.join(args.corpus, "r")
    sources = [os.path.join(folder, f) for f in sorted(os.listdir(folder))
               if f.endswith(".csv") and (not args.only or args.only in f)][::args.every]
    started = time.monotonic()
    results = []
    with cf.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(one_table, binary, s, work, args.max_rows, args.timeout) for s in sources]
        for future in cf.as_completed(futures):
            results.append(future.result())
    results.sort(key=lambda r: r["name"])
    with open(os.path.join(base, "results.jsonl"), "w") as f:
        for r in results:
            f.write(json.dumps(r) + "\n")
    counted = [r for r in results if "agree" in r]
    agree = sum(r["agree"] for r in counted)
    print(f"{args.label}: {agree} of {len(counted)} tables give one chart in all six forms "
          f"({len(results) - len(counted)} not counted: pandas could not read them back); "
          f"{time.monotonic() - started:.0f} s")
    for form in FORMS:
        failed = [r for r in counted if r["runs"][form]["rc"] != 0]
        differs = [r for r in counted if r["runs"][form].get("choice") != r["runs"]["plain"].get("choice")]
        number = [r for r in failed if any(
            words in r["runs"][form].get("error", "") for words in ("number format", "decimal", "numbers in column"))]
        print(f"  {form:8s} refused {len(failed):3d} (number form: {len(number)}), "
              f"choice differs from plain: {len(differs)}")


if __name__ == "__main__":
    main()
