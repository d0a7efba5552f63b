import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// A small panel whose units were seen a few times each (#32, h37c): lifelines' `panel_test`,
/// nine ids at occasions `t` 1…6, some seen once or twice, is a line per id over `t`, not
/// strips of points over it.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceOccasionsTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }

  static let panel = """
    "","id","t","E","var1","var2"
    "1",1,1,0,0,1
    "2",1,2,0,0,1
    "3",1,3,0,4,3
    "4",1,4,1,8,4
    "5",2,1,0,1.2,1
    "6",2,2,0,1.2,2
    "7",2,3,0,1.2,2
    "8",3,1,0,0,1
    "9",3,2,1,1,2
    "10",4,1,0,0,1
    "11",4,2,0,1,2
    "12",4,3,0,1,3
    "13",4,4,0,2,4
    "14",4,5,1,2,5
    "15",5,1,0,1,-1
    "16",5,2,0,2,-1
    "17",5,3,0,3,-1
    "18",6,1,1,3,0
    "19",7,1,0,1,0
    "20",7,2,0,2,1
    "21",7,3,0,3,0
    "22",7,4,0,3,1
    "23",7,5,0,3,0
    "24",7,6,1,3,1
    "25",8,1,0,-1,0
    "26",8,2,1,1,0
    "27",9,1,0,1,1
    "28",9,2,0,2,2

    """

  @Test func aSmallPanelIsALinePerUnitOverItsOccasions() throws {
    let prepared = try Self.prepare(Self.panel)
    let choice = prepared.columns.choice
    #expect(choice.x == "t")
    #expect(choice.series == "id")
    #expect(choice.columns.first { $0.name == "t" }?.role == .counter)
    #expect(choice.columns.first { $0.name == "id" }?.role == .unit)
    #expect(prepared.dataset.mark == .line)
  }

  @Test func occasionsMayHoldUnitsSeenOnce() {
    #expect(ColumnRole.countsOccasions([1, 2, 3, 4, 1, 2, 1, 1, 2, 3, 4, 5]))
    // Alternating 0/1 counts nothing.
    #expect(!ColumnRole.countsOccasions([0, 1, 0, 1, 0, 1, 0, 1]))
    #expect(!ColumnRole.countsOccasions([1, 2, 4, 1, 2, 3, 1, 2, 3]))
    #expect(ColumnRole.isOccasionName("t") && ColumnRole.isOccasionName("Visit"))
    #expect(!ColumnRole.isOccasionName("run_time"))
  }
}
