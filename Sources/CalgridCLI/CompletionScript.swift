/// Completion scripts for bash, zsh and fish (`calgrid --completion-script SHELL`), from
/// ``OptionTable``. Locales and calendar IDs are completed from what the ICU on the
/// machine has, by asking `calgrid --list-locales` and `--list-calendars` when completing.
enum CompletionScript {
    static func text(for shell: String) -> String {
        switch shell {
        case "zsh": zsh
        case "fish": fish
        default: bash
        }
    }

    private static func words(_ option: OptionSpec) -> String {
        switch option.completion {
        case .calendar: "$(calgrid --list-calendars 2>/dev/null)"
        case .calendarOrAuto: "auto $(calgrid --list-calendars 2>/dev/null)"
        case .region: "$(calgrid holidays --list-regions 2>/dev/null)"
        case let .words(list): list.joined(separator: " ")
        default: ""
        }
    }

    static var bash: String {
        let all = OptionTable.all.map(\.name).joined(separator: " ")
        var cases = ""
        for option in OptionTable.all where option.takesValue && !option.valueIsOptional {
            let action: String
            switch option.completion {
            case .file: action = "COMPREPLY=($(compgen -f -- \"$cur\"))"
            case .none, .locale: action = "COMPREPLY=()"
            default: action = "COMPREPLY=($(compgen -W \"\(words(option))\" -- \"$cur\"))"
            }
            cases += "        \(option.name)\(option.short.map { "|-\($0)" } ?? "")) \(action); return ;;\n"
        }
        return """
            # bash completion for calgrid (calgrid --completion-script bash)
            _calgrid() {
                local cur prev
                cur="${COMP_WORDS[COMP_CWORD]}"
                prev="${COMP_WORDS[COMP_CWORD-1]}"
                case "$prev" in
            \(cases)    esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "\(all)" -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "pick $(calgrid --list-locales 2>/dev/null)" -- "$cur"))
                fi
            }
            complete -F _calgrid calgrid

            """
    }

    static var zsh: String {
        var specs: [String] = []
        for option in OptionTable.all {
            let help = option.help.replacingBrackets
            var action = ""
            if option.takesValue {
                switch option.completion {
                case .file: action = ":\(option.value ?? "value"):_files"
                case .none, .locale: action = ":\(option.value ?? "value"): "
                default: action = ":\(option.value ?? "value"):(\(words(option)))"
                }
            }
            let equals = option.takesValue ? "=" : ""
            if let short = option.short {
                specs.append("'(-\(short) \(option.name))'{-\(short),\(option.name)\(equals)}'[\(help)]\(action)'")
            } else {
                specs.append("'\(option.name)\(equals)[\(help)]\(action)'")
            }
        }
        return """
            #compdef calgrid
            # zsh completion for calgrid (calgrid --completion-script zsh)
            _calgrid() {
              _arguments -s \\
                \(specs.joined(separator: " \\\n    "))  \\
                '*:locale:($(calgrid --list-locales 2>/dev/null))'
            }
            _calgrid "$@"

            """
    }

    static var fish: String {
        var lines = [
            "# fish completion for calgrid (calgrid --completion-script fish)",
            "complete -c calgrid -f -a '(calgrid --list-locales 2>/dev/null)'",
            "complete -c calgrid -n '__fish_use_subcommand' -a pick -d 'interactive date picker'",
        ]
        for option in OptionTable.all {
            var line = "complete -c calgrid -l \(option.name.dropFirst(2))"
            if let short = option.short { line += " -s \(short)" }
            if option.takesValue {
                line += option.completion == .file ? " -r -F" : " -x"
                let list = words(option)
                if !list.isEmpty { line += " -a '\(list.replacingOccurrencesOfDollarParens)'" }
            }
            line += " -d '\(option.help.replacingApostrophes)'"
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// zsh's `[description]` cannot hold brackets.
    fileprivate var replacingBrackets: String {
        String(map { $0 == "[" ? "(" : $0 == "]" ? ")" : $0 == "'" ? "’" : $0 })
    }
    fileprivate var replacingApostrophes: String { String(map { $0 == "'" ? "’" : $0 }) }
    /// fish runs commands in parentheses, not `$(…)`.
    fileprivate var replacingOccurrencesOfDollarParens: String {
        var result = ""
        var rest = Substring(self)
        while let start = rest.firstRange(of: "$(") {
            result += rest[..<start.lowerBound] + "("
            rest = rest[start.upperBound...]
        }
        return result + rest
    }
}
