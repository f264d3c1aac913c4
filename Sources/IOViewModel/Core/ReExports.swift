// What `import RxSwift` and `import RxCocoa` make available on Apple platforms comes with
// `import IOViewModel` too, so that a file ported by changing its imports still finds `Date`,
// `URL`, `NSRecursiveLock` and the rest of Foundation (swift-corelibs-foundation on Linux).
@_exported import Foundation
