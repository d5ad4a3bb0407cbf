#!/usr/bin/env python3
"""The printed sheets' links through the real CLI: with --site URL their QR code and printed link are the full
address that opens the app (URL#bb7.…), which decodes to the table written beside them; a bad address is refused
naming the flag (exit 2) and writes nothing."""
import html
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

CLI, PLUGINS = sys.argv[1:3]
SITE = "https://tables.example.org/battleboard/"


def run(*args):
    done = subprocess.run([CLI, *args, "--plugins", PLUGINS], capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


def sheet_links(svg_path):
    with open(svg_path, encoding="utf-8") as f:
        return [html.unescape(link) for link in re.findall(r'<a href="([^"]+)"', f.read())]


def pieces_of(setup):
    return sorted((p["kind"], round(p["x"], 1), round(p["y"], 1)) for p in setup["pieces"])


class SiteAddress(unittest.TestCase):
    def test_the_sheets_link_opens_the_site_with_the_table(self):
        with tempfile.TemporaryDirectory() as folder:
            code, _, err = run("generate", "aos4", "--tables", "1", "--out", folder, "--site", SITE, "--seed", "7")
            self.assertEqual(code, 0, err)
            links = sheet_links(os.path.join(folder, "table-01.sheet.svg"))
            self.assertEqual(len(links), 1, links)  # the QR code's link
            self.assertRegex(links[0], "^" + re.escape(SITE) + r"#bb7\.[A-Za-z0-9_-]+$")
            code, out, err = run("link", "decode", links[0], "--json")
            self.assertEqual(code, 0, err)
            with open(os.path.join(folder, "table-01.battleboard.json"), encoding="utf-8") as f:
                self.assertEqual(pieces_of(json.loads(out)), pieces_of(json.load(f)))

    def test_without_a_site_the_sheet_holds_the_bare_link(self):
        with tempfile.TemporaryDirectory() as folder:
            code, _, err = run("generate", "aos4", "--tables", "1", "--out", folder)
            self.assertEqual(code, 0, err)
            self.assertRegex(sheet_links(os.path.join(folder, "table-01.sheet.svg"))[0], r"^bb7\.")

    def test_link_encode_prints_the_full_address(self):
        with tempfile.TemporaryDirectory() as folder:
            code, _, err = run("generate", "aos4", "--tables", "1", "--out", folder)
            self.assertEqual(code, 0, err)
            setup = os.path.join(folder, "table-01.battleboard.json")
            _, bare, _ = run("link", "encode", setup)
            code, full, err = run("link", "encode", setup, "--site", SITE)
            self.assertEqual(code, 0, err)
            self.assertEqual(full.strip(), SITE + "#" + bare.strip())

    def test_a_bad_address_names_the_flag_and_writes_nothing(self):
        for bad in ("ftp://example.org/", "example.org", "https://", "https://example.org/#x", "https://a b/"):
            with tempfile.TemporaryDirectory() as folder:
                code, out, err = run("generate", "aos4", "--tables", "1", "--out", folder, "--site", bad)
                self.assertEqual(code, 2, bad)
                self.assertIn("--site", err, bad)
                self.assertEqual(os.listdir(folder), [], bad)
                self.assertEqual(out, "", bad)
        code, _, err = run("link", "encode", "nothing.json", "--site", "mailto:x@example.org")
        self.assertEqual(code, 2)
        self.assertIn("--site", err)


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]])
