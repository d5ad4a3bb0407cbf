#!/usr/bin/env python3
"""'Can he see me, am I in cover, and why' through the real CLI."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

CLI, PLUGINS = sys.argv[1:3]

RUINS_AND_WOODS = {
    "format": "battleboard-setup", "version": 1, "system": "wh40k10", "rules_edition": "", "battleplan": "",
    "board": {"width": 60, "depth": 44},
    "pieces": [
        {"id": 1, "kind": "ruins", "label": "Ruins", "x": 30, "y": 22, "rotation": 0, "height": 5, "levels": 2,
         "footprint": [[-5, -3], [5, -3], [5, 3], [-5, 3]]},
        {"id": 2, "kind": "woods", "label": "Woods", "x": 12, "y": 35, "rotation": 0, "height": 3, "levels": 1,
         "footprint": [[-4, -3], [4, -3], [4, 3], [-4, 3]]}],
    "objectives": [], "territories": []}


class Sight(unittest.TestCase):
    def setUp(self):
        with tempfile.NamedTemporaryFile("w", suffix=".battleboard.json", delete=False) as f:
            json.dump(RUINS_AND_WOODS, f)
        self.setup = f.name

    def tearDown(self):
        os.unlink(self.setup)

    def sight(self, *args):
        done = subprocess.run([CLI, "sight", self.setup, *args, "--plugins", PLUGINS], capture_output=True, text=True,
                              timeout=60)
        return done.returncode, done.stdout, done.stderr

    def test_ruins_between_hide_the_target_with_the_reason(self):
        code, out, _ = self.sight("--observer", "20,22", "--target", "40,22", "--json")
        self.assertEqual(code, 0)
        answer = json.loads(out)
        self.assertEqual(answer["visibility"], "hidden")
        self.assertFalse(answer["in_cover"])
        self.assertAlmostEqual(answer["distance"], 18.74, places=2)
        self.assertEqual([r["piece"] for r in answer["reasons"]], [1])

    def test_infantry_in_woods_is_in_cover_in_plain_words(self):
        code, out, _ = self.sight("--observer", "30,35", "--target", "12,35,1.26", "--target-keywords", "INFANTRY")
        self.assertEqual(code, 0)
        self.assertIn("Target partly hidden", out)
        self.assertIn("in cover: Benefit of Cover", out)
        self.assertIn("wholly within Woods", out)

    def test_bad_positions_are_refused(self):
        for args in (["--observer", "20", "--target", "40,22"], ["--observer", "20,22"],
                     ["--observer", "1,1,0", "--target", "2,2"], ["--observer", "1,1", "--target", "2,2",
                                                                  "--target-height", "tall"]):
            code, _, err = self.sight(*args)
            self.assertEqual(code, 2, args)
            self.assertTrue(err.strip())


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])
