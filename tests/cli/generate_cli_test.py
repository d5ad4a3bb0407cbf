#!/usr/bin/env python3
"""Organisers through the real CLI: generating legal tables for a room, and validating them all at once."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

CLI, PLUGINS = sys.argv[1:3]


def run(*args):
    done = subprocess.run([CLI, *args, "--plugins", PLUGINS], capture_output=True, text=True, timeout=300)
    return done.returncode, done.stdout, done.stderr


class Generate(unittest.TestCase):
    def test_one_aos4_table_on_stdout_is_a_legal_setup_with_its_battleplan(self):
        code, out, err = run("generate", "aos4", "--points", "2000", "--battleplan", "border-war", "--seed", "4")
        self.assertEqual(code, 0, err)
        setup = json.loads(out)
        self.assertEqual(setup["system"], "aos4")
        self.assertEqual(setup["battleplan"], "border-war")
        self.assertEqual((setup["board"]["width"], setup["board"]["depth"]), (60, 44))
        self.assertEqual(len(setup["pieces"]), 8)
        self.assertTrue(setup["objectives"])
        self.assertIn("legal", err)
        with tempfile.NamedTemporaryFile("w", suffix=".battleboard.json", delete=False) as f:
            f.write(out)
        try:
            code, out, _ = run("validate", f.name, "--json")
            self.assertEqual(code, 0)
            self.assertTrue(json.loads(out)["legal"])
        finally:
            os.unlink(f.name)

    def test_a_room_of_tables_is_written_reproducibly_and_validates_together(self):
        with tempfile.TemporaryDirectory() as first, tempfile.TemporaryDirectory() as second:
            for folder in (first, second):
                code, _, err = run("generate", "wfb8", "--tables", "3", "--out", folder, "--seed", "9")
                self.assertEqual(code, 0, err)
            names = sorted(n for n in os.listdir(first) if n.endswith(".battleboard.json"))
            self.assertEqual(names, ["table-01.battleboard.json", "table-02.battleboard.json",
                                     "table-03.battleboard.json"])
            texts = [open(os.path.join(first, n)).read() for n in names]
            self.assertEqual(texts, [open(os.path.join(second, n)).read() for n in names])  # same seed, same room
            self.assertEqual(len(set(texts)), 3)  # but every table differs
            code, out, _ = run("validate", *[os.path.join(first, n) for n in names])
            self.assertEqual(code, 0)
            self.assertIn("3 of 3 setups are legal.", out)
            code, out, _ = run("validate", *[os.path.join(first, n) for n in names], "--json")
            reports = json.loads(out)
            self.assertEqual([r["legal"] for r in reports], [True] * 3)
            self.assertEqual([os.path.basename(r["file"]) for r in reports], names)

    def test_validate_reports_each_bad_file_and_keeps_going(self):
        with tempfile.TemporaryDirectory() as folder:
            code, _, _ = run("generate", "wh40k10", "--out", folder, "--seed", "2")
            self.assertEqual(code, 0)
            good = os.path.join(folder, "table-01.battleboard.json")
            broken = os.path.join(folder, "broken.battleboard.json")
            with open(broken, "w") as f:
                f.write('{"format": "battleboard-setup", "pieces": [')
            code, out, err = run("validate", good, broken)
            self.assertEqual(code, 2)
            self.assertIn(good + ": The setup is legal.", out)
            self.assertIn(broken, err)
            self.assertIn("1 of 2 setups are legal.", out)

    def test_more_features_than_fit_is_refused_in_words(self):
        code, _, err = run("generate", "wh40k7", "--board", "20x20", "--features", "40")
        self.assertEqual(code, 2)
        self.assertIn("40 features cannot keep 1\" apart on 20\" x 20\"", err)

    def test_bad_options_are_refused(self):
        for args in (["generate"], ["generate", "aos4", "--points", "1500"], ["generate", "aos4", "--board", "9x9"],
                     ["generate", "aos4", "--battleplan", "nowhere"], ["generate", "aos4", "--tables", "3"],
                     ["generate", "aos4", "--edition", "1990"], ["generate", "aos4", "--seed", "x"]):
            code, _, err = run(*args)
            self.assertEqual(code, 2, args)
            self.assertTrue(err.strip(), args)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])
