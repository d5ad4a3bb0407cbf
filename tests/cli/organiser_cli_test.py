#!/usr/bin/env python3
"""Organisers through the real CLI: strict flags, symmetric tables, the terrain box, fairness and setup sheets,
and a room of 100 tables that never stops part-way."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

CLI, PLUGINS = sys.argv[1:3]


def run(*args):
    done = subprocess.run([CLI, *args, "--plugins", PLUGINS], capture_output=True, text=True, timeout=600)
    return done.returncode, done.stdout, done.stderr


class StrictFlags(unittest.TestCase):
    def test_a_mistyped_flag_is_an_error_not_ignored(self):
        for args in (["generate", "aos4", "--seeed=3"], ["systems", "--jsn"], ["rules", "aos4", "--jsn"],
                     ["validate", "x.json", "--observer", "1,1"], ["generate", "aos4", "--symmetric", "diagonal"]):
            code, out, err = run(*args)
            self.assertEqual(code, 2, args)
            self.assertEqual(out, "", args)
            self.assertTrue(err.strip(), args)
        code, _, err = run("generate", "aos4", "--seeed=3")
        self.assertIn("--seeed", err)

    def test_flags_take_both_spellings(self):
        a = run("generate", "aos4", "--seed=5")
        b = run("generate", "aos4", "--seed", "5")
        self.assertEqual(a[0], 0, a[2])
        self.assertEqual(a[1], b[1])

    def test_unknown_edition_is_named_as_an_edition(self):
        for command in (["rules", "aos4"], ["rules", "aos4", "terrain-setup"], ["catalogue", "aos4"]):
            code, _, err = run(*command, "--edition", "1990")
            self.assertEqual(code, 2, command)
            self.assertIn("Unknown rules edition '1990'", err, command)

    def test_rules_list_as_json(self):
        code, out, err = run("rules", "aos4", "--json")
        self.assertEqual(code, 0, err)
        topics = json.loads(out)
        self.assertTrue(any(t["id"] == "terrain-setup" for t in topics))
        self.assertEqual(set(topics[0]), {"kind", "id", "title"})


def pieces_of(setup):
    return [(p["kind"], round(p["x"], 3), round(p["y"], 3)) for p in setup["pieces"]]


class Generate(unittest.TestCase):
    def test_a_room_of_100_tables_is_written_whole_for_several_seeds(self):
        for seed in ("1", "200"):
            with tempfile.TemporaryDirectory() as folder:
                code, out, err = run("generate", "aos4", "--points", "2000", "--battleplan", "roll", "--tables",
                                     "100", "--out", folder, "--seed", seed, "--json")
                self.assertEqual(code, 0, err[-2000:])
                tables = json.loads(out)
                self.assertEqual(len(tables), 100)
                self.assertTrue(all(t["legal"] and t["pieces"] == 8 for t in tables), seed)
                self.assertIn("100 of 100 tables written.", err)
                names = os.listdir(folder)
                for n in range(1, 101):
                    for suffix in (".battleboard.json", ".sheet.svg", ".sheet.pdf"):
                        self.assertIn("table-%02d%s" % (n, suffix), names)
                # No faction terrain on a neutral table, and validate agrees the mix is met (no advice at all).
                files = [os.path.join(folder, "table-%02d.battleboard.json" % n) for n in range(1, 101)]
                code, out, _ = run("validate", *files, "--json")
                self.assertEqual(code, 0)
                for report in json.loads(out):
                    self.assertEqual(report["findings"], [], report["file"])
                for f in files:
                    with open(f) as text:
                        self.assertNotIn("faction-terrain", text.read())

    def test_point_symmetry_gives_every_piece_a_twin(self):
        code, out, err = run("generate", "aos4", "--symmetric", "point", "--seed", "3")
        self.assertEqual(code, 0, err)
        setup = json.loads(out)
        width, depth = setup["board"]["width"], setup["board"]["depth"]
        spots = [(p["kind"], p["x"], p["y"]) for p in setup["pieces"]]
        for kind, x, y in spots:
            self.assertTrue(any(k == kind and abs(width - x - tx) <= 0.125 and abs(depth - y - ty) <= 0.125
                                for k, tx, ty in spots), (kind, x, y))

    def test_a_terrain_box_is_used_exactly(self):
        code, out, _ = run("catalogue", "aos4", "--json")
        kinds = [e["id"] for e in json.loads(out)["catalogue"] if e.get("category") != "Faction Terrain"][:3]
        box = {"format": "battleboard-terrain-box", "version": 1, "system": "aos4",
               "pieces": [{"name": "My piece %d" % i, "kind": kinds[i % 3], "width": 5, "depth": 4}
                          for i in range(6)]}
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
            json.dump(box, f)
        try:
            code, out, err = run("generate", "aos4", "--box", f.name, "--seed", "2")
            self.assertEqual(code, 0, err)
            setup = json.loads(out)
            self.assertEqual(sorted(p["label"] for p in setup["pieces"]), ["My piece %d" % i for i in range(6)])
            code, _, err = run("generate", "aos4", "--box", f.name, "--features", "7")
            self.assertEqual(code, 2)
            self.assertIn("The terrain box holds 6 pieces that can be placed; 7 were asked for.", err)
        finally:
            os.unlink(f.name)

    def test_fairness_figures_come_with_every_table(self):
        code, out, err = run("generate", "aos4", "--battleplan", "border-war", "--seed", "4", "--json")
        self.assertEqual(code, 0, err)
        fairness = json.loads(out)[0]["fairness"]
        self.assertEqual(len(fairness["zones"]), 2)
        first, second = fairness["zones"]
        self.assertEqual(len(first["objective_distances"]), len(fairness["objectives"]))
        self.assertAlmostEqual(fairness["blocking_difference"], first["blocking_area"] - second["blocking_area"])
        self.assertTrue(0 <= first["hidden_share"] <= 1)
        self.assertIn("fairness:", run("generate", "aos4", "--battleplan", "border-war", "--seed", "4")[2])

    def test_an_impossible_request_is_explained_with_numbers(self):
        code, _, err = run("generate", "aos4", "--points", "1000", "--features", "8")
        self.assertEqual(code, 2)
        # Either the area bound rules it out, or the search gives up: both say so with the numbers.
        self.assertRegex(err, r"table-01 \(seed 1\): .*features.* 6\" apart on 30\" x 44\".* sq in")


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])
