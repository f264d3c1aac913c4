import Foundation

/// A decoder of `Data`, such as `JSONDecoder` or `PropertyListDecoder`, for
/// ``ObservableType/decode(type:decoder:)``.
public protocol DataDecoder {
    /// Decodes a value of type `type` from `data`, or throws.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element with `decoder` as a value of type `type`.
    ///
    /// - Emits: each decoded value.
    /// - Completes: when this sequence completes.
    /// - Errors: when this sequence fails, or with the decoding error of the first element that
    ///   does not decode.
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        map { data in try decoder.decode(type, from: data) }
    }
}
