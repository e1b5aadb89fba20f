import PropertyEngine

extension IsolationMode {
  /// Whether cases run in child processes.
  var isChildProcesses: Bool {
    if case .childProcesses = self { return true }
    return false
  }
}
