// A text dump of the tableau for debugging, in kiwi's spirit (research §B3): symbols print
// as a kind letter and creation ordinal (v external, s slack, e error, d dummy).

extension Solver {
  /// The objective tiers, the rows, the infeasible queue, the variables and the constraints,
  /// one per line, in creation order.
  ///
  /// ```swift
  /// let x = Variable("x")
  /// var solver = Solver()
  /// try solver.addConstraint(Constraint(x, .equal, 10, strength: .weak))
  /// print(solver.debugDump())
  /// // Objective
  /// //   250: 0 + 2 e3
  /// // Rows
  /// //   v1 = 10 + e2 - e3
  /// // Infeasible
  /// //   none
  /// // Variables
  /// //   v1 x = 10
  /// // Constraints
  /// //   1. x - 10 == 0 | 250  (e2, e3)
  /// ```
  public func debugDump() -> String {
    var lines = ["Objective"]
    lines +=
      tiers.isEmpty
      ? ["  none"]
      : tiers.map {
        let label = $0.key == Self.brokenTierKey ? "broken" : $0.key.shortDescription
        return "  \(label): \(Self.text(of: $0.row))"
      }
    lines.append("Rows")
    let order = rows.indices.sorted { basics[$0] < basics[$1] }
    lines +=
      order.isEmpty ? ["  none"] : order.map { "  \(basics[$0]) = \(Self.text(of: rows[$0]))" }
    lines.append("Infeasible")
    lines.append(
      "  " + (infeasible.isEmpty ? "none" : infeasible.map(\.description).joined(separator: " ")))
    lines.append("Variables")
    lines +=
      variables.isEmpty
      ? ["  none"]
      : variables.indices.map {
        "  \(variableSymbols[$0]) \(variables[$0]) = \(currentValue(of: variableSymbols[$0]).shortDescription)"
      }
    lines.append("Constraints")
    let tags = orderedTags
    lines +=
      tags.isEmpty
      ? ["  none"]
      : tags.enumerated().map { index, tag in
        let markers = [tag.marker, tag.other].filter(\.isValid).map(\.description)
        return "  \(index + 1). \(tag.constraint)  (\(markers.joined(separator: ", ")))"
      }
    return lines.joined(separator: "\n")
  }

  static func text(of row: Row) -> String {
    var text = row.constant.shortDescription
    for cell in row.cells {
      let magnitude = abs(cell.coefficient)
      text += cell.coefficient < 0 ? " - " : " + "
      text += (magnitude == 1 ? "" : "\(magnitude.shortDescription) ") + cell.symbol.description
    }
    return text
  }
}
