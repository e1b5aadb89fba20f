import ConformanceCLI
import GoogleNavigation
import ReferenceDelegates

// The built-in delegates: the conforming reference, the portrait-only one, and every faulty
// delegate of the catalogue under its own name. `run --isolate` re-executes this binary as a
// worker; ConformanceCommand serves it before printing anything.
let builtIn =
  [
    CommandDelegate(
      name: "reference", summary: "conforming: every rule holds on every device"
    ) { ReferenceLayoutDelegate() },
    CommandDelegate(
      name: "portrait", summary: "laid out for portrait phones only; breaks in landscape and on iPad"
    ) { PortraitLayoutDelegate() },
  ]
  + FaultyDelegates.all.map { faulty in
    CommandDelegate(name: faulty.name, ruleID: faulty.ruleID, summary: faulty.summary, make: faulty.make)
  }
ConformanceCommand.main(catalogue: builtIn)
