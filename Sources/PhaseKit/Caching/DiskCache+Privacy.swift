import Foundation

/// What keeps a disk cache private to its user: an owner-only folder and files, and keys whose
/// secrets are written as keyed digests.
///
/// A URL's key (`?api_key=…`, `#credentials=…`) is kept on disk with each secret value replaced
/// by `hmac:` and 32 hexadecimal digits of its HMAC-SHA256 under a random key made with the file
/// and kept in it (`meta.secret_key`), so that two keys (or two users) still make two entries,
/// a lookup with the same URL finds its entry again, and nothing in the file gives a secret back.
/// Only the folder's owner can read that key, as only the owner can read the entries.
extension DiskCache {
  /// Checks and prepares the folder of the database at `url` (see ``PrivateFiles``): made `0700`
  /// when missing, refused when it is another user's or writable by others, and, with the
  /// database's files, tightened to owner-only when others could read them (said once, as
  /// ``Event/permissionsTightened(paths:)``).
  static func preparePrivateFolder(for url: URL, events: inout [Event]) throws(Error) {
    let folder = url.deletingLastPathComponent()
    // An existing folder is tightened when it already holds this cache (one made by an older
    // version): a folder the user named for other things too keeps its mode.
    let holdsCache = FileManager.default.fileExists(atPath: url.path)
    let preparation: PrivateFiles.Preparation
    do {
      preparation = try PrivateFiles.prepareFolder(folder, tightensExisting: holdsCache)
    } catch {
      throw .folderNotPrivate(path: error.path, owner: error.owner, mode: error.modeText)
    }
    var tightened = preparation.tightened ? [folder.path] : []
    for suffix in ["", "-wal", "-shm", "-journal", ".lock", ".corrupt", ".corrupt-wal", ".corrupt-shm"] {
      let path = url.path + suffix
      if PrivateFiles.tightenFile(atPath: path) { tightened.append(path) }
    }
    if !tightened.isEmpty { events.append(.permissionsTightened(paths: tightened)) }
  }

  /// The key for `key` as it is written in the file: its secrets (see ``SecretRedaction``)
  /// replaced by keyed digests; `key` itself in a file without a secret key (version 1, read
  /// only).
  static func storedKey(_ key: String, in connection: SQLiteConnection) -> String {
    guard let secretKey = connection.secretKey else { return key }
    if let known = connection.storedKeys[key] { return known }
    let stored = SecretRedaction.replacingSecrets(in: key) { value in
      "hmac:" + SHA256.hmacHex(key: secretKey, Data(value.utf8)).prefix(32)
    }
    if stored != key {
      if connection.storedKeys.count >= 256 { connection.storedKeys.removeAll() }
      connection.storedKeys[key] = stored
    }
    return stored
  }

  /// Adds a random secret key to `meta` unless the file has one (another process may have just
  /// made it: the first one stays).
  static func insertSecretKey(_ connection: SQLiteConnection) throws(SQLiteError) {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let insert = try connection.statement(
      "INSERT OR IGNORE INTO meta(key, value) VALUES ('secret_key', ?1)")
    insert.bind(SHA256.hexString(bytes), at: 1)
    try insert.run()
  }

  /// The file's secret key; made first when a writable file has none.
  static func readSecretKey(_ connection: SQLiteConnection) throws(SQLiteError) -> [UInt8]? {
    if let key = try decodeHex(connection.scalarText("SELECT value FROM meta WHERE key = 'secret_key'")) {
      return key
    }
    guard !connection.isReadOnly else { return nil }
    try insertSecretKey(connection)
    return try decodeHex(connection.scalarText("SELECT value FROM meta WHERE key = 'secret_key'"))
  }

  /// Rewrites the keys of a version 1 file (secrets in clear) keyed, and marks it version 2.
  ///
  /// `secure_delete` overwrites the old keys' bytes as they are replaced, so that no free page
  /// keeps a token; the caller's checkpoint then truncates the write-ahead log.
  static func migrateKeys(_ connection: SQLiteConnection) throws(SQLiteError) {
    try connection.execute("PRAGMA secure_delete = ON")
    defer { try? connection.execute("PRAGMA secure_delete = OFF") }
    try connection.transaction { () throws(SQLiteError) in
      connection.secretKey = try readSecretKey(connection)
      let select = try connection.statement("SELECT key FROM entries")
      var keys: [String] = []
      while try select.step() { keys.append(select.text(at: 0) ?? "") }
      select.reset()
      let update = try connection.statement("UPDATE OR REPLACE entries SET key = ?2 WHERE key = ?1")
      for key in keys {
        let stored = storedKey(key, in: connection)
        guard stored != key else { continue }
        update.bind(key, at: 1)
        update.bind(stored, at: 2)
        try update.run()
      }
      try connection.execute("PRAGMA user_version = \(schemaVersion)")
    }
  }

  private static func decodeHex(_ text: String?) -> [UInt8]? {
    guard let text, text.utf8.count == 64 else { return nil }
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(index, offsetBy: 2)
      guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
      bytes.append(byte)
      index = next
    }
    return bytes
  }
}
