import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses SVG with Foundation's XML parser and records what the tests look at: element names,
/// attribute values and text.
public final class SVGParseResult: NSObject, XMLParserDelegate {
  /// Element names, in document order.
  public private(set) var elements: [String] = []
  /// Each element's attributes, in the order of `elements`.
  public private(set) var attributes: [[String: String]] = []
  /// Each element's text, when it has any.
  public private(set) var texts: [String] = []
  /// Why the parse failed, or nil when the SVG is well-formed XML.
  public private(set) var error: String?
  private var currentText = ""

  /// Parses `svg`; `error` is nil when it is well-formed XML.
  public init(_ svg: String) {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    if !parser.parse() {
      error = parser.parserError.map { "\($0)" } ?? "unknown XML error"
    }
  }

  /// Records an element and its attributes.
  public func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    elements.append(elementName)
    attributes.append(attributeDict)
    currentText = ""
  }

  /// Collects an element's text.
  public func parser(_ parser: XMLParser, foundCharacters string: String) { currentText += string }

  /// Records the text of the element that ends.
  public func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if !currentText.isEmpty { texts.append(currentText) }
    currentText = ""
  }

  /// Records why the SVG is not well-formed.
  public func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
    error = "\(parseError)"
  }

  /// Every text node, joined: what a reader of the SVG would read.
  public var allText: String { texts.joined(separator: "\n") }

  /// The values of `name` on every element that has it.
  public func values(of name: String) -> [String] { attributes.compactMap { $0[name] } }
}

/// Expects `svg` to be well-formed XML with an accessible `<svg role="img">` root holding a
/// `<title>` and a `<desc>`, and returns the parse for more checks.
@discardableResult
public func expectValidSVG(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation)
  -> SVGParseResult
{
  let result = SVGParseResult(svg)
  #expect(result.error == nil, "not well-formed XML: \(result.error ?? "")", sourceLocation: sourceLocation)
  #expect(result.elements.first == "svg", sourceLocation: sourceLocation)
  #expect(result.attributes.first?["role"] == "img", sourceLocation: sourceLocation)
  #expect(result.elements.contains("title"), sourceLocation: sourceLocation)
  #expect(result.elements.contains("desc"), sourceLocation: sourceLocation)
  return result
}
