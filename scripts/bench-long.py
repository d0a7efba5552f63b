#!/usr/bin/env python3
"""Long-format CSV decoding: the series column found (one pass over the bytes, split in memory)
against the same bytes with the series column named (one pass, that column recorded, split in
memory too), and pyarrow's read_csv of the same bytes on one thread (which splits nothing).

    pip install pyarrow pandas numpy
    swift build -c release --product phasekit-bench
    python3 -u scripts/bench-long.py [--rows 1000000] [--countries 10] [--rounds 5] [--cores 1]

The file: `date,country,value`, one ISO minute per `countries` rows, every country in each
minute (interleaved, as a table sorted by date is), values with 4 decimals; `--blocked` sorts
it by country instead (every minute of the first country, then the next), as Our World in
Data's exports are. `--write PATH` only writes the file.

`--baseline BIN` times another build of phasekit-bench (such as the commit before the one-pass
split, built in a copy of the tree) against this one on the same file, both through
CHART_DATA_CSV (decode with default options, so the series column is found), process after
process in turn; `--wide` uses a wide file instead (`date,a,b,c`, no column of words), and
`--words` one with a column of words beside an x that only grows (`date,weather,a,b`), to show
what recording the column costs where nothing is split; `--named` times the long-format file
decoded with the series column named (`country`, CHART_DATA_LONG with CHART_DATA_SIDES=named)
instead, to compare the named path of two builds.

phasekit-bench (CHART_DATA_LONG) decodes the file's bytes from memory, found and named in
turn, decode after decode, in one process (CHART_DATA_CORES cores; one by default, as pyarrow
here), and prints how many passes one found decode made over the bytes; pyarrow reads the same
bytes from a BufferReader with use_threads=False. The sides alternate round after round, and
each row reports medians: found / named (goal ≈ 1.0–1.1×; when finding the column decoded the
file again per column of words it was ≈ 1 + that count, 2× here; when the named column's rows
were grouped as they were read, 0.35–0.45×) and pyarrow / found (above 1:
PhaseCharts is faster). CPU times are the whole process's (every thread).
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.csv as pacsv

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, ".build", "release")
COUNTRIES = ["Argentina", "Brazil", "Chile", "Denmark", "Egypt", "France", "Germany", "Hungary",
             "India", "Japan", "Kenya", "Laos"]


def make_file(path, rows, countries, blocked):
    rng = np.random.default_rng(3)
    minutes = rows // countries
    dates = pd.date_range("2020-01-01", periods=minutes, freq="min").strftime("%Y-%m-%dT%H:%M:%S")
    names = [COUNTRIES[i % len(COUNTRIES)] + ("" if i < len(COUNTRIES) else str(i))
             for i in range(countries)]
    values = np.cumsum(rng.standard_normal(minutes * countries))
    if blocked:
        date = np.tile(np.asarray(dates), countries)
        country = np.repeat(names, minutes)
    else:
        date = np.repeat(np.asarray(dates), countries)
        country = np.tile(names, minutes)
    frame = pd.DataFrame({"date": date, "country": country, "value": values})
    frame.to_csv(path, index=False, float_format="%.4f")
    return minutes * countries


def make_wide(path, rows, words):
    rng = np.random.default_rng(5)
    dates = pd.date_range("2020-01-01", periods=rows, freq="min").strftime("%Y-%m-%dT%H:%M:%S")
    frame = pd.DataFrame(np.cumsum(rng.standard_normal((rows, 3)), axis=0), columns=["a", "b", "c"])
    frame.insert(0, "date", dates)
    if words:
        kinds = np.array(["sun", "rain", "drizzle", "fog", "snow"])
        frame = frame.drop(columns=["c"])
        frame.insert(1, "weather", kinds[(np.arange(rows) // 3) % len(kinds)])
    frame.to_csv(path, index=False, float_format="%.4f")
    return rows


def csv_mode(binary, path, repeat, cores):
    """Wall and CPU times of `binary` decoding the file with default options (CHART_DATA_CSV)."""
    env = dict(os.environ, CHART_DATA_ONLY="none", CHART_DATA_CSV=path,
               CHART_DATA_REPEAT=str(repeat), CHART_DATA_CORES=str(cores))
    out = subprocess.run([binary, "chart-data"], env=env, capture_output=True, text=True,
                         check=True).stdout
    lines = [line.split() for line in out.splitlines() if line.startswith("csv ")]
    return [float(f[1]) for f in lines], [float(f[2]) for f in lines]


def named_mode(binary, path, repeat, cores):
    """Wall and CPU times of `binary` decoding the file with `--series country` (CHART_DATA_LONG)."""
    env = dict(os.environ, CHART_DATA_ONLY="none", CHART_DATA_LONG=path, CHART_DATA_SIDES="named",
               CHART_DATA_REPEAT=str(repeat), CHART_DATA_CORES=str(cores))
    out = subprocess.run([binary, "chart-data"], env=env, capture_output=True, text=True,
                         check=True).stdout
    lines = [line.split() for line in out.splitlines() if line.startswith("named ")]
    return [float(f[1]) for f in lines], [float(f[2]) for f in lines]


def compare(args):
    ours_bin = os.path.join(BIN, "phasekit-bench")
    kind = "wide" if args.wide else "words" if args.words else (
        "blocked" if args.blocked else "interleaved")
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "file.csv")
        if args.wide or args.words:
            make_wide(path, args.rows, args.words)
        else:
            make_file(path, args.rows, args.countries, args.blocked)
        mb = os.path.getsize(path) / 1e6
        if args.named:
            kind += ", series named"
        mode = named_mode if args.named else csv_mode
        new, old, new_cpu, old_cpu = [], [], [], []
        for _ in range(args.rounds):
            wall, cpu = mode(ours_bin, path, args.repeat, args.cores)
            new += wall
            new_cpu += cpu
            wall, cpu = mode(args.baseline, path, args.repeat, args.cores)
            old += wall
            old_cpu += cpu
        m = statistics.median
        print(f"{kind} ({mb:.0f} MB, {args.rows:,} rows), {args.cores} core(s): this build "
              f"{m(new) * 1e3:.1f} ms, baseline {m(old) * 1e3:.1f} ms: this/baseline "
              f"{m(new) / m(old):.2f}×; CPU {m(new_cpu) * 1e3:.1f} vs {m(old_cpu) * 1e3:.1f} ms: "
              f"{m(new_cpu) / m(old_cpu):.2f}×; min {min(new) * 1e3:.1f} vs {min(old) * 1e3:.1f} ms")


def ours(path, repeat, cores):
    env = dict(os.environ, CHART_DATA_ONLY="none", CHART_DATA_LONG=path,
               CHART_DATA_REPEAT=str(repeat), CHART_DATA_CORES=str(cores))
    out = subprocess.run([os.path.join(BIN, "phasekit-bench"), "chart-data"], env=env,
                         capture_output=True, text=True, check=True).stdout
    result = {"found": ([], []), "named": ([], [])}
    passes, points, series = None, None, None
    for line in out.splitlines():
        fields = line.split()
        if fields and fields[0] in result:
            result[fields[0]][0].append(float(fields[1]))
            result[fields[0]][1].append(float(fields[2]))
        elif fields and fields[0] == "passes":
            passes = int(fields[1])
        elif fields and fields[0] == "rows":
            points, series = int(fields[1]), int(fields[2])
    return result, passes, points, series


def theirs(data, repeat):
    options = pacsv.ReadOptions(use_threads=False)
    pacsv.read_csv(pa.BufferReader(data), read_options=options)  # warm-up
    times, cpu = [], []
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        table = pacsv.read_csv(pa.BufferReader(data), read_options=options)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return times, cpu, table.num_rows


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--countries", type=int, default=10)
    parser.add_argument("--blocked", action="store_true")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--cores", type=int, default=1)
    parser.add_argument("--write", metavar="PATH")
    parser.add_argument("--baseline", metavar="BIN")
    parser.add_argument("--wide", action="store_true")
    parser.add_argument("--words", action="store_true")
    parser.add_argument("--named", action="store_true")
    args = parser.parse_args()
    if args.baseline:
        compare(args)
        return
    if args.write:
        make_file(args.write, args.rows, args.countries, args.blocked)
        return
    if not os.path.exists(os.path.join(BIN, "phasekit-bench")):
        sys.exit("build first: swift build -c release --product phasekit-bench")
    layout = "blocked" if args.blocked else "interleaved"
    print(f"pyarrow {pa.__version__}; {os.cpu_count()} CPUs; {args.rows:,} rows, "
          f"{args.countries} countries, {layout}; {args.rounds} alternating rounds; "
          f"PhaseCharts on {args.cores} core(s)")
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "long.csv")
        rows = make_file(path, args.rows, args.countries, args.blocked)
        data = open(path, "rb").read()
        mb = len(data) / 1e6
        found, named, arrow = ([], []), ([], []), ([], [])
        for _ in range(args.rounds):
            result, passes, points, series = ours(path, args.repeat, args.cores)
            assert points == rows and series == args.countries, (points, series)
            assert passes == 1, f"{passes} passes over the bytes"
            for side, mine in (("found", found), ("named", named)):
                mine[0].extend(result[side][0])
                mine[1].extend(result[side][1])
            times, cpu, count = theirs(data, args.repeat)
            assert count == rows
            arrow[0].extend(times)
            arrow[1].extend(cpu)
        m = statistics.median
        f, n, a = m(found[0]), m(named[0]), m(arrow[0])
        fc, nc, ac = m(found[1]), m(named[1]), m(arrow[1])
        print(f"long format {layout} ({mb:.0f} MB): series found {f * 1e3:.1f} ms "
              f"({mb / f:.0f} MB/s, 1 pass), named {n * 1e3:.1f} ms: found/named {f / n:.2f}×; "
              f"CPU {fc * 1e3:.1f} vs {nc * 1e3:.1f} ms: {fc / nc:.2f}×")
        print(f"long format {layout} ({mb:.0f} MB): pyarrow read_csv 1 thread {a * 1e3:.1f} ms "
              f"(no split): pyarrow/found {a / f:.2f}×; CPU {ac * 1e3:.1f} ms: {ac / fc:.2f}×")


if __name__ == "__main__":
    main()
