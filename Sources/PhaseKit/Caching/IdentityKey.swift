import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The per-install key of the digests in an ``HTTPSource/identity`` (`#credentials=`, `#body=`):
/// 32 random bytes in `PhaseKit/identity.key` in the user's caches folder (`0600`, in a `0700`
/// folder), made on first use.
///
/// A plain SHA-256 of an `Authorization` header gives a weak password back to anyone who tries
/// candidates offline; an HMAC under a key only the user can read does not. The key is kept so
/// that an identity, a disk cache key, is the same in every run. Where no private folder can
/// hold it (none, read-only, another user's), a key for this process alone is used: identities
/// with credentials then differ from run to run, so such responses are not found again on disk.
enum IdentityKey {
  /// The key, read or made on first use.
  static let bytes: [UInt8] = load() ?? random()

  /// The digest that stands for `data` in an identity: 64 hexadecimal digits.
  static func digest(_ data: Data) -> String {
    SHA256.hmacHex(key: bytes, data)
  }

  private static func load() -> [UInt8]? {
    guard let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first else {
      return nil
    }
    let folder = caches.appendingPathComponent("PhaseKit", isDirectory: true)
    guard (try? PrivateFiles.prepareFolder(folder, tightensExisting: true)) != nil else { return nil }
    let path = folder.appendingPathComponent("identity.key").path
    if let key = readKey(atPath: path) { return key }
    // Written whole beside it, then linked into place: two processes starting at once both end
    // up reading the one that was linked first, never a half-written file.
    let temporary = path + ".\(getpid()).tmp"
    let key = random()
    defer { unlink(temporary) }
    guard (try? PrivateFiles.write(Data(SHA256.hexString(key).utf8), to: URL(fileURLWithPath: temporary))) != nil
    else { return nil }
    _ = link(temporary, path)
    return readKey(atPath: path)
  }

  /// The key in the file at `path`, when it is this user's regular file of 64 hexadecimal digits
  /// (made `0600` if others could read it).
  private static func readKey(atPath path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_uid == geteuid(), info.st_mode & S_IFMT == S_IFREG else { return nil }
    if info.st_mode & 0o077 != 0 { fchmod(descriptor, 0o600) }
    var buffer = [UInt8](repeating: 0, count: 65)
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 65) }
    guard count == 64 else { return nil }
    var key: [UInt8] = []
    for index in stride(from: 0, to: 64, by: 2) {
      guard let byte = UInt8(String(decoding: buffer[index..<index + 2], as: UTF8.self), radix: 16) else { return nil }
      key.append(byte)
    }
    return key
  }

  private static func random() -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
  }
}
