// UIKit and AppKit re-export Foundation (and with it `CGFloat`, `CGRect`, `IndexPath`, `NSObject`);
// so do the stand-ins, so that a file importing UIKit compiles the same against them.
@_exported import Foundation
