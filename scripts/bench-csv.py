#!/usr/bin/env python3
"""Compare PhaseCharts' CSV decoder with pyarrow.csv.read_csv on the same bytes, and
`phasekit chart` as a fresh process with read_csv of the same file.

    pip install pyarrow pandas numpy
    swift build -c release --product phasekit-bench
    swift build -c release --product phasekit
    python3 -u scripts/bench-csv.py [--rows 1000000] [--rounds 5] [--big] [--phasekit PATH]

Files (written to a temporary folder, the same for both sides):
  full   ISO date + 3 floats as pandas `to_csv` writes them (17 significant digits)
  short  ISO date + 3 floats with 4 decimals

Decode rows: phasekit-bench (CHART_DATA_CSV) decodes the file's bytes from memory, timing one
decode per repetition after a warm-up; pyarrow reads the same bytes from a BufferReader with
use_threads=False (and =True for reference). The two sides alternate, round after round, and
each row reports the median per side and pyarrow's time over ours (above 1: PhaseCharts is
faster; the goals are ≥ 1.0× for full precision and ≥ 1.5× for short floats on one core).
PhaseCharts' one-core and all-cores decodes alternate in one process (CHART_DATA_CORES=1,N:
one decode on one core, the next on N, ...), so "ours one core/all cores" is measured on the
same seconds of this noisy host; "all cores" rows compare with use_threads=True. Each decode
row also gives CPU time (the whole process, every thread:
CLOCK_PROCESS_CPUTIME_ID in phasekit-bench, time.process_time() for pyarrow), which a busy
machine disturbs far less than wall time. The whole-job row times `phasekit chart <file> --out
x.svg` from exec to exit (CPU time from the child's rusage), and read_csv of the file alone
inside this process (interpreter start-up not counted for pyarrow). `--phasekit PATH` times
another build of the CLI, such as one linked with `--static-swift-stdlib`.

`--big` adds the memory row: a 10M-row file (ISO date + one float, about 320 MB) charted by
`phasekit chart` under `/usr/bin/time -f %M`, whose peak resident set size counts the file's
pages while they are mapped into the process (phasekit gives them back as it decodes; they stay
in the system's page cache, as they do after pyarrow reads the file), against x and y as Doubles.
"""
import argparse
import os
import resource
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


def ours_decode(path, repeat, cores):
    """{cores: (wall times, CPU times)} and the row count of phasekit-bench decoding the file's
    bytes `repeat` times per core count, one decode per count in turn in one process
    (CHART_DATA_CORES=1,2), so that the host's swings fall on every count alike."""
    env = dict(os.environ, CHART_DATA_ONLY="none", CHART_DATA_CSV=path,
               CHART_DATA_REPEAT=str(repeat), CHART_DATA_CORES=",".join(map(str, cores)))
    out = subprocess.run([os.path.join(BIN, "phasekit-bench"), "chart-data"], env=env,
                         capture_output=True, text=True, check=True).stdout
    lines = [line.split() for line in out.splitlines() if line.startswith("csv ")]
    rows = [int(line.split()[1]) for line in out.splitlines() if line.startswith("rows ")]
    result = {}
    for count in cores:
        mine = [f for f in lines if len(cores) == 1 or int(f[3]) == count]
        result[count] = ([float(f[1]) for f in mine], [float(f[2]) for f in mine])
    return result, rows[0]


def theirs_decode(data, repeat, threads):
    """(wall times, CPU times, rows) of pyarrow reading the same bytes."""
    options = pacsv.ReadOptions(use_threads=threads)
    pacsv.read_csv(pa.BufferReader(data), read_options=options)  # warm-up
    times, cpu = [], []
    table = None
    for _ in range(repeat):
        start, start_cpu = time.perf_counter(), time.process_time()
        table = pacsv.read_csv(pa.BufferReader(data), read_options=options)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return times, cpu, table.num_rows


def ours_chart(phasekit, path, folder):
    """(wall, CPU) of `phasekit chart` as a fresh process."""
    out = os.path.join(folder, "chart.svg")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([phasekit, "chart", path, "--out", out], check=True, capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def theirs_file(path):
    start, start_cpu = time.perf_counter(), time.process_time()
    table = pacsv.read_csv(path, read_options=pacsv.ReadOptions(use_threads=False))
    elapsed, cpu = time.perf_counter() - start, time.process_time() - start_cpu
    assert table.num_rows > 0
    return elapsed, cpu


def make_big(folder, rows=10_000_000):
    rng = np.random.default_rng(11)
    dates = pd.date_range("2000-01-01", periods=rows, freq="min").strftime("%Y-%m-%dT%H:%M:%S")
    frame = pd.DataFrame({"date": dates, "value": np.cumsum(rng.standard_normal(rows))})
    path = os.path.join(folder, "big10m.csv")
    frame.to_csv(path, index=False, float_format="%.6f")
    return path, rows


def peak_memory(phasekit, path, folder):
    """Peak resident set size of `phasekit chart`, in bytes (GNU time's %M is in KiB)."""
    out = subprocess.run(["/usr/bin/time", "-f", "%M", phasekit, "chart", path, "--out",
                          os.path.join(folder, "big.svg")], capture_output=True, text=True,
                         check=True).stderr
    return int(out.strip().splitlines()[-1]) * 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--no-chart", action="store_true")
    parser.add_argument("--big", action="store_true", help="add the 10M-row memory row")
    parser.add_argument("--phasekit", default=os.path.join(BIN, "phasekit"),
                        help="the CLI to time (default: .build/release/phasekit)")
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
            ours, theirs, ours_all, theirs_all = [], [], [], []
            ours_cpu, theirs_cpu, ours_all_cpu, theirs_all_cpu = [], [], [], []
            cores = os.cpu_count()
            for _ in range(args.rounds):
                decodes, rows = ours_decode(path, args.repeat, cores=[1, cores])
                assert rows == args.rows, (rows, args.rows)
                ours += decodes[1][0]
                ours_cpu += decodes[1][1]
                ours_all += decodes[cores][0]
                ours_all_cpu += decodes[cores][1]
                times, cpu, rows = theirs_decode(data, args.repeat, threads=False)
                assert rows == args.rows
                theirs += times
                theirs_cpu += cpu
                times, cpu, _ = theirs_decode(data, args.repeat, threads=True)
                theirs_all += times
                theirs_all_cpu += cpu
            m = statistics.median
            o, t, oa, ta = (m(v) for v in (ours, theirs, ours_all, theirs_all))
            oc, tc, oac, tac = (m(v) for v in (ours_cpu, theirs_cpu, ours_all_cpu, theirs_all_cpu))
            print(f"CSV decode, {name:5} ({mb:.0f} MB), one core: PhaseCharts {o * 1e3:7.1f} ms "
                  f"({mb / o:4.0f} MB/s), pyarrow {t * 1e3:7.1f} ms ({mb / t:4.0f} MB/s): "
                  f"pyarrow/ours {t / o:.2f}×; CPU {oc * 1e3:.1f} vs {tc * 1e3:.1f} ms: {tc / oc:.2f}×")
            print(f"CSV decode, {name:5} ({mb:.0f} MB), all cores: PhaseCharts {oa * 1e3:7.1f} ms "
                  f"({mb / oa:4.0f} MB/s), pyarrow {ta * 1e3:7.1f} ms ({mb / ta:4.0f} MB/s): "
                  f"pyarrow/ours {ta / oa:.2f}×; ours one core/all cores {o / oa:.2f}×; "
                  f"CPU {oac * 1e3:.1f} vs {tac * 1e3:.1f} ms")
        if not args.no_chart:
            path = files["full"]
            ours, theirs, ours_cpu, theirs_cpu = [], [], [], []
            for _ in range(args.rounds):
                wall, cpu = ours_chart(args.phasekit, path, folder)
                ours.append(wall)
                ours_cpu.append(cpu)
                wall, cpu = theirs_file(path)
                theirs.append(wall)
                theirs_cpu.append(cpu)
            m = statistics.median
            o, t = m(ours), m(theirs)
            print(f"phasekit chart, fresh process, {args.rows:,} rows full: {o * 1e3:.1f} ms; "
                  f"pyarrow read_csv of the file, 1 thread: {t * 1e3:.1f} ms; "
                  f"ours/pyarrow {o / t:.2f}×; CPU {m(ours_cpu) * 1e3:.0f} vs "
                  f"{m(theirs_cpu) * 1e3:.0f} ms: {m(ours_cpu) / m(theirs_cpu):.2f}×")
        if args.big:
            path, rows = make_big(folder)
            peak = peak_memory(args.phasekit, path, folder)
            columns = rows * 2 * 8
            print(f"phasekit chart, {rows:,} rows ({os.path.getsize(path) / 1e6:.0f} MB): peak RSS "
                  f"{peak / 1e6:.0f} MB = {peak / columns:.2f}× x and y as Doubles "
                  f"({columns / 1e6:.0f} MB; goal ≤ 2.5×)")


if __name__ == "__main__":
    main()
