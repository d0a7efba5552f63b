import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// Long grids (ChartChoice+Grid.swift): a value at each pair of two coordinates, each pair
/// once, is a heatmap of the value (plotnine's `faithfuld`, a 2-D density); designed
/// experiments, panels of units over years and spectra are not.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceGridTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static func gridNote(_ choice: ChartChoice) -> (x: String, y: String, value: String, columns: Int, rows: Int)? {
    for case .gridAsHeatmap(let x, let y, let value, let columns, let rows) in choice.notes {
      return (x, y, value, columns, rows)
    }
    return nil
  }

  /// A 2-D density of two bumps on an evenly spaced `columns` × `rows` grid, x fastest, as
  /// R's `expand.grid` and plotnine's `faithfuld` lay it out; R's row names first when
  /// `rowNames`, else pandas' unnamed index. `skip` leaves rows out; `blank` writes `NA`.
  static func density(
    columns: Int = 75, rows: Int = 75, rowNames: Bool = true, skip: Set<Int> = [], blank: Set<Int> = []
  ) -> String {
    var text = rowNames ? "\"\",\"eruptions\",\"waiting\",\"density\"\n" : ",eruptions,waiting,density\n"
    var row = 0
    for j in 0..<rows {
      for i in 0..<columns {
        defer { row += 1 }
        if skip.contains(row) { continue }
        let x = 1.6 + 3.5 * Double(i) / Double(columns - 1)
        let y = 43 + 53 * Double(j) / Double(rows - 1)
        let z =
          0.02 * exp(-((x - 2) * (x - 2) / 0.2 + (y - 54) * (y - 54) / 40))
          + 0.03 * exp(-((x - 4.4) * (x - 4.4) / 0.3 + (y - 80) * (y - 80) / 50))
        let value = blank.contains(row) ? "NA" : String(z)
        text += (rowNames ? "\"\(row + 1)\"," : "\(row),") + "\(x),\(y),\(value)\n"
      }
    }
    return text
  }

  @Test(arguments: [true, false])
  func aDensityOnAFullGridIsAHeatmapOfTheDensity(rowNames: Bool) throws {
    let prepared = try Self.prepare(Self.density(rowNames: rowNames))
    let dataset = prepared.dataset
    #expect(dataset.mark == .heatmap)
    let grid = try #require(dataset.grid)
    #expect(grid.count == 75 * 75 && grid.valueLabel == "density" && grid.scale == .sequential)
    #expect(grid.xCentres.count == 75 && grid.yCentres.count == 75)
    #expect(dataset.xLabel == "eruptions" && dataset.yLabel == "waiting")
    let note = try #require(Self.gridNote(prepared.columns.choice))
    #expect(note.x == "eruptions" && note.y == "waiting" && note.value == "density")
    #expect(note.columns == 75 && note.rows == 75)
    #expect(prepared.columns.choice.mark == .heatmap)
    let sentence = prepared.columns.choice.noteSentences(in: .english).joined(separator: " ")
    #expect(sentence.contains("heatmap of density"))
    #expect(prepared.columns.choice.noteSentences(in: .simplifiedChinese).joined().contains("热图"))
    #expect(prepared.columns.choice.summary(in: .english).contains("heatmap"))
  }

  @Test func aMissingPairAndBlankValuesStillMakeAHeatmapWithBlankCells() throws {
    let prepared = try Self.prepare(Self.density(columns: 20, rows: 15, skip: [7], blank: [30, 31]))
    #expect(prepared.dataset.mark == .heatmap)
    let grid = try #require(prepared.dataset.grid)
    #expect(grid.count == 20 * 15 - 1)
    #expect(grid.values.filter(\.isNaN).count == 2)
    let layout = try #require(grid.layout)
    #expect(layout.cells.count == 20 * 15 - 1)
  }

  /// A designed experiment: a full factorial of 3 × 4 levels, three replicate runs per cell.
  @Test func aReplicatedFactorialIsNoHeatmap() throws {
    var text = "temperature,pressure,yield\n"
    for replicate in 0..<3 {
      for t in [150, 160, 170] {
        for p in [1, 2, 3, 4] { text += "\(t),\(p),\(50 + t / 10 + p * 2 + replicate)\n" }
      }
    }
    #expect(try Self.prepare(text).dataset.mark != .heatmap)
    // Levels enough for a grid, but every cell twice: still a design, not a grid.
    var twice = "a,b,y\n"
    for replicate in 0..<2 {
      for a in 1...6 {
        for b in 1...6 { twice += "\(a),\(b),\(a * b + replicate)\n" }
      }
    }
    #expect(try Self.prepare(twice).dataset.mark != .heatmap)
  }

  /// 20 units over 10 years with three measures: each (unit, year) once, but a panel.
  @Test func aPanelOfUnitsOverYearsIsNoHeatmap() throws {
    var text = "unit,year,gdp,population,exports\n"
    for unit in 1...20 {
      for year in 2001...2010 {
        text += "\(unit),\(year),\(100 + unit * 3 + year - 2000),\(unit * 1000 + year),\(unit + year % 7)\n"
      }
    }
    #expect(try Self.prepare(text).dataset.mark != .heatmap)
  }

  /// A spectrum: wavelength and absorbances of a few samples, no second coordinate.
  @Test func aSpectrumIsNoHeatmap() throws {
    var text = "wavelength,s1,s2,s3\n"
    for index in 0..<200 {
      let w = 400 + 2 * Double(index)
      text += "\(w),\(sin(w / 40)),\(cos(w / 50)),\(sin(w / 30) + 1)\n"
    }
    #expect(try Self.prepare(text).dataset.mark != .heatmap)
  }

  /// Observations whose first two columns are whole-number scores of 5–8 levels: many rows
  /// share a pair, so they are no grid.
  @Test func observationsOfFewScoresAreNoHeatmap() throws {
    var text = "score_a,score_b,income\n"
    for row in 0..<300 {
      text += "\(1 + (row * 7919) % 5),\(1 + (row * 104_729) % 8),\(20_000 + (row * 31) % 5000)\n"
    }
    #expect(try Self.prepare(text).dataset.mark != .heatmap)
  }

  /// A 0/1 flag per cell (whether an episode of a season shows a tree) is no surface.
  @Test func flagsPerCellAreNoHeatmap() throws {
    var text = "season,episode,tree\n"
    for season in 1...10 {
      for episode in 1...13 { text += "\(season),\(episode),\((season * episode) % 3 == 0 ? 1 : 0)\n" }
    }
    #expect(try Self.prepare(text).dataset.mark != .heatmap)
  }

  @Test func oneRowAndEmptyTablesNeverCrash() throws {
    for text in ["x,y,z\n1,2,3\n", "x,y,z\n", "x,y,z\nNA,NA,NA\nNA,NA,NA\n"] {
      #expect((try? Self.prepare(text))?.dataset.mark != .heatmap)
    }
  }

  @Test func edgesSpanHalfWayToTheNeighbours() {
    #expect(Dataset.Grid.edges(of: [1, 2, 4]) == [0.5, 1.5, 3, 5])
    #expect(Dataset.Grid.edges(of: [7]) == [6.5, 7.5])
    #expect(Dataset.Grid.edges(of: []).isEmpty)
    let grid = Dataset.Grid(xs: [1, 2, 1, 2], ys: [10, 10, 20, 20], values: [0, 1, .nan, 3], valueLabel: "z")
    #expect(grid.valueDomain == 0...3)
    let layout = grid.layout
    #expect(layout?.x == 0.5...2.5 && layout?.y == 5...25)
    #expect(layout?.cells.first == Dataset.Grid.Cell(x0: 0.5, x1: 1.5, y0: 5, y1: 15, value: 0))
    #expect(Dataset.Grid.fraction(of: .nan, in: 0...3) == nil)
    #expect(Dataset.Grid.color(at: 0, scale: .sequential) == 0x440154)
    #expect(Dataset.Grid.color(at: 1, scale: .sequential) == 0xFDE725)
    let diverging = Dataset.Grid(xs: [0, 1], ys: [0, 0], values: [-0.5, 0.25], valueLabel: "r", scale: .diverging)
    #expect(diverging.valueDomain == -0.5...0.5)
  }
}
