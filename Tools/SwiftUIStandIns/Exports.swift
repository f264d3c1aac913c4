// SwiftUI re-exports Foundation (and with it `CGFloat`) and Observation; so do the stand-ins.
@_exported import Foundation
@_exported import Observation
