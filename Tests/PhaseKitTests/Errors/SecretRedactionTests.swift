import Foundation
import PhaseKit
import Testing

/// URLs shown on error cards keep their secrets out: cards end up in screenshots, bug reports
/// and the file `phasekit` writes to --out.
@Suite(.timeLimit(.minutes(6))) struct SecretRedactionTests {
  @Test(arguments: [
    ("https://a.example/x.csv?token=abc123&day=1", "https://a.example/x.csv?token=…&day=1"),
    (
      "HTTP 404 Not Found — https://a.example/x?api_key=K&apiKey=L&q=3#top",
      "HTTP 404 Not Found — https://a.example/x?api_key=…&apiKey=…&q=3#top"
    ),
    (
      "https://s3.example/o?X-Amz-Signature=deadbeef&X-Amz-Date=2026",
      "https://s3.example/o?X-Amz-Signature=…&X-Amz-Date=2026"
    ),
    ("https://user:hunter2@db.example/data.json", "https://user:…@db.example/data.json"),
    ("https://user@db.example/data.json", "https://user@db.example/data.json"),
    ("https://a.example/x.csv?access_token=", "https://a.example/x.csv?access_token="),
    (
      "the server's answer is not HTTP (is this the right port?)",
      "the server's answer is not HTTP (is this the right port?)"
    ),
    ("line 3, column 7: expected a number", "line 3, column 7: expected a number"),
    ("https://a.example/x?page=2&limit=10", "https://a.example/x?page=2&limit=10"),
  ])
  func secretsAreHiddenAndTheRestIsKept(text: String, shown: String) {
    #expect(SecretRedaction.apply(to: text) == shown)
  }

  @Test func anErrorCardNamesTheURLWithoutItsToken() {
    let url = "https://api.example.com/prices.csv?symbol=AAPL&token=sk_live_51H"
    let presentation = DataError.httpStatus(404).presentation(in: .english, location: url)
    #expect(presentation.details == "HTTP 404 Not Found — https://api.example.com/prices.csv?symbol=AAPL&token=…")
    let offline = DataError.offline(
      .init(domain: NSURLErrorDomain, code: -1004, message: "cannot connect", location: url))
    #expect(offline.presentation(in: .simplifiedChinese).details?.contains("sk_live") == false)
  }
}
