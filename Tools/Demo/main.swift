import DemoKit

// `demo` shows the sign-in screen, `demo signup` the sign-up screen: interactive on a terminal;
// scripted (one command per line in, one output event per line out) when standard input is a
// pipe or a file, so CI can run it.
switch DemoCommandLine(arguments: Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(DemoCommandLine.usage)
case .invalid(let problem):
    printError("demo: \(problem)\n\n\(DemoCommandLine.usage)")
    exitWithFailure()
case .run(let screen) where RawTerminal.isInteractive:
    InteractiveSession(demo: screen.makeInteractiveDemo()).run()
case .run(let screen):
    var failed = false
    screen.runScript(
        AnySequence { AnyIterator { readLine(strippingNewline: true) } },
        transcript: { print($0) },
        error: { message in
            failed = true
            printError("demo: \(message)")
        })
    if failed { exitWithFailure() }
}
