/// Left-aligned columns two spaces apart, for `rules` and `delegates`; the last column is
/// not padded, so no line ends in spaces.
enum TextTable {
  static func render(_ rows: [[String]]) -> String {
    guard let columns = rows.map(\.count).max() else { return "" }
    var widths = Array(repeating: 0, count: columns)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    return rows.map { row in
      row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count + 2)
      }.joined()
    }.joined(separator: "\n")
  }
}
