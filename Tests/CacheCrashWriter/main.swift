// A child process for the disk cache tests.
//
// Crash mode: it writes entries to a DiskCache in a loop and prints "ACK <n>" after each
// committed write, until the test kills it with SIGKILL.
// Shared mode (a count is given): it opens the cache like every other process on the same folder,
// writes `count` entries, prints "ACK <n>" after each and "MOVED <reason>" for every file the cache
// moved aside, then exits 0; any error exits 1 with the message on stderr.
//
// Soak mode: see Soak.swift.
//
// Usage: CacheCrashWriter <database path> <first index> [count]
//        CacheCrashWriter soak <cache folder> <port> <seed> <loads>
import Foundation
import PhaseKit

/// The bytes written for index `n`: 200 B to 24 KB, deterministic so the test can check them.
func payload(_ n: Int) -> Data {
  let size = 200 + (n &* 7919) % 24_000
  return Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &+ n) })
}

func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

let arguments = CommandLine.arguments
if arguments.count == 6, arguments[1] == "soak", let port = Int(arguments[3]),
  let seed = UInt64(arguments[4]), let loads = Int(arguments[5])
{
  let status = await Soak.run(
    folder: URL(fileURLWithPath: arguments[2], isDirectory: true), port: port, seed: seed, loads: loads)
  exit(status)
}
guard arguments.count == 3 || arguments.count == 4, let first = Int(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: CacheCrashWriter <db> <first index> [count]\n".utf8))
  exit(2)
}
let count = arguments.count == 4 ? Int(arguments[3]) : nil
do {
  let cache = try DiskCache(
    url: URL(fileURLWithPath: arguments[1]),
    configuration: .init(
      sizeLimit: 256 << 20,
      onEvent: { event in
        if case .corruptionRecovered(let reason, _) = event { say("MOVED \(reason)") }
      }))
  var index = first
  while count.map({ index < first + $0 }) ?? true {
    try cache.setData(payload(index), forKey: "k\(index)")
    say("ACK \(index)")
    index += 1
  }
  cache.close()
} catch {
  FileHandle.standardError.write(Data("CacheCrashWriter: \(error)\n".utf8))
  exit(1)
}
