// A libFuzzer target: the generator's spec and type parsers, on any bytes. The input is the view
// model's name, its inputs and its outputs, separated by newlines. It must never crash; a spec it
// accepts renders both files, and every type it accepts parses back to itself.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerator(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    let name = parts.first ?? ""
    let inputs = parts.count > 1 ? parts[1] : ""
    let outputs = parts.count > 2 ? parts[2] : ""
    if let type = try? SwiftTypeName(parsing: text) {
        let again = try? SwiftTypeName(parsing: type.description)
        precondition(again == type, "`\(text)` is spelled `\(type.description)`, which does not parse back to it")
    }
    guard let spec = try? ViewModelSpec(name: name, inputs: inputs, outputs: outputs) else { return 0 }
    _ = ViewModelTemplate(spec: spec).render()
    _ = ViewModelTestTemplate(spec: spec, module: "App").render()
    for member in spec.inputs + spec.outputs {
        guard let type = member.type else { continue }
        precondition((try? SwiftTypeName(parsing: type.description)) == type, "`\(type)` does not parse back")
    }
    return 0
}
