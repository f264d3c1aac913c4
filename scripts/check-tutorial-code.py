#!/usr/bin/env python3
"""Typechecks each tutorial's code as the reader has it at the end of every section.

    python3 scripts/check-tutorial-code.py

A tutorial (Docs/IOViewModelGuide.docc/**/*.tutorial) shows files step by step with
`@Code(name: "<path in the reader's package>", file: "<resource>")`. Replaying the steps in order
gives the reader's package after each section; this script compiles that package with the
toolchain's `swiftc` against the modules of this checkout's debug build (run `swift build
--build-tests` first; CI has):

- `Package.swift` against the toolchain's PackageDescription;
- each library folder, `Sources/<Name>/*`, as the module `<Name>` (`SigninForm`, `SignupForm`);
- each `Tests/<Name>Tests/*` against the libraries, with `TestScheduler` and `Testing`;
- each executable folder (one with a `main.swift`, such as `Sources/SigninConsole`) against them.

Listings of other files (a test run's output, `.txt`) are shown, not compiled. Warnings are
errors. Sections end in a state that compiles (tests may fail in between, on purpose,
but they compile). A tutorial's last state must be the files under `Resources/Tutorial/Final/<Name>`
and `.../<Name>Tests` for each of its library and test folders, which `Package.swift` builds and
`swift test` runs. Exits 1 on the first problem.
"""

import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = os.path.join(ROOT, "Docs", "IOViewModelGuide.docc")
FINAL = os.path.join(CATALOG, "Resources", "Tutorial", "Final")
CODE = re.compile(r'@Code\(name:\s*"([^"]+)",\s*file:\s*"([^"]+)"')
SECTION = re.compile(r'@Section\(title:\s*"([^"]+)"')


def main() -> int:
    resources = {}
    for directory, _, files in os.walk(CATALOG):
        for name in files:
            resources.setdefault(name, os.path.join(directory, name))
    tutorials = sorted(
        os.path.join(directory, name)
        for directory, _, files in os.walk(CATALOG)
        for name in files
        if name.endswith(".tutorial")
    )
    modules = build_modules()
    checked = 0
    for tutorial in tutorials:
        with open(tutorial, encoding="utf-8") as file:
            text = file.read()
        if "@Tutorial(" not in text:
            continue
        state: dict[str, str] = {}
        sections = split_sections(text)
        for title, body in sections:
            for name, resource in CODE.findall(body):
                if resource not in resources:
                    return fail(f"{rel(tutorial)}: section '{title}' shows {resource}, which the catalog lacks")
                # A listing that is not Swift (a test run's output) is shown, not compiled.
                if resource.endswith(".swift"):
                    state[name] = resources[resource]
            if state:
                problem = typecheck(state, modules)
                if problem:
                    return fail(f"{rel(tutorial)}: after section '{title}':\n{problem}")
                print(f"check-tutorial-code: {os.path.basename(tutorial)} after '{title}': "
                      f"{len(state)} files compile")
                checked += 1
        problem = final_state_is_built(state)
        if problem:
            return fail(f"{rel(tutorial)}: {problem}")
    if checked == 0:
        return fail("no tutorial steps with code found")
    return 0


def split_sections(text: str) -> list[tuple[str, str]]:
    """The sections of a tutorial, in order, as (title, text)."""
    matches = list(SECTION.finditer(text))
    return [
        (match.group(1), text[match.end(): matches[index + 1].start() if index + 1 < len(matches) else len(text)])
        for index, match in enumerate(matches)
    ]


def build_modules() -> str:
    """The Modules directory of this checkout's debug build."""
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    modules = os.path.join(bin_path, "Modules")
    if not os.path.isdir(modules):
        modules = bin_path
    if not os.path.exists(os.path.join(modules, "IOViewModel.swiftmodule")):
        sys.exit("check-tutorial-code: build the package first (swift build --build-tests)")
    return modules


def swiftc() -> list[str]:
    command = ["swiftc", "-swift-version", "6", "-warnings-as-errors"]
    if platform.system() == "Darwin":
        sdk = subprocess.run(["xcrun", "--show-sdk-path"], check=True, capture_output=True, text=True).stdout.strip()
        frameworks = subprocess.run(
            ["xcrun", "--show-sdk-platform-path"], check=True, capture_output=True, text=True
        ).stdout.strip() + "/Developer/Library/Frameworks"
        command = ["xcrun"] + command + ["-sdk", sdk, "-F", frameworks]
    return command


def typecheck(state: dict[str, str], modules: str) -> str | None:
    groups: dict[str, list[str]] = {}
    for name, path in state.items():
        if name == "Package.swift":
            groups.setdefault("manifest", []).append(path)
        else:
            groups.setdefault(os.path.dirname(name), []).append(path)
    with tempfile.TemporaryDirectory() as scratch:
        if "manifest" in groups:
            api = os.path.join(toolchain_lib(), "pm", "ManifestAPI")
            manifest = groups["manifest"][0]
            with open(manifest, encoding="utf-8") as file:
                tools = re.match(r"// swift-tools-version:\s*([0-9.]+)", file.readline())
            if not tools:
                return f"{rel(manifest)} does not start with a swift-tools-version line"
            problem = run(swiftc() + [
                "-typecheck", "-I", api, "-package-description-version", tools.group(1), manifest,
            ])
            if problem:
                return problem
        sources = sorted(folder for folder in groups if folder.startswith("Sources/"))
        executables = [folder for folder in sources if any(os.path.basename(p) == "main.swift" for p in groups[folder])]
        libraries = [folder for folder in sources if folder not in executables]
        for folder in libraries:
            module = os.path.basename(folder)
            problem = run(swiftc() + [
                "-parse-as-library", "-module-name", module, "-I", modules, "-I", scratch,
                "-emit-module", "-emit-module-path", os.path.join(scratch, module + ".swiftmodule"),
            ] + groups[folder])
            if problem:
                return problem
        tests = sorted(folder for folder in groups if folder.startswith("Tests/"))
        for folder in tests:
            problem = run(swiftc() + [
                "-typecheck", "-parse-as-library", "-module-name", os.path.basename(folder),
                "-I", modules, "-I", scratch,
            ] + groups[folder])
            if problem:
                return problem
        for folder in executables:
            module = os.path.basename(folder)
            problem = run(swiftc() + ["-typecheck", "-module-name", module, "-I", modules, "-I", scratch] + groups[folder])
            if problem:
                return problem
        unknown = set(groups) - {"manifest"} - set(sources) - set(tests)
        if unknown:
            return f"files in folders this check does not compile: {sorted(unknown)}"
    return None


def final_state_is_built(state: dict[str, str]) -> str | None:
    """The last state's libraries and tests are exactly the files Package.swift builds."""
    folders = sorted({os.path.dirname(name) for name in state if name != "Package.swift"})
    for folder in folders:
        files = [path for name, path in state.items() if os.path.dirname(name) == folder]
        if folder.startswith("Sources/") and any(os.path.basename(p) == "main.swift" for p in files):
            continue
        target = os.path.basename(folder)
        shown = sorted(files)
        directory = os.path.join(FINAL, target)
        if not os.path.isdir(directory):
            return f"the tutorial ends with {folder}, but {rel(directory)}, which Package.swift would build, is missing"
        built = sorted(os.path.join(directory, name) for name in os.listdir(directory) if name.endswith(".swift"))
        if shown != built:
            return (f"the tutorial ends with {[rel(p) for p in shown]} in {folder}, "
                    f"but the package builds {[rel(p) for p in built]}")
    return None


def toolchain_lib() -> str:
    compiler = shutil.which("swiftc")
    if platform.system() == "Darwin":
        compiler = subprocess.run(["xcrun", "--find", "swiftc"], check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(compiler))), "lib", "swift")


def run(command: list[str]) -> str | None:
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        return " ".join(command) + "\n" + result.stdout + result.stderr
    return None


def rel(path: str) -> str:
    return os.path.relpath(path, ROOT)


def fail(message: str) -> int:
    print(f"check-tutorial-code: {message}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
