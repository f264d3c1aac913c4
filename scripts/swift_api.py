"""Extracts the public declarations of Swift source files as normalized items.

Shared by rx-api-list.py (RxSwift's API) and rx-api-coverage.py (this package's API), so that
both sides are spelled by the same rules. Stdlib only; no Swift parser is needed because only
declaration heads matter, never bodies.

An item is spelled

    Owner.name(label1:label2:)   functions, operators, subscripts (name "subscript"), enum cases
                                 with payloads ("_" for an unlabelled parameter)
    Owner.init(label:)           initializers ("init?" and "init!" count as "init")
    Owner.name                   properties, enum cases without payload, associated types,
                                 nested typealiases and nested types
    Name                         top-level types, protocols and typealiases

Owner is the extended or enclosing type without its generic arguments, after these rewrites of
constrained extensions (the spelling a user writes in RxSwift):

    SharedSequence(ConvertibleType) where SharingStrategy == DriverSharingStrategy -> Driver
    SharedSequence(ConvertibleType) where SharingStrategy == SignalSharingStrategy -> Signal
    PrimitiveSequence(Type) where Trait == SingleTrait                             -> Single
    PrimitiveSequence(Type) where Trait == MaybeTrait                              -> Maybe
    PrimitiveSequence(Type) where Trait == CompletableTrait                        -> Completable
    Reactive where Base: X (or Base == X)                                          -> Reactive<X>

Other where clauses are dropped (ObservableType where Element: Equatable -> ObservableType).
Each declaration also records its receiver: the type or protocol its extension or body names, as
written, before those rewrites (`drive()` on `SharedSequenceConvertibleType where SharingStrategy
== DriverSharingStrategy` is owned by Driver and received by SharedSequenceConvertibleType).
Operators are spelled without labels, as they are called, and a free operator belongs to the
type of its first operand: `public func == (lhs: Subscription, ...)` is `Subscription.==(_:_:)`.

A declaration is public when it says `public` or `open`, when it sits in a `public extension`
without a narrower modifier, or when it is a requirement of a public protocol or a case of a
public enum. Names starting with "_" are public only for the library's own modules: flagged
"underscored".

Flags:
    deprecated   @available(..., deprecated ...) on the declaration or an enclosing one
    unavailable  @available(..., unavailable) or obsoleted
    platform     absent on Linux: only compiled under #if conditions that exclude it
                 (os(iOS), canImport(UIKit), !os(Linux), ...)
    debug        only compiled with DEBUG or TRACE_RESOURCES
    build-flag   only compiled with another custom flag (EXPANDABLE_SHARED_SEQUENCE)
    underscored  see above
"""

import re
import subprocess

KEYWORDS = (
    "func|init|var|let|subscript|typealias|associatedtype|class|struct|enum|protocol|extension"
    "|case|actor"
)
DECL_RE = re.compile(r"(?<![\w.@#$])(" + KEYWORDS + r")(?![\w])")
TYPE_KINDS = {"class", "struct", "enum", "protocol", "actor"}
MODIFIERS = {
    "public", "open", "internal", "fileprivate", "private", "static", "final", "override",
    "mutating", "nonmutating", "convenience", "required", "dynamic", "lazy", "weak", "unowned",
    "indirect", "optional", "prefix", "postfix", "infix", "nonisolated", "package",
    "consuming", "borrowing", "isolated", "distributed", "__consuming",
}
LINUX_IMPORTS = {"Foundation", "FoundationNetworking", "Dispatch", "_Concurrency", "XCTest", "Glibc"}
TRAIT_OWNERS = {
    ("SharingStrategy", "DriverSharingStrategy"): "Driver",
    ("SharingStrategy", "SignalSharingStrategy"): "Signal",
    ("Trait", "SingleTrait"): "Single",
    ("Trait", "MaybeTrait"): "Maybe",
    ("Trait", "CompletableTrait"): "Completable",
}
TRAIT_BASES = {
    "SharedSequence", "SharedSequenceConvertibleType", "PrimitiveSequence", "PrimitiveSequenceType",
}


def strip_comments_and_strings(text):
    """Blanks comments and string literal contents, keeping newlines, so that positions and
    line structure survive and no brace or keyword inside them is seen."""
    out = []
    i, n = 0, len(text)

    def skip_string(i):
        # i at the opening quote(s) of a string literal, possibly raw (#"...", #"""...").
        hashes = 0
        while text[i] == "#":
            hashes += 1
            i += 1
        multi = text.startswith('"""', i)
        quote = '"""' if multi else '"'
        i += len(quote)
        closing = quote + "#" * hashes
        while i < n:
            if text.startswith(closing, i):
                return i + len(closing)
            c = text[i]
            if c == "\\" and text.startswith("#" * hashes, i + 1):
                j = i + 1 + hashes
                if j < n and text[j] == "(":
                    depth, j = 1, j + 1
                    while j < n and depth:
                        if text[j] == '"' or (text[j] == "#" and text.startswith('"', j + 1)):
                            j = skip_string(j)
                            continue
                        depth += {"(": 1, ")": -1}.get(text[j], 0)
                        j += 1
                    i = j
                    continue
                i = j + 1
                continue
            if c == "\n" and not multi:
                return i
            i += 1
        return i

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:i + 8])):
            j = skip_string(i)
            body = text[i:j]
            out.append('""' + "".join("\n" for ch in body if ch == "\n") + " " * max(0, len(body) - 2 - body.count("\n")))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def join_parenthesized(text):
    """Turns newlines inside (), [] into spaces: every attribute and parameter list is then on
    one line, which makes the backward scan for attributes line-based."""
    out, depth = [], 0
    for c in text:
        if c in "([":
            depth += 1
        elif c in ")]":
            depth = max(0, depth - 1)
        out.append(" " if c == "\n" and depth else c)
    return "".join(out)


def eval_condition(cond, env):
    """Evaluates an #if condition in an environment: env maps 'os', 'canImport', 'flags'."""
    cond = cond.split("//")[0]

    def call(m):
        fn, arg = m.group(1), m.group(2).strip()
        if fn == "os":
            return str(arg in env["os"])
        if fn == "canImport":
            return str(arg in env["imports"])
        if fn == "targetEnvironment":
            return "False"
        return "True"  # swift(>=), compiler(>=), arch(), hasFeature(), hasAttribute()

    expr = re.sub(r"(\w+)\s*\(([^)]*)\)", call, cond)
    expr = re.sub(r"\b(?!True\b|False\b)([A-Za-z_]\w*)\b",
                  lambda m: str(m.group(1) in env["flags"] or "*" in env["flags"]), expr)
    expr = expr.replace("&&", " and ").replace("||", " or ").replace("!", " not ")
    return bool(eval(expr, {"__builtins__": {}}, {}))


LINUX = {"os": {"Linux"}, "imports": LINUX_IMPORTS, "flags": {"SWIFT_PACKAGE"}}
LINUX_ALL_FLAGS = {"os": {"Linux"}, "imports": LINUX_IMPORTS, "flags": {"*"}}
LINUX_DEBUG = {"os": {"Linux"}, "imports": LINUX_IMPORTS, "flags": {"SWIFT_PACKAGE", "DEBUG", "TRACE_RESOURCES"}}


def directive_stacks(text):
    """[(position, [(condition, negated), ...])] for every #if/#elseif/#else/#endif, in order."""
    events, stack = [(0, [])], []
    for m in re.finditer(r"(?m)^[ \t]*#(if|elseif|else|endif)\b(.*)$", text):
        kind, rest = m.group(1), m.group(2).strip()
        if kind == "if":
            stack.append([(rest, False)])
        elif kind == "elseif" and stack:
            # Every earlier branch's condition is false here, and this one's is true.
            stack[-1] = [(c, True) for c, _ in stack[-1]] + [(rest, False)]
        elif kind == "else" and stack:
            stack[-1] = [(c, True) for c, _ in stack[-1]]
        elif kind == "endif" and stack:
            stack.pop()
        events.append((m.end(), [c for frame in stack for c in frame]))
    return events


def conditions_at(events, pos):
    lo, hi = 0, len(events) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if events[mid][0] <= pos:
            lo = mid
        else:
            hi = mid - 1
    return events[lo][1]


def holds(conds, env):
    return all(eval_condition(c, env) != neg for c, neg in conds)


def matching_braces(text):
    match, stack = {}, []
    for i, c in enumerate(text):
        if c == "{":
            stack.append(i)
        elif c == "}" and stack:
            match[stack.pop()] = i
    return match


def split_top(s, sep=","):
    parts, depth, cur = [], 0, []
    s = s.replace("->", "\u2192")
    for c in s:
        if c in "([<{":
            depth += 1
        elif c in ")]>}":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    parts.append("".join(cur))
    return [p.replace("\u2192", "->").strip() for p in parts if p.strip()]


def balanced(text, start, open_c="(", close_c=")"):
    """Index just past the bracket group starting at text[start] == open_c."""
    depth, i = 0, start
    while i < len(text):
        if text[i] == open_c:
            depth += 1
        elif text[i] == close_c:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(text)


def labels_of(params):
    labels = []
    for p in split_top(params):
        if ":" not in p:
            labels.append("_")  # an enum case's unlabelled payload
            continue
        head = p.split(":", 1)[0].strip()
        head = re.sub(r"@\w+(\([^)]*\))?", "", head).strip()
        words = head.split()
        labels.append(words[0] if words else "_")
    return "(" + "".join(l + ":" for l in labels) + ")"


def defaults_of(params):
    """Per parameter: "d" if it has a default value, "v" if variadic (a caller may leave either
    out, and a variadic one takes several arguments), else ""."""
    out = []
    for p in split_top(params):
        rest = p.split(":", 1)[1] if ":" in p else ""
        if re.search(r"(?<![=!<>])=(?!=)", rest):
            out.append("d")
        elif rest.rstrip().endswith("..."):
            out.append("v")
        else:
            out.append("")
    return tuple(out)


def owner_of_extension(head):
    """'SharedSequence where SharingStrategy == DriverSharingStrategy' -> 'Driver', etc."""
    m = re.match(r"\s*([\w.]+)\s*(<[^{]*?>)?\s*(:[^{]*?)?(\bwhere\b(.*))?$", head, re.S)
    if not m:
        return head.strip(), ""
    name, where = m.group(1), m.group(5) or ""
    conformances = (m.group(3) or "").lstrip(":")
    conformances = re.split(r"\bwhere\b", conformances)[0]
    if name in TRAIT_BASES:
        for (param, value), alias in TRAIT_OWNERS.items():
            if re.search(r"\b" + param + r"\s*==\s*" + value + r"\b", where):
                return alias, conformances
    if name == "Reactive":
        b = re.search(r"\bBase\s*(?::|==)\s*([\w.]+)", where)
        if b:
            return "Reactive<%s>" % b.group(1), conformances
    return name, conformances


def extended_name(head):
    """The type or protocol an extension extends, as written: 'SharedSequenceConvertibleType where
    SharingStrategy == DriverSharingStrategy' -> 'SharedSequenceConvertibleType'."""
    m = re.match(r"\s*([\w.]+)", head)
    return m.group(1) if m else head.strip()


def attributes_before(text, pos, floor):
    """The attributes and modifiers written before the keyword at pos: the same line's prefix
    and the lines above that hold only attributes or modifiers."""
    line_start = max(floor, text.rfind("\n", floor, pos) + 1)
    prefix = text[line_start:pos]
    collected = [prefix]
    cur = line_start - 1
    while cur > floor:
        prev_start = max(floor, text.rfind("\n", floor, cur) + 1)
        line = text[prev_start:cur].strip()
        if line == "":
            cur = prev_start - 1
            continue
        stripped = re.sub(r"@[\w.]+(\([^\n]*?\))?", "", line)
        stripped = re.sub(r"\b\w+\(set\)", "", stripped)
        if stripped.strip() and not all(w in MODIFIERS for w in stripped.split()):
            break
        collected.append(line)
        cur = prev_start - 1
    return " ".join(reversed(collected))


class Decl:
    __slots__ = ("item", "kind", "owner", "name", "flags", "static", "conformances", "path", "line", "defaults",
                 "receiver")

    def __init__(self, **kw):
        for k in self.__slots__:
            setattr(self, k, kw.get(k))


def parse(source, path=""):
    """Public declarations of one file, as Decl (types also carry their conformances)."""
    raw = strip_comments_and_strings(source)
    text = join_parenthesized(raw)
    events = directive_stacks(text)
    braces = matching_braces(text)
    decls = []

    def flags_for(attrs, pos, inherited):
        flags = set(inherited)
        for a in re.findall(r"@available\s*\(([^)]*)\)", attrs):
            if re.search(r"\bdeprecated\b", a):
                flags.add("deprecated")
            if re.search(r"\b(unavailable|obsoleted)\b", a):
                flags.add("unavailable")
        conds = conditions_at(events, pos)
        if conds:
            if holds(conds, LINUX_ALL_FLAGS) and not holds(conds, LINUX_DEBUG):
                flags.add("build-flag")
            elif not holds(conds, LINUX_DEBUG):
                flags.add("platform")
            elif not holds(conds, LINUX) and holds(conds, LINUX_DEBUG):
                flags.add("debug")
        return flags

    def walk(start, end, owner, ctx_public, ctx_kind, inherited, receiver=""):
        """Declarations in text[start:end], a file or a type's or extension's body; `receiver` is
        the type or protocol the body extends or declares, as written (before the rewrites that
        give `owner`)."""
        pos, floor = start, start
        while True:
            m = DECL_RE.search(text, pos, end)
            if not m:
                return
            kw, kpos = m.group(1), m.start()
            attrs = attributes_before(text, kpos, floor)
            words = set(re.sub(r"@[\w.]+(\([^)]*\))?", " ", attrs).split())
            # A keyword inside an expression (a default value, "if case let") is not a declaration.
            if not words <= MODIFIERS | {"private(set)", "fileprivate(set)", "internal(set)", "public(set)"}:
                pos = m.end()
                continue
            if kw == "class" and re.match(r"\s+(func|var|let|subscript|override|final)\b", text[m.end():]):
                pos = m.end()
                continue
            explicit = words & {"public", "open", "internal", "fileprivate", "private", "package"}
            if explicit:
                public = bool(explicit & {"public", "open"})
            else:
                public = ctx_public or ctx_kind in ("protocol",) or (ctx_kind == "enum-public" and kw == "case")
            static = bool(words & {"static", "class"})
            flags = flags_for(attrs, kpos, inherited)
            line = text.count("\n", 0, kpos) + 1

            # The declaration's extent: through its body if it has one, else to the end of the line.
            brace = None
            j = m.end()
            eol = text.find("\n", j)
            eol = end if eol < 0 or eol > end else eol
            if kw in TYPE_KINDS or kw == "extension":
                brace = text.find("{", j, end)
            else:
                k = j
                while k < end:
                    c = text[k]
                    if c == "{":
                        brace = k
                        break
                    if c == "\n":
                        nxt = text[k + 1:end].lstrip(" \t")
                        if not (nxt.startswith(("->", "where", "throws", "rethrows", "async", "{", "(", ">", ".", ":", "=", "&", "|", "?"))
                                or text[max(j, k - 12):k].rstrip().endswith(("->", ",", ":", "=", "&", "where", "throws", "async", "<"))):
                            break
                    k += 1
            body_end = braces.get(brace, eol) if brace is not None else eol
            head = text[m.end():brace if brace is not None else eol]

            if kw == "extension":
                ext_owner, conf = owner_of_extension(head)
                ext_receiver = extended_name(head)
                ext_flags = flags_for(attrs, kpos, inherited)
                decls.append(Decl(item=None, kind="extension", owner=ext_owner, name=ext_owner, flags=ext_flags,
                                  static=False, conformances=[c.strip() for c in split_top(conf)], path=path, line=line,
                                  receiver=ext_receiver))
                if brace is not None:
                    walk(brace + 1, body_end, ext_owner, "public" in words or "open" in words, "extension", ext_flags,
                         ext_receiver)
            elif kw in TYPE_KINDS:
                nm = re.match(r"\s*(\w+)\s*(<[^{]*?>)?\s*(:[^{]*?)?(\bwhere\b.*)?$", head, re.S)
                if nm:
                    name = nm.group(1)
                    full = owner + "." + name if owner else name
                    conf = re.split(r"\bwhere\b", (nm.group(3) or "").lstrip(":"))[0]
                    d = Decl(item=full, kind=kw, owner=owner, name=name, flags=flags, static=True,
                             conformances=[c.strip() for c in split_top(conf)], path=path, line=line,
                             receiver=receiver)
                    if public:
                        decls.append(d)
                    if brace is not None:
                        kind = "enum-public" if kw == "enum" and public else kw
                        walk(brace + 1, body_end, full, False, kind if public or kw != "protocol" else "private-protocol", flags,
                             full)
            elif public:
                emit(kw, head, owner, flags, static, path, line, receiver)
            pos = max(body_end, m.end())
            floor = pos

    def emit(kw, head, owner, flags, static, path, line, receiver):
        prefix = owner + "." if owner else ""
        names = []
        if kw in ("func",):
            nm = re.match(r"\s*([^\s(<]+)\s*(<[^(]*?>)?\s*\(", head)
            if nm:
                p = head.index("(", nm.end() - 1)
                params = head[p + 1:balanced(head, p) - 1]
                names.append((nm.group(1) + labels_of(params), defaults_of(params)))
                if not owner and not re.match(r"\w", nm.group(1)):
                    # A free operator belongs, for a user, to the type of its first operand.
                    first = (split_top(params) or [""])[0]
                    operand = re.search(r":\s*(?:inout\s+)?([\w.]+)", first)
                    if operand:
                        owner = receiver = operand.group(1)
                        prefix = owner + "."
        elif kw in ("init", "subscript"):
            p = head.find("(")
            if p >= 0:
                params = head[p + 1:balanced(head, p) - 1]
                names.append((kw + labels_of(params), defaults_of(params)))
        elif kw in ("var", "let"):
            for part in split_top(head):
                nm = re.match(r"\s*\(?\s*(\w+)", part)
                if nm:
                    names.append(nm.group(1))
                if kw == "var" and "{" in part:
                    break
        elif kw in ("typealias", "associatedtype"):
            nm = re.match(r"\s*(\w+)", head)
            if nm:
                names.append(nm.group(1))
        elif kw == "case":
            for part in split_top(head):
                nm = re.match(r"\s*(\w+)\s*(\()?", part)
                if nm:
                    if nm.group(2):
                        p = part.index("(")
                        params = part[p + 1:balanced(part, p) - 1]
                        names.append((nm.group(1) + labels_of(params), defaults_of(params)))
                    else:
                        names.append(nm.group(1))
        for name in names:
            name, defaults = name if isinstance(name, tuple) else (name, ())
            name = name.replace("`", "")
            if kw == "func" and not re.match(r"\w", name):
                name = re.sub(r"\w+:", "_:", name)  # operators are called without labels
            base = re.match(r"[^(]*", name).group(0)
            f = set(flags)
            if base.startswith("_"):
                f.add("underscored")
            kind = "static " + kw if static and kw in ("func", "var", "let", "subscript") else kw
            decls.append(Decl(item=prefix + name, kind=kind, owner=owner, name=name, flags=f,
                              static=static, conformances=[], path=path, line=line, defaults=defaults,
                              receiver=receiver or owner))

    walk(0, len(text), "", False, "file", set())
    return decls


def git_files(gitdir, rev, prefixes):
    """(path, text) of the regular .swift files under prefixes at rev; symbolic links are skipped
    (RxSwift links shared platform files into several modules)."""
    listing = subprocess.run(["git", "-C", gitdir, "ls-tree", "-r", rev], check=True,
                             capture_output=True, text=True).stdout
    paths = []
    for row in listing.splitlines():
        meta, path = row.split("\t", 1)
        mode = meta.split()[0]
        if mode == "120000" or not path.endswith(".swift"):
            continue
        if any(path.startswith(p) for p in prefixes):
            paths.append(path)
    paths.sort()
    out = []
    for path in paths:
        blob = subprocess.run(["git", "-C", gitdir, "show", "%s:%s" % (rev, path)], check=True,
                              capture_output=True).stdout.decode("utf-8")
        out.append((path, blob))
    return out
