// The socket HTTP/1.1 client moved into PhaseKit (Sources/PhaseKit/Fetching/Socket), where
// `HTTPClient.shared` uses it on Linux: a library client on URLSession could be stopped by any
// server that cuts its response head short. This module stays so that `import PhaseKitSocket`
// still compiles: it re-exports PhaseKit, whose `SocketTransport` is the same type as before.
@_exported import PhaseKit
