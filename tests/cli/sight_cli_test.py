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

    def test_off_the_board_or_on_the_same_spot_is_refused(self):
        for args, words in ((["--observer", "-1,22", "--target", "40,22"], "off the"),
                            (["--observer", "20,22", "--target", "20.5,22"], "same spot")):
            code, out, err = self.sight(*args)
            self.assertEqual(code, 2, args)
            self.assertEqual(out, "")
            self.assertIn(words, err)

    def spot(self, answer, x, y):
        return answer["spots"][int(y / answer["spacing"])][int(x / answer["spacing"])]

    def test_map_of_the_whole_table_agrees_with_single_questions(self):
        code, out, _ = self.sight("--observer", "20,22", "--map", "--json")
        self.assertEqual(code, 0)
        answer = json.loads(out)
        self.assertEqual((answer["columns"], answer["rows"], answer["spacing"]), (240, 176, 0.25))
        self.assertEqual(self.spot(answer, 40.1, 22.1) & 3, 2)  # behind the ruins: hidden
        self.assertEqual(self.spot(answer, 20.1, 30.1), 0)  # in the open
        self.assertEqual(self.spot(answer, 20.1, 22.1), 3)  # the observer's own spot
        # Wholly within the ruins: seen, with the Benefit of Cover.
        inside = self.spot(answer, 30.1, 22.1)
        self.assertEqual(inside & 3, 0)
        self.assertIn("Benefit of Cover", answer["covers"][(inside >> 2) - 1])
        for x, y in ((40.125, 22.125), (30.125, 22.125), (35.625, 24.875), (12.125, 35.125)):
            code, single, _ = self.sight("--observer", "20,22", "--target", f"{x},{y}", "--json")
            self.assertEqual(code, 0)
            single = json.loads(single)
            names = {"visible": 0, "partly hidden": 1, "hidden": 2}
            self.assertEqual(self.spot(answer, x, y) & 3, names[single["visibility"]], (x, y))
            self.assertEqual((self.spot(answer, x, y) >> 2) > 0, single["in_cover"], (x, y))

    def test_reverse_map_marks_who_sees_the_target(self):
        code, out, _ = self.sight("--target", "40,22", "--map", "--observer-base", "32", "--json")
        self.assertEqual(code, 0)
        answer = json.loads(out)
        self.assertTrue(answer["reverse"])
        self.assertEqual(self.spot(answer, 20.1, 22.1) & 3, 2)  # behind the ruins from the target
        self.assertEqual(self.spot(answer, 50.1, 22.1) & 3, 0)

    def test_map_as_a_png_and_as_counts(self):
        png = self.setup + ".png"
        try:
            code, out, _ = self.sight("--observer", "20,22", "--map", "--target-base", "40", "--out", png)
            self.assertEqual(code, 0)
            self.assertIn("hidden:", out)
            self.assertIn("in cover (Benefit of Cover", out)
            with open(png, "rb") as f:
                head = f.read(24)
            self.assertEqual(head[:8], b"\x89PNG\r\n\x1a\n")
            self.assertEqual(int.from_bytes(head[16:20], "big"), 240 * 4)
            self.assertEqual(int.from_bytes(head[20:24], "big"), 176 * 4)
        finally:
            if os.path.exists(png):
                os.unlink(png)

    def test_map_refuses_a_bad_spacing_or_base(self):
        for args in (["--observer", "20,22", "--map", "--spacing", "0.01"],
                     ["--observer", "20,22", "--map", "--target-base", "2"],
                     ["--observer", "80,22", "--map"]):
            code, _, err = self.sight(*args)
            self.assertEqual(code, 2, args)
            self.assertTrue(err.strip())


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])
