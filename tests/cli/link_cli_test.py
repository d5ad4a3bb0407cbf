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
        self.assertRegex(link, r"^bb6\.[A-Za-z0-9_-]+$")
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

    def test_an_older_setup_files_score_sheet_travels_as_the_plugins_state(self):
        sheet = {"battleplan": "border-war", "points": 2000,
                 "players": [{"name": "Ana", "faction": "Stormcast Eternals", "general_keywords": ["ORDER"]},
                             {"name": "Ben", "faction": "Skaven", "general_keywords": []}],
                 "rounds": [{"priority": 1, "first": 0, "turns": [
                     {"lines": {"home-objective": 1, "border-objective": 2}, "battle_tactic": "seize-the-centre",
                      "battle_tactic_completed": True},
                     {"lines": {}, "battle_tactic": "", "battle_tactic_completed": False}]}]}
        code, out, err = run("encode", self.write("scored.json", dict(SETUP, battleplan="border-war",
                                                                      score_sheet=sheet)))
        self.assertEqual(code, 0, err)
        link = out.strip()
        code, out, err = run("decode", link, "--json")
        self.assertEqual(code, 0, err)
        decoded = json.loads(out)
        self.assertNotIn("score_sheet", decoded)  # the aos4 plugin read it into its own state
        self.assertIn("plugin_state", decoded)
        code, out, _ = run("decode", link)
        # Border War: the home objective 1 VP, two border objectives 2 VP each, Seize the Centre 4.
        self.assertIn("Score after 1 battle round: Ana 9 VP, Ben 0 VP", out)
        # Without the plugin the sheet cannot be read, so no link is made that would lose it.
        code, _, err = run("encode", self.write("scored.json", dict(SETUP, score_sheet=sheet)), "--plugins",
                           self.folder.name)
        self.assertEqual(code, 2)
        self.assertIn("score sheet from an older Battleboard", err)

    def test_format_1_links_still_open_as_they_did(self):
        for name in ["aos4-2000", "wfb8-40", "rolls-attributes", "custom-footprints", "empty"]:
            with self.subTest(name):
                link = golden(name, ".txt").strip()
                self.assertTrue(link.startswith("bb1."))
                code, out, err = run("decode", link, "--json")
                self.assertEqual((code, out), (0, golden(name, ".json")), err)
                self.assertNotIn("score_sheet", json.loads(out))

    def test_plain_decode_summarises(self):
        code, out, _ = run("decode", golden("aos4-2000", ".txt").strip())
        self.assertEqual(code, 0)
        self.assertIn("System aos4, rules bpr-2025-06, battleplan passing-seasons", out)
        self.assertIn('Board 60" x 44"', out)
        self.assertIn("8 pieces", out)
        self.assertIn('Obstacle [obstacle] at (14.5", 30.25"), 30 degrees', out)
        self.assertIn("5 objectives", out)

    def test_golden_links_decode_to_their_setups(self):
        names = sorted(f[:-4] for f in os.listdir(GOLDEN) if f.endswith(".txt"))
        self.assertGreaterEqual(len(names), 9)
        self.assertGreaterEqual(sum(golden(n, ".txt").startswith("bb2.") for n in names), 4)
        for name in names:
            with self.subTest(name):
                code, out, err = run("decode", golden(name, ".txt").strip(), "--json")
                self.assertEqual(code, 0, err)
                if "score_sheet" not in json.loads(golden(name, ".json")):
                    self.assertEqual(out, golden(name, ".json"))
                    continue
                # The sheet is read by the system's plugin: the link opens to exactly what the setup file it must
                # decode to becomes once the same plugin has read that file's sheet.
                self.assertNotIn("score_sheet", json.loads(out))
                code, link, err = run("encode", os.path.join(GOLDEN, name + ".json"))
                self.assertEqual(code, 0, err)
                code, expected, err = run("decode", link.strip(), "--json")
                self.assertEqual(code, 0, err)
                self.assertEqual(out, expected)

    def test_whole_addresses_are_accepted(self):
        link = golden("empty", ".txt").strip()
        code, out, _ = run("decode", "https://battleboard.example/#" + link, "--json")
        self.assertEqual(code, 0)
        self.assertEqual(json.loads(out)["board"], {"width": 44, "depth": 30})

    def test_damaged_and_foreign_links_are_explained(self):
        link = golden("aos4-2000", ".txt").strip()
        code, _, err = run("decode", link[:40])
        self.assertEqual(code, 2)
        self.assertIn("This link is damaged (truncated at character", err)
        code, _, err = run("decode", "bb7." + link[4:])
        self.assertEqual(code, 2)
        self.assertIn("made by a newer Battleboard (format 7)", err)
        code, _, err = run("decode", "https://example.com/")
        self.assertEqual(code, 2)
        self.assertIn("This is not a Battleboard link", err)

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
