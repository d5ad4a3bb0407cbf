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
        self.assertIn("plugin API version 2", err)
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
        self.assertEqual(names, ["Obstacle", "Obscuring Terrain", "Area Terrain", "Place of Power", "Faction Terrain"])
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


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
