import Foundation

/// Turns a value into bytes for a cache and back.
///
/// ``DiskCache`` stores bytes; a codec decides how a value becomes bytes. Use
/// ``JSONCacheCodec`` (the default for `Codable` values), ``DataCacheCodec`` for raw bytes, or
/// write your own for a compact binary format.
///
/// ```swift
/// struct CSVCodec: CacheCodec {
///   func encode(_ value: Series) throws -> Data { Data(value.csvText.utf8) }
///   func decode(_ data: Data) throws -> Series { try Series(csv: data) }
/// }
/// try cache.setValue(series, forKey: "today", codec: CSVCodec())
/// ```
public protocol CacheCodec<Value>: Sendable {
  /// The type of value this codec stores.
  associatedtype Value

  /// The bytes that represent `value`.
  /// - Throws: Any error; the cache reports it as ``DiskCache/Error/encodingFailed(key:message:)``.
  func encode(_ value: Value) throws -> Data

  /// The value that `data` represents.
  /// - Throws: Any error; the cache reports it as ``DiskCache/Error/decodingFailed(key:message:)``.
  func decode(_ data: Data) throws -> Value
}

/// Stores `Codable` values as JSON: the default codec.
public struct JSONCacheCodec<Value: Codable>: CacheCodec {
  /// Creates a JSON codec for `Value`.
  public init() {}

  /// The JSON encoding of `value`.
  public func encode(_ value: Value) throws -> Data { try JSONEncoder().encode(value) }

  /// The value decoded from JSON `data`.
  public func decode(_ data: Data) throws -> Value { try JSONDecoder().decode(Value.self, from: data) }
}

/// Stores bytes as they are.
public struct DataCacheCodec: CacheCodec {
  /// Creates the identity codec.
  public init() {}

  /// `value` unchanged.
  public func encode(_ value: Data) -> Data { value }

  /// `data` unchanged.
  public func decode(_ data: Data) -> Data { data }
}

extension DiskCache {
  /// The value stored under `key`, decoded with `codec`, or `nil` when there is none.
  ///
  /// - Throws: ``Error/decodingFailed(key:message:)`` when the bytes do not decode (the entry is
  ///   left in place), or a storage error.
  public func value<Codec: CacheCodec>(forKey key: String, codec: Codec) throws(Error)
    -> Codec.Value?
  {
    guard let entry = try entry(forKey: key) else { return nil }
    do {
      return try codec.decode(entry.data)
    } catch {
      throw .decodingFailed(key: key, message: "\(error)")
    }
  }

  /// The `Codable` value stored under `key` as JSON, or `nil` when there is none.
  ///
  /// ```swift
  /// let settings = try cache.value(Settings.self, forKey: "settings")
  /// ```
  public func value<Value: Codable>(_ type: Value.Type = Value.self, forKey key: String) throws(Error)
    -> Value?
  {
    try value(forKey: key, codec: JSONCacheCodec<Value>())
  }

  /// Stores `value` under `key`, encoded with `codec`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The key.
  ///   - codec: How to turn the value into bytes.
  ///   - expiresAt: When to stop serving it. Default: per ``Configuration/timeToLive``.
  /// - Throws: ``Error/encodingFailed(key:message:)`` or a storage error.
  public func setValue<Codec: CacheCodec>(
    _ value: Codec.Value, forKey key: String, codec: Codec, expiresAt: Date? = nil
  ) throws(Error) {
    let data: Data
    do {
      data = try codec.encode(value)
    } catch {
      throw .encodingFailed(key: key, message: "\(error)")
    }
    try setData(data, forKey: key, expiresAt: expiresAt)
  }

  /// Stores a `Codable` value under `key` as JSON.
  public func setValue<Value: Codable>(_ value: Value, forKey key: String, expiresAt: Date? = nil)
    throws(Error)
  {
    try setValue(value, forKey: key, codec: JSONCacheCodec<Value>(), expiresAt: expiresAt)
  }
}
