#!/usr/bin/env python3
"""The app's folders are layers (README, "The app's rooms"): a file includes only its own folder and the folders
below it, so an arrow never runs back up. Fails naming each include that climbs, and each folder the map lacks."""
import pathlib
import re
import sys
import unittest

# Lowest first; the app's frame sits at the root, above everything.
LAYERS = ["ui", "input", "session", "board", "plugin_ui", "saves", "scanner", "tabs", "sharing", "live", "test_hook", "."]
INCLUDE = re.compile(r'^\s*#\s*include\s+"app/(?:(\w+)/)?\w+\.hpp"', re.M)


def folder_of(path, app):
    parts = path.relative_to(app).parts
    return parts[0] if len(parts) > 1 else "."


class FolderLayers(unittest.TestCase):
    app = None

    def test_every_folder_is_on_the_map(self):
        folders = {p.name for p in self.app.iterdir() if p.is_dir()}
        self.assertEqual(sorted(folders - set(LAYERS)), [], "folders of web/app missing from LAYERS")

    def test_no_include_climbs_to_a_folder_above(self):
        climbs = []
        for source in sorted(self.app.rglob("*.[ch]pp")):
            here = LAYERS.index(folder_of(source, self.app))
            for match in INCLUDE.finditer(source.read_text()):
                there = match.group(1) or "."
                if there not in LAYERS or LAYERS.index(there) > here:
                    climbs.append(f"{source.relative_to(self.app)} includes {match.group(0).split()[-1]}")
        self.assertEqual(climbs, [], "includes into a folder above")


if __name__ == "__main__":
    FolderLayers.app = pathlib.Path(sys.argv.pop(1))
    unittest.main()
