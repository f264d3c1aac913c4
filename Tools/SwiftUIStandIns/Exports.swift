// Linux only: on Apple platforms the real frameworks are used, and this module is empty.
#if os(Linux)
// SwiftUI re-exports Foundation (and with it `CGFloat`) and Observation; so do the stand-ins.
@_exported import Foundation
@_exported import Observation
#endif
