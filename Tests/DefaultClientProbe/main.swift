import Foundation
import PhaseKit

// A child process for DefaultClientFaultTests: fetches each URL given with the library's default
// client (`HTTPSource(url:)`, so `HTTPClient.shared`) and prints one line per URL, then `DONE`.
// A process stopped by FoundationNetworking's fatal error never prints `DONE`, and its status is
// the signal's, so the test sees a crash as a crash rather than dying with it.
//
// Usage: DefaultClientProbe [--session] URL...
//   --session  uses `HTTPClient(transport: nil)` (URLSession alone, the default client before
//              the socket client moved into PhaseKit) instead, to show what the test guards.
// Output: `<index> ok <bytes>` or `<index> error <DataError>` per URL, then `DONE`.

var arguments = Array(CommandLine.arguments.dropFirst())
let sessionOnly = arguments.first == "--session"
if sessionOnly { arguments.removeFirst() }
let client = sessionOnly ? HTTPClient(transport: nil) : HTTPClient.shared

/// Writes a line at once (unbuffered), so that what was done before a crash is seen.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

for (index, text) in arguments.enumerated() {
  guard let url = URL(string: text) else {
    say("\(index) error invalidURL")
    continue
  }
  do {
    let response = try await HTTPSource(url: url, maximumBodySize: 1 << 20, client: client).fetch(FetchRequest())
    say("\(index) ok \(response.data.count)")
  } catch {
    say("\(index) error \(error)")
  }
}
say("DONE")
