/// A command line `mediate` cannot act on (exit status 64).
package enum UsageError: Error, Equatable, Sendable {
  case missingCommand
  case unknownCommand(String, suggestion: String?)
  case unknownOption(command: String, option: String, suggestion: String?)
  case missingValue(command: String, option: String)
  case invalidValue(command: String, option: String, value: String, expected: String)
  case missingConfig(command: String)
  case missingOperand(command: String, operand: String)
  case unexpectedArgument(command: String, argument: String)
  case optionNeedsOption(command: String, option: String, needs: String)
  case unknownHelpTopic(String)
  case standardInputTwice(command: String)
  case unknownRule(command: String, rule: String, suggestion: String?)
  /// Options that exclude each other, both given.
  case conflictingOptions(command: String, options: [String])
  /// `fit`'s sigma and participation worlds make more worlds than a config holds.
  case tooManyWorlds(command: String, worlds: Int, sigmas: Int, participations: Int, maximum: Int)

  /// The problem in GNU form, without the program name.
  package var message: String {
    switch self {
    case .missingCommand:
      return "missing command (try mediate --help)"
    case .unknownCommand(let command, let suggestion):
      return "unknown command \(ArgumentText.shown(command))"
        + Self.hint(suggestion, otherwise: " (try mediate --help)")
    case .unknownOption(let command, let option, let suggestion):
      return "\(command): unknown option \(ArgumentText.shown(option))"
        + Self.hint(suggestion, otherwise: " (try mediate \(command) --help)")
    case .missingValue(let command, let option):
      return "\(command): option \(ArgumentText.shown(option)) needs a value"
    case .invalidValue(let command, let option, let value, let expected):
      return "\(command): \(option) expects \(expected), found \(value.isEmpty ? "nothing" : ArgumentText.shown(value))"
    case .missingConfig(let command):
      return "\(command): missing CONFIG (a path, or - for standard input)"
    case .missingOperand(let command, let operand):
      return "\(command): missing \(operand)"
    case .unexpectedArgument(let command, let argument):
      return "\(command): unexpected argument \(ArgumentText.shown(argument))" + Self.operands(of: command)
    case .optionNeedsOption(let command, let option, let needs):
      return "\(command): \(option) needs \(needs)"
    case .unknownRule(let command, let rule, let suggestion):
      return "\(command): --rule: no contract rule \(ArgumentText.shown(rule))"
        + Self.hint(suggestion, otherwise: " (mediate rules lists them)")
    case .conflictingOptions(let command, let options):
      return "\(command): \(options.joined(separator: " and ")) exclude each other: give one"
    case .tooManyWorlds(let command, let worlds, let sigmas, let participations, let maximum):
      return "\(command): --sigma-worlds and --participation-worlds make \(worlds) worlds (\(sigmas) sigmas, --value-sigma "
        + "among them, × \(participations) participations, 1 among them), more than the \(maximum) a config holds"
    case .standardInputTwice(let command):
      return "\(command): - given twice (standard input can be read only once)"
    case .unknownHelpTopic(let topic):
      return
        "help: no topic \(ArgumentText.shown(topic)) (topics: \(CommandName.allCases.map(\.rawValue).joined(separator: ", ")), config)"
    }
  }

  /// What a command takes besides options, for "unexpected argument".
  private static func operands(of command: String) -> String {
    switch command {
    case "simulate": " (simulate takes one CONFIG)"
    case "optimize": " (optimize takes one CONFIG)"
    case "fit": " (fit takes one REPORT)"
    case "adapters": " (adapters takes at most one CONFIG)"
    case "rules": " (rules takes no argument)"
    case "schema": " (schema takes no argument)"
    case "init": " (init takes at most one FILE)"
    case "completions": " (completions takes one SHELL)"
    case "help": " (help takes one topic: a command or config)"
    case "--version": " (--version takes no argument)"
    default: ""
    }
  }

  private static func hint(_ suggestion: String?, otherwise: String) -> String {
    suggestion.map { " (did you mean \($0)?)" } ?? otherwise
  }
}
