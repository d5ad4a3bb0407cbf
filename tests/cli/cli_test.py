#!/usr/bin/env python3
"""CLI tests: run the real battleboard binary against the real built plugins (and the broken fakes)."""
import json
import subprocess
import sys
import unittest

CLI, PLUGINS, FAKES = sys.argv[1:4]


def run(*args, plugins=PLUGINS):
    done = subprocess.run([CLI, *args, "--plugins", plugins], capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout, done.stderr


class Systems(unittest.TestCase):
    def test_lists_installed_systems_as_json(self):
        code, out, _ = run("systems", "--json")
        self.assertEqual(code, 0)
        systems = {s["id"]: s for s in json.loads(out)}
        self.assertIn("aos4", systems)
        self.assertEqual(systems["aos4"]["name"], "Age of Sigmar 4th edition")
        self.assertEqual(systems["aos4"]["editions"][0]["id"], "bpr-2025-06")

    def test_plain_listing(self):
        code, out, _ = run("systems")
        self.assertEqual(code, 0)
        self.assertRegex(out, r"aos4\tAge of Sigmar 4th edition")

    def test_broken_plugins_are_reported_not_crashed(self):
        code, _, err = run("systems", plugins=FAKES)
        self.assertEqual(code, 2)
        self.assertIn("built for plugin API version 4, but this Battleboard speaks version 3", err)
        self.assertIn("built for plugin API version 2, but this Battleboard speaks version 3", err)
        self.assertIn("truncated or malformed", err)
        self.assertIn("the rules data is missing", err)

    def test_empty_folder(self):
        code, _, err = run("systems", plugins="/nonexistent")
        self.assertEqual(code, 2)
        self.assertIn("No game-system plugins", err)


class Catalogue(unittest.TestCase):
    def test_json_catalogue(self):
        code, out, _ = run("catalogue", "aos4", "--json")
        self.assertEqual(code, 0)
        data = json.loads(out)
        names = [e["name"] for e in data["catalogue"]]
        self.assertEqual(names[:5], ["Obstacle", "Obscuring Terrain", "Area Terrain", "Place of Power", "Faction Terrain"])
        area = next(e for e in data["catalogue"] if e["id"] == "area-terrain")
        self.assertEqual(area["abilities"], ["cover", "obscuring"])

    def test_older_edition(self):
        code, out, _ = run("catalogue", "aos4", "--edition", "gh-2024-25", "--json")
        self.assertEqual(code, 0)
        area = next(e for e in json.loads(out)["catalogue"] if e["id"] == "area-terrain")
        self.assertEqual(area["abilities"], ["cover"])

    def test_text_catalogue_explains_abilities(self):
        code, out, _ = run("catalogue", "aos4")
        self.assertEqual(code, 0)
        self.assertIn("Obstacle [Obstacle]", out)
        self.assertIn("* Cover:", out)

    def test_unknown_system_and_edition(self):
        code, _, err = run("catalogue", "chess")
        self.assertEqual(code, 2)
        self.assertIn("Unknown game system 'chess'", err)
        self.assertIn("aos4", err)
        code, _, err = run("catalogue", "aos4", "--edition", "1st")
        self.assertEqual(code, 2)
        self.assertIn("Unknown rules edition", err)

    def test_usage(self):
        code, _, err = run("catalogue")
        self.assertEqual(code, 2)
        self.assertIn("usage", err)


class Rules(unittest.TestCase):
    def test_lists_and_explains(self):
        code, out, _ = run("rules", "aos4")
        self.assertEqual(code, 0)
        self.assertIn("cover\tability\tCover", out)
        code, out, _ = run("rules", "aos4", "terrain:place-of-power")
        self.assertEqual(code, 0)
        self.assertIn("Place of Power", out)
        self.assertIn("* Obscuring:", out)  # June 2025: Places of Power gained Obscuring

    def test_unknown_rule(self):
        code, _, err = run("rules", "aos4", "flying-carpets")
        self.assertEqual(code, 2)
        self.assertIn("No rule 'flying-carpets'", err)


class Roll(unittest.TestCase):
    def test_unknown_table_and_bad_seed(self):
        code, _, err = run("roll", "aos4", "no-such-table", "--seed", "3")
        self.assertEqual(code, 2)
        self.assertIn("no table 'no-such-table'", err)
        code, _, err = run("roll", "aos4", "x", "--seed", "abc")
        self.assertEqual(code, 2)


SETUP = {
    "format": "battleboard-setup", "version": 1, "system": "aos4",
    "board": {"width": 60, "depth": 44},
    "objectives": [{"label": "Centre", "x": 30, "y": 22}],
}


def piece(label, x, y, w=6, d=2):
    return {"kind": "obstacle", "label": label, "x": x, "y": y,
            "footprint": [[-w / 2, -d / 2], [w / 2, -d / 2], [w / 2, d / 2], [-w / 2, d / 2]]}


class Validate(unittest.TestCase):
    def validate(self, pieces, *extra):
        import os
        import tempfile
        with tempfile.NamedTemporaryFile("w", suffix=".battleboard.json", delete=False) as f:
            json.dump({**SETUP, "pieces": pieces}, f)
        try:
            return run("validate", f.name, *extra)
        finally:
            os.unlink(f.name)

    def test_legal_setup(self):
        code, out, _ = self.validate([piece("Wall", 10, 10), piece("Ruin", 50, 34)])
        self.assertEqual(code, 0, out)
        self.assertIn("legal", out)

    def test_breaches_are_listed_with_numbers(self):
        # Wall's left edge sits exactly 3" from the board edge: not "more than 3"".
        code, out, _ = self.validate([piece("Wall", 6, 10), piece("Ruin", 16.5, 10)], "--json")
        self.assertEqual(code, 1)
        report = json.loads(out)
        self.assertFalse(report["legal"])
        rules = {f["rule"]: f for f in report["findings"]}
        self.assertAlmostEqual(rules["aos4/terrain-edge-distance"]["measured"], 3.0)
        self.assertAlmostEqual(rules["aos4/terrain-spacing"]["measured"], 4.5)
        self.assertEqual(len(rules["aos4/terrain-spacing"]["pieces"]), 2)

    def test_just_past_the_limit_is_legal(self):
        code, out, _ = self.validate([piece("Wall", 6.01, 10)])
        self.assertEqual(code, 0, out)

    def test_bad_input(self):
        code, _, err = run("validate", "/nonexistent.json")
        self.assertEqual(code, 2)
        import tempfile
        with tempfile.NamedTemporaryFile("w", suffix=".json") as f:
            f.write("{ not json")
            f.flush()
            code, _, err = run("validate", f.name)
        self.assertEqual(code, 2)
        self.assertIn("not valid JSON", err)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
