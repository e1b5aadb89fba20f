import GoogleNavigationModel
import UIKitModel

/// Element names by view, kept across the snapshots of one case: building a name
/// (``ElementWalk/name(of:role:)``) costs string work for every element of every snapshot,
/// while views keep their names.
///
/// A name is a function of the view's role, accessibility identifier and type (a prompt's
/// of its serial, and prompts are not kept); an entry is used only when all three are
/// unchanged, so a view renamed or re-roled, or a new view where a freed one was, gets its
/// name built afresh.
@MainActor
final class ElementNames {
  private struct Entry {
    var role: ElementRole
    var identifier: String?
    var type: ObjectIdentifier
    var name: String
  }

  /// Unchecked exclusivity: main-actor only, read for every element of every snapshot.
  @exclusivity(unchecked) private var entries: [ObjectIdentifier: Entry] = [:]

  /// The name of `view` in `role`, as ``ElementWalk/name(of:role:)`` builds it.
  func name(of view: UIView, role: ElementRole) -> String {
    if view is PromptView { return ElementWalk.name(of: view, role: role) }
    let key = ObjectIdentifier(view)
    let identifier = view.accessibilityIdentifier
    let type = ObjectIdentifier(Swift.type(of: view))
    if let entry = entries[key], entry.role == role, entry.type == type,
      entry.identifier == identifier
    {
      return entry.name
    }
    let name = ElementWalk.name(of: view, role: role)
    entries[key] = Entry(role: role, identifier: identifier, type: type, name: name)
    return name
  }
}
