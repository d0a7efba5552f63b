import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A local file, read by PhaseKit itself (URLSession cannot load `file://` URLs on Linux).
///
/// The file is read with one `read` per 8 MiB straight into a single buffer of its size (no
/// growing copies), with progress and cancellation checks between the reads, and handed over
/// without another copy. By default it is read rather than memory-mapped: a mapped file that
/// another process truncates (a rotated log, an editor saving in place) kills the reader with
/// `SIGBUS`, while the buffer stays valid for as long as the data is cached. A program that
/// decodes the bytes at once and can handle that signal sets ``mapsFile`` (`phasekit chart`
/// does): no copy at all, and pages that the system can drop again. Its size and
/// modification time form a validator, so a revalidation of an unchanged file answers
/// ``FetchResponse/isNotModified`` without reading it.
///
/// Only regular files are read: a FIFO, socket or device could block forever or never end, so
/// it is refused with ``DataError/fileUnavailable(_:)`` before anything is read from it.
///
/// ```swift
/// let source = FileSource(url: URL(fileURLWithPath: "weather.csv"))
/// ```
public struct FileSource: DataSource {
  /// The file's URL.
  public var url: URL
  /// The largest file accepted, in bytes; unlimited (`Int.max`) by default, since a local file
  /// is as large as its owner made it.
  public var maximumSize: Int
  /// Whether the file is memory-mapped (private, read-only) instead of read into a buffer;
  /// `false` by default.
  ///
  /// Mapping copies nothing and allocates nothing: the bytes are the system's cached pages of
  /// the file, which it can drop and read again, so a large file costs far less time and memory.
  /// The data's length is the file's size when it was opened.
  ///
  /// > Important: If another process truncates the file while the data is in use, touching a
  /// > page past the new end raises `SIGBUS`, which ends the process unless it handles the
  /// > signal. Use it where the data is decoded at once and not kept (the bytes of a chart that
  /// > is then drawn), never for data a cache holds.
  public var mapsFile: Bool
  /// Whether a mapped file (``mapsFile``) that another process shrinks while its bytes are in
  /// use reads as zeros past its new end instead of raising `SIGBUS`; `false` by default.
  ///
  /// For a program that keeps running after a file changed under it (`phasekit watch`, an app
  /// that charts a log): the speed and memory of a mapping, the safety of a read. A
  /// process-wide `SIGBUS` handler (installed on first use) recognises a fault inside a guarded
  /// mapping and puts zero pages there; any other fault goes on to the previous handler. The
  /// response then tells: ``FetchResponse/isIntact`` is `false` when a page was lost or the
  /// file shrank or was rewritten since it was mapped, and ``ResourceStore`` and ``Loader``
  /// check it after decoding and read the file again (up to three times in all, then the load
  /// fails with ``DataError/fileUnavailable(_:)`` naming the path). Linux only: elsewhere the
  /// file is read, as it is without ``mapsFile``.
  ///
  /// > Important: Whoever decodes the bytes of ``fetch(_:)`` directly checks
  /// > ``FetchResponse/isIntact`` afterwards. A handler that another library installs for
  /// > `SIGBUS` later replaces this one: guard mappings only where the process owns its signals.
  public var guardsMapping: Bool

  /// Creates a file source.
  ///
  /// - Parameters:
  ///   - url: A `file://` URL.
  ///   - maximumSize: The largest file accepted, in bytes; unlimited (`Int.max`) by default.
  ///   - mapsFile: Whether to memory-map the file instead of reading it; `false` by default
  ///     (see ``mapsFile``).
  ///   - guardsMapping: Whether a mapped file that shrinks reads as zeros and is read again
  ///     instead of raising `SIGBUS`; `false` by default (see ``guardsMapping``).
  public init(url: URL, maximumSize: Int = .max, mapsFile: Bool = false, guardsMapping: Bool = false) {
    self.url = url
    self.maximumSize = maximumSize
    self.mapsFile = mapsFile
    self.guardsMapping = guardsMapping
  }

  /// The file's path.
  public var identity: String { url.path }

  /// ``Origin/file``.
  public var origin: Origin { .file }

  /// Reads the file, or answers "not modified" when the request's validators still match.
  ///
  /// - Throws: ``DataError/invalidURL(_:)`` for a URL that is not a file URL,
  ///   ``DataError/fileUnavailable(_:)`` naming the path when it cannot be read or is not a
  ///   regular file (a directory, FIFO, socket or device; a permission problem is recognisable
  ///   with ``DataError/requiresAction``), ``DataError/tooLarge(limit:)``, or
  ///   ``DataError/cancelled``.
  public func fetch(_ request: FetchRequest) async throws(DataError) -> FetchResponse {
    guard url.isFileURL else { throw .invalidURL(url.absoluteString) }
    // open, stat and read block (a slow disk, a network mount): off Swift's cooperative pool,
    // with the task's cancellation passed along to the reading thread.
    let source = self
    let cancelled = Lock(false)
    let result = await withTaskCancellationHandler {
      await OffPool.run { () -> Result<FetchResponse, DataError> in
        Result { () throws(DataError) in
          try source.fetchBlocking(request, isCancelled: { cancelled.withLock { $0 } })
        }
      }
    } onCancel: {
      cancelled.withLock { $0 = true }
    }
    if Task.isCancelled { throw .cancelled }
    return try result.get()
  }

  /// ``fetch(_:)``'s work, on a thread that may block.
  private func fetchBlocking(_ request: FetchRequest, isCancelled: () -> Bool) throws(DataError)
    -> FetchResponse
  {
    let path = url.path
    // Non-blocking, so that opening a FIFO without a writer returns at once instead of waiting
    // for one; the type is then checked on the open descriptor, not on a path that may change.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    if descriptor < 0 { throw failure(errno, path: path) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) != 0 { throw failure(errno, path: path) }
    let type = status.st_mode & S_IFMT
    guard type == S_IFREG else {
      if type == S_IFDIR {
        throw .fileUnavailable(
          .init(domain: NSPOSIXErrorDomain, code: Int(EISDIR), message: "is a directory", location: path))
      }
      let kind =
        type == S_IFIFO
        ? "a FIFO (named pipe)"
        : type == S_IFSOCK
          ? "a socket"
          : type == S_IFCHR ? "a character device" : type == S_IFBLK ? "a block device" : "a special file"
      throw .fileUnavailable(
        .init(
          domain: NSPOSIXErrorDomain, code: Int(EINVAL), message: "is \(kind), not a regular file",
          location: path))
    }
    let size = Int64(status.st_size)
    if size > maximumSize { throw .tooLarge(limit: maximumSize) }
    #if canImport(Darwin)
      let seconds = Double(status.st_mtimespec.tv_sec) + Double(status.st_mtimespec.tv_nsec) / 1e9
    #else
      let seconds = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    #endif
    let modified = Date(timeIntervalSince1970: seconds)
    let validators = Self.validators(size: size, modified: modified)
    if let sent = request.validators, sent.etag != nil, sent.etag == validators.etag {
      return FetchResponse(data: Data(), isNotModified: true, validators: validators, url: url)
    }
    if mapsFile, guardsMapping, size >= Self.smallestMapped {
      #if canImport(Darwin)
        let stamp = status.st_mtimespec
      #else
        let stamp = status.st_mtim
      #endif
      if let (data, file) = MappedFile.map(descriptor, count: Int(size), modified: stamp) {
        if isCancelled() { throw .cancelled }
        request.progress(LoadProgress(receivedBytes: size, expectedBytes: size))
        var response = FetchResponse(data: data, validators: validators, url: url)
        response.mapping = file
        response.isMapped = true
        return response
      }
    } else if mapsFile, size >= Self.smallestMapped, let data = Self.map(descriptor, count: Int(size)) {
      if isCancelled() { throw .cancelled }
      request.progress(LoadProgress(receivedBytes: size, expectedBytes: size))
      var response = FetchResponse(data: data, validators: validators, url: url)
      response.isMapped = true
      return response
    }
    let data = try readAll(
      descriptor, path: path, expected: Int(size), progress: request.progress, isCancelled: isCancelled)
    return FetchResponse(data: data, validators: validators, url: url)
  }

  private func failure(_ code: Int32, path: String) -> DataError {
    switch code {
    case ENOENT, ENOTDIR:
      return .fileUnavailable(
        .init(domain: NSPOSIXErrorDomain, code: Int(code), message: "no such file", location: path))
    case EACCES, EPERM:
      return .fileUnavailable(
        .init(domain: NSPOSIXErrorDomain, code: Int(code), message: "permission denied", location: path))
    default:
      return DataError.classify(posixCode: code, location: path)
    }
  }

  /// Reads to the end of the file into one buffer, `expected` bytes large (the file may still
  /// grow or shrink while it is read; what is actually read counts).
  private func readAll(
    _ descriptor: Int32, path: String, expected: Int, progress: (LoadProgress) -> Void,
    isCancelled: () -> Bool
  ) throws(DataError) -> Data {
    // The descriptor was opened non-blocking for the FIFO check; a regular file never blocks,
    // but the flag is cleared so that no read can return EAGAIN.
    _ = fcntl(descriptor, F_SETFL, 0)
    var capacity = max(expected, 1)
    // An allocation the system refuses is a file too large for this process, never a crash.
    guard var buffer = Self.allocate(capacity) else { throw .tooLarge(limit: min(maximumSize, capacity - 1)) }
    var length = 0
    let piece = 8 << 20
    while true {
      if isCancelled() {
        free(buffer)
        throw .cancelled
      }
      var probed = 0
      var probe: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
      if length == capacity {
        // Full: a file that did not grow since it was measured ends here. A small read finds out
        // before the buffer grows, so that the usual case never copies (and never holds) the
        // whole file twice.
        probed = withUnsafeMutableBytes(of: &probe) { read(descriptor, $0.baseAddress, $0.count) }
        if probed < 0 {
          let code = errno
          if code == EINTR { continue }
          free(buffer)
          throw failure(code, path: path)
        }
        if probed == 0 { break }
        // The file grew since it was measured: make room for the rest.
        let grown = capacity + max(capacity / 2, 1 << 20)
        guard let moved = realloc(buffer, grown) else {
          free(buffer)
          throw .tooLarge(limit: maximumSize)
        }
        buffer = moved
        capacity = grown
        withUnsafeBytes(of: &probe) { bytes in
          _ = memcpy(buffer + length, bytes.baseAddress!, probed)
        }
      }
      let got =
        probed > 0 ? probed : read(descriptor, buffer + length, min(piece, capacity - length))
      if got < 0 {
        let code = errno
        if code == EINTR { continue }
        free(buffer)
        throw failure(code, path: path)
      }
      if got == 0 { break }
      length += got
      if length > maximumSize {
        free(buffer)
        throw .tooLarge(limit: maximumSize)
      }
      progress(LoadProgress(receivedBytes: Int64(length), expectedBytes: Int64(expected)))
    }
    if length == 0 {
      free(buffer)
      return Data()
    }
    return Data(bytesNoCopy: buffer, count: length, deallocator: .free)
  }

  /// The smallest file that ``mapsFile`` maps; a smaller one is read. One page read costs less
  /// than a mapping, and `Data` keeps a few bytes (up to 14) inline: it copied them out of the
  /// mapping and released it at once, so a guarded mapping of a tiny file always read as changed.
  static let smallestMapped: Int64 = 8 * 1024

  /// The first `count` bytes of the file as a private read-only mapping, unmapped when the data
  /// is released; `nil` when the system refuses to map it (the file is then read).
  private static func map(_ descriptor: Int32, count: Int) -> Data? {
    guard let pointer = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0),
      pointer != MAP_FAILED
    else { return nil }
    return Data(
      bytesNoCopy: pointer, count: count, deallocator: .custom { pointer, count in _ = munmap(pointer, count) })
  }

  /// A buffer for `count` bytes that `free` releases: 2 MiB-aligned and, on Linux, marked for
  /// transparent huge pages when it is large, so that filling it takes few page faults.
  private static func allocate(_ count: Int) -> UnsafeMutableRawPointer? {
    let huge = 2 << 20
    if count >= 4 * huge {
      var pointer: UnsafeMutableRawPointer?
      let rounded = (count + huge - 1) / huge * huge
      if posix_memalign(&pointer, huge, rounded) == 0, let pointer {
        LargeBuffers.adviseHugePages(UnsafeMutableRawBufferPointer(start: pointer, count: rounded))
        return pointer
      }
    }
    return malloc(count)
  }

  /// A validator from size and modification time: enough to tell an edited file from the same one.
  static func validators(size: Int64, modified: Date?) -> Validators {
    guard let modified else { return Validators(etag: "\"\(size)\"") }
    let micros = (modified.timeIntervalSince1970 * 1_000_000).rounded()
    // A date beyond ±292,000 years (tmpfs keeps one) has no Int64 microsecond count.
    let stamp = Int64(exactly: micros).map(String.init) ?? "\(micros)"
    return Validators(etag: "\"\(size)-\(stamp)\"", lastModified: httpDate(modified))
  }

  /// `modified` as an HTTP date (`Sun, 06 Nov 1994 08:49:37 GMT`), computed directly: a
  /// `DateFormatter` costs milliseconds of ICU start-up in a fresh process, more than reading a
  /// small file. Nil for a date too far away to have a four-or-so-digit year.
  static func httpDate(_ date: Date) -> String? {
    // Whole milliseconds first, then floored seconds: the rounding ICU's formatter applies.
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    guard abs(milliseconds) < 1e16 else { return nil }
    let whole = Int64(milliseconds)
    let total = whole >= 0 ? whole / 1000 : (whole - 999) / 1000
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let secondOfDay = total - days * 86_400
    let (year, month, day) = LocalTime.civilDate(daysSince1970: Int(days))
    let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let weekday = weekdays[Int(((days % 7) + 7) % 7)]
    func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - "\(year)".count) + "\(year)" : "\(year)"
    return "\(weekday), \(two(Int64(day))) \(months[month - 1]) \(yearText) "
      + "\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60)) GMT"
  }
}
