#include "support/source_audit.hpp"

#include "support/source_words.hpp"

#include <algorithm>
#include <set>

namespace bb::testing {

namespace {

constexpr std::size_t kFewestWords = 3;
constexpr std::size_t kMostWords = 11;  // a key phrase, never a copied sentence

class Problems {
public:
    Problems(const SourceSections& source) : source_(source) {}

    void check(const std::string& what, const sys::SourceRef& ref) {
        const std::string problem = reference_problem(ref, source_);
        if (!problem.empty()) add(what, problem);
    }
    void add(const std::string& what, const std::string& problem) { lines.push_back(what + ": " + problem); }

    std::vector<std::string> lines;

private:
    const SourceSections& source_;
};

bool shares_edition(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    if (a.empty() || b.empty()) return true;
    return std::any_of(a.begin(), a.end(), [&](const std::string& e) { return sys::applies_to(b, e); });
}

// The sections a rule on this piece may come from without further reason.
std::set<std::string> own_sections(const sys::CatalogueEntry& entry, const AuditScope& scope) {
    std::set<std::string> sections = scope.every_piece_sections;
    sections.insert(entry.source.section);
    const auto [first, last] = scope.category_sections.equal_range(entry.category);
    for (auto category = first; category != last; ++category)
        if (!category->second.empty()) sections.insert(category->second);
    return sections;
}

const sys::SourceRef* attachment(const sys::CatalogueEntry& entry, const std::string& rule_id) {
    for (const auto& attached : entry.attached_because)
        if (attached.rule_id == rule_id) return &attached.because;
    return nullptr;
}

void check_attached(Problems& problems, const sys::CatalogueEntry& entry, const std::string& what,
                    const std::string& rule_id, const std::vector<const sys::SourceRef*>& rule_sources,
                    const AuditScope& scope) {
    if (rule_sources.empty()) {
        problems.add(what, "names " + rule_id + ", which the system does not describe");
        return;
    }
    const std::set<std::string> allowed = own_sections(entry, scope);
    const bool from_own = std::all_of(rule_sources.begin(), rule_sources.end(),
                                      [&](const sys::SourceRef* ref) { return allowed.count(ref->section) > 0; });
    if (from_own) return;
    const sys::SourceRef* because = attachment(entry, rule_id);
    if (!because) {
        problems.add(what, rule_id + " comes from another section and the piece does not say why it has it");
        return;
    }
    problems.check(what + " (why it has " + rule_id + ")", *because);
    if (!allowed.count(because->section))
        problems.add(what, "the reason it has " + rule_id + " is quoted from " + because->section +
                               ", neither the piece's section nor its category's");
}

}  // namespace

std::string reference_problem(const sys::SourceRef& ref, const SourceSections& source) {
    if (ref.section.empty()) return "names no source section";
    if (!source.has(ref.section)) return "names \"" + ref.section + "\", which is not a section of the source";
    const std::size_t words = words_of(ref.phrase).size();
    if (words < kFewestWords || words > kMostWords)
        return "its key phrase \"" + ref.phrase + "\" has " + std::to_string(words) + " words (3 to 11)";
    if (!source.says(ref.section, ref.phrase)) return "\"" + ref.phrase + "\" is not in " + ref.section;
    return {};
}

std::vector<std::string> audit_description(const sys::SystemDescription& description, const SourceSections& source,
                                           const AuditScope& scope) {
    Problems problems(source);
    for (const auto& ability : description.abilities) problems.check("ability " + ability.id, ability.source);
    for (const auto& table : description.tables) problems.check("table " + table.id, table.source);
    for (const auto& section : description.rules) problems.check("rules " + section.id, section.source);
    for (const auto& battleplan : description.battleplans) {
        const std::string what = "battleplan " + battleplan.id;
        if (scope.unsourced_battleplans.count(battleplan.id)) {
            if (!battleplan.source.empty())
                problems.add(what, "is not in the source, yet names " + battleplan.source.section);
            for (const auto& section : battleplan.sections)
                if (!section.source.empty())
                    problems.add(what + " / " + section.id,
                                 "is not in the source, yet names " + section.source.section);
            continue;
        }
        problems.check(what, battleplan.source);
        for (const auto& section : battleplan.sections) problems.check(what + " / " + section.id, section.source);
    }
    for (const auto& entry : description.catalogue) {
        const std::string what = "piece " + entry.id;
        if (!entry.text.empty()) problems.check(what, entry.source);
        if (!scope.category_sections.count(entry.category))
            problems.add(what, "its category \"" + entry.category + "\" has no section in the audit's scope");
        const std::set<std::string> allowed = own_sections(entry, scope);
        for (const auto& property : entry.properties) {
            problems.check(what + " property " + property.key, property.source);
            if (!property.source.section.empty() && !allowed.count(property.source.section))
                problems.add(
                    what + " property " + property.key,
                    "comes from " + property.source.section + ", neither the piece's section nor its category's");
        }
        for (const auto& id : entry.abilities) {
            std::vector<const sys::SourceRef*> sources;
            for (const auto& ability : description.abilities)
                if (ability.id == id && shares_edition(ability.editions, entry.editions))
                    sources.push_back(&ability.source);
            check_attached(problems, entry, what, id, sources, scope);
        }
        for (const auto& id : entry.tables) {
            std::vector<const sys::SourceRef*> sources;
            for (const auto& table : description.tables)
                if (table.id == id) sources.push_back(&table.source);
            check_attached(problems, entry, what, id, sources, scope);
        }
        for (const auto& attached : entry.attached_because) {
            const auto& rules = entry.abilities;
            if (std::find(rules.begin(), rules.end(), attached.rule_id) == rules.end() &&
                std::find(entry.tables.begin(), entry.tables.end(), attached.rule_id) == entry.tables.end())
                problems.add(what, "gives a reason for " + attached.rule_id + ", which it does not have");
        }
    }
    return problems.lines;
}

std::vector<std::string> audit_panels(const std::vector<plugin::panel::Panel>& panels,
                                      const std::vector<std::string>& rule_keys, const SourceSections& source) {
    Problems problems(source);
    std::set<std::string> seen;
    for (const auto& panel : panels) {
        for (const auto& control : panel.controls) {
            const std::string what = "panel " + panel.key + " / " + control.key;
            const bool states_rule = std::find(rule_keys.begin(), rule_keys.end(), control.key) != rule_keys.end();
            if (states_rule) seen.insert(control.key);
            if (states_rule || !control.source.empty()) problems.check(what, control.source);
        }
    }
    for (const auto& key : rule_keys)
        if (!seen.count(key)) problems.add("panel control " + key, "is not among the panels audited");
    return problems.lines;
}

}  // namespace bb::testing
