import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A larger per-thread allocation cache on glibc for the commands that run cases, set by
/// executing the process again before anything else runs.
///
/// A campaign builds and tears down a view hierarchy per case: about 1,900 small heap objects
/// (views, layers, anchors, constraints, solver rows) made and freed in bursts. glibc keeps only
/// 7 freed chunks per size class in its thread cache (`glibc.malloc.tcache_count`, glibc's
/// "Memory Allocation Tunables"); a teardown frees far more than that, so most frees and the
/// next case's allocations take the allocator's slower locked paths. With a cache of 256 per
/// class the same campaign runs about 5% fewer instructions and about 8% faster on the wall
/// clock (README, "The allocator on Linux"). glibc reads the cache size once, at process start,
/// from the environment only: hence the restart, which keeps the process ID, the arguments and
/// the executable's name (it executes the executable's own path, not `/proc/self/exe`, whose
/// name `ps` and crash reports would show). Isolation workers inherit the variable and are not
/// restarted.
enum AllocatorTuning {
  static let tunable = "glibc.malloc.tcache_count"
  /// Chunks kept per size class; 200 and more measured the same (65,535 is glibc's limit).
  static let cachedChunks = 256
  /// The subcommands that run cases; the others finish in milliseconds, where a second start
  /// would cost more than it saves.
  static let casesCommands: Set<String> = ["run", "bench", "replay", "shrink"]

  /// Executes this process again with the tunable set, when the command runs cases and the
  /// tunable is not set yet. Returns only when nothing was done or the execution failed (the
  /// process then goes on untuned, with the variable set for its children).
  static func restartIfNeeded() {
    #if os(Linux) && canImport(Glibc)
      let arguments = Array(CommandLine.arguments.dropFirst())
      let current = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
      guard restarts(arguments), let value = tunedValue(current) else { return }
      var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &path, path.count - 1)
      guard length > 0 else { return }
      setenv("GLIBC_TUNABLES", value, 1)
      // Whatever the program wrote before this call would otherwise be lost with the image.
      fflush(nil)
      execv(path, CommandLine.unsafeArgv)
    #endif
  }

  /// Whether a command line runs cases (and is not asking for help or the version).
  static func restarts(_ arguments: [String]) -> Bool {
    guard let command = arguments.first, casesCommands.contains(command) else { return false }
    return !arguments.contains { ["-h", "--help", "--version"].contains($0) }
  }

  /// The `GLIBC_TUNABLES` value to execute with, nil when `current` already names the tunable.
  static func tunedValue(_ current: String?) -> String? {
    if let current, current.contains(tunable) { return nil }
    let setting = "\(tunable)=\(cachedChunks)"
    guard let current, !current.isEmpty else { return setting }
    return current + ":" + setting
  }
}

extension ConformanceCommand {
  /// On glibc (Linux), executes this process again with a larger per-thread allocation cache
  /// (`GLIBC_TUNABLES=glibc.malloc.tcache_count=256`) when its command runs cases (`run`,
  /// `bench`, `replay`, `shrink`): campaigns run about 8% faster. Call it as the first
  /// statement of `main.swift`, before anything with side effects: everything before it runs
  /// again in the restarted process. Same process ID, arguments and executable name; a
  /// `tcache_count` already in `GLIBC_TUNABLES` is kept and nothing is restarted; does
  /// nothing on macOS. Returns only when nothing was restarted.
  public static func restartWithAllocatorTuning() {
    AllocatorTuning.restartIfNeeded()
  }
}
