// A child process for the disk cache crash test: it writes entries to a DiskCache in a loop and
// prints "ACK <n>" after each committed write, until the test kills it with SIGKILL.
//
// Usage: CacheCrashWriter <database path> <first index>
import Foundation
import PhaseKit

/// The bytes written for index `n`: 200 B to 24 KB, deterministic so the test can check them.
func payload(_ n: Int) -> Data {
  let size = 200 + (n &* 7919) % 24_000
  return Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &+ n) })
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let first = Int(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: CacheCrashWriter <db> <first index>\n".utf8))
  exit(2)
}
do {
  let cache = try DiskCache(
    url: URL(fileURLWithPath: arguments[1]), configuration: .init(sizeLimit: 256 << 20))
  var index = first
  while true {
    try cache.setData(payload(index), forKey: "k\(index)")
    FileHandle.standardOutput.write(Data("ACK \(index)\n".utf8))
    index += 1
  }
} catch {
  FileHandle.standardError.write(Data("CacheCrashWriter: \(error)\n".utf8))
  exit(1)
}
