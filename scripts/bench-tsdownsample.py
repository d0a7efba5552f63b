#!/usr/bin/env python3
"""Compare PhaseCharts' downsamplers with tsdownsample (PyPI) on the same data in the same run.

    pip install tsdownsample numpy
    swift build -c release --product phasekit-bench
    python3 -u scripts/bench-tsdownsample.py [--points 10000000] [--out 2000]

Writes a random walk to a temporary file and, round after round, alternates: phasekit-bench
on that file (one process per round; it times each method, median of 7 after a warm-up, and
writes the indices it keeps), then tsdownsample's single-threaded LTTB, MinMaxLTTB, M4 and
MinMax on the same arrays, with x passed to every method (median of 7 after a warm-up), and
tsdownsample with parallel=True for reference. Prints the median over rounds of each side, the
ratio (ours / tsdownsample; at most 1.0 is the goal), and whether the kept indices are equal.
Several sizes: --points 1000000,10000000,50000000.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
from tsdownsample import (
    LTTBDownsampler,
    M4Downsampler,
    MinMaxDownsampler,
    MinMaxLTTBDownsampler,
)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def median_seconds(body, repetitions=7):
    body()
    samples = []
    for _ in range(repetitions):
        start = time.perf_counter()
        body()
        samples.append(time.perf_counter() - start)
    samples.sort()
    return samples[len(samples) // 2]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--points", default="10000000",
                        help="comma-separated sizes, such as 1000000,10000000,50000000")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=42)
    args = parser.parse_args()

    bench = os.path.join(ROOT, ".build", "release", "phasekit-bench")
    if not os.path.exists(bench):
        sys.exit("build first: swift build -c release --product phasekit-bench")
    import tsdownsample
    print(f"tsdownsample {getattr(tsdownsample, '__version__', '?')}, numpy {np.__version__}, "
          f"{os.cpu_count()} CPUs, {args.rounds} alternating rounds")
    for points in (int(p) for p in args.points.split(",")):
        compare(points, args, bench)


def compare(points, args, bench):
    rng = np.random.default_rng(args.seed)
    x = np.arange(points, dtype=np.float64)
    y = np.cumsum(rng.uniform(-1, 1, points))
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "walk.f64")
        with open(path, "wb") as handle:
            handle.write(x.tobytes())
            handle.write(y.tobytes())
        env = dict(os.environ, CHART_DATA_ONLY="file", CHART_DATA_FILE=path,
                   CHART_DATA_COUNT=str(args.out))
        methods = [
            ("lttb", "LTTB", LTTBDownsampler, {}),
            ("minmaxlttb", "MinMaxLTTB", MinMaxLTTBDownsampler, {"minmax_ratio": 4}),
            ("m4", "M4", M4Downsampler, {}),
            ("minmax", "MinMax", MinMaxDownsampler, {}),
        ]
        ours = {key: [] for key, *_ in methods}
        theirs = {key: [] for key, *_ in methods}
        parallel = {key: [] for key, *_ in methods}
        for _ in range(args.rounds):
            output = subprocess.run([bench, "chart-data"], env=env, capture_output=True, text=True,
                                    check=True).stdout
            for line in output.splitlines():
                parts = line.split()
                if len(parts) == 2 and parts[0] in ours:
                    ours[parts[0]].append(float(parts[1]))
            for key, _, cls, extra in methods:
                theirs[key].append(median_seconds(
                    lambda: cls().downsample(x, y, n_out=args.out, **extra)))
                parallel[key].append(median_seconds(
                    lambda: cls().downsample(x, y, n_out=args.out, parallel=True, **extra)))
        print(f"\n{points:,} points → {args.out:,}, x passed, median over rounds")
        print(f"{'method':<12}{'PhaseCharts':>13}{'tsdownsample':>14}{'ratio':>9}"
              f"{'ts parallel':>13}  same indices")
        for key, name, cls, extra in methods:
            our_time = statistics.median(ours[key])
            their_time = statistics.median(theirs[key])
            their_parallel = statistics.median(parallel[key])
            their_indices = np.asarray(cls().downsample(x, y, n_out=args.out, **extra),
                                       dtype=np.int64)
            our_indices = np.fromfile(f"{path}.{key}.idx", dtype=np.int64)
            same = np.array_equal(our_indices, their_indices)
            overlap = len(np.intersect1d(our_indices, their_indices)) / max(len(their_indices), 1)
            agreement = "yes" if same else (
                f"no ({overlap:.0%} shared, {len(our_indices)} vs {len(their_indices)})")
            print(f"{name:<12}{our_time * 1e3:>10.2f} ms{their_time * 1e3:>11.2f} ms"
                  f"{our_time / their_time:>8.2f}×{their_parallel * 1e3:>10.2f} ms  {agreement}")


if __name__ == "__main__":
    main()
