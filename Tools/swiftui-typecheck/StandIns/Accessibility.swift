// A stand-in for the parts of Apple's Accessibility framework PhaseKitUI uses (Audio Graphs), with
// the signatures and `@available` of iPhoneOS18.0.sdk's Accessibility.swiftinterface and
// AXAudiograph.h. See SwiftUI.swift for how check.sh uses the `@available` lines.
@_exported import Foundation

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public protocol AXDataAxisDescriptor {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
open class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  public convenience init(
    title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
    valueDescriptionProvider: @escaping ((Double) -> String)
  ) { self.init() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
open class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  public init(title: String, categoryOrder: [String]) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
open class AXDataPoint: NSObject {
  public enum Value {
    case number(Double)
    case category(String)
  }
  public convenience init(x: Double, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
    self.init()
  }
  public convenience init(x: String, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
    self.init()
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
open class AXDataSeriesDescriptor: NSObject {
  public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
open class AXChartDescriptor: NSObject {
  public convenience init(
    title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
    yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
    series: [AXDataSeriesDescriptor]
  ) { self.init() }
}
