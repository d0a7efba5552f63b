import Foundation

#if canImport(Glibc)
  import Glibc
#endif

#if canImport(Glibc)
  /// Adds to `actions` the closing of every descriptor above standard error in the child.
  ///
  /// `posix_spawn` passes on every descriptor not marked close-on-exec, and Foundation's pipes
  /// are not: a tmux server started while another test held the write end of a child's standard
  /// input kept it open for the session's life, and that child never read the end of its input.
  /// (`Process` closes them itself.) glibc 2.34 has `posix_spawn_file_actions_addclosefrom_np`,
  /// which the Glibc module does not declare; elsewhere each open descriptor is closed by number.
  func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
      let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
      if closeFrom(&actions, 3) == 0 { return }
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
  }
#endif
