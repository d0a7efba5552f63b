import Foundation
import PhaseKit

/// The shell completion scripts of `phasekit completions bash|zsh|fish`, made from
/// ``OptionTables``: every command, every option each command takes, the words of each choice,
/// and files or folders where an option names one.
enum Completions {
  /// The script for `shell`, its descriptions in `language`.
  static func script(for shell: Shell, language: Language = .current) -> String {
    switch shell {
    case .bash: bash()
    case .zsh: zsh(language)
    case .fish: fish(language)
    }
  }

  /// A command as the scripts see it: its name and the options it offers.
  struct CommandOptions {
    var name: String
    var options: [Described]
  }

  /// An option with what the scripts need of it.
  struct Described {
    var name: String
    var short: Character?
    var takesValue: Bool
    var repeats: Bool
    var completion: OptionCompletion
    var helpKey: String
  }

  /// The commands whose options are completed: chart (also with no command), watch, states.
  static var commands: [CommandOptions] {
    func described<O>(
      _ table: OptionTable<O>, scope: (Option<O>) -> String, _ keep: (Option<O>) -> Bool = { _ in true }
    )
      -> CommandOptions
    {
      var previousKey = ""
      let options = table.options.filter(keep).map { option in
        // A name that shares its help line (--no-color) is described by that line.
        let key = option.joinsPreviousHelp ? previousKey : option.helpKey(in: scope(option))
        previousKey = key
        return Described(
          name: option.name, short: option.short, takesValue: option.kind != .flag && option.kind != .help,
          repeats: option.repeats, completion: option.completion, helpKey: key)
      }
      return CommandOptions(name: table.command, options: options)
    }
    return [
      described(OptionTables.chart, scope: { _ in "chart" }),
      // watch offers what it uses: --every, the chart options it takes, and help.
      described(
        OptionTables.watch, scope: { OptionTables.isWatchsOwn($0) ? "watch" : "chart" }, { $0.watch == .takes }),
      described(OptionTables.states, scope: { _ in "states" }),
      described(OptionTables.cache, scope: { _ in "cache" }),
    ]
  }

  /// The first line of an option's help, up to its first parenthesis: a short description.
  static func summary(_ key: String, _ language: Language) -> String {
    let line = CLICatalog.text(key, in: language).split(separator: "\n").first.map(String.init) ?? ""
    let cut = line.firstIndex { $0 == "(" || $0 == "（" }.map { String(line[..<$0]) } ?? line
    return cut.trimmingCharacters(in: .whitespaces)
  }

  // MARK: bash

  static func bash() -> String {
    let names = Command.names.joined(separator: " ")
    var script = """
      # bash completion for phasekit, written by `phasekit completions bash`.
      _phasekit() {
        local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
        local command=chart i
        for ((i = 1; i < COMP_CWORD; i++)); do
          case ${COMP_WORDS[i]} in
            \(Command.names.joined(separator: "|"))) command=${COMP_WORDS[i]}; break ;;
          esac
        done
        case $command in

      """
    for command in commands {
      script += "    \(command.name))\n      case $prev in\n"
      for option in command.options where option.takesValue {
        script += "        --\(option.name)) "
        switch option.completion {
        case .none: script += "COMPREPLY=()"
        case .file: script += "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .directory: script += "COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .words(let words):
          script += "COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\"))"
        }
        script += "; return ;;\n"
      }
      let flags = command.options.flatMap { option in
        (option.short.map { ["-\($0)"] } ?? []) + ["--\(option.name)"]
      }
      script += """
              esac
              if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W '\(flags.joined(separator: " "))' -- "$cur"))

        """
      if command.name == "states" {
        script += "      fi ;;\n"
      } else if command.name == "cache" {
        script += """
                else
                  COMPREPLY=($(compgen -W '\(CacheAction.names.joined(separator: " "))' -- "$cur"))
                fi ;;

          """
      } else {
        script += """
                else
                  COMPREPLY=($(compgen -f -- "$cur"))
                  ((COMP_CWORD == 1)) && COMPREPLY+=($(compgen -W '\(names)' -- "$cur"))
                fi ;;

          """
      }
    }
    let topics = Help.topics.filter { $0 != "help" }.joined(separator: " ")
    script += """
          help) COMPREPLY=($(compgen -W '\(topics)' -- "$cur")) ;;
          completions) COMPREPLY=($(compgen -W '\(Shell.allCases.map(\.rawValue).joined(separator: " "))' -- "$cur")) ;;
        esac
      }
      complete -o filenames -F _phasekit phasekit

      """
    return script
  }

  // MARK: zsh

  static func zsh(_ language: Language) -> String {
    func escaped(_ text: String) -> String {
      var result = ""
      for character in text {
        switch character {
        case "'": result += "'\\''"
        case "[", "]", ":", "\\": result += "\\\(character)"
        default: result.append(character)
        }
      }
      return result
    }
    var script = """
      #compdef phasekit
      # zsh completion for phasekit, written by `phasekit completions zsh`.


      """
    for command in commands {
      script += "_phasekit_\(command.name)() {\n  _arguments -s -S \\\n"
      for option in command.options {
        let description = "[\(escaped(summary(option.helpKey, language)))]"
        if let short = option.short {
          script += "    '(- *)'{-\(short),--\(option.name)}'\(description)' \\\n"
          continue
        }
        let prefix = option.repeats ? "*" : ""
        guard option.takesValue else {
          script += "    '\(prefix)--\(option.name)\(description)' \\\n"
          continue
        }
        let action: String
        switch option.completion {
        case .none: action = " "
        case .file: action = "_files"
        case .directory: action = "_files -/"
        case .words(let words): action = "(\(words.joined(separator: " ")))"
        }
        script += "    '\(prefix)--\(option.name)=\(description):\(option.name):\(action)' \\\n"
      }
      switch command.name {
      case "states": script += "}\n\n"
      case "cache": script += "    '1:action:(\(CacheAction.names.joined(separator: " ")))' \\\n    '2:key: '\n}\n\n"
      default: script += "    '1:source:_files'\n}\n\n"
      }
    }
    let described = Command.names.map {
      "    '\($0):\(escaped(CLICatalog.text("command.\($0)", in: language)))'"
    }
    let topics = Help.topics.filter { $0 != "help" }.joined(separator: " ")
    script += """
      _phasekit() {
        local -a commands
        commands=(
      \(described.joined(separator: "\n"))
        )
        if (( CURRENT == 2 )) && [[ $words[2] != -* ]]; then
          _describe -t commands command commands
          _files
          return
        fi
        local command=chart
        case $words[2] in
          \(Command.names.joined(separator: "|")))
            command=$words[2]
            shift words
            (( CURRENT-- ))
            ;;
        esac
        case $command in
          chart) _phasekit_chart ;;
          watch) _phasekit_watch ;;
          states) _phasekit_states ;;
          cache) _phasekit_cache ;;
          help) _values topic \(topics) ;;
          completions) _values shell \(Shell.allCases.map(\.rawValue).joined(separator: " ")) ;;
        esac
      }

      _phasekit "$@"

      """
    return script
  }

  // MARK: fish

  static func fish(_ language: Language) -> String {
    func quoted(_ text: String) -> String {
      "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
    let names = Command.names.joined(separator: " ")
    var script = """
      # fish completion for phasekit, written by `phasekit completions fish`.
      complete -c phasekit -f

      """
    for name in Command.names {
      script +=
        "complete -c phasekit -n 'not __fish_seen_subcommand_from \(names)' -a \(name)"
        + " -d \(quoted(CLICatalog.text("command.\(name)", in: language)))\n"
    }
    for command in commands {
      let condition =
        command.name == "chart"
        ? "'__fish_seen_subcommand_from chart; or not __fish_seen_subcommand_from \(names)'"
        : "'__fish_seen_subcommand_from \(command.name)'"
      for option in command.options {
        var line = "complete -c phasekit -n \(condition)"
        if let short = option.short { line += " -s \(short)" }
        line += " -l \(option.name)"
        if option.takesValue {
          switch option.completion {
          case .none: line += " -x"
          case .file: line += " -r -F"
          case .directory: line += " -x -a '(__fish_complete_directories)'"
          case .words(let words): line += " -x -a '\(words.joined(separator: " "))'"
          }
        }
        script += line + " -d \(quoted(summary(option.helpKey, language)))\n"
      }
      if command.name == "cache" {
        script += "complete -c phasekit -n \(condition) -x -a '\(CacheAction.names.joined(separator: " "))'\n"
      } else if command.name != "states" {
        script += "complete -c phasekit -n \(condition) -F\n"
      }
    }
    let topics = Help.topics.filter { $0 != "help" }.joined(separator: " ")
    script += """
      complete -c phasekit -n '__fish_seen_subcommand_from help' -x -a '\(topics)'
      complete -c phasekit -n '__fish_seen_subcommand_from completions' -x -a '\(Shell.allCases.map(\.rawValue).joined(separator: " "))'

      """
    return script
  }
}
