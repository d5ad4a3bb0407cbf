#!/usr/bin/env python3
"""CLI tests for the wfb8 and tow plugins: the real battleboard binary against the real built plugins."""
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


def rectangle(w, d):
    return [[-w / 2, -d / 2], [w / 2, -d / 2], [w / 2, d / 2], [-w / 2, d / 2]]


def validate(system, pieces):
    setup = {"format": "battleboard-setup", "version": 1, "system": system,
             "board": {"width": 72, "depth": 48}, "pieces": pieces}
    with tempfile.NamedTemporaryFile("w", suffix=".battleboard.json", delete=False) as f:
        json.dump(setup, f)
    try:
        return run("validate", f.name, "--json")
    finally:
        os.unlink(f.name)


class Systems(unittest.TestCase):
    def test_both_systems_are_installed(self):
        code, out, _ = run("systems", "--json")
        self.assertEqual(code, 0)
        systems = {s["id"]: s for s in json.loads(out)}
        self.assertEqual(systems["wfb8"]["name"], "Warhammer Fantasy Battle 8th edition")
        self.assertEqual(systems["tow"]["name"], "Warhammer: The Old World")
        self.assertEqual(systems["wfb8"]["catalogue_entries"], 50)


class Catalogue(unittest.TestCase):
    def test_wfb8_catalogue_json_carries_tables_and_properties(self):
        code, out, _ = run("catalogue", "wfb8", "--json")
        self.assertEqual(code, 0)
        entries = {e["id"]: e for e in json.loads(out)["catalogue"]}
        portal = entries["sorcerous-portal"]
        self.assertEqual(portal["category"], "Mystical Monument")
        self.assertEqual(portal["tables"], ["sorcerous-portal"])
        props = {p["key"]: p for p in portal["properties"]}
        self.assertNotIn("aura-radius", props)  # its spell targets the closest unit whatever the range
        self.assertEqual(props["los-value"]["value"], 5)
        self.assertEqual({p["key"]: p for p in entries["altar-of-khaine"]["properties"]}["aura-radius"]["unit"], '"')
        self.assertEqual({p["key"]: p["value"] for p in entries["wyrding-well"]["properties"]}["aura-radius"], 3)
        self.assertEqual(entries["building"]["levels"], 2)
        self.assertEqual(sum(1 for e in entries.values() if e["id"] != e["category"].lower().replace(" ", "-")
                             and e["id"] not in ("impassable-terrain", "dangerous-terrain")), 40)

    def test_tow_catalogue(self):
        code, out, _ = run("catalogue", "tow", "--json")
        self.assertEqual(code, 0)
        data = json.loads(out)
        self.assertEqual([e["id"] for e in data["catalogue"]], ["building", "tower"])
        props = {p["key"]: p["value"] for p in data["catalogue"][0]["properties"]}
        self.assertEqual(props["occupiable-at-least"], 4)
        self.assertEqual(props["max-unit-strength"], 20)

    def test_text_catalogue(self):
        code, out, _ = run("catalogue", "wfb8")
        self.assertEqual(code, 0)
        self.assertIn("50 catalogue entries", out)
        self.assertIn("Anvil of Vaul [Hill]", out)
        self.assertIn("Wizard's Tower [Arcane Architecture]", out)


class Rules(unittest.TestCase):
    def test_category_sections(self):
        code, out, _ = run("rules", "wfb8", "forests")
        self.assertEqual(code, 0)
        self.assertIn('more than 5"', out)
        code, out, _ = run("rules", "wfb8", "rules:buildings")
        self.assertEqual(code, 0)
        self.assertIn("Five Per Floor:", out)
        self.assertIn("Who Can Strike:", out)

    def test_a_piece_lists_its_numbers_and_tables(self):
        code, out, _ = run("rules", "wfb8", "terrain:wyrding-well")
        self.assertEqual(code, 0)
        self.assertIn('Range of its effect: 3"', out)
        self.assertIn("Roll: wyrding-well", out)

    def test_a_table(self):
        code, out, _ = run("rules", "wfb8", "table:sorcerous-portal", "--json")
        self.assertEqual(code, 0)
        text = json.loads(out)["text"]
        self.assertIn("Roll 2D6", text)
        self.assertIn("7: Plague of Rust (Lore of Metal)", text)
        self.assertIn("10-12: Fireball (Lore of Fire)", text)

    def test_tow_rules(self):
        code, out, _ = run("rules", "tow", "buildings-and-combat")
        self.assertEqual(code, 0)
        self.assertIn("five models", out)
        self.assertIn("Nowhere to Run:", out)
        code, out, _ = run("rules", "tow")
        self.assertIn("incoming\tability", out)


class Roll(unittest.TestCase):
    def test_sorcerous_portal_is_repeatable_with_a_seed(self):
        code, first, _ = run("roll", "wfb8", "sorcerous-portal", "--seed", "7", "--json")
        self.assertEqual(code, 0)
        code, second, _ = run("roll", "wfb8", "sorcerous-portal", "--seed", "7", "--json")
        self.assertEqual(first, second)
        step = json.loads(first)["steps"][0]
        self.assertEqual(len(step["faces"]), 2)
        self.assertEqual(step["total"], sum(step["faces"]))
        expected = {2: "Soulblight", 3: "Soulblight", 4: "Soulblight", 5: "Wyssan", 6: "Wyssan", 7: "Plague",
                    8: "The Speed", 9: "The Speed", 10: "Fireball", 11: "Fireball", 12: "Fireball"}
        self.assertTrue(step["result"].startswith(expected[step["total"]]))

    def test_every_seed_lands_on_a_row(self):
        for seed in range(12):
            code, out, err = run("roll", "wfb8", "wyrding-well", "--seed", str(seed), "--json")
            self.assertEqual(code, 0, err)
            steps = json.loads(out)["steps"]
            self.assertEqual(steps[0]["table"], "wyrding-well")
            # Ailments Banished goes on to roll 2D6 wounds' worth.
            self.assertEqual(len(steps) == 2, 2 <= steps[0]["total"] <= 4)

    def test_text_roll_and_unknown_table(self):
        code, out, _ = run("roll", "wfb8", "temple-of-skulls", "--seed", "1")
        self.assertEqual(code, 0)
        self.assertIn("Temple of Skulls", out)
        code, out, _ = run("roll", "tow", "incoming-hits", "--seed", "2")
        self.assertEqual(code, 0)
        self.assertIn("Strength 4 hit", out)
        code, _, err = run("roll", "wfb8", "no-such-table")
        self.assertEqual(code, 2)
        self.assertIn("sorcerous-portal", err)


class Validate(unittest.TestCase):
    def building(self, kind, width, depth, **attributes):
        return {"kind": kind, "label": "House", "x": 30, "y": 20, "footprint": rectangle(width, depth),
                "attributes": attributes}

    def test_tow_widest_point_boundary(self):
        code, out, _ = validate("tow", [self.building("building", 4.0, 3, occupiable="yes")])
        self.assertEqual(code, 0, out)
        finding = json.loads(out)["findings"][0]
        self.assertEqual(finding["severity"], "advice")
        self.assertAlmostEqual(finding["measured"], 4.0)
        self.assertEqual(finding["limit"], 4)
        code, out, _ = validate("tow", [self.building("building", 3.99, 3, occupiable="yes")])
        self.assertEqual(code, 1, out)
        finding = json.loads(out)["findings"][0]
        self.assertEqual(finding["rule"], "tow/occupiable-size")
        self.assertEqual(finding["severity"], "breach")
        self.assertAlmostEqual(finding["measured"], 3.99)

    def test_tow_occupant_over_unit_strength_20(self):
        code, out, _ = validate("tow", [self.building(
            "building", 6, 5, occupiable="yes", **{"occupant": "Spearmen", "occupant-troop-type": "infantry",
                                                  "occupant-models": "21", "occupant-unit-strength": "21"})])
        self.assertEqual(code, 1, out)
        self.assertIn("tow/occupant", [f["rule"] for f in json.loads(out)["findings"]])

    def test_wfb8_multipart_advice(self):
        code, out, _ = validate("wfb8", [self.building("building", 8, 6)])
        self.assertEqual(code, 0, out)
        finding = json.loads(out)["findings"][0]
        self.assertEqual(finding["rule"], "wfb8/multipart-building")
        self.assertAlmostEqual(finding["measured"], 8)
        code, out, _ = validate("wfb8", [self.building("building", 5, 5)])
        self.assertEqual(json.loads(out)["findings"], [])


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
