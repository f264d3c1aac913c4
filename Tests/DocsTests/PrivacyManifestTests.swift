import Foundation
import Testing

/// Every library an app links carries a privacy manifest that declares exactly the API categories
/// Apple requires a reason for and the library's sources use, and no tracking: App Store Connect
/// reads these manifests from every SDK an app contains. The sources are scanned for each
/// category's API spellings (Apple's list in "Describing use of required reason API"), so a
/// source that starts using one fails here until its manifest declares it with a reason.
@Suite struct PrivacyManifestTests {
    /// The targets of the library products an app links. (`TestScheduler` is linked by test
    /// bundles only, which are never submitted, so it has no manifest.)
    static let shippedTargets = ["IOViewModel", "IOViewModelCocoa", "SigninFeature", "SignupFeature", "TalkPatterns"]

    /// Apple's required-reason API categories: the Swift spellings of their APIs, and the reasons
    /// Apple accepts for each.
    static let categories: [(name: String, spellings: [String], reasons: Set<String>)] = [
        (
            "NSPrivacyAccessedAPICategoryFileTimestamp",
            [
                #"\.creationDate\b"#, #"\.modificationDate\b"#, #"\bfileModificationDate\b"#,
                #"\bcontentModificationDateKey\b"#, #"\bcreationDateKey\b"#, #"\bNSFileCreationDate\b"#,
                #"\bNSFileModificationDate\b"#, #"\bgetattrlist(bulk|at)?\("#, #"\bfgetattrlist\("#,
                #"\b(f|l)?stat(at)?\("#,
            ],
            ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"]
        ),
        (
            "NSPrivacyAccessedAPICategorySystemBootTime",
            [#"\bsystemUptime\b"#, #"\bmach_absolute_time\("#],
            ["35F9.1", "8FFB.1", "3D61.1"]
        ),
        (
            "NSPrivacyAccessedAPICategoryDiskSpace",
            [
                #"\bvolumeAvailableCapacity(ForImportantUsage|ForOpportunisticUsage)?Key\b"#,
                #"\bvolumeTotalCapacityKey\b"#, #"\bsystemFreeSize\b"#, #"\bsystemSize\b"#,
                #"\bNSFileSystem(Free)?Size\b"#, #"\bf?statv?fs\("#,
            ],
            ["85F4.1", "E174.1", "7D9E.1", "B728.1"]
        ),
        ("NSPrivacyAccessedAPICategoryActiveKeyboards", [#"\bactiveInputModes\b"#], ["3EC4.1", "54BD.1"]),
        (
            "NSPrivacyAccessedAPICategoryUserDefaults", [#"\b(NS)?UserDefaults\b"#],
            ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"]
        ),
    ]

    @Test(arguments: shippedTargets)
    func theManifestDeclaresExactlyTheCategoriesTheSourcesUse(_ target: String) throws {
        let manifest = try Self.manifest(of: target)
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        #expect((manifest["NSPrivacyTrackingDomains"] as? [Any])?.isEmpty == true)
        #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
        let accessed = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
        var declared: Set<String> = []
        for entry in accessed {
            let name = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
            let category = try #require(
                Self.categories.first { $0.name == name }, "\(target): unknown category \(name)")
            let reasons = try #require(entry["NSPrivacyAccessedAPITypeReasons"] as? [String])
            #expect(!reasons.isEmpty && Set(reasons).isSubset(of: category.reasons), "\(target): reasons \(reasons)")
            declared.insert(name)
        }
        let used = try Self.categoriesUsed(in: "Sources/\(target)")
        #expect(declared == Set(used.keys), "\(target) uses \(used), its manifest declares \(declared.sorted())")
    }

    @Test(arguments: shippedTargets)
    func theManifestIsTheTargetsResource(_ target: String) throws {
        let package = try Repository.read("Package.swift")
        let start = try #require(
            package.range(of: #".target(\#n            name: "\#(target)""#)
                ?? package.range(of: #".target(name: "\#(target)""#), "no target \(target) in Package.swift")
        let rest = package[start.upperBound...]
        // The target runs to the next entry of the targets list, eight spaces in.
        let declaration = rest[..<(rest.range(of: "\n        .")?.lowerBound ?? rest.endIndex)]
        #expect(declaration.contains(#"resources: [.copy("PrivacyInfo.xcprivacy")]"#))
    }

    /// The scan finds what it looks for: the test harness, which is not shipped, reads a file's
    /// status with `stat` to record into a test's source file.
    @Test func theScanFindsAnAPIInUse() throws {
        let used = try Self.categoriesUsed(in: "Sources/TestScheduler")
        #expect(
            used["NSPrivacyAccessedAPICategoryFileTimestamp"]?.contains { $0.hasSuffix("SourceFile.swift") } == true)
        #expect(
            !FileManager.default.fileExists(
                atPath: Repository.root.appendingPathComponent("Sources/TestScheduler/PrivacyInfo.xcprivacy").path))
    }

    /// The manifest of `target`, parsed as a property list.
    static func manifest(of target: String) throws -> [String: Any] {
        let url = Repository.root.appendingPathComponent("Sources/\(target)/PrivacyInfo.xcprivacy")
        let data = try Data(contentsOf: url)
        let plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return try #require(plist as? [String: Any], "\(target)'s manifest is not a dictionary")
    }

    /// The categories whose APIs the Swift files under `folder` use, each with the files that use
    /// them; comments are not code.
    static func categoriesUsed(in folder: String) throws -> [String: [String]] {
        let root = Repository.root.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty, "no sources in \(folder)")
        var used: [String: [String]] = [:]
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                .joined(separator: "\n")
            for category in categories
            where category.spellings.contains(where: { code.range(of: $0, options: .regularExpression) != nil }) {
                used[category.name, default: []].append(file)
            }
        }
        return used
    }
}
