import MediationKit

/// The shell completion scripts of `mediate completions SHELL`, built from
/// the same command and option lists the argument parser uses: commands,
/// each command's options, the values of `--format`, `--color` and the
/// shells, the rules and severities of `--rule NAME=SEVERITY`, and config
/// paths (`*.json` files and folders).
enum Completions {
  static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  static var commands: [String] { CommandName.allCases.map(\.rawValue) + ["help"] }

  /// The values `optimize --robust` takes.
  static let robustRules = RobustRule.allCases.map(\.rawValue)

  /// The values `--platform` takes.
  static let platforms = Platform.allCases.map(\.rawValue)

  /// The dimensions `fit --split-by` takes (a comma list of them).
  static let splitDimensions = PortfolioFit.order.map(\.apiName)

  /// The values `--format` takes for a command.
  static func formats(for command: CommandName) -> [String] {
    switch command {
    case .simulate, .merge: ["auto"] + OutputFormat.allCases.map(\.rawValue)
    case .test: TestFormat.allCases.map(\.rawValue)
    case .compare, .optimize, .fit, .plan: ["auto"] + CompareCommand.Format.allCases.map(\.rawValue)
    case .validate, .adapters, .rules: ReportFormat.allCases.map(\.rawValue)
    case .`init`: AdFormat.allCases.map(\.rawValue)
    case .schema, .completions: []
    }
  }

  static let colors = ColorChoice.allCases.map(\.rawValue)
  static let rules = ContractRules.descriptions.map(\.name)
  static let severities = RuleSeverity.allCases.map(\.rawValue)
  /// Every value `--rule` takes, for the shells that complete a whole word.
  static var ruleSettings: [String] { rules.flatMap { rule in severities.map { "\(rule)=\($0)" } } }
  static let shells = Shell.allCases.map(\.rawValue)
  /// The values `--shard` completes to: `auto` and `auto:ENGINE` (I/N has none).
  static let shardValues = ShardFromEnvironment.values
  /// The engines of `--shard auto:ENGINE`.
  static let shardEngines = ShardFromEnvironment.engineNames

  // MARK: bash

  static var bash: String {
    let formatCases = CommandName.allCases.filter { !formats(for: $0).isEmpty }.map {
      "        \($0.rawValue)) words=\"\(formats(for: $0).joined(separator: " "))\" ;;"
    }.joined(separator: "\n")
    let optionCases = CommandName.allCases.map {
      "      \($0.rawValue)) words=\"\(ArgumentParser.optionNames(for: $0).joined(separator: " "))\" ;;"
    }.joined(separator: "\n")
    return """
      # bash completion for mediate (mediate completions bash)
      _mediate() {
        local cur prev command words
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        COMPREPLY=()
        if [[ $COMP_CWORD -eq 1 ]]; then
          COMPREPLY=($(compgen -W "\(commands.joined(separator: " ")) --help --version" -- "$cur"))
          return
        fi
        command="${COMP_WORDS[1]}"
        # bash splits `--rule NAME=SEVERITY` at the `=`: NAME, `=`, SEVERITY are words of their own.
        if [[ "$cur" == "=" && "${COMP_WORDS[COMP_CWORD-2]}" == "--rule" ]]; then
          COMPREPLY=(\(severities.joined(separator: " ")))
          return
        fi
        if [[ "$prev" == "=" && "${COMP_WORDS[COMP_CWORD-3]}" == "--rule" ]]; then
          COMPREPLY=($(compgen -W "\(severities.joined(separator: " "))" -- "$cur"))
          return
        fi
        # bash splits `--shard auto:ENGINE` at the `:` too: the engine (or OUTER,INNER) is a word of its own.
        if [[ "$cur" == ":" && "${COMP_WORDS[COMP_CWORD-1]}" == "auto" && "${COMP_WORDS[COMP_CWORD-2]}" == "--shard" ]]; then
          COMPREPLY=(\(shardEngines.joined(separator: " ")))
          return
        fi
        if [[ "$prev" == ":" && "${COMP_WORDS[COMP_CWORD-2]}" == "auto" && "${COMP_WORDS[COMP_CWORD-3]}" == "--shard" ]]; then
          words="\(shardEngines.joined(separator: " "))"
          if [[ "$cur" == *,* ]]; then
            words=""
            for engine in \(shardEngines.joined(separator: " ")); do words="$words ${cur%%,*},$engine"; done
          fi
          COMPREPLY=($(compgen -W "$words" -- "$cur"))
          return
        fi
        case "$prev" in
          --format)
            case "$command" in
      \(formatCases)
              *) words="" ;;
            esac
            COMPREPLY=($(compgen -W "$words" -- "$cur"))
            return ;;
          --color)
            COMPREPLY=($(compgen -W "\(colors.joined(separator: " "))" -- "$cur"))
            return ;;
          --robust)
            COMPREPLY=($(compgen -W "\(robustRules.joined(separator: " "))" -- "$cur"))
            return ;;
          --platform)
            COMPREPLY=($(compgen -W "\(platforms.joined(separator: " "))" -- "$cur"))
            return ;;
          --split-by)
            COMPREPLY=($(compgen -W "\(splitDimensions.joined(separator: " "))" -- "$cur"))
            return ;;
          --prices)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
          --min-requests|--days)
            return ;;
          --rule)
            compopt -o nospace 2>/dev/null
            COMPREPLY=($(compgen -W "\(rules.joined(separator: " "))" -S "=" -- "$cur"))
            return ;;
          --shard)
            COMPREPLY=($(compgen -W "\(shardValues.joined(separator: " "))" -- "$cur"))
            return ;;
          --seed|--runs|--jobs|--top|--fields|--candidates|--restarts|--max-seconds|--group|--split|--requests-per-day|--requests-per-user|--icc|--alpha|--power|--check-tests)
            return ;;
          --sigma-worlds)
            COMPREPLY=($(compgen -W "none" -- "$cur"))
            return ;;
          --junit)
            COMPREPLY=($(compgen -f -- "$cur"))
            return ;;
          --config)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur"))
            return ;;
        esac
        if [[ "$cur" == -* ]]; then
          case "$command" in
      \(optionCases)
            *) words="" ;;
          esac
          COMPREPLY=($(compgen -W "$words" -- "$cur"))
          return
        fi
        case "$command" in
          help)
            COMPREPLY=($(compgen -W "\(CommandName.allCases.map(\.rawValue).joined(separator: " ")) config" -- "$cur")) ;;
          completions)
            COMPREPLY=($(compgen -W "\(shells.joined(separator: " "))" -- "$cur")) ;;
          schema|rules)
            ;;
          *)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur")) ;;
        esac
      }
      complete -F _mediate mediate

      """
  }

  // MARK: zsh

  static var zsh: String {
    func describe(_ command: CommandName) -> String {
      switch command {
      case .simulate: "simulate a waterfall"
      case .validate: "check configs"
      case .adapters: "list the adapter classes"
      case .test: "run configs as tests"
      case .rules: "list the contract rules"
      case .merge: "combine shard summaries"
      case .compare: "compare two configs on the same runs"
      case .optimize: "search the order, floors and timeouts of a config"
      case .fit: "build a config from an AdMob mediation report"
      case .plan: "plan a live AdMob A/B test of two configs"
      case .schema: "print the JSON Schema of the config"
      case .`init`: "write a starter config"
      case .completions: "print a completion script"
      }
    }
    let commandList = CommandName.allCases.map { "'\($0.rawValue):\(describe($0))'" }.joined(separator: " ")
    let cases = CommandName.allCases.map { command -> String in
      var specs = ArgumentParser.optionNames(for: command).filter { $0 != "--help" }.map { option -> String in
        switch option {
        case "--format": "'--format[output format]:format:(\(formats(for: command).joined(separator: " ")))'"
        case "--color": "'--color[when to colour]:when:(\(colors.joined(separator: " ")))'"
        case "--junit": "'--junit[JUnit report]:file:_files'"
        case "--config": "'--config[config whose expect.summary to check]:config:_files -g \"*.json\"'"
        case "--strict": "'--strict[violations fail]'"
        case "--all": "'--all[every field, grouped]'"
        case "--robust": "'--robust[how worlds score a candidate]:rule:(\(robustRules.joined(separator: " ")))'"
        case "--platform": "'--platform[the mediation contract]:platform:(\(platforms.joined(separator: " ")))'"
        case "--split-by":
          "'--split-by[dimensions a portfolio is split by]:dimension:(\(splitDimensions.joined(separator: " ")))'"
        case "--prices": "'--prices[a report that prices one without money]:report:_files'"
        case "--no-per-world": "'--no-per-world[no search per world]'"
        case "--price-order": "'--price-order[keep the waterfall in price order]'"
        case "--fields": "'*--fields[fields to show]:pattern:'"
        case "--top": "'--top[line items in the headline]:count:(0 1 2 3 5 10 20)'"
        // A colon inside an _arguments action is quoted with a backslash.
        case "--shard":
          "'--shard[I/N, or auto from the job array]:shard:(\(shardValues.map { $0.replacing(":", with: "\\:") }.joined(separator: " ")))'"
        case "--group": "'*--group[a portfolio group, by name]:name:'"
        case "--rule": "'*--rule[severity of a rule]:rule:(\(ruleSettings.joined(separator: " ")))'"
        default: "'\(option)[\(option.dropFirst(2))]:value:'"
        }
      }
      specs.append("'--help[show help]'")
      let operand: String
      switch command {
      case .completions: operand = "'1:shell:(\(shells.joined(separator: " ")))'"
      case .schema, .rules: operand = ""
      case .simulate, .validate, .adapters, .test, .compare, .optimize, .fit, .plan, .merge, .`init`:
        operand = "'*:config:_files -g \"*.json\"'"
      }
      return "    \(command.rawValue)) _arguments \(specs.joined(separator: " ")) \(operand) ;;"
    }.joined(separator: "\n")
    return """
      #compdef mediate
      # zsh completion for mediate (mediate completions zsh)
      _mediate() {
        local -a commands
        commands=(\(commandList) 'help:show help')
        if (( CURRENT == 2 )); then
          _describe 'command' commands
          return
        fi
        case $words[2] in
      \(cases)
          help) _values 'topic' \(CommandName.allCases.map(\.rawValue).joined(separator: " ")) config ;;
        esac
      }
      _mediate "$@"

      """
  }

  // MARK: fish

  static var fish: String {
    var lines = [
      "# fish completion for mediate (mediate completions fish)",
      "complete -c mediate -f",
      "complete -c mediate -n __fish_use_subcommand -l help -d 'show help'",
      "complete -c mediate -n __fish_use_subcommand -l version -d 'show the version'",
    ]
    for command in commands {
      lines.append("complete -c mediate -n __fish_use_subcommand -a \(command)")
    }
    for command in CommandName.allCases {
      let condition = "'__fish_seen_subcommand_from \(command.rawValue)'"
      for option in ArgumentParser.optionNames(for: command) {
        let name = option.dropFirst(2)
        switch option {
        case "--format":
          lines.append(
            "complete -c mediate -n \(condition) -l format -x -a '\(formats(for: command).joined(separator: " "))'")
        case "--color":
          lines.append("complete -c mediate -n \(condition) -l color -x -a '\(colors.joined(separator: " "))'")
        case "--junit", "--config":
          lines.append("complete -c mediate -n \(condition) -l \(name) -r -F")
        case "--rule":
          lines.append("complete -c mediate -n \(condition) -l rule -x -a '\(ruleSettings.joined(separator: " "))'")
        case "--sigma-worlds":
          lines.append("complete -c mediate -n \(condition) -l sigma-worlds -x -a 'none'")
        case "--shard":
          lines.append("complete -c mediate -n \(condition) -l shard -x -a '\(shardValues.joined(separator: " "))'")
        case "--robust":
          lines.append("complete -c mediate -n \(condition) -l robust -x -a '\(robustRules.joined(separator: " "))'")
        case "--platform":
          lines.append("complete -c mediate -n \(condition) -l platform -x -a '\(platforms.joined(separator: " "))'")
        case "--split-by":
          lines.append(
            "complete -c mediate -n \(condition) -l split-by -x -a '\(splitDimensions.joined(separator: " "))'")
        case "--prices":
          lines.append("complete -c mediate -n \(condition) -l prices -r -F")
        case "--strict", "--all", "--no-per-world", "--price-order", "--help":
          lines.append("complete -c mediate -n \(condition) -l \(name)")
        default:
          lines.append("complete -c mediate -n \(condition) -l \(name) -x")
        }
      }
      switch command {
      case .completions: lines.append("complete -c mediate -n \(condition) -a '\(shells.joined(separator: " "))'")
      case .schema, .rules: break
      case .simulate, .validate, .adapters, .test, .compare, .optimize, .fit, .plan, .merge, .`init`:
        lines.append("complete -c mediate -n \(condition) -F")
      }
    }
    lines.append(
      "complete -c mediate -n '__fish_seen_subcommand_from help' -a '\(CommandName.allCases.map(\.rawValue).joined(separator: " ")) config'"
    )
    return lines.joined(separator: "\n") + "\n"
  }
}
