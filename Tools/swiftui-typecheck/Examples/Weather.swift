// The examples of PhaseKitUI.docc/UsingPhaseKitUI.md, typechecked by Tools/swiftui-typecheck/check.sh so that the
// documentation keeps compiling against the real API.
import PhaseKitUI
import SwiftUI

import enum PhaseCharts.ChartDecoder  // by name: see "Limits" below

let weatherURL3 = URL(string: "https://example.com/weather.csv")!

struct WeatherChartView3: View {
  @State private var loader = Loader(source: HTTPSource(url: weatherURL3)) {
    data throws(DataError) in try ChartDecoder.decode(data).sanitized()
  }

  var body: some View {
    ChartLoaderView(loader)
      .frame(height: 300)
  }
}
