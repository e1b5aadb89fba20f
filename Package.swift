// swift-tools-version: 6.0
import PackageDescription

/// Settings every target shares, applied in one loop at the end of this file.
let sharedSettings: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]
/// `any` before every existential, for the package's own sources; test targets hold delegates
/// written as app code, which apps compile without it (Swift 6 does not require it yet).
let sourceSettings: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
  name: "NavigationLayoutConformance",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "PropertyEngine", targets: ["PropertyEngine"]),
    .library(name: "UIKitModel", targets: ["UIKitModel"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "GoogleNavigation", targets: ["GoogleNavigation"]),
    .library(name: "NavigationLayoutConformance", targets: ["NavigationLayoutConformance"]),
    .library(name: "ReferenceDelegates", targets: ["ReferenceDelegates"]),
    .library(name: "ConformanceCLI", targets: ["ConformanceCLI"]),
    .executable(name: "nav-layout-check", targets: ["nav-layout-check"]),
  ],
  targets: [
    // Incremental simplex solver with lexicographic priorities; standard library only.
    .target(
      name: "Cassowary",
      // Double.rounded() calls libm's round, which Linux links only on request.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // UIKit's Auto Layout, modelled on Cassowary; Foundation for CGFloat/CGRect/NSObject, as
    // UIKit itself.
    .target(name: "UIKitModel", dependencies: ["Cassowary"]),
    // `import UIKit` in app code: one file re-exporting UIKitModel.
    .target(name: "UIKit", dependencies: ["UIKitModel", "_Testing_UIKit"]),
    // Empty stand-in for Swift Testing's UIKit cross-import overlay, which only Apple ships;
    // without it a test file importing both Testing and UIKit does not compile on Linux.
    .target(name: "_Testing_UIKit"),
    // The Navigation SDK's layout API, Google components with modelled sizes, and the
    // simulator that plays the SDK's side of every lifecycle event (DESIGN.md §4, §5).
    .target(name: "GoogleNavigationModel", dependencies: ["UIKitModel"]),
    // `import GoogleNavigation` in app code: one file re-exporting the model and UIKit's shim.
    .target(name: "GoogleNavigation", dependencies: ["GoogleNavigationModel", "UIKit"]),
    // Delegates written as app code: they import only the `UIKit` and `GoogleNavigation` shims.
    .target(name: "ReferenceDelegates", dependencies: ["UIKit", "GoogleNavigation"]),
    // Generic property-based testing engine: choices, generators, shrinking, campaigns,
    // corpus, isolation. Standard library, plus Foundation only for files and processes.
    .target(name: "PropertyEngine"),
    // Scenarios, lifecycle driver, rule catalogue, repros and the test-target API
    // (DESIGN.md §5, §6, §8).
    .target(
      name: "NavigationLayoutConformance",
      dependencies: ["GoogleNavigationModel", "UIKitModel", "PropertyEngine"]),
    // Workloads and timing for `nav-layout-check bench`.
    .target(
      name: "Benchmarks",
      dependencies: [
        "Cassowary", "PropertyEngine", "UIKitModel", "GoogleNavigationModel",
        "NavigationLayoutConformance",
      ]),
    // The `nav-layout-check` command line as a library: an app's own campaign executable is
    // `ConformanceCommand.main(delegates:)` over its delegates (DESIGN.md §1, §8).
    .target(
      name: "ConformanceCLI",
      dependencies: [
        "NavigationLayoutConformance", "PropertyEngine", "Benchmarks", "GoogleNavigationModel",
      ]),
    .executableTarget(name: "nav-layout-check", dependencies: ["ConformanceCLI", "ReferenceDelegates"]),
    // Worker executable the isolation tests re-execute; holds deliberately trapping properties.
    .executableTarget(name: "property-engine-child", dependencies: ["PropertyEngine"]),
    // Worker executable for isolated conformance campaigns: serves the conformance property
    // for a reference or faulty delegate named on its command line (NLC-021 tests).
    .executableTarget(
      name: "conformance-worker",
      dependencies: [
        "NavigationLayoutConformance", "PropertyEngine", "ReferenceDelegates", "GoogleNavigation",
      ]),

    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(
      name: "PropertyEngineTests",
      dependencies: ["PropertyEngine", "Benchmarks", "property-engine-child"]),
    .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "Cassowary"]),
    // The model's self-checking properties run on the package's own property engine.
    .testTarget(name: "UIKitModelTests", dependencies: ["UIKitModel", "Cassowary", "PropertyEngine"]),
    // Compiles a delegate-style file that begins with `import UIKit`, as an app's would.
    .testTarget(name: "UIKitShimTests", dependencies: ["UIKit"]),
    .testTarget(
      name: "GoogleNavigationModelTests",
      dependencies: ["GoogleNavigationModel", "UIKitModel"]),
    // Drives the reference delegates on the simulator, importing the shims as an app does.
    .testTarget(
      name: "NavigationLayoutConformanceTests",
      dependencies: [
        "NavigationLayoutConformance", "ReferenceDelegates", "GoogleNavigation", "UIKit",
        "PropertyEngine", "conformance-worker",
      ]),
    // Drives the command line through `ConformanceCommand.run`, asserting output and exit codes.
    .testTarget(
      name: "ConformanceCLITests",
      dependencies: [
        "ConformanceCLI", "ReferenceDelegates", "NavigationLayoutConformance", "GoogleNavigation",
        "PropertyEngine",
        // Built for the end-to-end tests: isolated runs and signals need a real process.
        "nav-layout-check",
      ]),
    .testTarget(
      name: "ReferenceDelegatesTests",
      dependencies: ["ReferenceDelegates", "GoogleNavigation", "UIKit"]),
    // An app target still in Swift 5 mode (minimal concurrency checking): its delegate has no
    // @MainActor anywhere and must compile as it does against Apple's UIKit.
    .testTarget(
      name: "Swift5AppTests",
      dependencies: ["NavigationLayoutConformance", "GoogleNavigation", "UIKit"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  let settings = sharedSettings + (target.type == .test ? [] : sourceSettings)
  target.swiftSettings = (target.swiftSettings ?? []) + settings
}
