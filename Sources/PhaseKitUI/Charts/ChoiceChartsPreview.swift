#if canImport(SwiftUI) && canImport(Charts)
  import Foundation
  import PhaseKit
  import SwiftUI
  import struct PhaseCharts.ChartPipeline
  import struct PhaseCharts.PreparedChart

  /// Each chart the chart choice makes, drawn by ``SeriesChart`` from a small table through the
  /// real pipeline (PreviewGallery.swift names it): bars of counts stacked by a second code, a
  /// line per unit, the median of many units with their 10–90% band, the outcome against its
  /// predictor, values per word, and a histogram.
  struct ChoiceChartsPreview: View {
    /// The tables, one per chart, with the name of the chart each makes.
    static let tables: [(name: String, csv: String)] = [
      ("counts stacked by a code", stackedCounts),
      ("a line per unit", panel(units: 5)),
      ("the median of 40 units and their 10–90% band", panel(units: 40)),
      ("the outcome against its predictor", outcome),
      ("values per word", valuesPerWord),
      ("a histogram", histogram),
    ]

    static let stackedCounts = (0..<90).reduce(into: "treated,recovered\n") { text, row in
      text += "\(row % 2),\(row % 3 == 0 || (row % 2 == 1 && row % 5 < 3) ? 2 : 1)\n"
    }

    static func panel(units: Int) -> String {
      (1...units).reduce(into: "person,year,wage\n") { text, unit in
        for year in 2001...2007 {
          text += "\(unit),\(year),\(9 + Double(unit % 7) + 0.4 * Double(year - 2001) + sin(Double(unit * year)))\n"
        }
      }
    }

    static let outcome = (0..<80).reduce(into: "rooms,age,price\n") { text, row in
      let rooms = 3 + Double(row % 9) / 2
      text += "\(rooms),\(row % 70 + 5),\(50 + 30 * rooms + 12 * sin(Double(row)))\n"
    }

    static let valuesPerWord = (0..<30).reduce(into: "group,weight\n") { text, row in
      text += "\(["ctrl", "trt1", "trt2"][row % 3]),\(4.5 + Double(row % 3) * 0.4 + cos(Double(row)) * 0.5)\n"
    }

    /// 300 heights in no order (each the sum of three draws of a seeded generator): a histogram.
    static let histogram: String = {
      var state: UInt64 = 17
      var text = "height\n"
      for _ in 0..<300 {
        var sum = 0.0
        for _ in 0..<3 {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          sum += Double(state >> 33) / Double(1 << 31)
        }
        text += "\(160 + 10 * sum)\n"
      }
      return text
    }()

    /// A table as the pipeline prepares it, or nil when it refuses it.
    static func prepared(_ csv: String) -> PreparedChart? {
      try? ChartPipeline().prepare(Data(csv.utf8))
    }

    var body: some View {
      VStack(alignment: .leading, spacing: 16) {
        ForEach(Array(Self.tables.enumerated()), id: \.offset) { entry in
          VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: entry.element.name).font(.headline)
            if let prepared = Self.prepared(entry.element.csv) {
              SeriesChart(prepared: prepared)
                .frame(height: 150)
            }
          }
        }
      }
      .padding()
    }
  }
#endif
