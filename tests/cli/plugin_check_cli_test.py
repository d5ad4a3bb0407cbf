#!/usr/bin/env python3
"""`battleboard plugin check`: the real built plugins conform, the broken fakes and a wrong previous version are
named. Usage: plugin_check_cli_test.py CLI PLUGINS_DIR FAKE_PLUGINS_DIR"""
import json
import os
import subprocess
import sys
import unittest

CLI, PLUGINS, FAKES = sys.argv[1:4]
SYSTEMS = ("aos4", "wfb8", "tow", "wh40k10", "wh40k7", "example")


def plugin(folder, name):
    return os.path.join(folder, f"bb-plugin-{name}.so")


def check(*args):
    done = subprocess.run([CLI, "plugin", "check", *args], capture_output=True, text=True, timeout=300)
    return done.returncode, done.stdout, done.stderr


class PluginCheck(unittest.TestCase):
    def test_every_built_plugin_conforms(self):
        for system in SYSTEMS:
            with self.subTest(system=system):
                code, out, err = check(plugin(PLUGINS, system), "--json")
                self.assertEqual(code, 0, out + err)
                report = json.loads(out)
                self.assertEqual(report["system"], system)
                self.assertEqual(report["problems"], [])
                self.assertIn("plugin API version 3", report["passed"])
                self.assertIn("'panels' answers a reply that decodes", report["passed"])

    def test_a_plugin_against_itself_keeps_its_links(self):
        code, out, err = check(plugin(PLUGINS, "aos4"), "--previous", plugin(PLUGINS, "aos4"))
        self.assertEqual(code, 0, out + err)
        self.assertIn("ok       the catalogue link numbers of the previous version, unchanged", out)
        self.assertRegex(out, r"ok       \d+ catalogue entries of the previous version, same default shapes")
        self.assertTrue(out.endswith("aos4: 0 problem(s)\n"))

    def test_another_system_as_previous_version_is_a_problem(self):
        code, out, _ = check(plugin(PLUGINS, "aos4"), "--previous", plugin(PLUGINS, "tow"))
        self.assertEqual(code, 1)
        self.assertIn("The previous version is the plugin 'tow', this one 'aos4'.", out)

    def test_other_api_versions_are_refused_with_both_numbers(self):
        code, _, err = check(plugin(FAKES, "fake-wrong_version"))
        self.assertEqual(code, 2)
        self.assertIn("built for plugin API version 4, but this Battleboard speaks version 3", err)
        code, _, err = check(plugin(FAKES, "fake-old_version"))
        self.assertEqual(code, 2)
        self.assertIn("built for plugin API version 2", err)

    def test_a_description_that_does_not_decode_is_named(self):
        code, _, err = check(plugin(FAKES, "fake-garbage_reply"))
        self.assertEqual(code, 2)
        self.assertIn("description", err)
        self.assertIn("truncated or malformed", err)

    def test_a_missing_file_and_bad_words(self):
        code, _, err = check("/nonexistent/bb-plugin-x.so")
        self.assertEqual(code, 2)
        self.assertIn("/nonexistent/bb-plugin-x.so", err)
        done = subprocess.run([CLI, "plugin", "inspect", "x"], capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 2)
        self.assertIn("usage: battleboard plugin check FILE", done.stderr)


if __name__ == "__main__":
    unittest.main(argv=sys.argv[:1], verbosity=2)
