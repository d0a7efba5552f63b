import Foundation

/// Where the sampling threads run (Linux only; elsewhere every function here does nothing).
///
/// Linux wakes a sleeping thread on the waker's processor when it judges the waker's caches
/// worth it, and a woken helper then preempts the caller that woke it, or waits behind it, while
/// the other processor idles until the load balancer notices, milliseconds later (seen on the
/// 2-vCPU test machine: the helper's shares done on the caller's processor after the caller's,
/// or the caller's done by the helper while the caller waited; two cores 1.3–1.8× *slower* than
/// one at 1M points). So a helper keeps off the processor the caller last ran on: when a job
/// comes from a caller on another processor than the one it avoids, it sets its own affinity to
/// the processors it was allowed at start minus the caller's, which moves it at once and makes
/// the kernel wake it elsewhere from then on.
///
/// `sched_getcpu` and `sched_setaffinity` are GNU extensions that Swift's Glibc module does not
/// import; they are looked up by name (`dlsym`) and called through C function pointers.
package enum SamplingProcessors {
  #if os(Linux)
    typealias GetCPU = @convention(c) () -> Int32
    typealias Affinity = @convention(c) (Int32, Int, UnsafeMutableRawPointer?) -> Int32

    /// `sched_getcpu`, `sched_getaffinity` and `sched_setaffinity`, if the C library has them.
    static let functions: (GetCPU, Affinity, Affinity)? = {
      guard let get = dlsym(nil, "sched_getcpu"), let getAffinity = dlsym(nil, "sched_getaffinity"),
        let setAffinity = dlsym(nil, "sched_setaffinity")
      else { return nil }
      return (
        unsafeBitCast(get, to: GetCPU.self), unsafeBitCast(getAffinity, to: Affinity.self),
        unsafeBitCast(setAffinity, to: Affinity.self)
      )
    }()

    /// Bytes of a `cpu_set_t` (1,024 processors).
    static let maskBytes = 128
  #endif

  /// The processor the calling thread runs on, or -1 if unknown.
  @inline(__always)
  package static func current() -> Int32 {
    #if os(Linux)
      return functions?.0() ?? -1
    #else
      return -1
    #endif
  }

  /// A helper thread's placement: the processors it may use, and the one it keeps off.
  struct Placement {
    #if os(Linux)
      /// The processors the thread was allowed when it started (nil if unknown).
      let allowed: [UInt8]?
    #endif
    /// The processor currently left out of its affinity (-1: none).
    var avoided: Int32 = -1

    /// The calling thread's placement as it starts.
    init() {
      #if os(Linux)
        var mask = [UInt8](repeating: 0, count: SamplingProcessors.maskBytes)
        let read = mask.withUnsafeMutableBytes { bytes in
          SamplingProcessors.functions?.1(0, SamplingProcessors.maskBytes, bytes.baseAddress)
        }
        allowed = read == 0 ? mask : nil
      #endif
    }

    /// Keeps the calling thread off `processor` (the caller's), if it is not already and other
    /// allowed processors remain.
    mutating func avoid(_ processor: Int32) {
      #if os(Linux)
        guard processor >= 0, processor != avoided, let allowed, let functions = SamplingProcessors.functions,
          Int(processor) < SamplingProcessors.maskBytes * 8
        else { return }
        var mask = allowed
        mask[Int(processor) / 8] &= ~(UInt8(1) << (Int(processor) % 8))
        guard mask.contains(where: { $0 != 0 }) else { return }
        let done = mask.withUnsafeMutableBytes { bytes in
          functions.2(0, SamplingProcessors.maskBytes, bytes.baseAddress)
        }
        if done == 0 { avoided = processor }
      #endif
    }
  }
}
