import ConformanceCLI
import GoogleNavigation
import ReferenceDelegates

// First, before anything else runs: on glibc, campaigns restart once with a larger allocation
// cache (README, "The allocator on Linux").
ConformanceCommand.restartWithAllocatorTuning()

// The built-in delegates: the conforming reference and its order-card and size-class variants, the
// portrait-only one, the guide's sample,
// the independently written inequality delegate and its left-anchored variant, and every faulty
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
      name: "order-card",
      summary: "conforming: the reference with an order card of labels, an image and a button "
        + "in stack views, sized by Dynamic Type"
    ) { OrderCardLayoutDelegate() },
    CommandDelegate(
      name: "size-class",
      summary: "conforming: the reference with the panel at the leading side in a regular "
        + "width and at the bottom in a compact width (horizontalSizeClass); prompts slide in "
        + "with a transform and fade out with a property animator"
    ) { SizeClassLayoutDelegate() },
    CommandDelegate(
      name: "guide-sample",
      summary: "the SDK guide's sample, retold; breaks only rules the guide states"
    ) { GuideSampleDelegate() },
    CommandDelegate(
      name: "inequality",
      summary: "conforming: leading/trailing inequalities and an order card, written independently"
    ) { InequalityLayoutDelegate() },
    CommandDelegate(
      name: "left-anchored", ruleID: "NLC-017",
      summary: "the inequality delegate pinned with left/right anchors: not mirrored right to left"
    ) { InequalityLayoutDelegate(anchoring: .leftRight) },
    CommandDelegate(
      name: "planted-faults",
      summary: "the reference with eight independent planted faults (NLC-001, 002, 007, 008, "
        + "010, 013, 014, 015): one campaign reports each once"
    ) { PlantedFaultsDelegate(PlantedFault.allCases) },
  ]
  + (FaultyDelegates.all + FaultyDelegates.boundary).map { faulty in
    CommandDelegate(name: faulty.name, ruleID: faulty.ruleID, summary: faulty.summary, make: faulty.make)
  }
ConformanceCommand.main(catalogue: builtIn)
