import Foundation
import Testing
import _PhaseKitTestSupport

/// An SVG rasterized by `rsvg-convert` (librsvg, the rasterizer GNOME and Wikipedia use) into
/// 8-bit RGBA pixels, for tests that compare what a reader would see.
///
/// Decoding: `rsvg-convert -f png` writes a PNG; the PNG's zlib stream is inflated by `python3`'s
/// `zlib` (the reference implementation, and python3 is already what the fixture server needs)
/// and the scanline filters are undone here. Foundation has no PNG decoder on Linux, and a
/// hand-written inflate or a system-library target for zlib would be more code to trust (and a
/// Package.swift change) than this one-line child process.
struct RasterImage {
  var width: Int
  var height: Int
  /// RGBA, row by row.
  var pixels: [UInt8]

  /// The path of `rsvg-convert`, or nil when it is not installed.
  static let rasterizer: String? = executable("rsvg-convert")
  static let python: String? = executable("python3")
  static var isAvailable: Bool { rasterizer != nil && python != nil }
  static let skipReason: Comment =
    "rsvg-convert or python3 is missing: install librsvg2-bin (apt-get install librsvg2-bin)"

  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Rasterizes `svg` at one device pixel per SVG pixel.
  init(svg: String) async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("phasekit-raster-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let svgURL = directory.appendingPathComponent("in.svg")
    let pngURL = directory.appendingPathComponent("out.png")
    let rawURL = directory.appendingPathComponent("out.raw")
    try Data(svg.utf8).write(to: svgURL)
    try await Self.run(Self.rasterizer!, ["-f", "png", "-o", pngURL.path, svgURL.path])
    let inflate = """
      import sys, zlib, struct
      d = open(sys.argv[1], 'rb').read(); i = 8; w = h = ct = 0; idat = b''
      while i < len(d):
          n, t = struct.unpack('>I4s', d[i:i+8]); c = d[i+8:i+8+n]; i += 12 + n
          if t == b'IHDR': w, h, bd, ct = struct.unpack('>IIBB', c[:10])
          elif t == b'IDAT': idat += c
      open(sys.argv[2], 'wb').write(struct.pack('>IIB', w, h, ct) + zlib.decompress(idat))
      """
    try await Self.run(Self.python!, ["-c", inflate, pngURL.path, rawURL.path])
    let raw = try [UInt8](Data(contentsOf: rawURL))
    guard raw.count >= 9 else { throw RasterError.decoding("short output") }
    width = Int(raw[0]) << 24 | Int(raw[1]) << 16 | Int(raw[2]) << 8 | Int(raw[3])
    height = Int(raw[4]) << 24 | Int(raw[5]) << 16 | Int(raw[6]) << 8 | Int(raw[7])
    let channels: Int
    switch raw[8] {
    case 6: channels = 4
    case 2: channels = 3
    default: throw RasterError.decoding("PNG colour type \(raw[8])")
    }
    let stride = width * channels
    guard raw.count - 9 == height * (stride + 1) else { throw RasterError.decoding("size") }
    var previous = [UInt8](repeating: 0, count: stride)
    var current = [UInt8](repeating: 0, count: stride)
    pixels = []
    pixels.reserveCapacity(width * height * 4)
    for row in 0..<height {
      let start = 9 + row * (stride + 1)
      let filter = raw[start]
      for k in 0..<stride {
        let x = raw[start + 1 + k]
        let a = k >= channels ? Int(current[k - channels]) : 0
        let b = Int(previous[k])
        let c = k >= channels ? Int(previous[k - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let pa = abs(p - a)
          let pb = abs(p - b)
          let pc = abs(p - c)
          predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: throw RasterError.decoding("filter \(filter)")
        }
        current[k] = UInt8(truncatingIfNeeded: Int(x) + predictor)
      }
      for pixel in 0..<width {
        let p = pixel * channels
        pixels.append(contentsOf: current[p..<p + 3])
        pixels.append(channels == 4 ? current[p + 3] : 255)
      }
      swap(&previous, &current)
    }
  }

  /// The largest channel difference between pixel `index` here and in `other`.
  @inline(__always)
  func difference(_ other: RasterImage, at index: Int) -> Int {
    var largest = 0
    for channel in 0..<4 {
      largest = max(largest, abs(Int(pixels[index * 4 + channel]) - Int(other.pixels[index * 4 + channel])))
    }
    return largest
  }

  enum RasterError: Error { case decoding(String), failed(String) }

  /// Runs a tool to completion; its output goes to files named in `arguments`. Awaited (see
  /// `ChildProcess`), so the tool never holds a thread of the concurrency pool.
  static func run(_ tool: String, _ arguments: [String]) async throws {
    let status = try await ChildProcess.run(tool, arguments)
    guard status == 0 else {
      throw RasterError.failed("\(tool) exited \(status)")
    }
  }
}

/// How two rasterizations of one chart compare: of the pixels inked (different from the
/// furniture-only picture: background, grid, axes) in either, how many differ between them.
struct InkComparison: CustomStringConvertible {
  var inked = 0
  var differing = 0
  var share: Double { inked == 0 ? 0 : Double(differing) / Double(inked) }
  var description: String {
    "\(differing) of \(inked) inked pixels differ (\(String(format: "%.2f", share * 100)) %)"
  }

  /// A pixel is inked when it differs from `furniture` by more than `threshold` in a channel, and
  /// differs when `a` and `b` do.
  init(_ a: RasterImage, _ b: RasterImage, furniture: RasterImage, threshold: Int) {
    for index in 0..<(a.width * a.height) {
      let isInked =
        a.difference(furniture, at: index) > threshold || b.difference(furniture, at: index) > threshold
      guard isInked else { continue }
      inked += 1
      if a.difference(b, at: index) > threshold { differing += 1 }
    }
  }
}
