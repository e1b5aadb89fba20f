/// Where cases run: in the campaign's process, or in child processes that turn traps and hangs
/// into counterexamples.
///
/// ```swift
/// let mode = IsolationMode.childProcesses(
///   ChildProcessConfiguration(executable: "/proc/self/exe", jobs: 2, timeout: .seconds(5)))
/// ```
public enum IsolationMode: Sendable {
  /// Run cases in this process: fastest, but a trap ends the campaign.
  case inProcess
  /// Run cases in worker child processes.
  case childProcesses(ChildProcessConfiguration)
}

/// How to launch isolation workers and how long a case may take in one.
///
/// ```swift
/// let configuration = ChildProcessConfiguration(
///   executable: CommandLine.arguments[0], jobs: 2, timeout: .seconds(10))
/// print(configuration.jobs)  // 2
/// ```
public struct ChildProcessConfiguration: Hashable, Sendable {
  /// The executable to launch; it must call ``IsolationWorker/serveIfRequested(_:)`` first.
  public var executable: String
  /// Extra arguments for the executable.
  public var arguments: [String]
  /// How many workers run cases in parallel.
  public var jobs: Int
  /// How long one case may run before the worker is killed and the case is a timeout failure.
  public var timeout: Duration
  /// How many cases per worker one round of generation makes: the round's cases go to
  /// whichever worker answers first, three at a time each, so a worker answers back to back
  /// instead of waiting a round trip per case, and one that drew short cases takes more. A
  /// case queued behind a trap is sent again to a fresh worker, so results do not depend on
  /// this number; the campaign reads results (and may stop) between rounds.
  public var casesPerWorker = 64
  /// The per-case limit while a hang (a timeout failure) is shrunk: a smaller case that
  /// still hangs is known after this long instead of after ``timeout``.
  public var hangShrinkTimeout: Duration = .seconds(1)

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - executable: The worker executable; the running executable by default.
  ///   - arguments: Extra arguments; none by default.
  ///   - jobs: Parallel workers; at least 1.
  ///   - timeout: The per-case time limit; 10 seconds by default.
  public init(
    executable: String = "/proc/self/exe", arguments: [String] = [], jobs: Int = 1,
    timeout: Duration = .seconds(10)
  ) {
    self.executable = executable
    self.arguments = arguments
    self.jobs = max(jobs, 1)
    self.timeout = timeout
  }
}
