#!/usr/bin/env python3
"""Compare PhaseCharts' downsamplers with tsdownsample (PyPI) on the same data in the same run.

    pip install tsdownsample numpy
    swift build -c release --product phasekit-bench
    python3 -u scripts/bench-tsdownsample.py [--points 10000000] [--out 2000]

Writes a 10M-point random walk to a temporary file, runs phasekit-bench on it (which writes the
indices it keeps), times tsdownsample's single-threaded LTTB, MinMaxLTTB, M4 and MinMax on the
same arrays (median of 7 after a warm-up, like the Swift harness), and prints both times, their
ratio, and whether the kept indices agree.
"""
import argparse
import os
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
    parser.add_argument("--points", type=int, default=10_000_000)
    parser.add_argument("--out", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=42)
    args = parser.parse_args()

    rng = np.random.default_rng(args.seed)
    x = np.arange(args.points, dtype=np.float64)
    y = np.cumsum(rng.uniform(-1, 1, args.points))
    bench = os.path.join(ROOT, ".build", "release", "phasekit-bench")
    if not os.path.exists(bench):
        sys.exit("build first: swift build -c release --product phasekit-bench")

    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "walk.f64")
        with open(path, "wb") as handle:
            handle.write(x.tobytes())
            handle.write(y.tobytes())
        env = dict(os.environ, CHART_DATA_ONLY="file", CHART_DATA_FILE=path,
                   CHART_DATA_COUNT=str(args.out))
        output = subprocess.run([bench, "chart-data"], env=env, capture_output=True, text=True,
                                check=True).stdout
        ours = {}
        for line in output.splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[0] in ("lttb", "minmaxlttb", "m4", "minmax"):
                ours[parts[0]] = float(parts[1])

        methods = [
            ("lttb", "LTTB", lambda: LTTBDownsampler().downsample(x, y, n_out=args.out)),
            ("minmaxlttb", "MinMaxLTTB",
             lambda: MinMaxLTTBDownsampler().downsample(x, y, n_out=args.out, minmax_ratio=4)),
            ("m4", "M4", lambda: M4Downsampler().downsample(y, n_out=args.out)),
            ("minmax", "MinMax", lambda: MinMaxDownsampler().downsample(y, n_out=args.out)),
        ]
        print(f"{args.points:,} points → {args.out:,}, one thread, median of 7")
        print(f"{'method':<12}{'PhaseCharts':>13}{'tsdownsample':>14}{'ratio':>9}  same indices")
        for key, name, run in methods:
            theirs = median_seconds(run)
            their_indices = np.asarray(run(), dtype=np.int64)
            our_indices = np.fromfile(f"{path}.{key}.idx", dtype=np.int64)
            same = np.array_equal(our_indices, their_indices)
            overlap = len(np.intersect1d(our_indices, their_indices)) / max(len(their_indices), 1)
            agreement = "yes" if same else f"no ({overlap:.0%} shared, {len(our_indices)} vs {len(their_indices)})"
            print(f"{name:<12}{ours[key] * 1e3:>10.2f} ms{theirs * 1e3:>11.2f} ms"
                  f"{ours[key] / theirs:>8.2f}×  {agreement}")


if __name__ == "__main__":
    main()
