#!/usr/bin/env python3
"""How much of RxSwift's public API this package has, with the same spelling.

    python3 scripts/rx-api-coverage.py              per area: covered / total, %
    python3 scripts/rx-api-coverage.py --missing    and the missing items, grouped by type
    python3 scripts/rx-api-coverage.py --markdown   the coverage table, as in the guide
    python3 scripts/rx-api-coverage.py --write      writes that table into the guide
    python3 scripts/rx-api-coverage.py --check      fails if the self-test fails or the guide's table is
                                                    not what it computes now (CI runs this)
    python3 scripts/rx-api-coverage.py --self-test  checks the extraction and matching rules

RxSwift's side is scripts/rxswift-api.txt (written by scripts/rx-api-list.py from a RxSwift
commit). This package's side is read from Sources/IOViewModel and Sources/TestScheduler as they
are on disk, with the same extraction (scripts/swift_api.py), so no build is needed.

What counts. Per area, the total is RxSwift's items without any of the flags deprecated,
unavailable, platform, debug, build-flag, integration or underscored (see the two scripts
above), minus the items listed in scripts/rxswift-api-differences.txt: those are deliberately
not provided, each with its reason, and are reported apart rather than as missing. The headline
figure is RxSwift, RxRelay and RxCocoa together; RxTest and RxBlocking are counted separately.

When an item counts as covered. RxSwift's `Owner.member(labels:)` is covered when this package
declares a public member with the same name and argument labels on one of:

1. the same owner (after the same rewrites of constrained extensions: a `SharedSequence where
   SharingStrategy == DriverSharingStrategy` extension is `Driver` on both sides, and so on);
2. a type or protocol the owner inherits from or conforms to here (classes, protocols and
   extensions' conformance lists, followed transitively), so `BehaviorRelay.asObservable()` is
   covered by `ObservableType.asObservable()` when `BehaviorRelay` is observable here. Driver and
   Signal count as SharedSequence, and Single, Maybe and Completable as PrimitiveSequence,
   since they are those types constrained;
3. for an owner that is one of RxSwift's trait protocols (SharedSequenceConvertibleType,
   PrimitiveSequenceType, InfallibleType), the one concrete type users call its members on
   (SharedSequence, PrimitiveSequence, Infallible) and what that type conforms to; likewise a
   static member of ObservableType or ObservableConvertibleType counts when `Observable` has it,
   since users call statics as `Observable.just(1)`;
4. for a member of RxSwift's ObservableConvertibleType, while this package has no such protocol
   (it folds it into ObservableType), ObservableType and what it conforms to. The protocol
   itself still counts as missing: a generic constraint naming it does not compile here.

The receiver. RxSwift's list records the type or protocol each member is declared on, as written
(`drive()` is owned by Driver but declared on `SharedSequenceConvertibleType where SharingStrategy
== DriverSharingStrategy`). When that is one of RxSwift's protocols, the member counts as covered
only when this package declares it on that protocol or on one the protocol refines here (rules 3
and 4 above then only find it by name): otherwise generic code constrained to the protocol, and an
app's own type conforming to it, cannot call it. Such a member found only on the concrete type is
counted apart ("on the concrete type only"), listed by --missing, and fails --check for the areas
in ENFORCED_RECEIVERS (RxCocoa). Static members of ObservableType, ObservableConvertibleType and
the trait protocols are exempt: users call them on one concrete type (`Observable.just`).

A type, protocol or typealias is covered by one of any kind with the same (qualified) name. An
operator `==` and `hash(into:)` are covered by an Equatable or Hashable conformance, which the
compiler may synthesize.
"""

import argparse
import os
import re
import sys
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, HERE)
import swift_api  # noqa: E402

API_LIST = os.path.join(HERE, "rxswift-api.txt")
DIFFERENCES = os.path.join(HERE, "rxswift-api-differences.txt")
GUIDE = os.path.join(ROOT, "Docs", "IOViewModelGuide.docc", "ComingFromRxSwift.md")
SOURCES = [os.path.join(ROOT, "Sources", "IOViewModel"), os.path.join(ROOT, "Sources", "TestScheduler")]
BEGIN, END = "<!-- coverage:begin -->", "<!-- coverage:end -->"

AREAS = ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking"]
HEADLINE = ["RxSwift", "RxRelay", "RxCocoa"]
EXCLUDING_FLAGS = {"deprecated", "unavailable", "platform", "debug", "build-flag", "integration", "underscored"}
SPECIALIZATIONS = {
    "Driver": "SharedSequence",
    "Signal": "SharedSequence",
    "Single": "PrimitiveSequence",
    "Maybe": "PrimitiveSequence",
    "Completable": "PrimitiveSequence",
}
TRAIT_PROTOCOLS = {
    "SharedSequenceConvertibleType": "SharedSequence",
    "PrimitiveSequenceType": "PrimitiveSequence",
    "InfallibleType": "Infallible",
}
STATIC_CANONICAL = {"ObservableType": "Observable", "ObservableConvertibleType": "Observable"}
STAND_INS = {"ObservableConvertibleType": "ObservableType"}
SYNTHESIZED = {"==(_:_:)": {"Equatable", "Hashable"}, "hash(into:)": {"Hashable"}}
# Areas where --check fails when a member RxSwift declares on a protocol is declared here on a
# concrete type only; the other areas report it (--missing) without failing.
ENFORCED_RECEIVERS = ["RxCocoa"]


def normalize_operator(item):
    """Operators are called without labels: `==(lhs:rhs:)` is `==(_:_:)`."""
    m = re.match(r"^(.*?)([^\w.(]+)\((.*)\)$", item)
    if m and not re.search(r"\w", m.group(2)):
        count = m.group(3).count(":")
        return m.group(1) + m.group(2) + "(" + "_:" * count + ")"
    return item


class Item:
    def __init__(self, area, item, kind, flags, receivers=()):
        self.area, self.item, self.kind, self.flags = area, item, kind, flags
        self.owner, self.member = split_item(item, kind)
        self.receivers = set(receivers) - {"-", ""}


def split_item(item, kind):
    """'ObservableType.map(_:)' -> ('ObservableType', 'map(_:)'); 'Driver' -> ('', 'Driver')."""
    if kind in ("class", "struct", "enum", "protocol", "actor") or (kind == "typealias" and "." not in item.split("(")[0]):
        return (item.rsplit(".", 1)[0], item) if "." in item else ("", item)
    head = item.split("(", 1)[0]
    cut = head.rfind(".")
    if cut < 0:
        return "", item
    return item[:cut], item[cut + 1:]


def load_rx(path=API_LIST):
    items, source = [], ""
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("# Source:"):
                source = line[len("# Source:"):].strip().rstrip(".")
            if not line or line.startswith("#"):
                continue
            area, item, kind, flags, *receivers = line.split("\t")
            flags = set() if flags == "-" else set(flags.split(","))
            receivers = receivers[0].split(",") if receivers else ()
            items.append(Item(area, normalize_operator(item), kind, flags, receivers))
    return items, source


def load_differences(path=DIFFERENCES):
    """{(area, pattern): reason}; a pattern is an item, or 'Type.*' for a type and its members."""
    rules = {}
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if " -- " not in line:
                raise SystemExit("%s:%d: expected '<area> <item> -- <reason>'" % (path, number))
            left, reason = line.split(" -- ", 1)
            area, pattern = left.split(None, 1)
            rules[(area, pattern.strip())] = reason.strip()
    return rules


def difference_for(item, rules):
    for (area, pattern), reason in rules.items():
        if area != item.area:
            continue
        if pattern == item.item:
            return pattern, reason
        if pattern.endswith(".*") and (item.item == pattern[:-2] or item.item.startswith(pattern[:-1])):
            return pattern, reason
    return None


def split_member(member):
    """'take(until:behavior:)' -> ('take', ('until', 'behavior')); 'value' -> ('value', None)."""
    m = re.match(r"^(.+?)\((.*)\)$", member)
    if not m:
        return member, None
    return m.group(1), tuple(l for l in m.group(2).split(":") if l)


def labels_accept(theirs, defaults, wanted):
    """Whether a declaration with labels `theirs` accepts a call spelled with `wanted`: the same
    labels in order, where the declaration may have more parameters as long as they have
    default values (TestScheduler's createHotObservable(_:name:) serves createHotObservable(_:)),
    and where a variadic parameter takes the unlabelled arguments after it."""
    if theirs is None or wanted is None:
        return theirs == wanted
    j = 0
    for i, label in enumerate(theirs):
        kind = defaults[i] if i < len(defaults) else ""
        if j < len(wanted) and label == wanted[j]:
            j += 1
            while kind == "v" and j < len(wanted) and wanted[j] == "_":
                j += 1
        elif not kind:
            return False
    return j == len(wanted)


def clean_type(name):
    name = re.sub(r"<.*", "", name)
    name = re.sub(r"@\w+|\bany\b|\bsome\b|~\w+", "", name)
    return name.strip()


class Project:
    """This package's public members by owner, and its conformance graph."""

    def __init__(self, files):
        self.members = {}
        self.types = set()
        self.supers = {}
        for path, source in files:
            for d in swift_api.parse(source, path):
                if d.kind == "extension" or d.kind in ("class", "struct", "enum", "protocol", "actor"):
                    name = d.owner if d.kind == "extension" else d.item
                    for c in d.conformances:
                        c = clean_type(c)
                        if c:
                            self.supers.setdefault(name, set()).add(c)
                if d.item is None:
                    continue
                if d.kind in ("class", "struct", "enum", "protocol", "actor") or (d.kind == "typealias" and not d.owner):
                    self.types.add(d.item)
                    if d.owner:
                        self.members.setdefault(d.owner, {}).setdefault(d.name, []).append((None, (), d.owner))
                    continue
                base, labels = split_member(normalize_operator(d.name.replace("`", "")))
                self.members.setdefault(d.owner or "", {}).setdefault(base, []).append(
                    (labels, d.defaults or (), d.receiver or d.owner or ""))

    def ancestors(self, name):
        seen, todo = [], [name]
        while todo:
            n = todo.pop(0)
            if n in seen:
                continue
            seen.append(n)
            todo.extend(sorted(self.supers.get(n, ())))
            if n in SPECIALIZATIONS:
                todo.append(SPECIALIZATIONS[n])
        return seen

    def candidates(self, item):
        owners = self.ancestors(item.owner)
        if item.owner in TRAIT_PROTOCOLS:
            owners += self.ancestors(TRAIT_PROTOCOLS[item.owner])
        if item.owner in STATIC_CANONICAL and item.kind.startswith("static"):
            owners += self.ancestors(STATIC_CANONICAL[item.owner])
        if item.owner in STAND_INS and item.owner not in self.types:
            owners += self.ancestors(STAND_INS[item.owner])
        return owners

    def has(self, owner, member, receivers=None):
        """Whether `owner` has `member` here; with `receivers`, declared on one of them."""
        base, labels = split_member(member)
        for theirs, defaults, receiver in self.members.get(owner, {}).get(base, ()):
            if labels_accept(theirs, defaults, labels) and (receivers is None or receiver in receivers):
                return True
        return False

    def on_same_receiver(self, item, protocols):
        """Whether every protocol RxSwift declares `item` on (`item.receivers` that are among
        RxSwift's `protocols`) declares it here too, or a protocol it refines here: so that
        generic code constrained to that protocol, and a user's own type conforming to it, can
        call the member. Items declared on concrete types only need the name (see covers); so do
        static members of the protocols whose statics users call on one concrete type
        (`Observable.just`, `Infallible.just`, `Single.just`: STATIC_CANONICAL and the trait
        protocols), and nested types and typealiases, which are named through a concrete type."""
        exempt = set(STATIC_CANONICAL) | set(TRAIT_PROTOCOLS) | {"PrimitiveSequenceType"}
        if item.kind.startswith("static") and ({item.owner} | item.receivers) & exempt:
            return True
        if item.kind in ("typealias", "associatedtype", "class", "struct", "enum", "protocol"):
            return True
        for receiver in item.receivers & protocols:
            allowed = set(self.ancestors(receiver))
            if not any(self.has(owner, item.member, allowed) for owner in self.ancestors(item.owner)):
                return False
        return True

    def covers(self, item):
        if not item.owner:
            if item.kind in ("func",):
                return self.has("", item.member)
            return item.item in self.types
        owners = self.candidates(item)
        if item.kind in ("class", "struct", "enum", "protocol", "actor", "typealias", "associatedtype"):
            if item.item in self.types:
                return True
        for owner in owners:
            if self.has(owner, item.member):
                return True
        needed = SYNTHESIZED.get(item.member)
        if needed and any(o in needed for o in owners):
            return True
        return False


def project_files(roots=SOURCES):
    files = []
    for root in roots:
        if not os.path.isdir(root):
            sys.exit(f"rx-api-coverage: {os.path.relpath(root, ROOT)} is missing: update SOURCES")
        before = len(files)
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames.sort()
            for name in sorted(filenames):
                if name.endswith(".swift"):
                    path = os.path.join(dirpath, name)
                    with open(path, encoding="utf-8") as f:
                        files.append((os.path.relpath(path, ROOT), f.read()))
        if len(files) == before:
            sys.exit(f"rx-api-coverage: no Swift file under {os.path.relpath(root, ROOT)}: nothing would be covered")
    return files


class Report:
    def __init__(self, rx_items, project, rules):
        self.rows = {a: {"covered": [], "missing": [], "different": [], "receiver": [], "excluded": 0} for a in AREAS}
        self.used_rules = set()
        self.rules = rules
        protocols = {i.item for i in rx_items if i.kind == "protocol"}
        for item in rx_items:
            row = self.rows[item.area]
            if item.flags & EXCLUDING_FLAGS:
                row["excluded"] += 1
                continue
            if project.covers(item):
                if project.on_same_receiver(item, protocols):
                    row["covered"].append(item)
                    continue
                diff = difference_for(item, rules)
                if diff:
                    self.used_rules.add((item.area, diff[0]))
                    row["different"].append((item, diff[1]))
                else:
                    row["receiver"].append(item)
                continue
            diff = difference_for(item, rules)
            if diff:
                self.used_rules.add((item.area, diff[0]))
                row["different"].append((item, diff[1]))
            else:
                row["missing"].append(item)

    def figures(self, areas):
        covered = sum(len(self.rows[a]["covered"]) for a in areas)
        elsewhere = sum(len(self.rows[a]["receiver"]) for a in areas)
        total = covered + elsewhere + sum(len(self.rows[a]["missing"]) for a in areas)
        different = sum(len(self.rows[a]["different"]) for a in areas)
        return covered, total, different

    def elsewhere(self, areas):
        return sum(len(self.rows[a]["receiver"]) for a in areas)

    def percent(self, covered, total):
        return "%.1f%%" % (100.0 * covered / total) if total else "n/a"


def short_source(source):
    """'ReactiveX/RxSwift 6.10.2 (commit 5abdfe46cc21..., date)' -> 'ReactiveX/RxSwift 6.10.2 (5abdfe46c)'."""
    commit = re.search(r"commit (\w{9})", source)
    return source.split(" (")[0] + (" (%s)" % commit.group(1) if commit else "")


def markdown(report, source):
    lines = [
        "| RxSwift module | same spelling, same receiver | on the concrete type only | total | coverage | not provided, by design |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for area in AREAS:
        c, t, d = report.figures([area])
        lines.append("| %s | %d | %d | %d | %s | %d |" % (area, c, report.elsewhere([area]), t, report.percent(c, t), d))
    c, t, d = report.figures(HEADLINE)
    lines.append("| **RxSwift, RxRelay and RxCocoa** | **%d** | **%d** | **%d** | **%s** | **%d** |"
                 % (c, report.elsewhere(HEADLINE), t, report.percent(c, t), d))
    intro = (
        "Counted against %s: its public, non-deprecated, platform-neutral declarations "
        "(RxCocoa's UIKit, AppKit and Foundation extensions are left out), each a name with its "
        "argument labels on the receiver RxSwift declares it on: a member RxSwift declares on a "
        "protocol counts only when it is declared on that protocol here (or one it refines), "
        "so that generic code and an app's own conforming types can call it; one declared here on "
        "the concrete type alone is counted apart. "
        "`python3 scripts/rx-api-coverage.py --missing` lists what is missing or on another receiver; "
        "what is left out on purpose, and why, is in `scripts/rxswift-api-differences.txt`." % short_source(source)
    )
    return "\n".join(textwrap.wrap(intro, 100, break_on_hyphens=False)) + "\n\n" + "\n".join(lines) + "\n"


def guide_section(text):
    b, e = text.find(BEGIN), text.find(END)
    if b < 0 or e < b:
        return None
    return text[b + len(BEGIN):e].strip("\n") + "\n"


def print_summary(report, source):
    print(source)
    for area in AREAS:
        c, t, d = report.figures([area])
        print("  %-10s %4d / %4d  %6s   (on the concrete type only: %d, not provided by design: %d, excluded by flags: %d)"
              % (area, c, t, report.percent(c, t), report.elsewhere([area]), d, report.rows[area]["excluded"]))
    c, t, d = report.figures(HEADLINE)
    print("  %-10s %4d / %4d  %6s   RxSwift + RxRelay + RxCocoa" % ("overall", c, t, report.percent(c, t)))
    goal = int(-(-0.95 * t // 1))
    print("  95%% of the overall total is %d items: %d more to add." % (goal, max(0, goal - c)))


def print_missing(report):
    for area in AREAS:
        elsewhere = report.rows[area]["receiver"]
        if not elsewhere:
            continue
        print("\n%s: %d declared on the concrete type only, where RxSwift declares them on a protocol" % (area, len(elsewhere)))
        groups = {}
        for item in elsewhere:
            groups.setdefault("%s (on %s)" % (item.owner, ", ".join(sorted(item.receivers))), []).append(item.member)
        for owner in sorted(groups, key=lambda o: (-len(groups[o]), o)):
            print("  %s (%d): %s" % (owner, len(groups[owner]), ", ".join(sorted(groups[owner]))))
    for area in AREAS:
        missing = report.rows[area]["missing"]
        if not missing:
            continue
        print("\n%s: %d missing" % (area, len(missing)))
        groups = {}
        for item in missing:
            groups.setdefault(item.owner or "(types and free functions)", []).append(item.member)
        for owner in sorted(groups, key=lambda o: (-len(groups[o]), o)):
            print("  %s (%d): %s" % (owner, len(groups[owner]), ", ".join(sorted(groups[owner]))))
    for area in AREAS:
        different = report.rows[area]["different"]
        if different:
            print("\n%s: %d not provided by design" % (area, len(different)))
            by_rule = {}
            for item, reason in different:
                pattern = difference_for(item, report.rules)[0]
                by_rule.setdefault((pattern, reason), 0)
                by_rule[(pattern, reason)] += 1
            for (pattern, reason), count in sorted(by_rule.items()):
                print("  %s (%d) -- %s" % (pattern, count, reason))


def self_test(quiet=False):
    failures = []

    def expect(cond, what):
        if not cond:
            failures.append(what)

    sample = '''
        import Foundation
        // public func commentedOut() {}
        let text = "public func inAString() { }"
        public final class BehaviorRelay<Element>: RelayBase<Element> {
            public init(value: Element) { let s = "}" }
            private func hidden() {}
            public var value: Element { get { fatalError() } }
        }
        extension SharedSequence where SharingStrategy == DriverSharingStrategy {
            public func drive(onNext: ((Element) -> Void)? = nil,
                              onCompleted: (() -> Void)? = nil,
                              onDisposed: (() -> Void)? = nil) -> Disposable { fatalError() }
        }
        public extension PrimitiveSequenceType where Trait == SingleTrait {
            func subscribe(onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable { fatalError() }
            @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
            func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable { fatalError() }
        }
        extension ObservableType {
            public static func combineLatest<O1: ObservableType, O2: ObservableType>
            (_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element)
                -> Observable<Element>
            {
                fatalError()
            }
            public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
                -> Observable<Source.Element> {
                fatalError()
            }
            public func `do`(onNext: ((Element) throws -> Void)? = nil) -> Observable<Element> { fatalError() }
        }
        #if os(iOS)
        public struct OnlyOnIOS {}
        #endif
        #if os(Linux)
        public struct OnlyOnLinux {}
        #elseif canImport(UIKit)
        public struct WithUIKit {}
        #else
        public struct DarwinOnly {}
        #endif
        #if TRACE_RESOURCES
        public enum Resources { public static var total: Int32 { 0 } }
        #endif
        public enum Event<Element> {
            case next(Element)
            case error(Swift.Error)
            case completed
        }
        public func == <Element: Equatable>(lhs: Event<Element>, rhs: Event<Element>) -> Bool { true }
    '''
    decls = {d.item: d for d in swift_api.parse(textwrap.dedent(sample)) if d.item}
    for item in [
        "BehaviorRelay", "BehaviorRelay.init(value:)", "BehaviorRelay.value",
        "Driver.drive(onNext:onCompleted:onDisposed:)",
        "Single.subscribe(onSuccess:onFailure:onDisposed:)",
        "Single.subscribe(onSuccess:onError:onDisposed:)",
        "ObservableType.combineLatest(_:_:resultSelector:)",
        "ObservableType.flatMapLatest(_:)", "ObservableType.do(onNext:)",
        "OnlyOnIOS", "Resources.total", "Event.next(_:)", "Event.completed", "Event.==(_:_:)",
    ]:
        expect(item in decls, "extracts %s (got %s)" % (item, sorted(decls)))
    for item in ["commentedOut()", "inAString()", "BehaviorRelay.hidden()"]:
        expect(not any(k.endswith(item) for k in decls), "does not extract %s" % item)
    if not failures:
        expect("deprecated" in decls["Single.subscribe(onSuccess:onError:onDisposed:)"].flags, "flags deprecated")
        expect("deprecated" not in decls["Single.subscribe(onSuccess:onFailure:onDisposed:)"].flags, "deprecation stays on its declaration")
        expect("platform" in decls["OnlyOnIOS"].flags, "flags #if os(iOS) as platform")
        expect("debug" in decls["Resources.total"].flags, "flags #if TRACE_RESOURCES as debug")
        expect(not decls["OnlyOnLinux"].flags, "what Linux compiles is platform-neutral")
        expect("platform" in decls["WithUIKit"].flags, "an #elseif branch Linux skips is platform-specific")
        expect("platform" in decls["DarwinOnly"].flags, "an #else branch Linux skips is platform-specific")
        expect(decls["ObservableType.combineLatest(_:_:resultSelector:)"].static, "marks static")

    project = Project([("sample.swift", textwrap.dedent('''
        public protocol ObservableType<Element> { associatedtype Element }
        public class RelayBase<Element>: ObservableType {}
        public final class BehaviorRelay<Element>: RelayBase<Element> {}
        public struct Observable<Element>: ObservableType {}
        public struct PrimitiveSequence<Trait, Element> {}
        public protocol TraitSequenceType {}
        public struct SharedSequence<S, Element>: TraitSequenceType {}
        public enum Event<Element> { case next(Element) }
        extension Event: Equatable where Element: Equatable {}
        extension ObservableType {
            public func asObservable() -> Observable<Element> { fatalError() }
        }
        extension Observable {
            public static func just(_ element: Element) -> Observable<Element> { fatalError() }
            public func onlyOnObservable() {}
        }
        extension PrimitiveSequence {
            public func map<R>(_ transform: (Element) -> R) -> Self { fatalError() }
        }
        extension TraitSequenceType {
            public func throttle(_ dueTime: Int, latest: Bool = true) -> Self { fatalError() }
        }
        public protocol ObservableConvertibleType {}
        public protocol SharedSequenceConvertibleType: ObservableConvertibleType {}
        extension SharedSequence: SharedSequenceConvertibleType {}
        extension SharedSequence {
            public func onTheStruct() {}
        }
        extension SharedSequenceConvertibleType {
            public func onTheProtocol() {}
        }
        extension ObservableConvertibleType {
            public func onTheRefinedProtocol() {}
        }
        extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
            public func drive() {}
        }
        extension SharedSequence where SharingStrategy == DriverSharingStrategy {
            public func driveOnTheStruct() {}
        }
    '''))])
    protocols = {"SharedSequenceConvertibleType", "ObservableConvertibleType"}
    on = lambda item, receiver: Item("RxCocoa", item, "func", set(), [receiver])
    for item, receiver, same in [
        ("SharedSequenceConvertibleType.onTheProtocol()", "SharedSequenceConvertibleType", True),
        ("SharedSequenceConvertibleType.onTheRefinedProtocol()", "SharedSequenceConvertibleType", True),
        ("SharedSequenceConvertibleType.onTheStruct()", "SharedSequenceConvertibleType", False),
        ("Driver.drive()", "SharedSequenceConvertibleType", True),
        ("Driver.driveOnTheStruct()", "SharedSequenceConvertibleType", False),
        ("Driver.driveOnTheStruct()", "SharedSequence", True),
    ]:
        expect(project.covers(on(item, receiver)), "%s is found by name" % item)
        expect(project.on_same_receiver(on(item, receiver), protocols) == same,
               "%s declared on %s %s" % (item, receiver, "is on the same receiver" if same else "is on another receiver"))
    receivers = {d.item: d.receiver for d in swift_api.parse(textwrap.dedent('''
        extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
            public func drive() {}
        }
        public struct SharedSequence<S, E> { public func asObservable() {} }
    ''')) if d.item}
    expect(receivers.get("Driver.drive()") == "SharedSequenceConvertibleType", "records the receiver as written")
    expect(receivers.get("SharedSequence.asObservable()") == "SharedSequence", "a type's own member is received by it")
    rx = lambda item, kind="func": Item("RxSwift", normalize_operator(item), kind, set())
    expect(project.covers(rx("BehaviorRelay.asObservable()")), "a protocol extension the type conforms to here covers it")
    expect(project.covers(rx("ObservableType.just(_:)", "static func")), "Observable's statics cover ObservableType's")
    expect(not project.covers(rx("ObservableType.onlyOnObservable()")), "Observable's instance members do not cover ObservableType's")
    expect(project.covers(rx("Single.map(_:)")), "PrimitiveSequence covers Single")
    expect(project.covers(rx("PrimitiveSequenceType.map(_:)")), "PrimitiveSequence covers PrimitiveSequenceType")
    expect(project.covers(rx("SharedSequenceConvertibleType.throttle(_:latest:)")), "a trait protocol is covered through its concrete type")
    expect(project.covers(rx("Driver.throttle(_:latest:)")), "Driver is a SharedSequence")
    expect(project.covers(rx("Event.==(lhs:rhs:)", "static func")), "an Equatable conformance covers ==")
    expect(project.covers(rx("Event.next(_:)", "case")), "enum cases match")
    expect(project.covers(rx("ObservableType.Element", "associatedtype")), "associated types match")
    expect(not project.covers(rx("Observable.map(_:)")), "a missing member is missing")
    expect(labels_accept(("_", "name"), ("", "d"), ("_",)), "a defaulted parameter may be left out")
    expect(not labels_accept(("_", "name"), ("", ""), ("_",)), "a required parameter may not")
    expect(labels_accept(("_",), ("v",), ("_", "_", "_")), "a variadic parameter takes several arguments")
    expect(not labels_accept(("_",), ("",), ("_", "_")), "a plain one takes one")

    items, _ = load_rx()
    listed = {(i.area, i.item) for i in items}
    for area, item in [
        ("RxSwift", "ObservableType.flatMapLatest(_:)"),
        ("RxSwift", "Single.subscribe(onSuccess:onFailure:onDisposed:)"),
        ("RxRelay", "BehaviorRelay.init(value:)"),
        ("RxCocoa", "Driver.drive(onNext:onCompleted:onDisposed:)"),
        ("RxTest", "TestScheduler.createHotObservable(_:)"),
        ("RxBlocking", "ObservableConvertibleType.toBlocking(timeout:)"),
    ]:
        expect((area, item) in listed, "rxswift-api.txt lists %s %s" % (area, item))
    rules = load_differences()
    expect(all(area in AREAS for area, _ in rules), "every difference names an area")

    if failures:
        print("self-test failed:\n  " + "\n  ".join(failures))
        return 1
    if not quiet:
        print("self-test passed")
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument("--missing", action="store_true", help="list the missing items, grouped by type")
    mode.add_argument("--markdown", action="store_true", help="print the coverage table")
    mode.add_argument("--write", action="store_true", help="write the table into the guide")
    mode.add_argument("--check", action="store_true", help="fail if the guide's table is stale")
    mode.add_argument("--self-test", action="store_true", help="check the extraction and matching rules")
    args = ap.parse_args()
    if args.self_test:
        return self_test()

    items, source = load_rx()
    rules = load_differences()
    report = Report(items, Project(project_files()), rules)
    unused = sorted(set(rules) - report.used_rules)
    table = markdown(report, source)

    if args.markdown:
        sys.stdout.write(table)
    elif args.write or args.check:
        with open(GUIDE) as f:
            text = f.read()
        current = guide_section(text)
        if current is None:
            print("%s has no %s ... %s section" % (os.path.relpath(GUIDE, ROOT), BEGIN, END), file=sys.stderr)
            return 1
        if args.check:
            if self_test(quiet=True):
                return 1
            if current != table:
                print("The coverage table in %s is stale; run python3 scripts/rx-api-coverage.py --write."
                      % os.path.relpath(GUIDE, ROOT), file=sys.stderr)
                return 1
            wrong = [i.item for a in ENFORCED_RECEIVERS for i in report.rows[a]["receiver"]]
            if wrong:
                print("Declared here on a concrete type where %s declares them on a protocol (declare them "
                      "on the protocol):\n  %s" % (" and ".join(ENFORCED_RECEIVERS), "\n  ".join(wrong)), file=sys.stderr)
                return 1
            print("coverage table is up to date")
        else:
            b, e = text.find(BEGIN), text.find(END)
            with open(GUIDE, "w") as f:
                f.write(text[:b + len(BEGIN)] + "\n\n" + table + "\n" + text[e:])
            print("wrote the coverage table into %s" % os.path.relpath(GUIDE, ROOT))
    else:
        print_summary(report, source)
        if args.missing:
            print_missing(report)
    if unused and not args.check:
        print("\nDifferences that match no missing item (provided now, or misspelt):", file=sys.stderr)
        for area, pattern in unused:
            print("  %s %s" % (area, pattern), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
