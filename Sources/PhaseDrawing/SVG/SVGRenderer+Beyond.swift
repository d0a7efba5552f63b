import PhaseCharts

extension SVGRenderer {
  /// The values beyond an axis cut to the bulk (``ChartScene/beyond``): an open triangle in the
  /// series' colour at the plot's edge, pointing the way the value lies, one per few pixels;
  /// drawn over the plot's clip so that the edge does not cut it.
  func drawBeyond(_ scene: ChartScene, projection: Projection, into out: inout SVGWriter) {
    let markers = scene.beyondMarkers(cell: 3) { (projection.x($0), projection.y($1)) }
    guard !markers.isEmpty else { return }
    out.raw("<g fill=\"")
    out.raw(theme.background.hexString(in: theme))
    out.raw("\" stroke-width=\"1.4\" stroke-linejoin=\"round\">\n")
    for marker in markers {
      // Screen direction: y grows downward.
      var ux = Double(marker.dx)
      var uy = -Double(marker.dy)
      let length = (ux * ux + uy * uy).squareRoot()
      ux /= length
      uy /= length
      // The tip on the edge, the base 7 pixels inside, 4.5 each side of the axis of the arrow.
      let tip = (marker.x, marker.y)
      let base = (marker.x - 7 * ux, marker.y - 7 * uy)
      let side = (-uy * 4.5, ux * 4.5)
      out.raw("<path")
      out.attribute("stroke", color(series: marker.series, in: scene))
      out.raw(" d=\"")
      out.vertex(UInt8(ascii: "M"), SVGWriter.tenths(tip.0), SVGWriter.tenths(tip.1))
      out.vertex(UInt8(ascii: "L"), SVGWriter.tenths(base.0 + side.0), SVGWriter.tenths(base.1 + side.1))
      out.vertex(UInt8(ascii: "L"), SVGWriter.tenths(base.0 - side.0), SVGWriter.tenths(base.1 - side.1))
      out.raw("Z\"/>\n")
    }
    out.raw("</g>\n")
  }
}
