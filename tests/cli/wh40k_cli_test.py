#!/usr/bin/env python3
"""CLI tests for the Warhammer 40,000 plugins (wh40k10, wh40k7): the real battleboard binary and built plugins."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

CLI, PLUGINS = sys.argv[1:3]


def run(*args):
    done = subprocess.run([CLI, *args, "--plugins", PLUGINS], capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout, done.stderr


def rect(w, d):
    return [[-w / 2, -d / 2], [w / 2, -d / 2], [w / 2, d / 2], [-w / 2, d / 2]]


def piece(kind, label, x, y, w, d, **attributes):
    return {"kind": kind, "label": label, "x": x, "y": y, "footprint": rect(w, d), "attributes": attributes}


def run_with_file(command, document, *extra):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(document, f)
    try:
        return run(command, f.name, *extra)
    finally:
        os.unlink(f.name)


def validate(system, pieces, *extra):
    setup = {"format": "battleboard-setup", "version": 1, "system": system, "board": {"width": 60, "depth": 44},
             "pieces": pieces}
    return run_with_file("validate", setup, *extra)


class Catalogue(unittest.TestCase):
    def test_wh40k10_features_with_keywords(self):
        code, out, _ = run("catalogue", "wh40k10", "--json")
        self.assertEqual(code, 0)
        data = json.loads(out)
        self.assertEqual(data["name"], "Warhammer 40,000 10th edition")
        self.assertEqual(data["board_sizes"][0]["width"], 60)
        self.assertEqual(data["board_sizes"][0]["depth"], 44)
        self.assertEqual(data["battleplans"], 7)
        keywords = {e["id"]: e["keywords"] for e in data["catalogue"]}
        self.assertEqual(keywords, {
            "crater": ["AREA TERRAIN", "CRATER"], "barricade": ["OBSTACLE", "BARRICADE"],
            "battlefield-debris": ["OBSTACLE", "BATTLEFIELD DEBRIS"], "hill": ["HILL"],
            "woods": ["AREA TERRAIN", "WOODS"], "ruins": ["AREA TERRAIN", "RUINS"]})
        ruins = next(e for e in data["catalogue"] if e["id"] == "ruins")
        plunging = {p["key"]: p["value"] for p in ruins["properties"]}
        self.assertEqual(plunging["plunging-fire-height"], 6)

    def test_wh40k7_debris_and_fortifications(self):
        code, out, _ = run("catalogue", "wh40k7", "--json")
        self.assertEqual(code, 0)
        entries = {e["id"]: e for e in json.loads(out)["catalogue"]}
        debris = [e for e in entries.values() if e["category"] == "Battlefield Debris"]
        self.assertEqual(len(debris), 18)
        cover = {e["id"]: p["value"] for e in debris for p in e["properties"] if p["key"] == "cover-save"}
        self.assertEqual(cover["imperial-statuary"], 3)
        self.assertEqual(cover["tanglewire"], 6)
        self.assertNotIn("shield-generators", cover)
        self.assertIn("building-damage", entries["building-large"]["tables"])
        slots = {e: next(p["value"] for p in entries[e]["properties"] if p["key"] == "upgrade-slots")
                 for e in ("building-small", "building-medium", "building-large")}
        self.assertEqual(slots, {"building-small": 1, "building-medium": 2, "building-large": 3})


class DeploymentMaps(unittest.TestCase):
    def test_listed_under_the_name_40k_players_use(self):
        code, out, _ = run("battleplans", "wh40k10")
        self.assertEqual(code, 0)
        self.assertIn("Warhammer 40,000 10th edition: 7 deployment maps", out)
        self.assertIn("Hammer and Anvil (hammer-and-anvil)", out)
        code, out, _ = run("battleplans", "wh40k10", "--json")
        data = json.loads(out)
        self.assertEqual(data["term"], "Deployment map")
        self.assertEqual(len(data["battleplans"]), 7)


class Rules(unittest.TestCase):
    def test_wh40k10_rules_by_id(self):
        code, out, _ = run("rules", "wh40k10", "barricade-cover")
        self.assertEqual(code, 0)
        self.assertIn('wholly within 3"', out)
        code, out, _ = run("rules", "wh40k10", "terrain:ruins")
        self.assertEqual(code, 0)
        self.assertIn("Keywords: AREA TERRAIN, RUINS", out)
        self.assertIn("* Plunging Fire:", out)
        code, out, _ = run("rules", "wh40k10", "search-and-destroy")
        self.assertIn("Check against your mission card", out)

    def test_wh40k7_damage_table_in_words(self):
        code, out, _ = run("rules", "wh40k7", "building-damage")
        self.assertEqual(code, 0)
        for row in ("1: Breach!", "2: Tremor", "3: Partial Collapse", "4: Structural Collapse",
                    "5: Catastrophic Breach", "6: Total Collapse"):
            self.assertIn(row, out)
        code, out, _ = run("rules", "wh40k7", "building-damage-minus-1")
        self.assertIn("0-1: Breach!", out)
        code, out, _ = run("rules", "wh40k7", "building-damage-plus-2")
        self.assertIn("7-8: Detonation!", out)
        code, out, _ = run("rules", "wh40k7", "obstacles")
        self.assertIn("up to six sections", out)


class Roll(unittest.TestCase):
    RESULTS = {1: "Breach!", 2: "Tremor", 3: "Partial Collapse", 4: "Structural Collapse",
               5: "Catastrophic Breach", 6: "Total Collapse"}

    def roll(self, seed):
        code, out, err = run("roll", "wh40k7", "building-damage", "--seed", str(seed), "--json")
        self.assertEqual(code, 0, err)
        return json.loads(out)["steps"]

    def test_rolls_follow_the_table_and_repeat_with_the_seed(self):
        seen = set()
        for seed in range(1, 25):
            steps = self.roll(seed)
            first = steps[0]
            self.assertEqual(first["table"], "building-damage")
            self.assertEqual(first["result"], self.RESULTS[first["total"]])
            seen.add(first["total"])
            if first["total"] == 5:
                self.assertEqual(len(steps), 2)
                self.assertEqual(steps[1]["table"], "building-armour-loss")
                self.assertIn(steps[1]["total"], (1, 2, 3))
            else:
                self.assertEqual(len(steps), 1)
        self.assertEqual(seen, set(range(1, 7)))
        self.assertEqual(self.roll(7), self.roll(7))

    def test_plain_text_roll(self):
        code, out, _ = run("roll", "wh40k7", "fuel-reserve-explosion", "--seed", "2")
        self.assertEqual(code, 0)
        self.assertRegex(out, r"Fuel Reserve explosion \(D6\): rolled \d -> (Boom!|Holds)")


class Validate(unittest.TestCase):
    def fortification(self, wire_x):
        """A medium building (edges x 26 to 34) and a tanglewire section reaching wire_x + 3 - 34 inches from it."""
        return [{**piece("building-medium", "Bastion", 30, 24, 8, 6, upgrades="ammo-store,void-shield"), "id": 1},
                {**piece("tanglewire", "Wire", wire_x, 24, 6, 1, **{"bought-for": "1"}), "id": 2}]

    def test_obstacle_at_six_inches_is_legal(self):
        code, out, _ = validate("wh40k7", self.fortification(37), "--json")
        self.assertEqual(code, 0, out)
        report = json.loads(out)
        self.assertTrue(report["legal"])
        advice = [f for f in report["findings"] if f["rule"] == "wh40k7/fortification-points"]
        self.assertIn("45 pts", advice[0]["message"])

    def test_obstacle_past_six_inches_is_a_breach(self):
        code, out, _ = validate("wh40k7", self.fortification(37.01), "--json")
        self.assertEqual(code, 1)
        report = json.loads(out)
        breach = next(f for f in report["findings"] if f["rule"] == "wh40k7/obstacle-distance")
        self.assertAlmostEqual(breach["measured"], 6.01)
        self.assertEqual(breach["limit"], 6)
        self.assertEqual(breach["pieces"], [2, 1])

    def test_wh40k10_hill_overhang(self):
        hill = piece("hill", "Hill", 30, 22, 12, 8)
        code, out, _ = validate("wh40k10", [hill, piece("ruins", "Ruins", 33, 22, 6, 4)])
        self.assertEqual(code, 0, out)
        code, out, _ = validate("wh40k10", [hill, piece("ruins", "Ruins", 34, 22, 6, 4)])
        self.assertEqual(code, 1)
        self.assertIn('Ruins stands on Hill but hangs 1.00" over its edge', out)


class PlainScore(unittest.TestCase):
    """40K has no battlepack in the app: its battle state holds plain victory points, added up by the plugin."""

    GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "golden", "links")

    def test_running_totals_add_up_round_by_round(self):
        code, out, err = run("score", os.path.join(self.GOLDEN, "wh40k10-scored-v6.json"), "--json")
        self.assertEqual(code, 0, err)
        result = json.loads(out)
        self.assertEqual(len(result["players"]), 2)
        # Each round's line ends with each player's running total; the last one is the player's total.
        totals = [0, 0]
        for line in result["rounds"]:
            parts = line.rstrip(".").split(": ", 1)[1].split(", ")
            self.assertEqual(len(parts), 2, line)
            for p, part in enumerate(parts):
                gained, running = part.rsplit(" +", 1)[1].split(" = ")
                totals[p] += int(gained)
                self.assertEqual(int(running), totals[p], line)
        self.assertEqual(result["totals"], totals)
        self.assertGreaterEqual(max(totals), 1000)  # the golden link's 1000-point round


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
