#!/usr/bin/env python3
"""No class in the app does too many jobs (issue 29): a class or struct of web/app declares at most 25 member
functions (constructors included, deleted ones not). Fails naming each class over the limit and its count."""
import pathlib
import re
import sys
import unittest

MOST_METHODS = 25
CLASS = re.compile(r"(?<!enum )\b(?:class|struct)\s+(\w+)[^;{}()]*\{")
CALL = re.compile(r"(~?\b\w+|\boperator\s*[^\s(]+)\s*\(")


def without_comments_and_strings(text):
    text = re.sub(r"//[^\n]*|/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'', '""', text)


def body_after(text, open_brace):
    """The text between the brace at `open_brace` and its partner, with every nested block emptied to {}."""
    depth, out = 0, []
    for ch in text[open_brace:]:
        if ch == "{":
            depth += 1
            if depth == 2:
                out.append("{")
            if depth == 1:
                continue
        elif ch == "}":
            depth -= 1
            if depth == 0:
                break
            if depth == 1:
                out.append("}")
                continue
        if depth == 1:
            out.append(ch)
    return "".join(out)


def count_methods(body):
    """Member functions declared at the top level of a class body."""
    body = re.sub(r"\b(?:public|private|protected)\s*:", ";", body)
    count = 0
    for declaration in re.split(r";|\{\}", body):
        flat = declaration
        while re.search(r"<[^<>]*>", flat):  # template arguments hold no declaration of their own
            flat = re.sub(r"<[^<>]*>", "", flat)
        call = CALL.search(flat)
        if not call or flat.strip().startswith(("friend", "using", "typedef", "static_assert")):
            continue
        if "=" in flat[: call.start()] and not call.group(1).startswith("operator"):
            continue  # a data member initialised by a call
        if re.search(r"=\s*delete\s*$", flat):
            continue
        count += 1
    return count


def classes_in(text):
    text = without_comments_and_strings(text)
    for match in CLASS.finditer(text):
        yield match.group(1), count_methods(body_after(text, match.end() - 1))


class ClassSize(unittest.TestCase):
    app = None

    def test_the_counter_counts_member_functions(self):
        sample = """
        class Owner {
        public:
            Owner(int& a) : a_(a) {}
            Owner(const Owner&) = delete;
            std::function<void(const X&)> hook;  // a data member, not a method
            int size() const { return n_; }
            template <class T> T get(std::string_view key) const { if (x) { return {}; } return T(); }
            void set(int value);
            bool operator==(const Owner&) const = default;
            struct Part { void inner(); };
        private:
            int n_ = compute(1);
            std::map<std::string, std::pair<int, int>> m_;
        };"""
        self.assertEqual(dict(classes_in(sample)), {"Owner": 5, "Part": 1})

    def test_no_class_declares_too_many_methods(self):
        too_big = []
        for header in sorted(self.app.rglob("*.hpp")):
            for name, count in classes_in(header.read_text()):
                if count > MOST_METHODS:
                    too_big.append(f"{header.relative_to(self.app)}: {name} declares {count} methods")
        self.assertEqual(too_big, [], f"classes over {MOST_METHODS} methods")


if __name__ == "__main__":
    if "--list" in sys.argv:  # every class with its count, largest first
        app = pathlib.Path(sys.argv[1])
        counts = [(c, n, h.relative_to(app)) for h in app.rglob("*.hpp") for n, c in classes_in(h.read_text())]
        for count, name, header in sorted(counts, reverse=True):
            print(f"{count:3} {name} ({header})")
        sys.exit(0)
    ClassSize.app = pathlib.Path(sys.argv.pop(1))
    unittest.main()
