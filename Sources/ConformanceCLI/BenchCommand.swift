import Benchmarks
import Foundation
import NavigationLayoutConformance
import PropertyEngine

/// `bench [solver|engine|layout|campaign|shrink|challenges]`: one JSON line per figure, in the
/// shape of shared/bench/kiwi_bench.py. Build with `-c release` for meaningful numbers.
struct BenchCommand {
  static let help = """
    USAGE: nav-layout-check bench [solver|engine|layout|campaign|shrink|challenges] [options]

    Times the solver, the property engine, the UIKit model, whole campaigns and shrinking,
    and prints one JSON line per figure. With no benchmark named, runs them all.
    Build with `-c release` for meaningful numbers: swift run -c release nav-layout-check bench

    BENCHMARKS AND OPTIONS:
      solver      Cassowary on workloads W1, W2 and W3 (as kiwi_bench.py).
        --repetitions N         How many times W1 is built (default 300).
      engine      The property engine on a trivial property (cases per second).
        --cases N               How many cases (default 1000000).
      layout      The UIKit model on a 20-view screen: re-layout against a full rebuild.
        --layouts N             Re-layouts the median is taken over (default 2000).
      campaign    Lifecycle cases per second, all rules on: the reference delegate, then
                  the order-card delegate (labels, an image and a button in stack views).
        --lifecycle-cases N     How many cases (default 2000).
        --campaign-delegate NAME
                                Time only this conforming delegate (see `delegates`).
        --jobs N                Run the cases in N isolation workers (default: in process;
                                the first delegate only).
        --boundary-share S      The boundary search's share (default 0.25).
        --no-boundary-search    Time the campaign without it.
      shrink      Median seconds to shrink a faulty delegate's first failure, and the
                  repro's size (choices before and after, events after).
        --shrinks N             Shrinks the median is taken over (default 5).
        --shrink-delegate NAME  The faulty delegate (default: the first, by name, that
                                breaks a rule other than NLC-021 on purpose); `all` for
                                every such delegate, then a line of totals.
      challenges  The public shrinking challenges: seeds reaching the minimum, median
                  shrink evaluations and time (compare Scripts/compare-shrinking-with-
                  hypothesis.sh).
        --seeds N               Seeds per challenge (default 20).
      -h, --help  Show this help.

    EXIT CODES: 0 success, 64 usage, 70 internal.
    """

  /// The benchmarks, in the order `bench` runs them.
  static let all = ["solver", "engine", "layout", "campaign", "shrink", "challenges"]
  /// Each option and the benchmark it belongs to.
  static let options: [(option: String, bench: String)] = [
    ("--repetitions", "solver"), ("--cases", "engine"), ("--layouts", "layout"),
    ("--lifecycle-cases", "campaign"), ("--campaign-delegate", "campaign"), ("--jobs", "campaign"),
    ("--boundary-share", "campaign"), ("--no-boundary-search", "campaign"),
    ("--shrinks", "shrink"), ("--shrink-delegate", "shrink"),
    ("--seeds", "challenges"),
  ]

  var chosen = BenchCommand.all
  var numbers: [String: Int] = [:]
  var shrinkDelegate: String?
  var campaignDelegateName: String?
  /// `--boundary-share`, or 0 for `--no-boundary-search`; nil for the default.
  var boundaryShare: Double?
  /// The delegates `bench campaign` times by default, those the catalogue has.
  static let campaignDelegateNames = ["reference", "order-card"]

  init(parsing arguments: ArraySlice<String>, toolName: String) throws(CommandLineError) {
    var rest = arguments
    if let first = rest.first, !first.hasPrefix("-") {
      guard Self.all.contains(first) else {
        throw .usage(
          "unknown benchmark \"\(first)\"; available: \(Self.all.joined(separator: ", "))")
      }
      chosen = [first]
      rest.removeFirst()
    }
    let command = chosen.count == 1 ? "bench \(chosen[0])" : "bench"
    var reader = ArgumentReader(rest, command: command, toolName: toolName)
    while let argument = try reader.next() {
      guard case .option(let option) = argument else {
        if case .positional(let value) = argument { throw reader.unexpected(value) }
        continue
      }
      guard let entry = Self.options.first(where: { $0.option == option }),
        chosen.contains(entry.bench)
      else { throw reader.unknown(option) }
      if option == "--shrink-delegate" {
        shrinkDelegate = try reader.value(for: option, example: "portrait")
      } else if option == "--boundary-share" {
        boundaryShare = try OptionValues.share(
          try reader.value(for: option, example: "0.25"), option: option)
      } else if option == "--no-boundary-search" {
        boundaryShare = 0
      } else if option == "--campaign-delegate" {
        campaignDelegateName = try reader.value(for: option, example: "order-card")
      } else {
        numbers[option] = try OptionValues.integer(
          try reader.value(for: option, example: "100"), option: option, example: "100")
      }
    }
  }

  func execute(in context: CommandContext) throws(CommandLineError) -> Int32 {
    // Resolve names before any timing starts, so a typo fails at once.
    var campaignDelegates: [CommandDelegate] = []
    if chosen.contains("campaign") {
      if let campaignDelegateName {
        campaignDelegates = [try context.delegate(named: campaignDelegateName)]
      } else {
        campaignDelegates = Self.campaignDelegateNames.compactMap { name in
          context.delegates.first { $0.name == name }
        }
        if campaignDelegates.isEmpty { campaignDelegates = Array(context.delegates.prefix(1)) }
      }
      if campaignDelegates.isEmpty {
        throw .usage("bench campaign needs a delegate; this executable has none")
      }
    }
    var shrinkTargets: [CommandDelegate] = []
    if chosen.contains("shrink") {
      // Shrinking runs in this process, so a delegate that traps (NLC-021) cannot be used.
      let faulty = context.delegates.filter {
        $0.ruleID != nil && $0.ruleID != RuleCatalogue.trapRuleID
      }
      if shrinkDelegate == "all" {
        shrinkTargets = faulty
      } else if let shrinkDelegate {
        let target = try context.delegate(named: shrinkDelegate)
        // A trapping delegate would end this process, and a delegate tagged with no rule has
        // nothing to shrink. Both are usage errors, said up front.
        guard let rule = target.ruleID, rule != RuleCatalogue.trapRuleID else {
          let why =
            target.ruleID == nil
            ? "breaks no rule on purpose, so there is nothing to shrink"
            : "traps (NLC-021), and shrinking runs in this process"
          throw .usage(
            "--shrink-delegate \(shrinkDelegate) \(why); pass a delegate tagged with another "
              + "rule, or all (see \(context.toolName) delegates)")
        }
        shrinkTargets = [target]
      } else {
        shrinkTargets = Array(faulty.prefix(1))
        if shrinkTargets.isEmpty {
          throw .usage(
            "bench shrink needs a faulty delegate and none is tagged with a rule other than "
              + "NLC-021; pass "
              + "--shrink-delegate NAME (see \(context.toolName) delegates)")
        }
      }
    }
    let jobs = numbers["--jobs"]
    try RunCommand.checkJobs(jobs ?? 1)
    var isolation = IsolationMode.inProcess
    // Any --jobs, 1 included, runs the cases in workers (as `run --jobs` does).
    if jobs != nil { campaignDelegates = Array(campaignDelegates.prefix(1)) }
    if let campaignDelegate = campaignDelegates.first, let jobs {
      // Workers re-execute this same command and serve the campaign's property.
      isolation = .childProcesses(
        ChildProcessConfiguration(
          executable: RunCommand.executablePath, arguments: context.arguments, jobs: jobs))
      IsolationWorker.serveIfRequested([
        Conformance.property(ConformanceConfiguration(), delegate: campaignDelegate.make)
      ])
    }
    let timedDelegates = campaignDelegates
    // The layout and shrink benchmarks drive main-actor models directly.
    guard Thread.isMainThread else {
      throw .internal("bench must run on the main thread (call it from main.swift)")
    }
    // Checked just above: this is the main thread, where the outputs are used anyway.
    nonisolated(unsafe) let context = context
    do {
      try MainActor.assumeIsolated {
        if chosen.contains("solver") {
          _ = try SolverBenchmark.run(repetitions: numbers["--repetitions"] ?? 300) {
            context.print($0)
          }
        }
        if chosen.contains("engine") {
          context.print(EngineBenchmark.run(cases: numbers["--cases"] ?? 1_000_000))
        }
        if chosen.contains("layout") {
          _ = LayoutBenchmark.run(repetitions: numbers["--layouts"] ?? 2000) { context.print($0) }
        }
        for campaignDelegate in timedDelegates {
          context.print(
            try CampaignBenchmark.run(
              name: campaignDelegate.name, cases: numbers["--lifecycle-cases"] ?? 2000,
              isolation: isolation,
              boundaryShare: boundaryShare ?? ConformanceConfiguration().boundaryShare,
              delegate: campaignDelegate.make))
        }
        if !shrinkTargets.isEmpty {
          _ = try ShrinkBenchmark.run(
            shrinkTargets.map { ($0.name, $0.make) }, repetitions: numbers["--shrinks"] ?? 5,
            progress: { context.print($0) })
        }
        if chosen.contains("challenges") {
          _ = try ChallengeBenchmark.run(seeds: numbers["--seeds"] ?? 20) { context.print($0) }
        }
      }
    } catch {
      throw .internal("bench: \(error)")
    }
    return ExitCode.success
  }
}
