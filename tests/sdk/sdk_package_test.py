#!/usr/bin/env python3
"""The plugin SDK, used the way an author outside this tree uses it.

Installs the SDK component of a native build into a temporary folder outside the checkout (with the web build's
wasm archive unpacked over it when there is one), fails if any installed file names the checkout's path (inside
the wasm libraries' LTO bitcode too), then builds a copy of plugins/example against that SDK alone and loads the
result through the CLI; for wasm, when the web build and Emscripten are there, it builds the example with emcmake,
checks the module's imports and exports and leaves it, with the index the SDK wrote, in
build/web/sdk-example/plugins/ for the browser test that loads it in the app (tests/browser/sdk-example.test.mjs). The checkout is made unreachable while the example builds: rather than renaming the checkout
(the test itself, the CLI and ctest run from inside it, and an interrupted run would leave it renamed), the build
runs in a private mount namespace (`unshare`) in which an empty tmpfs hides the checkout's folder; the build
therefore sees exactly what a machine with only the SDK and the toolchain has. Every header the build read is also
checked (ninja's dependency log) to lie outside the checkout.

Usage: sdk_package_test.py CHECKOUT BUILD_DIR BATTLEBOARD_CLI WEB_BUILD_DIR
"""
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import tempfile
import unittest

CHECKOUT, BUILD, CLI, WEB_BUILD = (os.path.realpath(p) for p in sys.argv[1:5])
SDK_VERSION = "1.0.0"
WASM_ARCHIVE = os.path.join(WEB_BUILD, f"battleboard-sdk-{SDK_VERSION}-wasm.tar.gz")
# What a plugin module may import in the browser: the page's plugin host gives it nothing else
# (web/platform/plugin_host.js).
ALLOWED_WASM_IMPORTS = {("env", "emscripten_notify_memory_growth"), ("wasi_snapshot_preview1", "proc_exit")}


def run(args, **kwargs):
    return subprocess.run(args, capture_output=True, text=True, **kwargs)


def clean_environment():
    """The author's environment: no compiler cache or launcher pointing into this project's setup."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CCACHE", "CMAKE_"))}
    env.pop("BATTLEBOARD_PLUGINS", None)
    return env


def wasm_tools():
    """Why the wasm half cannot run here, or None when it can."""
    if not os.path.isfile(WASM_ARCHIVE):
        return f"no {WASM_ARCHIVE} (build_web makes it)"
    for tool in ("emcmake", "node", "llvm-dis", "ar"):
        if not shutil.which(tool):
            return f"no {tool} on PATH"
    return None


def bitcode_text(library, scratch):
    """The LLVM IR of every member of a static library of LTO bitcode: bitcode packs its strings in bits, so a path
    in it is found only in the disassembly."""
    members = os.path.join(scratch, os.path.basename(library) + ".members")
    os.makedirs(members)
    subprocess.run(["ar", "x", library], cwd=members, check=True)
    texts = []
    for name in sorted(os.listdir(members)):
        dis = run(["llvm-dis", os.path.join(members, name), "-o", "-"])
        if dis.returncode == 0:
            texts.append((name, dis.stdout))
    shutil.rmtree(members)
    return texts


def run_hidden(steps, cwd):
    """Runs shell steps with the checkout hidden under an empty tmpfs, in the author's environment."""
    script = f"mount -t tmpfs battleboard-hidden {shlex.quote(CHECKOUT)} && " + " && ".join(steps)
    return run(["unshare", "--user", "--map-root-user", "--mount", "sh", "-ec", script], cwd=cwd,
               env=clean_environment())


def plugin_includes():
    """Every core header the plugins in this tree include ("battleboard/..."), with the file that includes it. A
    plugin's tests (plugins/<id>/tests) load it through the host, so they are not plugin code."""
    found = {}
    plugins = os.path.join(CHECKOUT, "plugins")
    for folder, _, files in os.walk(plugins):
        if folder.startswith(os.path.join(plugins, "sdk")) or os.path.basename(folder) == "tests":
            continue
        for name in files:
            if name.endswith((".cpp", ".hpp", ".h")):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    for header in re.findall(r'#include "(battleboard/[^"]+)"', f.read()):
                        found.setdefault(header, os.path.relpath(path, CHECKOUT))
    return found


class SdkPackage(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.mkdtemp(prefix="battleboard-sdk-test-")
        if os.path.realpath(cls.work).startswith(CHECKOUT + os.sep):
            raise RuntimeError(f"the temporary folder {cls.work} is inside the checkout")
        cls.sdk = os.path.join(cls.work, f"battleboard-sdk-{SDK_VERSION}")
        installed = run(["cmake", "--install", BUILD, "--component", "sdk", "--prefix", cls.sdk])
        if installed.returncode != 0:
            raise RuntimeError("cmake --install failed:\n" + installed.stdout + installed.stderr)
        # The author's way to a two-target SDK: the wasm archive unpacked over the native install.
        cls.no_wasm = wasm_tools()
        if not cls.no_wasm:
            with tarfile.open(WASM_ARCHIVE) as archive:
                archive.extractall(cls.work)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.work, ignore_errors=True)

    def test_no_installed_file_names_the_checkout(self):
        needle = CHECKOUT.encode()
        files = 0
        for folder, _, names in os.walk(self.sdk):
            for name in names:
                path = os.path.join(folder, name)
                files += 1
                with open(path, "rb") as f:
                    self.assertNotIn(needle, f.read(), f"{os.path.relpath(path, self.sdk)} names {CHECKOUT}")
        self.assertGreater(files, 40)

    def test_no_wasm_library_names_the_checkout_in_its_bitcode(self):
        if self.no_wasm:
            self.skipTest(self.no_wasm)
        folder = os.path.join(self.sdk, "lib/battleboard-sdk/wasm")
        libraries = sorted(os.listdir(folder))
        self.assertEqual(libraries, ["libbattleboard_core_plugin.a", "libbattleboard_plugin_sdk.a"])
        for library in libraries:
            texts = bitcode_text(os.path.join(folder, library), self.work)
            self.assertGreater(len(texts), 3, f"{library} holds no bitcode llvm-dis reads")
            for member, text in texts:
                self.assertNotIn(CHECKOUT, text, f"{library}({member}) names {CHECKOUT}")

    def test_the_sdk_holds_what_a_plugin_needs(self):
        for path in ("include/battleboard/sdk/plugin_sdk.hpp", "include/battleboard/sdk/victory_points.hpp",
                     "include/battleboard/plugin/abi.h", "lib/battleboard-sdk/native/libbattleboard_core.a",
                     "lib/battleboard-sdk/native/libbattleboard_plugin_sdk.a",
                     "lib/cmake/BattleboardSDK/BattleboardSDKConfig.cmake",
                     "lib/cmake/BattleboardSDK/write_plugin_index.cmake"):
            self.assertTrue(os.path.isfile(os.path.join(self.sdk, path)), path)
        # The host's own headers stay out: the CLI's plugin loader is not a plugin's business.
        self.assertFalse(os.path.exists(os.path.join(self.sdk, "include/battleboard/plugin/shared_library.hpp")))

    def test_every_core_header_a_plugin_includes_is_installed(self):
        for header, where in plugin_includes().items():
            self.assertTrue(os.path.isfile(os.path.join(self.sdk, "include", header)),
                            f"{where} includes {header}, which plugins/sdk/core_headers.cmake does not list")

    def test_example_builds_from_the_sdk_alone_and_loads(self):
        example = os.path.join(self.work, "example")
        build = os.path.join(self.work, "example-build")
        shutil.copytree(os.path.join(CHECKOUT, "plugins", "example"), example)
        headers = [os.path.relpath(os.path.join(folder, name), os.path.join(self.sdk, "include"))
                   for folder, _, names in os.walk(os.path.join(self.sdk, "include")) for name in names]
        with open(os.path.join(self.work, "all_headers.cpp"), "w", encoding="utf-8") as f:
            f.writelines(f'#include "{h}"\n' for h in sorted(headers))
        steps = [
            # Proof that the checkout is out of reach, then the installed headers compiled on their own (a header
            # that needs one the SDK does not ship fails here), then the author's two commands.
            f"test ! -e {shlex.quote(CHECKOUT)}/CMakeLists.txt",
            f"c++ -std=c++20 -fsyntax-only -I{shlex.quote(self.sdk)}/include all_headers.cpp",
            f"cmake -S example -B example-build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "
            f"-DCMAKE_PREFIX_PATH={shlex.quote(self.sdk)}",
            "cmake --build example-build -j2",
        ]
        built = run_hidden(steps, self.work)
        self.assertEqual(built.returncode, 0, built.stdout + built.stderr)

        read = run(["ninja", "-C", build, "-t", "deps"])
        self.assertEqual(read.returncode, 0, read.stderr)
        self.assertIn("plugin_sdk.hpp", read.stdout)
        self.assertNotIn(CHECKOUT + os.sep, read.stdout)

        folder = os.path.join(build, "plugins")
        module = os.path.join(folder, "bb-plugin-example.so")
        with open(os.path.join(folder, "index.json"), encoding="utf-8") as f:
            index = json.load(f)
        with open(module, "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        with open(os.path.join(self.sdk, "include/battleboard/plugin/abi.h"), encoding="utf-8") as f:
            api = int(re.search(r"#define BB_PLUGIN_API_VERSION (\d+)", f.read()).group(1))
        self.assertEqual(index["plugins"], [{"id": "example", "name": "Example Skirmish", "version": "1.0.0",
                                             "api": api, "file": "bb-plugin-example.so", "sha256": digest}])

        systems = run([CLI, "systems", "--json", "--plugins", folder])
        self.assertEqual(systems.returncode, 0, systems.stderr)
        listed = json.loads(systems.stdout)
        self.assertEqual([(s["id"], s["name"]) for s in listed], [("example", "Example Skirmish")])
        catalogue = run([CLI, "catalogue", "example", "--json", "--plugins", folder])
        self.assertEqual(catalogue.returncode, 0, catalogue.stderr)
        self.assertTrue(json.loads(catalogue.stdout), "the example's catalogue is empty")
        unknown = run([CLI, "catalogue", "nothing", "--plugins", folder])
        self.assertNotEqual(unknown.returncode, 0)

    def test_example_builds_for_wasm_from_the_sdk_alone(self):
        if self.no_wasm:
            self.skipTest(self.no_wasm)
        example = os.path.join(self.work, "example-wasm-source")
        shutil.copytree(os.path.join(CHECKOUT, "plugins", "example"), example)
        package = os.path.join(self.sdk, "lib/cmake/BattleboardSDK")
        built = run_hidden([
            f"test ! -e {shlex.quote(CHECKOUT)}/CMakeLists.txt",
            f"emcmake cmake -S example-wasm-source -B example-web -G Ninja -DBattleboardSDK_DIR={shlex.quote(package)}",
            "cmake --build example-web -j2",
        ], self.work)
        self.assertEqual(built.returncode, 0, built.stdout + built.stderr)
        read = run(["ninja", "-C", os.path.join(self.work, "example-web"), "-t", "deps"])
        self.assertIn("plugin_sdk.hpp", read.stdout)
        self.assertNotIn(CHECKOUT + os.sep, read.stdout)

        folder = os.path.join(self.work, "example-web", "plugins")
        with open(os.path.join(folder, "index.json"), encoding="utf-8") as f:
            index = json.load(f)
        with open(os.path.join(folder, "example.wasm"), "rb") as f:
            module = f.read()
        [entry] = index["plugins"]
        self.assertEqual((entry["id"], entry["file"]), ("example", "example.wasm"))
        self.assertEqual(entry["sha256"], hashlib.sha256(module).hexdigest())
        self.assertNotIn(CHECKOUT.encode(), module)
        listed = run(["node", "-e", "const m = new WebAssembly.Module(require('fs').readFileSync(process.argv[1]));"
                      "console.log(JSON.stringify([WebAssembly.Module.imports(m), WebAssembly.Module.exports(m)]))",
                      os.path.join(folder, "example.wasm")])
        self.assertEqual(listed.returncode, 0, listed.stderr)
        imports, exports = json.loads(listed.stdout)
        self.assertLessEqual({(i["module"], i["name"]) for i in imports}, ALLOWED_WASM_IMPORTS)
        self.assertLessEqual({"memory", "bb_plugin_api_version", "bb_plugin_alloc", "bb_plugin_free",
                              "bb_plugin_call"}, {e["name"] for e in exports})

        # For the browser test, which loads it in the app: the module and the index entry the SDK wrote.
        handed = os.path.join(WEB_BUILD, "sdk-example", "plugins")
        shutil.rmtree(handed, ignore_errors=True)
        shutil.copytree(folder, handed, ignore=shutil.ignore_patterns("*.map"))


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
