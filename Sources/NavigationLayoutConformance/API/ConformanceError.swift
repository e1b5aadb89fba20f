/// A conformance run that could not start or finish for a reason other than the delegate:
/// bad configuration or input files. Each description names the problem and the fix.
public enum ConformanceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A rule ID the catalogue does not know.
  case unknownRule(String)
  /// A scenario that cannot be run (an illegal event, a delegate the map refuses).
  case scenarioNotRunnable(String)
  /// The engine could not run the campaign (a corpus file, a worker process).
  case engine(String)
  /// A Seeds file or directory that cannot be read; the error names the file, line and fix.
  case invalidSeedFile(SeedFileError)
  /// The HTML report cannot be written (``ConformanceConfiguration/reportDirectory``); the
  /// text names the path and the fix.
  case reportNotWritable(String)
  /// A configuration value no campaign can run with (the same checks the command line makes):
  /// what is wrong and the fix.
  case invalidConfiguration(String)

  public var description: String {
    switch self {
    case .unknownRule(let id):
      "unknown rule \(id); `nav-layout-check rules` lists \(RuleCatalogue.idRange)"
    case .scenarioNotRunnable(let reason): "scenario cannot be run: \(reason)"
    case .engine(let reason): reason
    case .invalidSeedFile(let error): error.description
    case .reportNotWritable(let reason): "report: \(reason)"
    case .invalidConfiguration(let reason): "invalid configuration: \(reason)"
    }
  }
}
