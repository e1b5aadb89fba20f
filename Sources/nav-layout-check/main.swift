import ConformanceCLI
import GoogleNavigation
import ReferenceDelegates

// The built-in delegates: the conforming reference, the portrait-only one, the guide's sample,
// and every faulty
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
    CommandDelegate(
      name: "guide-sample",
      summary: "the SDK guide's sample, retold; breaks only rules the guide states"
    ) { GuideSampleDelegate() },
  ]
  + FaultyDelegates.all.map { faulty in
    CommandDelegate(name: faulty.name, ruleID: faulty.ruleID, summary: faulty.summary, make: faulty.make)
  }
ConformanceCommand.main(catalogue: builtIn)
