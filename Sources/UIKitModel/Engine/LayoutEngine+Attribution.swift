import Cassowary

// Which constraints placed an item (PlacingConstraint): read from the solver's tableau, only
// when a debugging aid or a finding asks, never on a layout pass.

extension LayoutEngine {
  /// The constraints that decide `item`'s frame along `axis` (its x and width, or y and
  /// height, in the solver), then those naming the item along the axis that do not hold
  /// (broken to recover from a conflict, or optional and not met); each once, in the order
  /// the solver received them. UIKit's size floors (a model artefact) are left out.
  func placingConstraints(of item: any LayoutItem, axis: NSLayoutConstraint.Axis)
    -> [PlacingConstraint]
  {
    var models: [ObjectIdentifier: NSLayoutConstraint] = [:]
    for model in installedModels {
      guard let lowered = installedConstraint(of: model) else { continue }
      models[ObjectIdentifier(lowered)] = model
    }
    let variables = item.variables
    let unknowns =
      axis == .horizontal
      ? [variables.minX, variables.width] : [variables.minY, variables.height]
    var result: [PlacingConstraint] = []
    var listed: [ObjectIdentifier] = []
    for lowered in solver.constraintsDeciding(unknowns) {
      guard let model = models[ObjectIdentifier(lowered)], model.origin != .sizeFloor else {
        continue
      }
      listed.append(ObjectIdentifier(lowered))
      result.append(
        PlacingConstraint(
          constraint: model, state: .holds, namesItem: model.names(item, on: axis)))
    }
    // Constraints that do not hold are not in any row; those naming the item are its causes.
    for lowered in solver.constraints where !listed.contains(ObjectIdentifier(lowered)) {
      guard let model = models[ObjectIdentifier(lowered)], model.names(item, on: axis) else {
        continue
      }
      let broken = brokenConstraints.contains(ObjectIdentifier(lowered))
      guard broken || !solver.holds(lowered) else { continue }
      result.append(
        PlacingConstraint(
          constraint: model, state: broken ? .broken : .notSatisfied, namesItem: true))
    }
    return result
  }
}

extension NSLayoutConstraint {
  /// Whether either side names `item` with an attribute on `axis`.
  func names(_ item: any LayoutItem, on axis: NSLayoutConstraint.Axis) -> Bool {
    (firstLayoutItem === item && firstAttribute.axis == axis)
      || (secondLayoutItem === item && secondAttribute.axis == axis)
  }
}
