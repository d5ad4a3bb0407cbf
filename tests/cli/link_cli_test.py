#!/usr/bin/env python3
"""CLI tests for `battleboard link`: the real binary, real setup files and the golden links."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

CLI, GOLDEN = sys.argv[1:3]


def run(*args):
    done = subprocess.run([CLI, "link", *args], capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout, done.stderr


def golden(name, extension):
    with open(os.path.join(GOLDEN, name + extension), encoding="utf-8") as f:
        return f.read()


SETUP = {
    "format": "battleboard-setup", "version": 1, "system": "aos4", "rules_edition": "bpr-2025-06",
    "battleplan": "", "board": {"width": 60, "depth": 44},
    "pieces": [{"id": 1, "kind": "obstacle", "label": "Ruined wall", "x": 12.3, "y": 30, "rotation": -30.4,
                "height": 2, "levels": 1, "footprint": [[-3, -1], [3, -1], [3, 1], [-3, 1]],
                "rolls": [{"table": "wyrding-well", "faces": [4], "total": 4}],
                "attributes": {"occupant": "Greatswords"}}],
    "objectives": [{"id": 2, "label": "Centre", "x": 30, "y": 22}],
    "territories": [{"name": "Attacker", "area": [[0, 0], [60, 0], [60, 22], [0, 22]]}],
}


class LinkCommand(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.addCleanup(self.folder.cleanup)

    def write(self, name, content):
        path = os.path.join(self.folder.name, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(content if isinstance(content, str) else json.dumps(content))
        return path

    def test_encode_then_decode_gives_the_setup_on_the_link_grid(self):
        code, out, err = run("encode", self.write("setup.json", SETUP))
        self.assertEqual(code, 0, err)
        link = out.strip()
        self.assertRegex(link, r"^bb7\.[A-Za-z0-9_-]+$")
        self.assertLess(len(link), 140)
        code, out, err = run("decode", link, "--json")
        self.assertEqual(code, 0, err)
        setup = json.loads(out)
        piece = setup["pieces"][0]
        self.assertEqual((piece["x"], piece["y"], piece["rotation"]), (12.25, 30, 330))
        self.assertEqual(piece["attributes"], {"occupant": "Greatswords"})
        self.assertEqual(piece["rolls"], [{"table": "wyrding-well", "faces": [4], "total": 4}])
        self.assertEqual(setup["objectives"][0]["label"], "Centre")
        self.assertEqual(setup["territories"][0]["area"], [[0, 0], [60, 0], [60, 22], [0, 22]])
        # The decoded setup is itself a setup file that encodes to the same link.
        code, out, _ = run("encode", self.write("decoded.json", out))
        self.assertEqual((code, out.strip()), (0, link))

    def test_pre_release_setups_and_links_are_refused_by_name(self):
        sheet = {"battleplan": "border-war", "players": [{"name": "Ana"}], "rounds": []}
        code, _, err = run("encode", self.write("scored.json", dict(SETUP, score_sheet=sheet)))
        self.assertEqual(code, 2)
        self.assertIn("holds a score sheet made by a pre-release Battleboard (setup.score_sheet)", err)
        for format in range(1, 6):
            code, _, err = run("decode", "bb%d.LYJbfZNuyrHbp2-8dPwuyK1jTCLArKlkC7rMV1Ag" % format)
            self.assertEqual(code, 2)
            self.assertIn("made by a pre-release Battleboard (format %d)" % format, err)
            self.assertIn("ask for a new link", err)

    def test_plain_decode_summarises(self):
        code, out, _ = run("decode", golden("aos4-2000-v6", ".txt").strip())
        self.assertEqual(code, 0)
        self.assertIn("System aos4, rules bpr-2025-06, battleplan border-war", out)
        self.assertIn('Board 60" x 44"', out)
        self.assertIn("8 pieces", out)
        self.assertIn('Obstacle [obstacle] at (14.5", 30.25"), 30 degrees', out)
        self.assertIn("4 objectives", out)

    def test_golden_links_decode_to_their_setups(self):
        names = sorted(f[:-4] for f in os.listdir(GOLDEN) if f.endswith(".txt"))
        self.assertGreaterEqual(len(names), 9)
        for name in names:
            with self.subTest(name):
                code, out, err = run("decode", golden(name, ".txt").strip(), "--json")
                self.assertEqual((code, out), (0, golden(name, ".json")), err)

    def test_whole_addresses_are_accepted(self):
        link = golden("wfb8-40-v6", ".txt").strip()
        code, out, _ = run("decode", "https://battleboard.example/#" + link, "--json")
        self.assertEqual(code, 0)
        self.assertEqual(json.loads(out)["board"], {"width": 72, "depth": 48})

    def test_damaged_and_foreign_links_are_explained(self):
        link = golden("aos4-2000-v6", ".txt").strip()
        code, _, err = run("decode", link[:40])
        self.assertEqual(code, 2)
        self.assertIn("This link is damaged (truncated at character", err)
        code, _, err = run("decode", "bb8." + link[4:])
        self.assertEqual(code, 2)
        self.assertIn("made by a newer Battleboard (format 8)", err)
        code, _, err = run("decode", "https://example.com/")
        self.assertEqual(code, 2)
        self.assertIn("This is not a Battleboard link", err)

    def test_links_name_the_plugin_version_they_were_made_with(self):
        with open(os.path.join(os.path.dirname(os.path.dirname(CLI)), "plugins", "index.json"), encoding="utf-8") as f:
            version = next(p["version"] for p in json.load(f)["plugins"] if p["id"] == "aos4")
        code, out, err = run("encode", self.write("setup.json", SETUP))
        self.assertEqual(code, 0, err)
        link = out.strip()
        code, out, err = run("decode", link)
        self.assertEqual(code, 0, err)
        self.assertIn("Made with plugin version " + version + "\n", out)
        code, out, _ = run("decode", golden("aos4-2000-v6", ".txt").strip())
        self.assertIn("Made with plugin version (not named)\n", out)
        # Where the system is not installed, the message names the version the link needs.
        empty = self.folder.name
        self.write("index.json", {"format": 1, "plugins": []})
        code, _, err = run("decode", link, "--plugins", empty)
        self.assertEqual(code, 2)
        self.assertIn('This link needs the game system "aos4" version ' + version + ".", err)
        self.assertIn('It needs the game system "aos4" version ' + version + ", which is not installed", err)
        # Made without the plugin, a link names no version and opens anywhere.
        code, out, err = run("encode", self.write("setup.json", SETUP), "--plugins", empty)
        self.assertEqual(code, 0, err)
        code, out, err = run("decode", out.strip())
        self.assertEqual(code, 0, err)
        self.assertIn("Made with plugin version (not named)\n", out)

    def test_setups_a_link_cannot_hold_are_refused(self):
        jagged = dict(SETUP["pieces"][0], footprint=[[i, (i * 37) % 101] for i in range(200)])
        big = dict(SETUP, pieces=[jagged] * 100)
        code, _, err = run("encode", self.write("big.json", big))
        self.assertEqual(code, 2)
        self.assertIn("cannot be made into a link: footprint and territory points in all: 20004 (0 to 16384 allowed)", err)

    def test_bad_input(self):
        code, _, err = run("encode", "/nonexistent.json")
        self.assertEqual((code, err.strip()), (2, "Cannot read /nonexistent.json."))
        code, _, err = run("encode", self.write("broken.json", "{"))
        self.assertEqual(code, 2)
        self.assertIn("not valid JSON", err)
        for args in [(), ("encode",), ("decode",), ("shorten", "x")]:
            code, _, err = run(*args)
            self.assertEqual(code, 2)
            self.assertIn("usage: battleboard link encode SETUP.json", err)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
