import DemoKit

// Interactive on a terminal; scripted (one command per line in, one output event per line out)
// when standard input is a pipe or a file, so CI can run it.
if RawTerminal.isInteractive {
    InteractiveSession(demo: SigninDemoController()).run()
} else {
    var failed = false
    SigninScriptedSession().run(
        AnySequence { AnyIterator { readLine(strippingNewline: true) } },
        transcript: { print($0) },
        error: { message in
            failed = true
            printError("demo: \(message)")
        })
    if failed { exitWithFailure() }
}
