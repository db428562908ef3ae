import MediationKit

/// Parses `mediate`'s arguments (without the program name) into a `Command`.
///
/// Options may come before or after the config path, `--name=value` and
/// `--name value` both work, and `--` ends the options.
enum ArgumentParser {
  static let maximumRuns = BatchPlan.maximumRuns
  static let maximumJobs = 1_024
  static let maximumShards = ShardSelection.maximumCount
  static let maximumCandidates = 100_000_000
  static let maximumSeconds = 31_536_000
  /// `fit --min-requests`: at most a group's 10^12 requests a day.
  static let maximumMinRequests: Int64 = 1_000_000_000_000
  /// `fit --days`: at most 100,000 days (274 years).
  static let maximumDays: Int64 = 100_000

  /// `--max-seconds`: a positive decimal number of seconds, in milliseconds (at least 1).
  private static func milliseconds(_ text: String) -> Int? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, isDigits(String(whole)), whole.count <= 9, let seconds = Int(whole)
    else { return nil }
    var milliseconds = seconds * 1000
    if parts.count == 2 {
      let fraction = parts[1]
      guard !fraction.isEmpty, isDigits(String(fraction)) else { return nil }
      let digits = Array((fraction + "000").prefix(3))
      milliseconds += Int(String(digits))!
    }
    guard milliseconds >= 1, seconds <= maximumSeconds else { return nil }
    return milliseconds
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    guard let first = arguments.first else { throw .missingCommand }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--version", "-V":
      if let extra = rest.first { throw .unexpectedArgument(command: "--version", argument: extra) }
      return .version
    case "--help", "-h":
      return .help(nil)
    case "help":
      guard let topic = rest.first else { return .help(nil) }
      if let extra = rest.dropFirst().first { throw .unexpectedArgument(command: "help", argument: extra) }
      if topic == "config" { return .helpConfig }
      guard let command = CommandName(rawValue: topic) else { throw .unknownHelpTopic(topic) }
      return .help(command)
    default:
      guard let command = CommandName(rawValue: first) else {
        let names = CommandName.allCases.map(\.rawValue)
        throw .unknownCommand(first, suggestion: DidYouMean.suggestion(for: first, among: names))
      }
      return try parse(rest, for: command)
    }
  }

  private static func parse(_ arguments: [String], for command: CommandName) throws(UsageError) -> Command {
    var options = SimulateOptions()
    var color = ColorChoice.auto
    var initFormat = AdFormat.rewarded
    var reportFormat = ReportFormat.text
    var platform: Platform?
    /// `adapters --platform all`.
    var allPlatforms = false
    var portfolioSchema = false
    var outputFormat: OutputFormat?
    var test = TestCommand.Options()
    var merge = MergeCommand.Options()
    var compare = CompareCommand.Options()
    var optimize = OptimizeCommand.Options()
    var fit = FitCommand.Options()
    var plan = PlanCommand.Options()
    var objectives: [String] = []
    /// `--shard I/N`, the last one given: it wins over `--shard auto…` given anywhere.
    var explicitShard: ShardSelection?
    /// `--shard auto…`, the last one given.
    var shardFromEnvironment: ShardFromEnvironment?
    var positional: [String] = []
    var index = 0
    var optionsEnded = false
    let name = command.rawValue
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "--help" || argument == "-h" { return .help(command) }
      let (option, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count else { throw .missingValue(command: name, option: option) }
        index += 1
        return arguments[index - 1]
      }
      switch (command, option) {
      case (.test, "--format"):
        let text = try value()
        guard let format = TestFormat(rawValue: text) else {
          throw .invalidValue(
            command: name, option: option, value: text, expected: choices(TestFormat.allCases.map(\.rawValue)))
        }
        test.format = format
      case (.test, "--junit"):
        let path = try value()
        guard !path.isEmpty else {
          throw .invalidValue(command: name, option: option, value: path, expected: "a file path")
        }
        test.junit = path
      case (.test, "--jobs"):
        test.jobs = try count(try value(), option: option, command: name, maximum: maximumJobs)
      case (.test, "--strict"):
        if let inlineValue {
          throw .invalidValue(command: name, option: option, value: inlineValue, expected: "no value")
        }
        test.strict = true
      case (.simulate, "--format"), (.merge, "--format"):
        let text = try value()
        if text == "auto" {
          outputFormat = nil
        } else {
          guard let format = OutputFormat(rawValue: text) else {
            throw .invalidValue(
              command: name, option: option, value: text, expected: "auto, text, ndjson, json, mermaid or html")
          }
          outputFormat = format
        }
      case (.compare, "--runs"):
        compare.runs = try count(try value(), option: option, command: name, maximum: maximumRuns)
      case (.compare, "--jobs"):
        compare.jobs = try count(try value(), option: option, command: name, maximum: maximumJobs)
      case (.compare, "--fail-if"):
        let text = try value()
        do throws(FieldConstraint.ParseError) {
          compare.failIf.append(try FieldConstraint.parse(text))
        } catch {
          throw .invalidValue(
            command: name, option: option, value: text,
            expected: "FIELD OP NUMBER with OP one of <, <=, >, >=, such as 'revenuePer1000Requests < 0'")
        }
      case (.compare, "--fields"), (.merge, "--fields"):
        let text = try value()
        do throws(FieldPattern.ParseError) {
          let pattern = try FieldPattern.parse(text)
          compare.fields.append(pattern)
          merge.fields.append(pattern)
        } catch {
          throw .invalidValue(
            command: name, option: option, value: text,
            expected: "a path of keys, [\"label\"] and *, such as latencyMs or '.lineItems[*].winShare'"
              + (error == .index ? " (a line item by its label, not its index)" : ""))
        }
      case (.compare, "--all"):
        if let inlineValue {
          throw .invalidValue(command: name, option: option, value: inlineValue, expected: "no value")
        }
        compare.all = true
      case (.compare, "--top"):
        let text = try value()
        let range = ComparisonRecord.topRange
        guard isDigits(text), text.count <= 2, let top = Int(text), range.contains(top) else {
          throw .invalidValue(
            command: name, option: option, value: text,
            expected: "an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        compare.top = top
      case (.compare, "--group"), (.optimize, "--group"):
        // A portfolio's group by name (decide2.md §5); checked against the portfolio once it is read.
        let text = try value()
        compare.groups.append(text)
        optimize.groups.append(text)
      case (.optimize, "--maximize"), (.optimize, "--minimize"):
        let text = try value()
        guard !text.isEmpty else {
          throw .invalidValue(command: name, option: option, value: text, expected: "a field of the summary")
        }
        objectives.append(option)
        optimize.objective = text
        optimize.minimize = option == "--minimize"
      case (.optimize, "--subject-to"):
        let text = try value()
        do throws(FieldConstraint.ParseError) {
          optimize.constraints.append(try FieldConstraint.parse(text))
        } catch {
          throw .invalidValue(
            command: name, option: option, value: text,
            expected: "FIELD OP NUMBER with OP one of <, <=, >, >=, such as 'latencyMs.p90 <= 2500'")
        }
      case (.optimize, "--vary"):
        let text = try value()
        var vary: [VaryDimension] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
          guard let dimension = VaryDimension(rawValue: String(part)) else {
            let names = VaryDimension.allCases.map(\.rawValue)
            let hint = DidYouMean.suggestion(for: String(part), among: names).map { " (did you mean \($0)?)" } ?? ""
            throw .invalidValue(
              command: name, option: option, value: text,
              expected: "a comma list of " + choices(names) + hint)
          }
          if !vary.contains(dimension) { vary.append(dimension) }
        }
        optimize.vary = vary
      case (.optimize, "--runs"):
        optimize.runs = try count(try value(), option: option, command: name, maximum: maximumRuns / 2)
      case (.optimize, "--candidates"):
        optimize.candidates = try count(try value(), option: option, command: name, maximum: maximumCandidates)
      case (.optimize, "--restarts"):
        optimize.restarts = try count(try value(), option: option, command: name, in: Optimizer.restartsRange)
      case (.optimize, "--price-order"):
        if let inlineValue {
          throw .invalidValue(command: name, option: option, value: inlineValue, expected: "no value")
        }
        optimize.priceOrder = true
      case (.optimize, "--max-seconds"):
        let text = try value()
        guard let milliseconds = Self.milliseconds(text) else {
          throw .invalidValue(
            command: name, option: option, value: text, expected: "a number of seconds from 0.001 to \(maximumSeconds)")
        }
        optimize.maxMilliseconds = milliseconds
      case (.optimize, "--robust"):
        let text = try value()
        guard let rule = RobustRule(rawValue: text) else {
          let names = RobustRule.allCases.map(\.rawValue)
          let hint = DidYouMean.suggestion(for: text, among: names).map { " (did you mean \($0)?)" } ?? ""
          throw .invalidValue(command: name, option: option, value: text, expected: choices(names) + hint)
        }
        optimize.robust = rule
      case (.optimize, "--no-per-world"):
        if let inlineValue {
          throw .invalidValue(command: name, option: option, value: inlineValue, expected: "no value")
        }
        optimize.perWorld = false
      case (.optimize, "--jobs"):
        optimize.jobs = try count(try value(), option: option, command: name, maximum: maximumJobs)
      case (.optimize, "--out"):
        let path = try value()
        guard !path.isEmpty else {
          throw .invalidValue(command: name, option: option, value: path, expected: "a file path")
        }
        optimize.out = path
      case (.plan, "--split"):
        let text = try value()
        let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard !digits.isEmpty, isDigits(digits), digits.count <= 3, let split = Int(digits),
          PlanSettings.splitRange.contains(split)
        else {
          throw .invalidValue(
            command: name, option: option, value: text,
            expected: "an integer from 1 to 50, % optional (B's share of users, in percent)")
        }
        plan.split = split
      case (.plan, "--requests-per-day"):
        let text = try value()
        let range = PlanSettings.requestsPerDayRange
        guard !text.isEmpty, isDigits(text), text.count <= 13, let requests = Int64(text), range.contains(requests)
        else {
          throw .invalidValue(
            command: name, option: option, value: text,
            expected: "an integer from 1 to 1000000000000 (the group's ad requests a day)")
        }
        plan.requestsPerDay = requests
      case (.plan, "--requests-per-user"):
        plan.requestsPerUser = try count(
          try value(), option: option, command: name, in: PlanSettings.requestsPerUserRange)
      case (.plan, "--icc"):
        plan.icc = try fraction(
          try value(), option: option, command: name, in: PlanSettings.iccMicros,
          expected: "a number from 0 to 1, with at most 6 decimals")
      case (.plan, "--alpha"):
        plan.alpha = try fraction(
          try value(), option: option, command: name, in: PlanSettings.alphaMicros,
          expected: "a number more than 0 and at most 0.5, with at most 6 decimals")
      case (.plan, "--power"):
        plan.power = try fraction(
          try value(), option: option, command: name, in: PlanSettings.powerMicros,
          expected: "a number from 0.5 to 0.999, with at most 6 decimals")
      case (.plan, "--runs"):
        plan.runs = try count(try value(), option: option, command: name, in: PlanSettings.runsRange)
      case (.plan, "--jobs"):
        plan.jobs = try count(try value(), option: option, command: name, maximum: maximumJobs)
      case (.plan, "--check-tests"):
        plan.checkTests = try count(try value(), option: option, command: name, in: PlanSettings.checkTestsRange)
      case (.simulate, "--seed"), (.compare, "--seed"), (.optimize, "--seed"), (.plan, "--seed"):
        let text = try value()
        guard isDigits(text), let seed = UInt64(text) else {
          throw .invalidValue(
            command: name, option: option, value: text, expected: "an integer from 0 to \(UInt64.max)")
        }
        options.seed = seed
        compare.seed = seed
        optimize.seed = seed
        plan.seed = seed
      case (.fit, "--demand"):
        if let inlineValue {
          throw .invalidValue(command: name, option: option, value: inlineValue, expected: "no value")
        }
        fit.demand = true
      case (.fit, "--value-sigma"):
        let text = try value()
        guard let sigma = DecimalNumber(option: text), sigma.micros > 0, sigma.micros <= 10_000_000 else {
          let zero = DecimalNumber(option: text)?.micros == 0
          throw .invalidValue(
            command: name, option: option, value: text,
            expected: "a number more than 0 and at most 10, with at most 6 decimals"
              + (zero ? " (sigma 0 makes every request worth the same, which no fill rate between 0 and 1 fits)" : ""))
        }
        fit.valueSigma = sigma
      case (.fit, "--sigma-worlds"):
        let text = try value()
        if text == "none" {
          fit.sigmaWorlds = FitCommand.SigmaWorlds.none
        } else {
          fit.sigmaWorlds = .list(
            try decimals(
              text, option: option, command: name, maximum: DecimalNumber(integer: 10),
              expected: "a comma list of numbers more than 0 and at most 10, with at most 6 decimals, or none",
              zero: "sigma 0 makes every request worth the same, which no fill rate between 0 and 1 fits"))
        }
      case (.fit, "--participation-worlds"):
        fit.participationWorlds = try decimals(
          try value(), option: option, command: name, maximum: DecimalNumber(integer: 1),
          expected: "a comma list of numbers more than 0 and at most 1, with at most 6 decimals",
          zero: "a participation of 0 never fills, which no fill rate above 0 fits")
      case (.fit, "--base"):
        fit.base = try value()
      case (.fit, "--prices"):
        let path = try value()
        guard !path.isEmpty else {
          throw .invalidValue(command: name, option: option, value: path, expected: "a report's path")
        }
        fit.prices = path
      case (.fit, "--split-by"):
        fit.splitBy = try splitDimensions(try value(), command: name)
      case (.fit, "--min-requests"):
        let text = try value()
        guard isDigits(text), text.count <= 13, let count = Int64(text), count <= maximumMinRequests else {
          throw .invalidValue(
            command: name, option: option, value: text, expected: "an integer from 0 to \(maximumMinRequests)")
        }
        fit.minRequests = count
      case (.fit, "--days"):
        let text = try value()
        guard isDigits(text), text.count <= 6, let days = Int64(text), (1...maximumDays).contains(days) else {
          throw .invalidValue(
            command: name, option: option, value: text, expected: "an integer from 1 to \(maximumDays)")
        }
        fit.days = days
      case (.fit, "--out"):
        let path = try value()
        guard !path.isEmpty else {
          throw .invalidValue(command: name, option: option, value: path, expected: "a file path")
        }
        fit.out = path
      case (.compare, "--format"), (.optimize, "--format"), (.fit, "--format"), (.plan, "--format"):
        // Both print one record: auto, text, ndjson or json.
        let text = try value()
        var format: CompareCommand.Format?
        if text != "auto" {
          guard let chosen = CompareCommand.Format(rawValue: text) else {
            throw .invalidValue(command: name, option: option, value: text, expected: "auto, text, ndjson or json")
          }
          format = chosen
        }
        compare.format = format
        optimize.format = format
        fit.format = format
        plan.format = format
      case (.merge, "--config"):
        merge.config = try value()
      case (.simulate, "--color"), (.merge, "--color"), (.test, "--color"), (.compare, "--color"),
        (.optimize, "--color"), (.fit, "--color"):
        let text = try value()
        guard let choice = ColorChoice(rawValue: text) else {
          throw .invalidValue(command: name, option: option, value: text, expected: "auto, always or never")
        }
        color = choice
        compare.color = choice
        optimize.color = choice
        fit.color = choice
      case (.simulate, "--runs"):
        options.runs = try count(try value(), option: option, command: name, maximum: maximumRuns)
      case (.simulate, "--jobs"):
        options.jobs = try count(try value(), option: option, command: name, maximum: maximumJobs)
      case (.simulate, "--shard"), (.compare, "--shard"):
        switch try shard(try value(), command: name) {
        case .explicit(let selection): explicitShard = selection
        case .fromEnvironment(let request): shardFromEnvironment = request
        }
      case (.simulate, "--strict"):
        if let inlineValue {
          throw .invalidValue(command: name, option: option, value: inlineValue, expected: "no value")
        }
        options.strict = true
      case (.simulate, "--world"):
        options.world = try value()
      case (.simulate, "--no-expect"):
        if let inlineValue {
          throw .invalidValue(command: name, option: option, value: inlineValue, expected: "no value")
        }
        options.expect = false
      case (.simulate, "--rule"), (.test, "--rule"):
        let override = try ruleOverride(try value(), command: name)
        if command == .simulate { options.rules.append(override) } else { test.rules.append(override) }
      case (.`init`, "--format"):
        let text = try value()
        guard let format = AdFormat(rawValue: text) else {
          throw .invalidValue(
            command: name, option: option, value: text, expected: Self.choices(AdFormat.allCases.map(\.rawValue)))
        }
        initFormat = format
      case (.schema, "--portfolio"):
        if let inlineValue {
          throw .invalidValue(command: name, option: option, value: inlineValue, expected: "no value")
        }
        portfolioSchema = true
      case (.adapters, "--platform"):
        let text = try value()
        if text == "all" {
          allPlatforms = true
          platform = nil
        } else if let chosen = Platform(rawValue: text) {
          platform = chosen
          allPlatforms = false
        } else {
          throw .invalidValue(
            command: name, option: option, value: text,
            expected: Self.choices(Platform.allCases.map(\.rawValue) + ["all"]))
        }
      case (.rules, "--platform"), (.`init`, "--platform"):
        let text = try value()
        guard let chosen = Platform(rawValue: text) else {
          throw .invalidValue(
            command: name, option: option, value: text, expected: Self.choices(Platform.allCases.map(\.rawValue)))
        }
        platform = chosen
      case (.validate, "--format"), (.adapters, "--format"), (.rules, "--format"):
        let text = try value()
        guard let format = ReportFormat(rawValue: text) else {
          throw .invalidValue(command: name, option: option, value: text, expected: "text or json")
        }
        reportFormat = format
      default:
        let known = optionNames(for: command)
        throw .unknownOption(
          command: name, option: option, suggestion: DidYouMean.suggestion(for: option, among: known))
      }
    }
    options.shard = explicitShard
    options.shardFromEnvironment = explicitShard == nil ? shardFromEnvironment : nil
    compare.shard = options.shard
    compare.shardFromEnvironment = options.shardFromEnvironment
    // Only the commands that read several operands can be given - twice; elsewhere the second is extra.
    if [.validate, .merge, .test, .compare, .fit, .plan].contains(command),
      positional.filter({ $0 == "-" }).count + (merge.config == "-" ? 1 : 0) + (fit.base == "-" ? 1 : 0)
        + (fit.prices == "-" ? 1 : 0) > 1
    {
      throw .standardInputTwice(command: name)
    }
    switch command {
    case .simulate:
      guard let config = positional.first else { throw .missingConfig(command: name) }
      if positional.count > 1 { throw .unexpectedArgument(command: name, argument: positional[1]) }
      if options.isSharded, options.runs == nil {
        throw .optionNeedsOption(command: name, option: "--shard", needs: "--runs")
      }
      options.config = config
      options.format = outputFormat
      options.color = color
      return .simulate(options)
    case .merge:
      guard !positional.isEmpty else { throw .missingOperand(command: name, operand: "SUMMARY") }
      merge.format = outputFormat
      merge.color = color
      merge.summaries = positional
      return .merge(merge)
    case .test:
      guard !positional.isEmpty else {
        throw .missingOperand(command: name, operand: "PATH (a config or a folder of configs)")
      }
      test.color = color
      test.paths = positional
      return .test(test)
    case .compare:
      guard positional.count >= 2 else {
        throw .missingOperand(
          command: name, operand: positional.isEmpty ? "A and B (two configs)" : "B (a second config)")
      }
      if positional.count > 2 { throw .unexpectedArgument(command: name, argument: positional[2]) }
      if compare.isSharded, !compare.failIf.isEmpty {
        throw .optionNeedsOption(
          command: name, option: "--fail-if",
          needs: "the whole comparison: give it without --shard, or judge the merged record")
      }
      if compare.isSharded, !compare.fields.isEmpty {
        throw .optionNeedsOption(
          command: name, option: "--fields",
          needs: "the whole comparison: give it without --shard, or to merge, which filters the merged record")
      }
      if compare.isSharded, compare.format == .text {
        throw .invalidValue(
          command: name, option: "--format", value: "text",
          expected: "ndjson or json with --shard (the record merge reads)")
      }
      compare.a = positional[0]
      compare.b = positional[1]
      return .compare(compare)
    case .optimize:
      if Set(objectives).count > 1 { throw .conflictingOptions(command: name, options: ["--maximize", "--minimize"]) }
      guard let config = positional.first else { throw .missingConfig(command: name) }
      if positional.count > 1 { throw .unexpectedArgument(command: name, argument: positional[1]) }
      optimize.config = config
      return .optimize(optimize)
    case .fit:
      guard let report = positional.first else {
        throw .missingOperand(
          command: name, operand: "REPORT (an AdMob mediation report, JSON or CSV, or - for standard input)")
      }
      if positional.count > 1 { throw .unexpectedArgument(command: name, argument: positional[1]) }
      if fit.demand == false {
        for (option, given) in [
          ("--value-sigma", fit.valueSigma != nil), ("--sigma-worlds", fit.sigmaWorlds != nil),
          ("--participation-worlds", fit.participationWorlds != nil),
        ] where given {
          throw .optionNeedsOption(command: name, option: option, needs: "--demand")
        }
      }
      // --base fits the one group it picks: the portfolio's options have nothing to do.
      if fit.base != nil {
        for (option, given) in [
          ("--split-by", fit.splitBy != nil), ("--min-requests", fit.minRequests != nil), ("--days", fit.days != nil),
        ] where given {
          throw .optionNeedsOption(
            command: name, option: option, needs: "a portfolio, which fit writes without --base (--base fits one group)"
          )
        }
      }
      let valueSigma = fit.valueSigma ?? DecimalNumber(micros: 900_000)
      let sigmas = fit.sigmaWorlds.map(\.sigmas) ?? ReportFit.defaultSigmaWorlds
      let participations = fit.participationWorlds ?? [DecimalNumber(integer: 1)]
      let worlds = ReportFit.worldCount(
        valueSigma: valueSigma, sigmaWorlds: sigmas, participationWorlds: participations)
      if worlds > ReportFit.maximumWorlds {
        let sigmaCount = Set((sigmas ?? []) + [valueSigma]).count
        throw .tooManyWorlds(
          command: name, worlds: worlds, sigmas: sigmaCount, participations: worlds / sigmaCount,
          maximum: ReportFit.maximumWorlds)
      }
      fit.report = report
      return .fit(fit)
    case .plan:
      guard positional.count >= 2 else {
        throw .missingOperand(
          command: name, operand: positional.isEmpty ? "A and B (two configs)" : "B (a second config)")
      }
      if positional.count > 2 { throw .unexpectedArgument(command: name, argument: positional[2]) }
      guard plan.split != nil else {
        throw .missingOperand(command: name, operand: "--split PERCENT (B's share of users, from 1 to 50)")
      }
      guard plan.requestsPerDay != nil else {
        throw .missingOperand(command: name, operand: "--requests-per-day N (the group's ad requests a day)")
      }
      plan.a = positional[0]
      plan.b = positional[1]
      return .plan(plan)
    case .rules:
      if let extra = positional.first { throw .unexpectedArgument(command: name, argument: extra) }
      return .rules(format: reportFormat, platform: platform)
    case .validate:
      guard !positional.isEmpty else { throw .missingConfig(command: name) }
      return .validate(format: reportFormat, configs: positional)
    case .adapters:
      if positional.count > 1 { throw .unexpectedArgument(command: name, argument: positional[1]) }
      return .adapters(
        format: reportFormat, config: positional.first,
        platforms: allPlatforms ? .all : platform.map(AdaptersCommand.Platforms.one) ?? .ofConfig)
    case .schema:
      if let extra = positional.first { throw .unexpectedArgument(command: name, argument: extra) }
      return .schema(portfolio: portfolioSchema)
    case .`init`:
      if positional.count > 1 { throw .unexpectedArgument(command: name, argument: positional[1]) }
      let platform = platform ?? .ios
      if positional.first == "-" { return .initConfig(format: initFormat, platform: platform, file: nil) }
      return .initConfig(format: initFormat, platform: platform, file: positional.first)
    case .completions:
      guard let shell = positional.first else {
        throw .missingOperand(command: name, operand: "SHELL (bash, zsh or fish)")
      }
      if positional.count > 1 { throw .unexpectedArgument(command: name, argument: positional[1]) }
      guard let parsed = Shell(rawValue: shell) else {
        throw .invalidValue(command: name, option: "SHELL", value: shell, expected: "bash, zsh or fish")
      }
      return .completions(parsed)
    }
  }

  /// What `--shard` names.
  enum ShardValue {
    /// `I/N`.
    case explicit(ShardSelection)
    /// `auto`, `auto:ENGINE` or `auto:OUTER,INNER`: resolved against the
    /// environment before the command runs (`Command.resolvingShard`).
    case fromEnvironment(ShardFromEnvironment)
  }

  /// `--shard`'s value: I/N, or `auto…`.
  static func shard(_ text: String, command: String) throws(UsageError) -> ShardValue {
    if ShardFromEnvironment.isRequest(text) {
      do throws(ShardFromEnvironment.InvalidRequest) {
        return .fromEnvironment(try ShardFromEnvironment(parsing: text))
      } catch {
        throw .invalidValue(command: command, option: "--shard", value: text, expected: error.expected)
      }
    }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, isDigits(String(parts[0])), isDigits(String(parts[1])),
      let index = Int(parts[0]), let count = Int(parts[1]), (1...maximumShards).contains(count),
      (1...count).contains(index)
    else {
      throw .invalidValue(
        command: command, option: "--shard", value: text,
        expected: "I/N with 1 <= I <= N <= \(maximumShards), such as 2/4, or auto (from the job array)")
    }
    return .explicit(ShardSelection(index: index, count: count))
  }

  static func optionNames(for command: CommandName) -> [String] {
    switch command {
    case .simulate:
      [
        "--format", "--color", "--seed", "--runs", "--jobs", "--shard", "--strict", "--rule", "--no-expect", "--world",
        "--help",
      ]
    case .merge: ["--format", "--color", "--config", "--fields", "--help"]
    case .compare:
      [
        "--format", "--color", "--runs", "--seed", "--jobs", "--shard", "--fail-if", "--fields", "--all", "--top",
        "--group", "--help",
      ]
    case .optimize:
      [
        "--maximize", "--minimize", "--subject-to", "--vary", "--runs", "--candidates", "--restarts", "--price-order",
        "--max-seconds", "--seed", "--jobs", "--robust", "--no-per-world", "--format", "--color", "--out", "--group",
        "--help",
      ]
    case .fit:
      [
        "--demand", "--value-sigma", "--sigma-worlds", "--participation-worlds", "--base", "--prices", "--split-by",
        "--min-requests", "--days", "--out", "--format", "--color", "--help",
      ]
    case .plan:
      [
        "--split", "--requests-per-day", "--requests-per-user", "--icc", "--alpha", "--power", "--runs", "--seed",
        "--jobs", "--check-tests", "--format", "--help",
      ]
    case .rules: ["--format", "--platform", "--help"]
    case .adapters: ["--format", "--platform", "--help"]
    case .`init`: ["--format", "--platform", "--help"]
    case .validate: ["--format", "--help"]
    case .schema: ["--portfolio", "--help"]
    case .completions: ["--help"]
    case .test: ["--format", "--color", "--junit", "--strict", "--rule", "--jobs", "--help"]
    }
  }

  /// `fit --split-by LIST`: a comma list of the dimensions a portfolio may be split by, by their API names (any case),
  /// each once.
  private static func splitDimensions(_ text: String, command: String) throws(UsageError) -> [MediationReport.Dimension]
  {
    let names = PortfolioFit.order.map(\.apiName)
    var dimensions: [MediationReport.Dimension] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let word = String(part)
      guard let dimension = PortfolioFit.order.first(where: { $0.apiName == word.uppercased() }) else {
        let hint = DidYouMean.suggestion(for: word.uppercased(), among: names).map { " (did you mean \($0)?)" } ?? ""
        throw .invalidValue(
          command: command, option: "--split-by", value: text, expected: "a comma list of " + choices(names) + hint)
      }
      guard !dimensions.contains(dimension) else {
        throw .invalidValue(
          command: command, option: "--split-by", value: text,
          expected: "a comma list of " + choices(names) + ", each once (\(dimension.apiName) is listed twice)")
      }
      dimensions.append(dimension)
    }
    return dimensions
  }

  /// `--rule NAME=SEVERITY`: a rule's name and `error`, `warning` or `off`.
  private static func ruleOverride(_ text: String, command: String) throws(UsageError) -> RuleOverride {
    do throws(RuleOverride.Problem) {
      return try RuleOverride.parse(text)
    } catch {
      switch error {
      case .notAnAssignment:
        throw .invalidValue(
          command: command, option: "--rule", value: text,
          expected: "NAME=SEVERITY, such as deprecatedRewardEvent=off")
      case .unknownRule(let rule, let suggestion):
        throw .unknownRule(command: command, rule: rule, suggestion: suggestion)
      case .unknownSeverity(let severity):
        throw .invalidValue(
          command: command, option: "--rule", value: severity,
          expected: "a severity: " + choices(RuleSeverity.allCases.map(\.rawValue)))
      }
    }
  }

  /// Values as a usage error lists them: `auto, text or ndjson`.
  private static func choices(_ values: [String]) -> String {
    DisplayText.list(values, conjunction: "or")
  }

  private static func split(_ argument: String) -> (option: String, value: String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func count(_ text: String, option: String, command: String, maximum: Int) throws(UsageError) -> Int {
    try count(text, option: option, command: command, in: 1...maximum)
  }

  /// An integer in `range`, in plain decimal digits.
  private static func count(
    _ text: String, option: String, command: String, in range: ClosedRange<Int>
  ) throws(UsageError) -> Int {
    guard isDigits(text), let value = Int(text), range.contains(value) else {
      throw .invalidValue(
        command: command, option: option, value: text,
        expected: "an integer from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  /// A comma list of distinct numbers more than 0 and at most `maximum`, each with at most 6 decimals; `zero`
  /// says why 0 is refused.
  private static func decimals(
    _ text: String, option: String, command: String, maximum: DecimalNumber, expected: String, zero: String
  ) throws(UsageError) -> [DecimalNumber] {
    var values: [DecimalNumber] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = String(part)
      guard let value = DecimalNumber(option: item), value.micros > 0, value <= maximum else {
        let isZero = DecimalNumber(option: item)?.micros == 0
        throw .invalidValue(
          command: command, option: option, value: item, expected: expected + (isZero ? " (\(zero))" : ""))
      }
      guard !values.contains(value) else {
        throw .invalidValue(command: command, option: option, value: text, expected: "each value once")
      }
      values.append(value)
    }
    return values
  }

  /// A number with at most 6 decimals whose millionths lie in `micros` (`plan --icc`, `--alpha`, `--power`).
  private static func fraction(
    _ text: String, option: String, command: String, in micros: ClosedRange<Int64>, expected: String
  ) throws(UsageError) -> DecimalNumber {
    guard let value = DecimalNumber(option: text), micros.contains(value.micros) else {
      throw .invalidValue(command: command, option: option, value: text, expected: expected)
    }
    return value
  }

  /// Whether `text` is plain decimal digits: `Int("+5")` and `UInt64("+5")` accept a sign.
  private static func isDigits(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }
}
