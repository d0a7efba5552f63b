#!/usr/bin/env python3
"""Compare PhaseCharts' CSV decoder with pyarrow.csv.read_csv on the same bytes, and
`phasekit chart` as a fresh process with read_csv of the same file.

    pip install pyarrow pandas numpy
    swift build -c release --product phasekit-bench --product phasekit
    python3 -u scripts/bench-csv.py [--rows 1000000] [--rounds 5]

Files (written to a temporary folder, the same for both sides):
  full   ISO date + 3 floats as pandas `to_csv` writes them (17 significant digits)
  short  ISO date + 3 floats with 4 decimals

Decode rows: phasekit-bench (CHART_DATA_CSV) decodes the file's bytes from memory, timing one
decode per repetition after a warm-up; pyarrow reads the same bytes from a BufferReader with
use_threads=False (and =True for reference). The two sides alternate, round after round, and
each row reports the median per side and the ratio of the medians (ours / theirs; below 1 is
faster). The whole-job row times `phasekit chart <file> --out x.svg` from exec to exit, and
read_csv of the file alone inside this process (interpreter start-up not counted for pyarrow).
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


def make_files(folder, rows):
    rng = np.random.default_rng(7)
    dates = pd.date_range("2020-01-01", periods=rows, freq="min")
    values = np.cumsum(rng.standard_normal((rows, 3)), axis=0)
    frame = pd.DataFrame(values, columns=["a", "b", "c"])
    frame.insert(0, "date", dates.strftime("%Y-%m-%dT%H:%M:%S"))
    full = os.path.join(folder, "full.csv")
    frame.to_csv(full, index=False)
    short = os.path.join(folder, "short.csv")
    frame.to_csv(short, index=False, float_format="%.4f")
    return {"full": full, "short": short}


def ours_decode(path, repeat):
    env = dict(os.environ, CHART_DATA_ONLY="none", CHART_DATA_CSV=path,
               CHART_DATA_REPEAT=str(repeat))
    out = subprocess.run([os.path.join(BIN, "phasekit-bench"), "chart-data"], env=env,
                         capture_output=True, text=True, check=True).stdout
    times = [float(line.split()[1]) for line in out.splitlines() if line.startswith("csv ")]
    rows = [int(line.split()[1]) for line in out.splitlines() if line.startswith("rows ")]
    return times, rows[0]


def theirs_decode(data, repeat, threads):
    options = pacsv.ReadOptions(use_threads=threads)
    pacsv.read_csv(pa.BufferReader(data), read_options=options)  # warm-up
    times = []
    table = None
    for _ in range(repeat):
        start = time.perf_counter()
        table = pacsv.read_csv(pa.BufferReader(data), read_options=options)
        times.append(time.perf_counter() - start)
    return times, table.num_rows


def ours_chart(path, folder):
    out = os.path.join(folder, "chart.svg")
    start = time.perf_counter()
    subprocess.run([os.path.join(BIN, "phasekit"), "chart", path, "--out", out],
                   check=True, capture_output=True)
    return time.perf_counter() - start


def theirs_file(path):
    start = time.perf_counter()
    table = pacsv.read_csv(path, read_options=pacsv.ReadOptions(use_threads=False))
    elapsed = time.perf_counter() - start
    assert table.num_rows > 0
    return elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--no-chart", action="store_true")
    args = parser.parse_args()
    for tool in ("phasekit-bench",) + (() if args.no_chart else ("phasekit",)):
        if not os.path.exists(os.path.join(BIN, tool)):
            sys.exit(f"build first: swift build -c release --product {tool}")
    print(f"pyarrow {pa.__version__}, pandas {pd.__version__}, numpy {np.__version__}; "
          f"{os.cpu_count()} CPUs; {args.rows:,} rows; {args.rounds} alternating rounds")
    with tempfile.TemporaryDirectory() as folder:
        files = make_files(folder, args.rows)
        for name, path in files.items():
            data = open(path, "rb").read()
            mb = len(data) / 1e6
            ours, theirs, threaded = [], [], []
            for _ in range(args.rounds):
                times, rows = ours_decode(path, args.repeat)
                assert rows == args.rows, (rows, args.rows)
                ours += times
                times, rows = theirs_decode(data, args.repeat, threads=False)
                assert rows == args.rows
                theirs += times
                threaded += theirs_decode(data, args.repeat, threads=True)[0]
            o, t, m = (statistics.median(v) for v in (ours, theirs, threaded))
            print(f"CSV decode, {name:5} ({mb:.0f} MB): PhaseCharts {o * 1e3:7.1f} ms "
                  f"({mb / o:4.0f} MB/s)  pyarrow 1 thread {t * 1e3:7.1f} ms ({mb / t:4.0f} MB/s)"
                  f"  ratio {o / t:.2f}×  [pyarrow all threads {m * 1e3:.1f} ms, ratio {o / m:.2f}×]")
        if not args.no_chart:
            path = files["full"]
            ours, theirs = [], []
            for _ in range(args.rounds):
                ours.append(ours_chart(path, folder))
                theirs.append(theirs_file(path))
            o, t = statistics.median(ours), statistics.median(theirs)
            print(f"phasekit chart, fresh process, {args.rows:,} rows full: {o * 1e3:.1f} ms; "
                  f"pyarrow read_csv of the file, 1 thread: {t * 1e3:.1f} ms; ratio {o / t:.2f}×")


if __name__ == "__main__":
    main()
