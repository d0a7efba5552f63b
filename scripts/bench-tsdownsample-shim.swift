// A C entry point into PhaseCharts' downsamplers for scripts/bench-tsdownsample.py, which
// compiles it together with Sources/PhaseCharts/Sampling/*.swift (and PhaseKit's Lock) into a
// shared library and calls it through ctypes on the very numpy arrays tsdownsample reads, in the
// same process, alternating. Not part of the package.

/// Writes the indices `Series.downsampledIndices(to: count, method:)` keeps for a series of `n`
/// points without breaks at `xs`/`ys` to `out` (room for `capacity`) and returns their number
/// (-1 if they do not fit). `method`: 0 LTTB, 1 MinMaxLTTB (ratio 4), 2 M4, 3 MinMax, 4 auto.
/// `cores`: 1 for one core, 0 for all.
@_cdecl("phasekit_sampling_indices")
public func phasekitSamplingIndices(
  _ method: Int32, _ xs: UnsafePointer<Double>, _ ys: UnsafePointer<Double>, _ n: Int,
  _ count: Int, _ cores: Int, _ out: UnsafeMutablePointer<Int64>, _ capacity: Int
) -> Int {
  SamplingCores.limit.withLock { $0 = cores }
  let methods: [DownsamplingMethod] = [.lttb, .minMaxLTTB(ratio: 4), .m4, .minMax, .auto]
  let count = max(count, 2)
  // The same steps as Series.downsampledIndices(to:method:) for one segment.
  let kept = count >= n ? Array(0..<n) : methods[Int(method)].indices(xs: xs, ys: ys, n: n, count: count)
  if kept.count > capacity { return -1 }
  for (position, index) in kept.enumerated() { out[position] = Int64(index) }
  return kept.count
}
