/// The property tests' random numbers: SplitMix64, a 64-bit generator whose whole state is the
/// `seed`, so a `seed` replays exactly the same runs on every platform and toolchain (the standard
/// library's generators and bounded `random(in:)` make no such promise). Package-wide, so the
/// package's randomised tests replay exactly with the same generator.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0): the high half of a 128-bit product, so it does not
    /// depend on how the standard library maps random bits onto a range.
    mutating func below(_ bound: Int) -> Int {
        Int(UInt64(bound).multipliedFullWidth(by: next()).high)
    }

    /// A number in `range`.
    mutating func pick(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }
}
