import PropertyEngine

// Worker executable for the isolation tests: it serves the properties below when launched
// with PROPERTY_ENGINE_WORKER set. Run with `bench [cases]` it prints the engine throughput
// (build it with -c release for a meaningful figure); otherwise it exits quietly.
IsolationWorker.serveIfRequested(ChildProperties.all)

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "bench" {
  let cases = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
  let measurement = EngineThroughput.measure(cases: cases, seed: 1)
  print(
    "\(measurement.cases) cases in \(measurement.elapsed): "
      + "\(Int(measurement.casesPerSecond)) cases/s (\(measurement.passed) passed)")
}
