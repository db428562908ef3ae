/// The form a platform's adapter class names take (android.md, "Class
/// names"): iOS's Objective-C class names have no `.`; Android's are fully
/// qualified Java names, two or more Java identifiers joined by `.` (`$`
/// allowed inside an identifier, for nested classes), as the AdMob UI asks.
package enum ClassNameForm: Sendable {
  case objectiveC
  case java

  /// Whether `name` has the form.
  package func accepts(_ name: String) -> Bool {
    switch self {
    case .objectiveC: !name.contains(".")
    case .java:
      name.split(separator: ".", omittingEmptySubsequences: false).count >= 2
        && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(Self.isJavaIdentifier)
    }
  }

  /// The form as a JSON Schema (ECMA-262) pattern, for `mediate schema`: Objective-C, no `.`; Java, two or more
  /// identifiers joined by `.`, each a letter, `_` or `$` and then letters, digits, `_` or `$` (a letter or digit
  /// beyond ASCII is any character past U+007F: the pattern lets through a few names `accepts` refuses).
  package var pattern: String {
    switch self {
    case .objectiveC: return "^[^.]+$"
    case .java:
      let identifier = "[A-Za-z_$\\u0080-\\uFFFF][A-Za-z0-9_$\\u0080-\\uFFFF]*"
      return "^\(identifier)(\\.\(identifier))+$"
    }
  }

  /// What the form is, in the words of a config error.
  package var expectation: String {
    switch self {
    case .objectiveC: "an Objective-C class name"
    case .java: "a fully qualified Java class name"
    }
  }

  /// The class name `fit` gives the profile of an ad source labelled
  /// `label`, before the number a collision appends: on iOS `Fit`, the
  /// label's ASCII letters and digits as they are, then `Adapter`
  /// (`FitUnityAdsAdapter`); on Android `com.example.fit.`, the label's
  /// ASCII letters and digits in camel case (each run of them a word, its
  /// first letter capitalised), prefixed with `Source` when that is empty or
  /// starts with a digit, then `Adapter` (`com.example.fit.UnityAdsAdapter`;
  /// decide2.md's edge cases), so that the name is a Java class's.
  package func fittedProfileName(label: String) -> String {
    let isWordPart = { (scalar: Unicode.Scalar) in
      scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
    }
    switch self {
    case .objectiveC:
      let letters = String(label.unicodeScalars.filter(isWordPart).map(Character.init))
      return "Fit" + (letters.isEmpty ? "Source" : letters) + "Adapter"
    case .java:
      var name = ""
      var startsWord = true
      for scalar in label.unicodeScalars {
        guard isWordPart(scalar) else {
          startsWord = true
          continue
        }
        name += startsWord ? String(Character(scalar)).uppercased() : String(Character(scalar))
        startsWord = false
      }
      if name.first.map({ !$0.isLetter }) ?? true { name = "Source" + name }
      return "com.example.fit." + name + "Adapter"
    }
  }

  /// A Java identifier: a letter, `_` or `$`, then letters, digits, `_` or `$`.
  private static func isJavaIdentifier(_ part: Substring) -> Bool {
    guard let first = part.first, first.isLetter || first == "_" || first == "$" else { return false }
    return part.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
  }
}
