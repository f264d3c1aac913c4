import SigninDemoKit

// Interactive on a terminal; scripted (one command per line in, one output event per line out)
// when standard input is a pipe or a file, so CI can run it.
if RawTerminal.isInteractive {
    let terminal = RawTerminal()
    let controller = SigninDemoController()
    var decoder = KeyDecoder()
    terminal.draw(controller.screen.render(columns: terminal.columns))
    reading: while true {
        let bytes = terminal.read()
        if bytes.isEmpty { break }
        for key in decoder.feed(bytes) where !controller.handle(key) {
            break reading
        }
        terminal.draw(controller.screen.render(columns: terminal.columns))
    }
    terminal.close()
} else {
    var failed = false
    ScriptedSession().run(
        AnySequence { AnyIterator { readLine(strippingNewline: true) } },
        transcript: { print($0) },
        error: { message in
            failed = true
            printError("signin-demo: \(message)")
        })
    if failed { exitWithFailure() }
}
