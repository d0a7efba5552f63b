// A SwiftUI file that imports SwiftUI, Charts, PhaseKitUI and the whole of
// PhaseCharts (Dataset, ChartPipeline, DecodeOptions) compiles with unqualified `Text`, `Chart`,
// `LineMark` and `ForEach`: the names that mirror Swift Charts live in PhaseDrawing, which SwiftUI
// apps never import. Compiled by Tools/swiftui-typecheck/check.sh.
import Charts
import PhaseCharts
import PhaseKitUI
import SwiftUI

struct TemperatureChart: View {
  let dataset: Dataset
  let pipeline = ChartPipeline()
  let options = DecodeOptions()

  var body: some View {
    VStack {
      Text("Temperature")
      Chart {
        ForEach(dataset.plotPoints(forWidth: 320)) { point in
          LineMark(x: .value("day", point.x), y: .value("°C", point.y))
        }
      }
    }
  }
}

/// The seed's (000) placeholder chart, over PhaseCharts' sanitized data: `data.points` is every
/// point left, and an empty result shows the rule at 0 with "无可用数据".
struct SeedPlaceholderChart: View {
  let data: SanitizedDataset

  var body: some View {
    Chart {
      if data.points.isEmpty {
        RuleMark(y: .value("平均值", 0))
          .annotation {
            Text("无可用数据")
              .font(.caption)
              .foregroundStyle(.secondary)
          }
      } else {
        ForEach(data.points) { point in
          LineMark(x: .value("x", point.x), y: .value("y", point.y))
        }
      }
    }
  }
}
