/// A few sentences per rule for `nav-layout-check explain`: what is checked, when, and why
/// the SDK asks for it. Source: DESIGN.md §6 (the rule table) and the Navigation SDK guide
/// on customising the navigation layout (shared/seeds/customize-layout.*, modify-navigation-ui.*);
/// CONFORMANCE.md §1b holds the full specification.
public enum RuleExplanations {
  /// The explanation of the rule with `id`, such as `NLC-005`, or nil for an unknown ID.
  ///
  /// - Parameter id: A rule ID from ``RuleCatalogue/entries``.
  /// - Returns: Plain text, lines of at most 92 characters, no trailing newline.
  public static func explanation(for id: String) -> String? {
    texts.first { $0.id == id }?.text
  }

  /// In ID order, one entry per catalogue rule.
  static let texts: [(id: String, text: String)] = [
    ("NLC-001", """
      When: navigation ready and guiding, after every event.
      The Google logo must be in the map view's hierarchy, visible, with a positive area and
      inside the safe area. The SDK's terms require the attribution to stay on screen; a
      delegate that removes the logo, hides it or pushes it under the home indicator breaks them.
      """),
    ("NLC-002", """
      When: navigation ready and guiding.
      The camera viewport (the map area the route is framed in) must be in the hierarchy, at
      least the SDK's minimum size and inside the map. Without it the camera frames the route
      behind cards, or the map refuses the layout.
      """),
    ("NLC-003", """
      When: always.
      No two visible elements overlap: Google components judged by their margin-inset visual
      rectangle, and custom views that are opaque overlays. Overlapping cards and buttons hide
      turn instructions and make controls untappable (for example the ETA card over the bottom
      buttons after a rotation).
      """),
    ("NLC-004", """
      When: always.
      No opaque overlay (turn card, ETA card, prompt, opaque custom view) covers the camera
      viewport; floating controls such as buttons may. The viewport is where the SDK keeps the
      vehicle and the route visible.
      """),
    ("NLC-005", """
      When: guiding, also on frames sampled while prompts animate.
      A prompt never covers the Google logo, not even while it grows, changes or animates in
      and out: the attribution must stay visible at all times.
      """),
    ("NLC-006", """
      When: after every layout callback in wide mode.
      The turn card and the ETA card sit on the leading edge (the right edge in right-to-left
      languages), the turn card above the ETA card, as the guide's wide layout prescribes.
      """),
    ("NLC-007", """
      When: settled, after stopGuidance.
      No guidance-only component (turn card, ETA card, trip progress bar, speed widget) or
      prompt remains in the map, and no active constraint refers to one. Leftovers stay on
      screen or hide the next session's new cards.
      """),
    ("NLC-008", """
      When: settled, after disableNavigationUI.
      The map is back to its pristine state: the same subviews, layout guides and constraints
      as before navigation was enabled. Anything left behind leaks into the plain map.
      """),
    ("NLC-009", """
      When: settled, after hidePrompt or changePrompt.
      The old prompt is gone from the hierarchy, including one hidden before its show
      animation completed.
      """),
    ("NLC-010", """
      When: always.
      No width or height constraint is imposed on SDK-sized components (turn card, ETA card,
      prompts, logo, speed widget): the SDK sizes them from their content, and a fixed size
      clips text or stretches artwork.
      """),
    ("NLC-011", """
      When: always.
      Auto Layout is clean: no unsatisfiable constraints, nothing that would raise on a device
      (constraints between views without a common ancestor), and no ambiguous frame for a
      visible element or the viewport.
      """),
    ("NLC-012", """
      When: always.
      Google views are direct children of the map view or of a plain custom container inside
      it, so the SDK's hit testing, animations and cleanup still reach them.
      """),
    ("NLC-013", """
      When: always.
      No legacy slot-based layout API is used while a layout delegate is set: the two
      mechanisms fight over the same views.
      """),
    ("NLC-014", """
      When: always.
      The internal view hierarchy of Google components is left untouched: no subviews added,
      removed or constrained inside them.
      """),
    ("NLC-015", """
      When: always.
      isHidden is never written on views a hiding stack view manages; the stack shows and
      hides them as space allows, and a manual write is undone or fights it.
      """),
    ("NLC-016", """
      When: per case, a second run with the buttons reordered or an unknown type added.
      Button order and unknown button types never lose a known button (an error: a
      delegate that reads buttons[1] when only one button is given breaks this), nor hand
      its treatment to another (an error: its visibility, size or container follows its
      index, as buttons[1].view.alpha = 0 does); a known button that only moves, or that a
      hiding stack hides, with the order is a warning.
      """),
    ("NLC-017", """
      When: per case, a second run in the other layout direction.
      The right-to-left layout is the mirror image of the left-to-right one.
      """),
    ("NLC-018", """
      When: per case, a second run with a round trip added.
      Resizing A to B and back to A, or stopping and restarting guidance, gives back the same
      frames: no drift, no duplicated views.
      """),
    ("NLC-019", """
      When: always.
      Visible elements stay inside the map bounds, and interactive ones inside the safe area
      (away from the notch, the Dynamic Island and the home indicator).
      """),
    ("NLC-020", """
      When: guiding. Severity: warning.
      A prompt that is not docked at the bottom edge has all four corners rounded, as the
      guide's floating prompt style shows. Disable it with a reason if your design differs.
      """),
    ("NLC-021", """
      When: per case, in isolated runs only (--isolate).
      The delegate never traps: a crash, a precondition failure or a hang in a child process is
      reported as this rule with the case that caused it.
      """),
    ("NLC-022", """
      When: settled, during guidance with a current prompt.
      The prompt the SDK shows is on screen: in the map's hierarchy, visible and at least partly
      inside the map (a late slide-out completion must not remove the prompt now shown).
      """),
    ("NLC-023", """
      When: settled, always. Severity: warning.
      The turn card, the ETA card, the speed widget, the trip progress bar and prompts keep
      their visible part (the frame inside their layout margins) inside the safe area, where
      the guide's sample puts them: under the sensor housing, in a side band or behind the home
      indicator they cannot be read. A card pinned to the map's edge passes: its margins cover
      the band.
      """),
    ("NLC-024", """
      When: settled, navigation ready and guiding. Severity: warning.
      The camera viewport stays inside the safe area. The SDK centres the vehicle chevron and
      draws the route inside the viewport, which the guide wants on the open, unobstructed part
      of the screen; its sample pins it to the safe area, though in wide mode the guide lets it
      sit anywhere, hence a warning.
      """),
    ("NLC-025", """
      When: settled, always. Severity: warning.
      Two Google views stacked one above the other (speed widget on the ETA card, a prompt
      under the turn card) share one margin: the guide says to anchor one to the other's
      layoutMarginsGuide so their built-in margins do not add up. Frames that touch while both
      margins show leave a doubled gap.
      """),
    ("NLC-026", """
      When: settled, always. Severity: warning.
      The app's own views align with Google's views through their layoutMarginsGuide, not
      their frames: the guide says Google's views have built-in visual margins, and to align
      your elements exactly with them you constrain to the Google view's layoutMarginsGuide.
      An app view whose edge the app tied to the same edge of a card's, a prompt's or the speed
      widget's frame runs past the visible body by the margin. Stacking (bottom on top) is not
      judged.
      """),
  ]
}
