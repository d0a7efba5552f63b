#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fatal-signal handler as the system calls it with `SA_SIGINFO`: the signal, its details
/// (the faulting address among them), and the interrupted context.
typealias SignalHandler =
  @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

/// A `sigaction` that calls `handler` with the signal's details, blocking nothing else
/// meanwhile. Builds the one platform-dependent field in one place.
func signalAction(_ handler: SignalHandler) -> sigaction {
  var action = sigaction()
  #if canImport(Darwin)
    action.__sigaction_u.__sa_sigaction = handler
  #else
    action.__sigaction_handler.sa_sigaction = handler
  #endif
  action.sa_flags = SA_SIGINFO
  sigemptyset(&action.sa_mask)
  return action
}
