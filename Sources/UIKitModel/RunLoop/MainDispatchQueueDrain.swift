import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the blocks waiting on the real main dispatch queue, where that can be done safely:
/// `DispatchQueue.main.async` blocks and, since the main actor's executor is the main queue,
/// `Task { @MainActor in … }` jobs.
///
/// It calls `_dispatch_main_queue_callback_4CF`, the entry point through which the main run
/// loop services the main queue on Darwin and in swift-corelibs-foundation: it runs the blocks
/// enqueued before the call (blocks they enqueue wait for the next call) and returns at once
/// when the queue is empty or already being drained, so inside a `DispatchQueue.main.sync`
/// block it does nothing. It may only be called on the main thread (after `dispatchMain()` the
/// main queue belongs to no thread); elsewhere nothing is drained.
enum MainDispatchQueueDrain {
  private typealias Callback = @convention(c) (UnsafeMutableRawPointer?) -> Void

  /// libdispatch's drain entry point; nil if this platform's libdispatch lacks it.
  private static let callback: Callback? = {
    guard let handle = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(handle, "_dispatch_main_queue_callback_4CF")
    else { return nil }
    return unsafeBitCast(symbol, to: Callback.self)
  }()

  /// Whether the caller is the main thread, as last checked by ``checkThread()``; nil when
  /// unchecked (`Thread.isMainThread` costs about half a microsecond on Linux, too much for
  /// every turn of every case).
  @MainActor @exclusivity(unchecked) static var onMainThread: Bool?

  /// Checks, once, whether main-actor work runs on the main thread here.
  @MainActor static func checkThread() -> Bool {
    if let onMainThread { return onMainThread }
    let answer = Thread.isMainThread
    onMainThread = answer
    return answer
  }

  /// Drains the main queue once if the caller is the main thread.
  @MainActor static func drainIfSafe() {
    guard let callback, onMainThread ?? Thread.isMainThread else { return }
    callback(nil)
  }
}
