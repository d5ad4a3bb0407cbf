#!/usr/bin/env python3
"""aos4 through the real CLI: battleplans, rolling for one, rules, validating setups and summing up the score."""
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


def run_with_file(command, document, *extra):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(document, f)
    try:
        return run(command, f.name, *extra)
    finally:
        os.unlink(f.name)


class Battleplans(unittest.TestCase):
    def test_json_lists_twelve_with_tables_scoring_and_maps(self):
        code, out, _ = run("battleplans", "aos4", "--json")
        self.assertEqual(code, 0)
        plans = {b["id"]: b for b in json.loads(out)["battleplans"]}
        self.assertEqual(len(plans), 12)
        border = plans["border-war"]
        self.assertEqual(border["roll"], {"table": "battleplan-table-1", "from": 1, "to": 1})
        scoring = next(s["text"] for s in border["sections"] if s["id"] == "scoring")
        self.assertIn("capped at 6 per turn", scoring)
        self.assertEqual([(l["id"], l["vp"]) for l in border["scoring"]["lines"]],
                         [("home-objective", 1), ("border-objective", 2), ("enemy-objective", 5), ("battle-tactic", 4)])
        self.assertTrue(border["check_against_book"])
        self.assertEqual((border["width"], border["depth"]), (60, 44))
        self.assertEqual(plans["limited-resources"]["roll"], {"table": "battleplan-table-2", "from": 6, "to": 6})
        self.assertEqual(sorted(plans["feral-foray"]["layout_shared_with"]),
                         ["close-to-the-chest", "the-better-part-of-valour"])
        vice = plans["the-vice"]["objective_rounds"]
        self.assertEqual([len(r["objectives"]) for r in vice], [4, 4, 4, 1, 1])
        star = plans["starstrike"]["objective_rounds"]
        self.assertEqual(star[0]["table"], "starstrike-objective")
        self.assertEqual({s["role"] for s in star[0]["objectives"]}, {"candidate"})

    def test_text_groups_by_table(self):
        code, out, _ = run("battleplans", "aos4")
        self.assertEqual(code, 0)
        self.assertIn(": 12 battleplans", out)
        self.assertIn("Battleplan table 1 (D6)", out)
        self.assertIn("Battleplan table 2 (D6)", out)
        self.assertIn("  1  Border War (border-war)", out)
        self.assertIn("Rounds 2-5:", out)
        self.assertIn("check against your book", out)

    def test_usage(self):
        code, _, err = run("battleplans")
        self.assertEqual(code, 2)
        self.assertIn("usage", err)


class Catalogue(unittest.TestCase):
    def test_citadel_entries_carry_pieces_and_sizes(self):
        code, out, _ = run("catalogue", "aos4", "--json")
        self.assertEqual(code, 0)
        entries = {e["id"]: e for e in json.loads(out)["catalogue"]}
        self.assertEqual(len(entries), 65)
        values = lambda entry: {p["key"]: p["value"] for p in entries[entry]["properties"]}
        self.assertEqual(values("ruined-domicile"),
                         {"scenery-pieces-min": 1, "scenery-pieces-max": 2, "size-min": 2, "size-max": 3, "size": 2})
        self.assertEqual(values("obstacle"), {"size": 1})


class RollBattleplan(unittest.TestCase):
    def test_two_rolls_reach_a_battleplan_repeatably(self):
        code, out, _ = run("roll", "aos4", "battleplan", "--seed", "11", "--json")
        self.assertEqual(code, 0)
        steps = json.loads(out)["steps"]
        self.assertEqual(len(steps), 2)
        self.assertEqual(steps[0]["table"], "battleplan")
        expected_table = "battleplan-table-1" if steps[0]["total"] <= 3 else "battleplan-table-2"
        self.assertEqual(steps[1]["table"], expected_table)
        _, plans, _ = run("battleplans", "aos4", "--json")
        names = {b["id"]: b["name"] for b in json.loads(plans)["battleplans"]}
        self.assertEqual(names[steps[1]["text"]], steps[1]["result"])
        self.assertEqual(run("roll", "aos4", "battleplan", "--seed", "11", "--json")[1], out)

    def test_text_roll_names_the_battleplan(self):
        code, out, _ = run("roll", "aos4", "battleplan", "--seed", "3")
        self.assertEqual(code, 0)
        self.assertRegex(out, r"Battleplan \(D6\): rolled [1-6] -> Battleplan table [12]")
        self.assertRegex(out, r"Battleplan table [12] \(D6\): rolled [1-6] -> ")

    def test_starstrike_positions(self):
        code, out, _ = run("roll", "aos4", "starstrike-objective", "--seed", "5", "--json")
        self.assertEqual(code, 0)
        step = json.loads(out)["steps"][0]
        self.assertEqual(len(step["faces"]), 2)
        self.assertEqual(step["result"], "Position %d" % step["total"])


class Rules(unittest.TestCase):
    def test_kinds(self):
        for kind, expected in [("terrain-sizes", "7\" x 12\""), ("seizing-the-initiative", "6 or more"),
                               ("bodyguard", "HONOUR GUARD"), ("take-the-flanks", "short battlefield edge"),
                               ("battle-length", "5 battle rounds"), ("terrain:wyldwood", "1 to 3 scenery pieces")]:
            code, out, _ = run("rules", "aos4", kind)
            self.assertEqual(code, 0, kind)
            self.assertIn(expected, out, kind)

    def test_behind_differs_by_edition(self):
        _, new, _ = run("rules", "aos4", "wholly-on-and-behind")
        _, old, _ = run("rules", "aos4", "wholly-on-and-behind", "--edition", "gh-2024-25")
        self.assertIn("reworded June 2025", new)
        self.assertNotIn("reworded", old)


def setup(pieces, objectives=(), width=60, depth=44):
    return {"format": "battleboard-setup", "version": 1, "system": "aos4", "rules_edition": "bpr-2025-06",
            "board": {"width": width, "depth": depth}, "objectives": list(objectives), "pieces": pieces}


def piece(label, x, y, w, d, kind="obstacle"):
    return {"kind": kind, "label": label, "x": x, "y": y,
            "footprint": [[-w / 2, -d / 2], [w / 2, -d / 2], [w / 2, d / 2], [-w / 2, d / 2]]}


def recommended_eight():
    spots = [(8, 10, 5, 5), (22, 10, 5, 10), (38, 10, 5, 5), (52, 10, 5, 10),
             (8, 34, 5, 10), (22, 34, 5, 5), (38, 34, 5, 10), (52, 34, 5, 5)]
    return [piece("F%d" % i, x, y, w, d) for i, (x, y, w, d) in enumerate(spots)]


class Validate(unittest.TestCase):
    def test_eight_features_in_the_recommended_mix_are_legal_without_advice(self):
        code, out, _ = run_with_file("validate", setup(recommended_eight()), "--json")
        self.assertEqual(code, 0, out)
        self.assertEqual(json.loads(out), {"legal": True, "findings": []})

    def test_boundaries_at_exactly_the_limit_breach(self):
        pieces = recommended_eight()
        pieces[0]["x"] = 5.5  # left edge exactly 3" from the battlefield edge
        pieces[2]["x"] = 24.5 + 6 + 2.5  # left edge exactly 6" from F1's right edge
        code, out, _ = run_with_file("validate", setup(pieces), "--json")
        self.assertEqual(code, 1)
        report = json.loads(out)
        self.assertFalse(report["legal"])
        rules = {f["rule"]: f for f in report["findings"]}
        self.assertAlmostEqual(rules["aos4/terrain-edge-distance"]["measured"], 3.0)
        self.assertAlmostEqual(rules["aos4/terrain-spacing"]["measured"], 6.0)
        self.assertEqual(len(rules["aos4/terrain-spacing"]["pieces"]), 2)
        pieces[0]["x"] = 5.51
        pieces[2]["x"] = 24.5 + 6.01 + 2.5
        code, out, _ = run_with_file("validate", setup(pieces), "--json")
        self.assertEqual(code, 0, out)

    def test_objective_distance_names_piece_and_objective(self):
        radius = 40 / 25.4 / 2
        code, out, _ = run_with_file("validate", setup([piece("Wall", 30 + radius + 3 + 1, 22, 2, 2)],
                                                       [{"id": 7, "label": "Centre", "x": 30, "y": 22}]), "--json")
        self.assertEqual(code, 1)
        breach = next(f for f in json.loads(out)["findings"] if f["rule"] == "aos4/terrain-objective-distance")
        self.assertAlmostEqual(breach["measured"], 3.0)
        self.assertEqual(breach["objectives"], [7])

    def test_mix_advice_does_not_make_a_setup_illegal(self):
        pieces = recommended_eight()[:6]
        code, out, _ = run_with_file("validate", setup(pieces))
        self.assertEqual(code, 0)
        self.assertIn("advice The battlepack recommends 4 small and 4 medium terrain features; "
                      "this battlefield has 3 small, 3 medium and 0 large.", out)
        self.assertIn("The setup is legal.", out)

    def test_bad_input(self):
        code, _, err = run_with_file("validate", {"format": "battleboard-setup", "version": 1})
        self.assertEqual(code, 2)
        self.assertIn("setup.system is missing", err)


GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "golden")


class Score(unittest.TestCase):
    def test_a_setups_battle_state_is_summed_up_as_worked_out_by_hand(self):
        with open(os.path.join(GOLDEN, "summaries", "aos4-border-war-scored.json")) as f:
            expected = json.load(f)
        setup = os.path.join(GOLDEN, expected["link"][:-len(".txt")] + ".json")
        code, out, err = run("score", setup, "--json")
        self.assertEqual(code, 0, err)
        summary = json.loads(out)
        self.assertEqual(summary["players"][0]["name"], expected["players"][0]["name"])
        self.assertEqual(summary["totals"], [p["score"] for p in expected["players"]])
        self.assertEqual(summary["rounds_played"], expected["rounds_played"])
        self.assertEqual(summary["result"], expected["result"])
        code, out, _ = run("score", setup)
        self.assertEqual(code, 0)
        self.assertIn("Border War", out)
        self.assertIn(expected["result"], out)

    def test_a_pre_release_score_sheet_file_is_bad_input(self):
        sheet = {"format": "battleboard-score-sheet", "version": 1, "system": "aos4", "battleplan": "border-war"}
        code, _, err = run_with_file("score", sheet)
        self.assertEqual(code, 2)
        self.assertIn("This is not a Battleboard setup", err)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
