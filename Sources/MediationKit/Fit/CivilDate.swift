/// A day of the proleptic Gregorian calendar as a count of days since 1970-01-01, for the span of a
/// report's `dateRange` (H. Hinnant's `days_from_civil`).
enum CivilDate {
  /// The day's number, or nil when the year, month and day name no date (years 1 to 9999).
  static func days(year: Int64, month: Int64, day: Int64) -> Int64? {
    guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= length(of: month, in: year) else {
      return nil
    }
    let shifted = month <= 2 ? year - 1 : year
    let era = shifted / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func length(of month: Int64, in year: Int64) -> Int64 {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
