// A libFuzzer target: the marble parser, on any bytes. The first byte chooses the diagram's kind
// and frame (frames under one tick included), the rest is the diagram. It must never crash, an
// error must name a column of the diagram, and a parsed diagram's marks must sit on its columns,
// in time order within what the diagram spans.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarbleParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let first = bytes.first else { return 0 }
    let kinds: [MarbleDiagramKind] = [.cold, .hot, .subscription]
    let kind = kinds[Int(first) % 3]
    let frame = TestTime(first >> 2) - 3
    let diagram = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let columns = diagram.count
    let format = MarbleFormat(frame: frame, resolution: 0.001)
    switch MarbleParser.parse(diagram, kind: kind, format: format, isValueKey: { $0 != "z" }) {
    case .success(let parsed):
        precondition(frame >= 1, "parsed with a frame of \(frame)")
        var previous = TestTime.min
        for token in parsed.tokens {
            precondition((1...columns).contains(token.column), "a mark at column \(token.column) of \(columns)")
            precondition(token.time >= previous, "marks out of time order")
            precondition(token.time >= parsed.start && token.time <= parsed.end, "a mark outside the diagram")
            previous = token.time
        }
    case .failure(let error):
        precondition((1...max(1, columns)).contains(error.column), "an error at column \(error.column) of \(columns)")
        precondition(!error.problem.isEmpty, "an error without a problem")
        precondition(error.diagram == diagram)
        _ = error.description
    }
    return 0
}
