import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Owner-only folders and files for what PhaseKit keeps on disk: a cache folder `0700`, every
/// file in it `0600`, whatever the umask.
///
/// A folder that is not the user's alone is refused, as OpenSSH's `StrictModes` refuses a key
/// file with loose modes and git refuses a repository another user owns: owned by another user,
/// or writable by group or others (the shared temporary folder is), someone else could read the
/// responses kept there or plant entries that are then served as the user's own data. A folder
/// of the user's that others can only read (`0755`, what a umask of 022 makes) is tightened.
package enum PrivateFiles {
  /// Why a folder is not used: who owns it and its mode.
  package struct Refusal: Swift.Error, Sendable, Hashable {
    /// The folder.
    package var path: String
    /// Its owner's user name, or the numeric id when the name is unknown.
    package var owner: String
    /// Its permission bits, such as `0o775`.
    package var mode: UInt16
    /// Whether another user owns it (otherwise it is writable by group or others).
    package var isOwnedByAnotherUser: Bool

    /// The mode as `ls -l` and `chmod` write it: `0775`.
    package var modeText: String { "0" + String(mode & 0o7777, radix: 8) }
  }

  /// What ``prepareFolder(_:)`` found and did.
  package struct Preparation: Sendable, Hashable {
    /// Whether the folder was made now (`0700`).
    package var created = false
    /// Whether it was there with a looser mode and was made `0700`.
    package var tightened = false
  }

  /// Makes `folder` (and missing parents) `0700` when missing, and checks it: owned by this user
  /// and writable by nobody else. `tightensExisting` makes an existing folder that others may
  /// read `0700` (a cache folder found from an older version); a folder the user chose for other
  /// things too is left as it is (its files are `0600` anyway).
  ///
  /// A folder that cannot be made or read (a read-only disk) is not refused here: opening what
  /// is inside then fails with its own reason.
  /// - Throws: ``Refusal`` when the folder is another user's or writable by group or others.
  package static func prepareFolder(_ folder: URL, tightensExisting: Bool = true) throws(Refusal)
    -> Preparation
  {
    var preparation = Preparation()
    let path = folder.path
    var info = stat()
    if stat(path, &info) != 0 {
      guard makeFolders(path) else { return preparation }
      preparation.created = true
      guard stat(path, &info) == 0 else { return preparation }
    }
    let mode = UInt16(info.st_mode & 0o7777)
    if info.st_uid != geteuid() || mode & 0o022 != 0 {
      throw Refusal(
        path: path, owner: userName(of: info.st_uid), mode: mode, isOwnedByAnotherUser: info.st_uid != geteuid())
    }
    if mode & 0o077 != 0, tightensExisting || preparation.created, chmod(path, 0o700) == 0 {
      preparation.tightened = !preparation.created
    }
    return preparation
  }

  /// Makes `path` `0600` when it is a file of this user's that others may read or write;
  /// whether it did. Files of another user, links and missing files are left alone.
  @discardableResult
  package static func tightenFile(atPath path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
      info.st_mode & 0o077 != 0
    else { return false }
    return chmod(path, 0o600) == 0
  }

  /// Creates an empty file `0600` at `path` when there is none, so that a program that would
  /// create it with a wider mode (SQLite makes its files `0644`, whatever the umask) finds it.
  package static func createFileIfMissing(atPath path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 { close(descriptor) }
  }

  /// Writes `data` to `url` as a new `0600` file that replaces the old one at once (`rename(2)`):
  /// a reader never sees half a file, and others never see the data.
  ///
  /// - Throws: The file system's error, as an `NSError` in `NSPOSIXErrorDomain`.
  package static func write(_ data: Data, to url: URL) throws {
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw posixError(path: url.path) }
    var failure: Int32 = 0
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    close(descriptor)
    if failure == 0, rename(temporary, url.path) != 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      errno = failure
      throw posixError(path: url.path)
    }
  }

  /// Makes `path` and its missing parents, each `0700` (mkdir's mode is narrowed by the umask,
  /// never widened); whether `path` exists afterwards.
  private static func makeFolders(_ path: String) -> Bool {
    if mkdir(path, 0o700) == 0 || errno == EEXIST { return true }
    guard errno == ENOENT else { return false }
    let parent = (path as NSString).deletingLastPathComponent
    guard !parent.isEmpty, parent != path, makeFolders(parent) else { return false }
    return mkdir(path, 0o700) == 0 || errno == EEXIST
  }

  /// The user name of `uid`, or the number when there is none.
  package static func userName(of uid: uid_t) -> String {
    var entry = passwd()
    var result: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getpwuid_r(uid, &entry, &buffer, buffer.count, &result) == 0, let result, let name = result.pointee.pw_name
    else { return String(uid) }
    return String(cString: name)
  }

  private static func posixError(path: String) -> NSError {
    NSError(
      domain: NSPOSIXErrorDomain, code: Int(errno),
      userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: String(cString: strerror(errno))])
  }
}

/// `write(2)`, under a name that the static `write(_:to:)` above does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Darwin)
    Darwin.write(descriptor, bytes, count)
  #elseif canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #else
    Musl.write(descriptor, bytes, count)
  #endif
}
