import Foundation
import NavigationLayoutConformance
import PropertyEngine

/// `run`: a conformance campaign on one delegate, with a progress display, a verdict and
/// every failure's shrunk repro; optionally JSON, JUnit XML, pictures and Seeds files.
struct RunCommand {
  /// Cases when neither `--cases` nor `--time` is given: the README's quick start finishes
  /// in a few seconds in a debug build with these.
  static let defaultCases = 200

  static let help = """
    USAGE: nav-layout-check run [options]

    Runs a conformance campaign: generated scenarios on modelled devices, every rule checked
    after every event, every case judged to its end; each distinct bug (rule and elements) is
    reported once, shrunk to its own minimal repro, its consequences folded under it.

    OPTIONS:
    \(CheckOptions.help)
      --cases N            Generate at most N cases (default \(defaultCases); no limit with --time).
      --time DURATION      Stop generating after this long: 90s, 10m, 2h.
      --seed N             Campaign seed, decimal or 0x hex (default 0); same seed, same report.
      --jobs N             Run cases in N child processes (implies --isolate).
      --shard I/N          Run shard I of N: N machines together run exactly the unsharded cases
                           (shard 1 also replays the Seeds).
      --first              Stop at the first failing case (one bug, shrunk; faster). By
                           default every distinct bug is collected and shrunk (at most
                           --max-bugs of them; the rest are listed unshrunk).
      --max-bugs N         Shrink at most N distinct bugs (default 20).
      --boundary-share S   Spend share S (0 to 1) of the cases mutating the cases that came
                           closest to breaking a rule toward less slack (default 0.25).
      --no-boundary-search Draw every case from its seed (--boundary-share 0).
      --warnings-fail      Exit 1 on warnings too (by default they are shown, exit 0).
      --seeds DIR          Replay the Seeds files in DIR before generating (default: Seeds in
                           the package root, from any folder of the package, when it exists).
      --no-seeds           Do not replay Seeds files.
      --json               Print the report as one JSON object (schemaVersion 2) on stdout.
      --junit FILE         Also write a JUnit XML report to FILE (one testcase per bug, and
                           one per rule without a bug).
      --svg DIR            Also draw each failure's failing step as DIR/<rule>.svg (for
                           NLC-016 to NLC-018 beside the variant run's layout).
      --report DIR         Also write an HTML report, DIR/index.html: verdict, parameters, each
                           failure's steps as pictures, its findings and element table (one
                           static page, no scripts; same seed, same bytes).
      --save-seeds DIR     Also save each failure as a Seeds JSON file in DIR.
      -h, --help           Show this help.
      --version            Show the version.

    EXIT CODES: 0 conforming, 1 counterexample, 64 usage, 65 bad input file, 70 internal,
    130 interrupted (Ctrl-C, SIGTERM: the verdict so far is printed, the files are written).
    """

  var check = CheckOptions()
  var cases: Int?
  var time: Duration?
  var seed: UInt64 = 0
  var jobs: Int?
  var shard: Shard?
  var first = false
  var maximumBugs: Int?
  /// `--boundary-share`, or 0 for `--no-boundary-search`; nil for the default.
  var boundaryShare: Double?
  var warningsFail = false
  var json = false
  var junitPath: String?
  var svgDirectory: String?
  var reportDirectory: String?
  var seedsDirectory: String?
  /// The Seeds corpus to replay first: nil for the default (./Seeds when present), "" for none.
  var corpus: String?

  init(parsing arguments: ArraySlice<String>, toolName: String) throws(CommandLineError) {
    var reader = ArgumentReader(arguments, command: "run", toolName: toolName)
    while let argument = try reader.next() {
      guard case .option(let option) = argument else {
        if case .positional(let value) = argument { throw reader.unexpected(value) }
        continue
      }
      if try check.read(option, from: &reader) { continue }
      switch option {
      case "--cases":
        cases = try OptionValues.integer(
          try reader.value(for: option, example: "500"), option: option, example: "500")
      case "--time":
        time = try OptionValues.duration(try reader.value(for: option, example: "10m"), option: option)
      case "--seed":
        seed = try OptionValues.seed(try reader.value(for: option, example: "42"))
      case "--jobs":
        let count = try OptionValues.integer(
          try reader.value(for: option, example: "2"), option: option, example: "2")
        try Self.checkJobs(count)
        jobs = count
      case "--shard":
        shard = try OptionValues.shard(try reader.value(for: option, example: "3/8"))
      case "--first": first = true
      // Every distinct bug is collected by default now; the old flag still parses.
      case "--distinct": break
      case "--max-bugs":
        let count = try OptionValues.integer(
          try reader.value(for: option, example: "20"), option: option, example: "20")
        guard count >= 1 else {
          throw CommandLineError.usage("--max-bugs \(count): give at least 1, e.g. --max-bugs 20")
        }
        maximumBugs = count
      case "--boundary-share", "--no-boundary-search":
        let share =
          option == "--no-boundary-search"
          ? 0 : try OptionValues.share(try reader.value(for: option, example: "0.25"), option: option)
        if let boundaryShare, boundaryShare != share {
          throw CommandLineError.usage(
            "--boundary-share and --no-boundary-search disagree; pass one")
        }
        boundaryShare = share
      case "--warnings-fail": warningsFail = true
      case "--json": json = true
      case "--junit": junitPath = try reader.value(for: option, example: "report.xml")
      case "--svg": svgDirectory = try reader.value(for: option, example: "failures")
      case "--report": reportDirectory = try reader.value(for: option, example: "report")
      case "--save-seeds": seedsDirectory = try reader.value(for: option, example: "Seeds")
      case "--seeds":
        if corpus == "" { throw Self.seedsContradiction }
        corpus = try reader.value(for: option, example: "Seeds")
      case "--no-seeds":
        if corpus != nil, corpus != "" { throw Self.seedsContradiction }
        corpus = ""
      default: throw reader.unknown(option)
      }
    }
    try check.checkConsistency(jobs: jobs != nil)
  }

  static let seedsContradiction = CommandLineError.usage(
    "--seeds and --no-seeds contradict each other; pass one")

  /// The most `--jobs` this machine takes: four workers per core. More only adds processes
  /// fighting for the same cores (1,000 jobs on 2 cores ran 72 times slower).
  static var maximumJobs: Int { ProcessInfo.processInfo.activeProcessorCount * 4 }

  /// Rejects a `--jobs` the machine cannot use.
  static func checkJobs(_ jobs: Int) throws(CommandLineError) {
    guard jobs <= maximumJobs else {
      let cores = ProcessInfo.processInfo.activeProcessorCount
      throw .usage(
        "--jobs \(jobs) is more than 4 per core (\(cores) core(s) here, so at most "
          + "\(maximumJobs)); use --jobs \(cores), one per core")
    }
  }

  /// The campaign's configuration.
  var configuration: ConformanceConfiguration {
    var configuration = check.configuration
    configuration.cases = cases ?? (time == nil ? Self.defaultCases : Int.max)
    configuration.timeBudget = time
    configuration.seed = seed
    configuration.shard = shard
    configuration.stopsAtFirstFailure = first
    if let maximumBugs { configuration.maximumShrunkBugs = maximumBugs }
    if let boundaryShare { configuration.boundaryShare = boundaryShare }
    configuration.warningsFail = warningsFail
    configuration.seedsDirectory = corpusDirectory
    if check.isolate || jobs != nil {
      configuration.isolation = .childProcesses(
        ChildProcessConfiguration(executable: Self.executablePath, jobs: jobs ?? 1))
    }
    return configuration
  }

  /// The Seeds directory to replay: `--seeds`, else the package root's Seeds when it is a
  /// directory (the root: the nearest directory from here up that holds `Package.swift`, so
  /// the corpus is found from a subfolder too), else ./Seeds.
  var corpusDirectory: String? {
    if let corpus { return corpus.isEmpty ? nil : corpus }
    return Self.defaultSeedsDirectory()
  }

  /// Where the default Seeds directory is looked for: `Seeds` under the package root, or
  /// under the current directory outside a package.
  static func seedsSearchPath(from directory: String = FileManager.default.currentDirectoryPath)
    -> String
  {
    var url = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return relative(url.appendingPathComponent("Seeds").path, to: directory)
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return "Seeds" }
      url = parent
    }
  }

  /// The default Seeds directory when it exists, else nil.
  static func defaultSeedsDirectory(
    from directory: String = FileManager.default.currentDirectoryPath
  ) -> String? {
    let path = seedsSearchPath(from: directory)
    let absolute = path.hasPrefix("/") ? path : directory + "/" + path
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
    return exists && isDirectory.boolValue ? path : nil
  }

  /// `path` relative to `directory` when it is inside it or a few levels up (`Seeds`,
  /// `../../Seeds`), else absolute.
  private static func relative(_ path: String, to directory: String) -> String {
    let base = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
    let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    var shared = 0
    while shared < min(base.count, target.count), base[shared] == target[shared] { shared += 1 }
    let ups = base.count - shared
    guard ups <= 4 else { return path }
    let parts = Array(repeating: "..", count: ups) + target[shared...]
    return parts.joined(separator: "/")
  }

  /// This executable, which workers re-execute with the same arguments.
  static var executablePath: String {
    #if os(Linux)
      "/proc/self/exe"
    #else
      Bundle.main.executablePath ?? CommandLine.arguments[0]
    #endif
  }

  func execute(in context: CommandContext, artifacts: ReproArtifacts) throws(CommandLineError)
    -> Int32
  {
    let delegate = try context.delegate(named: check.delegateName)
    var configuration = configuration
    configuration.interruption = context.interruption
    if case .childProcesses(var children) = configuration.isolation {
      // A worker is this same command re-executed: it builds the same property and serves it.
      children.arguments = context.arguments
      configuration.isolation = .childProcesses(children)
      IsolationWorker.serveIfRequested([Conformance.property(configuration, delegate: delegate.make)])
    }
    if let corpus, !corpus.isEmpty, !FileManager.default.fileExists(atPath: corpus) {
      throw .badInput("--seeds \(corpus) does not exist; name a directory of Seeds JSON files")
    }
    let files = ReportFiles(
      junitPath: junitPath, svgDirectory: svgDirectory, seedsDirectory: seedsDirectory,
      reportDirectory: reportDirectory)
    try files.prepare()

    context.note(startLine(delegate: delegate.name, configuration: configuration))
    let display = ProgressDisplay(
      stream: context.error, totalCases: expectedCases(configuration),
      isTerminal: context.error.isTerminal, timeBudget: time)
    var report: ConformanceReport
    do {
      report = try Conformance.run(
        configuration, delegate: delegate.make, progressInterval: display.interval,
        onEvent: display.handle)
    } catch ConformanceError.invalidSeedFile(let problem) {
      // A malformed Seeds file is bad input (exit 65), named by file and line.
      display.finish()
      throw .badInput(problem.description)
    } catch {
      display.finish()
      throw .internal("the campaign could not run: \(error)")
    }
    display.finish()
    let isolated = configuration.isolation.isChildProcesses
    report.failures = report.failures.map { failure in
      var failure = failure
      failure.replayCommand = check.replayCommand(
        for: failure, toolName: context.toolName, isolated: isolated)
      return failure
    }

    if json {
      context.print(JSONReport(report: report, delegate: delegate.name, shard: shard).text)
    } else {
      context.print(report.description)
    }
    let command = ([context.toolName] + context.arguments).map(ShellWord.quoted)
      .joined(separator: " ")
    let written = try files.write(
      report, delegate: delegate, configuration: configuration,
      campaign: check.seedCampaign(isolated: isolated), artifacts: artifacts,
      campaignCommand: command)
    for line in written { context.note(line) }
    if report.stopReason == StopReason.interrupted.description { return ExitCode.interrupted }
    return report.fails ? ExitCode.counterexample : ExitCode.success
  }

  private func expectedCases(_ configuration: ConformanceConfiguration) -> Int? {
    guard configuration.cases != Int.max else { return nil }
    guard let shard = configuration.shard else { return configuration.cases }
    return (configuration.cases + shard.count - shard.index) / shard.count
  }

  private func startLine(delegate: String, configuration: ConformanceConfiguration) -> String {
    var parts = ["checking \(delegate) over \(configuration.environments.name)"]
    parts.append(
      configuration.cases == Int.max ? "unlimited cases" : "\(configuration.cases) cases")
    if let time { parts.append("for at most \(time)") }
    parts.append("seed \(seed)")
    if let only = check.only { parts.append("rules \(only.joined(separator: ","))") }
    if !check.disabled.isEmpty {
      parts.append("disabled \(check.disabled.map(\.id).joined(separator: ","))")
    }
    if let shard { parts.append("shard \(shard)") }
    if case .childProcesses(let children) = configuration.isolation {
      parts.append("isolated, \(children.jobs) job(s)")
    }
    var line = parts.joined(separator: ", ")
    // Seeds a run does not replay are said up front, with why, never skipped silently.
    if corpus == nil, configuration.seedsDirectory == nil {
      line += "; no Seeds replayed (none in \(Self.seedsSearchPath()); --seeds DIR names them)"
    }
    if let directory = configuration.seedsDirectory {
      if configuration.isolation.isChildProcesses {
        line += "; Seeds in \(directory) not replayed: isolated cases run in workers, Seeds in "
          + "this process (run without --isolate/--jobs to replay them)"
      } else if let shard, shard.index != 1 {
        line += "; Seeds in \(directory) not replayed: shard 1 replays them"
      }
    }
    return line
  }
}
