#!/usr/bin/env python3
"""Compare PhaseCharts' downsamplers with tsdownsample (PyPI) on the same data in the same run.

    pip install tsdownsample numpy
    swift build -c release --product phasekit-bench
    python3 -u scripts/bench-tsdownsample.py [--points 1000000,10000000] [--out 2000]

Two comparisons, x passed to every tsdownsample method, one core and all cores:

1. In one process, on the same arrays: the sampling sources (Sources/PhaseCharts/Sampling/*.swift
   with PhaseKit's Lock and scripts/bench-tsdownsample-shim.swift) are compiled with
   `swiftc -O -wmo` into a shared library that Python calls through ctypes on the very numpy
   arrays tsdownsample reads. Calls alternate ours / theirs, `--repeat` times per round after a
   warm-up; the median over all calls of each side is printed. Nothing differs but the code.
2. Through the public API, in phasekit-bench's own process: the points go to a temporary file,
   `phasekit-bench sampling` (SAMPLING_FILE) reads them into its own columns (2 MiB pages, as
   numpy's) and times `Series.downsampledIndices(to:method:)` (median of 7 after a warm-up);
   between its rounds tsdownsample is timed here. This adds what a user of the package sees:
   the Series path and the columns' allocation.

Prints, per method, both sides' times, the ratio (ours / tsdownsample; at most 1.0 is the goal),
tsdownsample with parallel=True against ours on all cores, and whether the kept indices are
equal. Several sizes: --points 1000000,10000000,50000000. `--only inprocess` or `--only api`
runs one of the two.
"""
import argparse
import ctypes
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings

import numpy as np
from tsdownsample import (
    LTTBDownsampler,
    M4Downsampler,
    MinMaxDownsampler,
    MinMaxLTTBDownsampler,
)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLING = os.path.join(ROOT, "Sources", "PhaseCharts", "Sampling")
# (key, name, tsdownsample class, extra arguments, shim method number)
METHODS = [
    ("lttb", "LTTB", LTTBDownsampler, {}, 0),
    ("minmaxlttb", "MinMaxLTTB", MinMaxLTTBDownsampler, {"minmax_ratio": 4}, 1),
    ("m4", "M4", M4Downsampler, {}, 2),
    ("minmax", "MinMax", MinMaxDownsampler, {}, 3),
]


def build_library(folder):
    """Compiles the sampling sources and the shim into a shared library; returns its ctypes handle."""
    support = os.path.join(ROOT, "Sources", "PhaseKit", "Support")
    sources = [os.path.join(support, "Lock.swift"), os.path.join(support, "Processors.swift")]
    sources += [os.path.join(SAMPLING, name) for name in sorted(os.listdir(SAMPLING))
                if name.endswith(".swift") and name != "Series+Downsampling.swift"]
    sources.append(os.path.join(ROOT, "scripts", "bench-tsdownsample-shim.swift"))
    path = os.path.join(folder, "libphasechartssampling.so")
    subprocess.run(["swiftc", "-O", "-wmo", "-parse-as-library", "-emit-library",
                    "-module-name", "PhaseChartsSampling", "-package-name", "phasekit",
                    *sources, "-o", path], check=True)
    library = ctypes.CDLL(path)
    function = library.phasekit_sampling_indices
    function.restype = ctypes.c_ssize_t
    function.argtypes = [ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_ssize_t,
                         ctypes.c_ssize_t, ctypes.c_ssize_t, ctypes.c_void_p, ctypes.c_ssize_t]
    return function


def ours_call(function, number, x, y, n_out, cores):
    out = np.empty(n_out + 16, dtype=np.int64)
    kept = function(number, x.ctypes.data, y.ctypes.data, len(x), n_out, cores, out.ctypes.data,
                    len(out))
    if kept < 0:
        raise RuntimeError("more indices than room")
    return out[:kept]


def timed(body):
    start = time.perf_counter()
    body()
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--points", default="10000000",
                        help="comma-separated sizes, such as 1000000,10000000,50000000")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=7, help="calls per side and round")
    parser.add_argument("--out", type=int, default=2_000)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--only", choices=["inprocess", "api"])
    args = parser.parse_args()
    warnings.filterwarnings("ignore", message="No parallel implementation")

    bench = os.path.join(ROOT, ".build", "release", "phasekit-bench")
    if args.only != "inprocess" and not os.path.exists(bench):
        sys.exit("build first: swift build -c release --product phasekit-bench")
    import tsdownsample
    print(f"tsdownsample {getattr(tsdownsample, '__version__', '?')}, numpy {np.__version__}, "
          f"{os.cpu_count()} CPUs, {args.rounds} alternating rounds, load "
          f"{' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    with tempfile.TemporaryDirectory() as folder:
        function = build_library(folder) if args.only != "api" else None
        for points in (int(p) for p in args.points.split(",")):
            rng = np.random.default_rng(args.seed)
            x = np.arange(points, dtype=np.float64)
            y = np.cumsum(rng.uniform(-1, 1, points))
            if function is not None:
                in_process(function, x, y, args)
            if args.only != "inprocess":
                through_api(bench, x, y, args, folder)
    print(f"\nload at the end {' '.join(f'{v:.2f}' for v in os.getloadavg())}")


def agreement(ours, theirs):
    if np.array_equal(ours, theirs):
        return "yes"
    overlap = len(np.intersect1d(ours, theirs)) / max(len(theirs), 1)
    return f"no ({overlap:.0%} shared, {len(ours)} vs {len(theirs)})"


def print_header(title):
    print(f"\n{title}")
    print(f"{'method':<12}{'PhaseCharts':>12}{'tsdownsample':>14}{'ratio':>8}"
          f"{'all cores':>12}{'ts parallel':>13}{'ratio':>8}  same indices")


def print_row(name, ours, theirs, ours_all, theirs_all, same):
    parallel = (f"{ours_all * 1e3:>9.2f} ms{theirs_all * 1e3:>10.2f} ms"
                f"{ours_all / theirs_all:>7.2f}×") if ours_all else f"{'—':>12}{'—':>13}{'':>8}"
    print(f"{name:<12}{ours * 1e3:>9.2f} ms{theirs * 1e3:>11.2f} ms{ours / theirs:>7.2f}×"
          f"{parallel}  {same}")


def alternate(bodies, args):
    """Calls every side once to warm up, then times the sides in turn, round after round;
    returns each side's median."""
    samples = {side: [] for side in bodies}
    for body in bodies.values():
        body()
    for _ in range(args.rounds):
        for _ in range(args.repeat):
            for side, body in bodies.items():
                samples[side].append(timed(body))
    return {side: statistics.median(values) for side, values in samples.items()}


def in_process(function, x, y, args):
    # The least any method that looks at every y must do: one read (numpy's SIMD max).
    np.max(y)
    read = statistics.median(timed(lambda: np.max(y)) for _ in range(args.rounds * args.repeat))
    print_header(f"{len(x):,} points → {args.out:,}, in one process on the same numpy arrays, "
                 f"alternating, median of {args.rounds}×{args.repeat} calls; "
                 f"one read of y (np.max): {read * 1e3:.2f} ms")
    for key, name, cls, extra, number in METHODS:
        bodies = {
            "ours": lambda: ours_call(function, number, x, y, args.out, 1),
            "theirs": lambda: cls().downsample(x, y, n_out=args.out, **extra),
            "ours_all": lambda: ours_call(function, number, x, y, args.out, 0),
            "theirs_all": lambda: cls().downsample(x, y, n_out=args.out, parallel=True, **extra),
        }
        if key == "lttb":  # neither side has a parallel LTTB
            del bodies["ours_all"], bodies["theirs_all"]
        median = alternate(bodies, args)
        ours = np.asarray(bodies["ours"](), dtype=np.int64)
        theirs = np.asarray(bodies["theirs"](), dtype=np.int64)
        print_row(name, median["ours"], median["theirs"], median.get("ours_all"),
                  median.get("theirs_all"), agreement(ours, theirs))
    # The default, auto (M4 on 2 columns per pixel, ≤ 8 points per column), for a chart
    # --out pixels wide, against tsdownsample's M4 with x on --out bins (4 points per pixel).
    bodies = {
        "ours": lambda: ours_call(function, 4, x, y, args.out * 16, 1),
        "theirs": lambda: M4Downsampler().downsample(x, y, n_out=args.out * 4),
        "ours_all": lambda: ours_call(function, 4, x, y, args.out * 16, 0),
        "theirs_all": lambda: M4Downsampler().downsample(x, y, n_out=args.out * 4, parallel=True),
    }
    median = alternate(bodies, args)
    print_row(f"auto {args.out:,}px", median["ours"], median["theirs"], median["ours_all"],
              median["theirs_all"], "— (vs M4 on x bins, one per pixel)")


def through_api(bench, x, y, args, folder):
    path = os.path.join(folder, "walk.f64")
    with open(path, "wb") as handle:
        handle.write(x.tobytes())
        handle.write(y.tobytes())
    env = dict(os.environ, SAMPLING_FILE=path, SAMPLING_COUNT=str(args.out))
    ours = {key: [] for key, *_ in METHODS}
    ours_all = {key: [] for key, *_ in METHODS}
    theirs = {key: [] for key, *_ in METHODS}
    theirs_all = {key: [] for key, *_ in METHODS}
    for _ in range(args.rounds):
        output = subprocess.run([bench, "sampling"], env=env, capture_output=True, text=True,
                                check=True).stdout
        for line in output.splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[0] in ours:
                ours[parts[0]].append(float(parts[1]))
            elif len(parts) == 2 and parts[0].removesuffix("-parallel") in ours:
                ours_all[parts[0].removesuffix("-parallel")].append(float(parts[1]))
        for key, _, cls, extra, _ in METHODS:
            for target, parallel in ((theirs, False), (theirs_all, True)):
                cls().downsample(x, y, n_out=args.out, parallel=parallel, **extra)
                target[key].append(statistics.median(
                    timed(lambda: cls().downsample(x, y, n_out=args.out, parallel=parallel,
                                                   **extra))
                    for _ in range(args.repeat)))
    print_header(f"{len(x):,} points → {args.out:,}, public API in phasekit-bench's process "
                 f"(its own columns), median over {args.rounds} rounds")
    for key, name, cls, extra, _ in METHODS:
        their_indices = np.asarray(cls().downsample(x, y, n_out=args.out, **extra),
                                   dtype=np.int64)
        our_indices = np.fromfile(f"{path}.{key}.idx", dtype=np.int64)
        print_row(name, statistics.median(ours[key]), statistics.median(theirs[key]),
                  statistics.median(ours_all[key]) if key != "lttb" else None,
                  statistics.median(theirs_all[key]), agreement(our_indices, their_indices))


if __name__ == "__main__":
    main()
