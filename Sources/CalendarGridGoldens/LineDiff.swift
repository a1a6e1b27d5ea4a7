/// A unified line diff (longest common subsequence, three lines of context), with the
/// characters a reviewer cannot see shown by name.
package enum LineDiff {
    package static func unified(
        expected: String, actual: String, expectedName: String, actualName: String, context: Int = 3
    ) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = script(old, new)
        var output = ["--- \(expectedName)", "+++ \(actualName)"]
        var index = 0
        while index < edits.count {
            guard edits[index].kind != .same else {
                index += 1
                continue
            }
            let start = max(0, index - context)
            var end = index
            // Extend the hunk while the next change is within 2 × context lines.
            while end < edits.count {
                if edits[end].kind != .same {
                    end += 1
                    continue
                }
                var run = end
                while run < edits.count, edits[run].kind == .same { run += 1 }
                if run < edits.count, run - end <= 2 * context { end = run } else { break }
            }
            let stop = min(edits.count, end + context)
            let hunk = edits[start..<stop]
            let oldStart = (hunk.first { $0.kind != .added }?.oldLine ?? 0) + 1
            let newStart = (hunk.first { $0.kind != .removed }?.newLine ?? 0) + 1
            output.append(
                "@@ -\(oldStart),\(hunk.filter { $0.kind != .added }.count) "
                    + "+\(newStart),\(hunk.filter { $0.kind != .removed }.count) @@"
            )
            for edit in hunk {
                switch edit.kind {
                case .same: output.append(" " + visible(old[edit.oldLine]))
                case .removed: output.append("-" + visible(old[edit.oldLine]))
                case .added: output.append("+" + visible(new[edit.newLine]))
                }
            }
            index = stop
        }
        return output.joined(separator: "\n")
    }

    /// Invisible and look-alike characters by name: trailing spaces, bidi controls,
    /// no-break spaces, escape sequences.
    package static func visible(_ line: String) -> String {
        var body = Substring(line)
        var trailing = 0
        while body.last == " " {
            body = body.dropLast()
            trailing += 1
        }
        var output = ""
        for scalar in body.unicodeScalars {
            switch scalar.value {
            case 0x200E: output += "<LRM>"
            case 0x200F: output += "<RLM>"
            case 0x061C: output += "<ALM>"
            case 0x2066: output += "<LRI>"
            case 0x2067: output += "<RLI>"
            case 0x2068: output += "<FSI>"
            case 0x2069: output += "<PDI>"
            case 0x00A0: output += "<NBSP>"
            case 0x202F: output += "<NNBSP>"
            case 0x200D: output += "<ZWJ>"
            case 0x1B: output += "<ESC>"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return trailing > 0 ? output + "<\(trailing) trailing spaces>" : output
    }

    enum Kind { case same, removed, added }
    struct Edit {
        let kind: Kind
        let oldLine: Int
        let newLine: Int
    }

    private static func script(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count
        let m = new.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                edits.append(Edit(kind: .same, oldLine: i, newLine: j))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals before additions, as diff -u prints them.
                edits.append(Edit(kind: .removed, oldLine: i, newLine: j))
                i += 1
            } else {
                edits.append(Edit(kind: .added, oldLine: i, newLine: j))
                j += 1
            }
        }
        return edits
    }
}
