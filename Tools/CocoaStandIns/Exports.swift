// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
// UIKit and AppKit re-export Foundation (and with it `CGFloat`, `CGRect`, `IndexPath`, `NSObject`);
// so do the stand-ins, so that a file importing UIKit compiles the same against them.
@_exported import Foundation
#endif
