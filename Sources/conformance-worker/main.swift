import GoogleNavigation
import NavigationLayoutConformance
import PropertyEngine
import ReferenceDelegates

// Worker executable for isolated conformance campaigns (NLC-021): launched by a campaign with
// `ConformanceConfiguration.isolation = .childProcesses(...)`, it serves the conformance
// property for the delegate named by its first argument (a faulty delegate's catalogue name,
// or `reference`, the default). The worker runs the default configuration's environments and
// rules, so the parent campaign must use them too. Run directly, it prints the names it knows.
let name = CommandLine.arguments.dropFirst().first ?? "reference"
let faulty = FaultyDelegates.named(name)
// `hangs-on-guidance` never returns from startGuidance, for the hang tests.
let make: @MainActor () -> any NavigationLayoutDelegate = {
  if name == "hangs-on-guidance" { return HangsOnGuidanceDelegate() }
  return faulty?.make() ?? ReferenceLayoutDelegate()
}
IsolationWorker.serveIfRequested([Conformance.property(ConformanceConfiguration(), delegate: make)])

print((["reference", "hangs-on-guidance"] + FaultyDelegates.all.map(\.name)).joined(separator: "\n"))
