import CalendarGrid
import Testing

@testable import CalgridCLI

/// The options of the browser picker's page: its texts, its form, its payloads and its
/// stylesheet alone.
@Suite("The page's options: --messages, --form-action, --show-payloads, --format css")
struct PageOptionsTests {
    func run(_ arguments: [String]) -> Command.Outcome {
        Command(arguments: arguments + ["--today", "2024-09-17"], environment: [:], stdoutIsTerminal: false).run()
    }

    func messages(_ text: String) throws(UsageError) -> [String: String] {
        let document: JSONDocument
        do { document = try JSONDocument.parse(Array(text.utf8)) } catch {
            throw UsageError(message: "JSON: \(error.message)")
        }
        return try MessagesFile.messages(from: document, path: "m.json")
    }

    @Test("a messages file takes the documented keys, each a string; anything else is named and refused")
    func messagesFile() throws {
        #expect(try messages(#"{"selected": "محدد", "submit": "احجز"}"#) == ["selected": "محدد", "submit": "احجز"])
        for (text, named) in [
            (#"{"selcted": "x"}"#, "unknown key 'selcted'"), (#"{"selected": 1}"#, "'selected' is not a string"),
            (#"["selected"]"#, "expected a JSON object"),
        ] {
            #expect(throws: UsageError.self) { try messages(text) }
            do { _ = try messages(text) } catch { #expect(error.message.contains(named), "\(error.message)") }
        }
        // The keys the error lists are the renderer's, and every one has an English default.
        #expect(HTMLRenderer.Picker.messageKeys.contains("rangeIncludesDisabled"))
        #expect(
            HTMLRenderer.Picker.messageKeys.allSatisfy {
                HTMLRenderer.Picker.defaultMessages[$0] != nil || HTMLRenderer.Picker.eventCountKeys.contains($0)
            })
    }

    @Test("the page options need --interactive, and --form-action a full page: one line, exit 64")
    func combinations() {
        for (arguments, named) in [
            (["en-US", "--format", "html", "--form-action", "/book"], "'--form-action' is for pages with"),
            (["en-US", "--format", "html", "--messages", "m.json"], "'--messages' is for HTML pages"),
            (["en-US", "--format", "html", "--show-payloads"], "'--show-payloads' is for pages with"),
            (
                ["en-US", "--format", "html-fragment", "--interactive", "--form-action", "/book"],
                "puts the full page in a form"
            ),
        ] {
            let outcome = run(arguments)
            #expect(outcome.status == 64 && outcome.stdout.isEmpty, "\(arguments)")
            #expect(outcome.stderr.contains(named), "\(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test("--format css prints the pages' stylesheet, with no strike-through; --form-action wraps the page")
    func cssAndForm() {
        let css = run(["--format", "css"])
        #expect(css.status == 0 && css.stdout == HTMLRenderer.styleSheet + "\n")
        #expect(!css.stdout.contains("line-through"))
        let page = run(["en-US", "--format", "html", "--interactive", "--form-action", "/book?x=1&y=2"])
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.contains(#"<form method="post" action="/book?x=1&amp;y=2" class="calgrid-form">"#))
        #expect(page.stdout.contains(#"<button type="submit" class="calgrid-submit">Submit</button>"#))
        #expect(page.stdout.contains(#"name="dates""#))
    }
}
