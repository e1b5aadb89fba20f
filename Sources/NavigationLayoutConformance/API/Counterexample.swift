public import GoogleNavigationModel
public import PropertyEngine

/// One bug a campaign found: its signature, the minimal scenario that shows it, how many cases
/// showed it, what its consequences broke, and how to replay it.
///
/// `description` is the whole repro: the bug in words, the message, its consequences, the
/// numbered step trace, the replay token and a Swift Testing test that replays the scenario.
public struct Counterexample: Sendable, CustomStringConvertible {
  /// The broken rule's ID, such as `NLC-005`.
  public var ruleID: String
  /// Whether the rule is an error or a warning.
  public var severity: RuleSeverity
  /// The minimal scenario.
  public var scenario: Scenario
  /// The metamorphic relation the case checked, if any.
  public var relationID: String?
  /// The token that replays the minimal case: `nav-layout-check replay <token>`.
  public var replayToken: String
  /// What is wrong: rule, step, event, views and rectangles.
  public var message: String
  /// The violation with the snapshot it was found in; nil when the case trapped (NLC-021).
  public var violation: Violation?
  /// The full command that replays this case, when the caller knows it (the command line
  /// fills in its own name, the delegate, the profile and the rules); nil prints the token.
  public var replayCommand: String?
  /// The rules the run that found it checked: the Swift test checks the same ones, so a rule
  /// the campaign disabled cannot take the failure's place.
  public var rules = RuleSelection()
  /// How many cases of the campaign showed this bug (as a bug of its own, not as another's
  /// consequence); 1 for a scenario checked on its own.
  public var casesShowing = 1
  /// False when the campaign had already shrunk
  /// ``ConformanceConfiguration/maximumShrunkBugs`` bugs, so this one is its first case as
  /// found.
  public var isShrunk = true
  /// For a trap or hang (NLC-021): the engine's identity, naming the crash site.
  public var trapIdentity: String?
  /// The signatures of this bug's consequences in the cases of the campaign that showed it,
  /// each with how many cases showed it so.
  public var consequencesSeen: [RelatedTag] = []
  /// Bugs the campaign also found on their own but saw mostly as this one's consequence
  /// (``ConformanceReport/failures`` lists them here, not apart), with their own repros.
  public var foldedBugs: [Counterexample] = []
  /// Swift code making the delegate in the printed test: the delegate's type when the run
  /// could name it (`FoodDeliveryLayoutDelegate()`), else `MyLayoutDelegate()`.
  public var delegateExpression = "MyLayoutDelegate()"
  /// The other bugs the same minimal scenario shows, each reported as its own bug too.
  public var otherBugs: [Violation] = []

  /// Creates a counterexample.
  public init(
    ruleID: String, severity: RuleSeverity, scenario: Scenario, relationID: String?,
    replayToken: String, message: String, violation: Violation?
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.scenario = scenario
    self.relationID = relationID
    self.replayToken = replayToken
    self.message = message
    self.violation = violation
  }

  /// The bug's signature: rule, kind and elements in stable terms (``BugSignature``); for a
  /// trap, NLC-021 with its crash site as the kind.
  public var signature: BugSignature {
    if let violation { return violation.signature }
    return BugSignature(ruleID: ruleID, severity: severity, kind: trapIdentity, subjects: [])
  }

  /// `3 cases`, `1 case`.
  var casesText: String { casesShowing == 1 ? "1 case" : "\(casesShowing) cases" }

  /// The rules this bug's consequences broke, besides its own, in its repro and in every case
  /// of the campaign that showed it, in ID order.
  public var alsoSeenAs: [String] {
    var ids = violation?.alsoSeenAs ?? []
    let seen = consequencesSeen.map(\.tag) + foldedBugs.map(\.signature.description)
    for tag in seen {
      let id = String(tag.prefix { $0 != " " && $0 != ":" })
      if id != ruleID, !ids.contains(id) { ids.append(id) }
    }
    return ids.sorted()
  }

  /// The scenario's events.
  public var events: [SDKEvent] { scenario.events }

  /// The numbered step trace, ending with the message (see ``ReproTrace``).
  ///
  /// ```
  /// iPhone 15, portrait, full screen: 393×852 pt, safe area insets (top 59, …), LTR, @3x
  /// 1. enableNavigation  → ready
  /// 2. startGuidance  → guiding
  /// 3. showPrompt  → guiding with a prompt  ✗ NLC-005 (settled)
  /// NLC-005 at step 3 (showPrompt), settled: prompt #1 (…) covers googleLogo (…)
  /// ```
  public var trace: String {
    ReproTrace.render(
      scenario, failingStep: violation?.step, ruleID: ruleID,
      moment: violation.map { Violation.momentText($0.snapshot.moment) }, relationID: relationID,
      message: message)
  }

  /// A Swift Testing test that replays the scenario through ``Conformance/check(_:configuration:delegate:)``.
  ///
  /// - Parameter delegateExpression: Swift code making the delegate, such as
  ///   `MyLayoutDelegate()`; nil for ``delegateExpression``.
  /// - Returns: The test source with its imports (see ``ReproSwiftTest``).
  public func swiftTest(delegateExpression: String? = nil) -> String {
    let delegateExpression = delegateExpression ?? self.delegateExpression
    // The command that found the case names the delegate, profile and isolation, which the
    // test cannot express; a comment keeps them with it.
    let note = replayCommand.map {
      "Replay: " + $0.replacingOccurrences(of: "\n", with: " ")
    }
    return ReproSwiftTest.render(
      scenario, testName: testName, delegateExpression: delegateExpression, rules: rules,
      note: note, bug: violation == nil ? nil : signature.description,
      causes: violation?.causeLines ?? [])
  }

  /// The test function's name: `nlc005_step3_showPrompt`.
  public var testName: String {
    ReproSwiftTest.testName(ruleID: ruleID, step: violation?.step, event: violation?.event)
  }

  /// The case as a Seeds file (schemaVersion 1) to drop into `Seeds/` so every later run
  /// replays it first; it names the rule and token in its provenance and expects no verdicts.
  public var json: String { seedFile.json }

  /// The case as a seed: name `nlc-005-counterexample`, provenance naming the token and message.
  public var seedFile: SeedFile {
    let token = replayToken.isEmpty ? "" : " (replay token \(replayToken))"
    return SeedFile(
      name: ruleID.lowercased() + "-counterexample",
      provenance: "nav-layout-check counterexample\(token): \(message)", scenario: scenario,
      relationID: relationID)
  }

  /// The screen at the failing step as SVG (see ``picture``); nil when there is no
  /// snapshot (a trapped case).
  public var svg: String? { picture.map { ReproSVG.render($0) } }

  /// The failing step's picture: every finding at that checkpoint in red, its messages as
  /// notes; nil when there is no snapshot (a trapped case).
  public var picture: ReproPicture? {
    guard let violation else { return nil }
    return ReproPicture(violation: violation, title: pictureTitle)
  }

  /// `NLC-005 at step 3 (showPrompt), settled`, plus the content size when not the default.
  public var pictureTitle: String {
    guard let violation else { return ruleID }
    let event = violation.event.map(ScenarioEventText.describe) ?? "closing settle"
    return "\(ruleID) at step \(violation.step) (\(event)), "
      + Violation.momentText(violation.snapshot.moment) + scenario.environment.contentSizeText
  }

  /// The repro: `bug <signature> — seen in N cases; also seen as …`, the message, its
  /// consequences (`consequence at step 5 (settled): NLC-003: …`), the bugs folded under it and
  /// the other bugs its scenario shows, the step trace, the replay token and a Swift Testing
  /// test that checks for this bug.
  public var description: String {
    var steps = trace.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    steps.removeLast()  // the message, which leads instead
    // The bug in words, how often it showed, then the message and its consequences.
    let kind = severity == .warning ? "warning" : "bug"
    var summary = "\(kind) \(signature) — seen in \(casesText)"
    if !alsoSeenAs.isEmpty { summary += "; also seen as " + alsoSeenAs.joined(separator: ", ") }
    if !isShrunk { summary += " (not shrunk: the campaign's limit on shrunk bugs was reached)" }
    var lines =
      [summary, message] + (violation?.causeLines ?? [])
      + (violation?.consequenceLines ?? [])
    // Bugs seen mostly as this one's consequence, also seen on their own.
    for other in foldedBugs {
      lines.append(
        "also seen on its own as \(other.signature) in \(other.casesText) (mostly as this "
          + "bug's consequence); its repro: \(other.replayCommand ?? other.replayToken)")
    }
    // Other bugs the same scenario shows: each has its own repro in a campaign's report.
    for other in otherBugs {
      lines.append("this scenario also shows \(other.signature) at step \(other.step)")
    }
    lines += ["", "Steps:"] + steps
    if let replayCommand {
      lines += ["", "Replay: \(replayCommand)"]
    } else if !replayToken.isEmpty {
      // Without the command line's context the token alone says nothing about the delegate;
      // the Swift test below is the way to replay from a test target.
      lines += ["", "Replay token: \(replayToken) (same delegate, environments and rules)"]
    }
    lines += ["", "Swift test:", swiftTest()]
    return lines.joined(separator: "\n")
  }
}
