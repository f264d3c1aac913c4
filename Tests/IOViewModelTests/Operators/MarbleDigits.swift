/// The digits as marble values: `"-1-2-|"` with `values: digits` plays the `Int`s 1 and 2.
let digits: [Character: Int] = Dictionary(uniqueKeysWithValues: (0...9).map { (Character(String($0)), $0) })
