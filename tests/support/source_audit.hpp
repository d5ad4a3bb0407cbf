#pragma once
// The rules audit: every rule text a plugin states (abilities, pieces' own texts and properties, dice tables,
// rules sections, battleplans and panel texts) names the section of its source it restates, and the words it
// quotes stand in that section. A rule attached to a piece must come from the piece's own section or its
// category's, or say which words of those give it the rule (CatalogueEntry::attached_because).
#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/system/system_description.hpp"
#include "support/source_sections.hpp"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace bb::testing {

// What a system's audit test knows beyond the description.
struct AuditScope {
    // The sections each catalogue category comes from (a category may have several); "" for a category the
    // source gives no section of its own (then every rule of its pieces comes from the piece's own section or
    // carries a reason).
    std::multimap<std::string, std::string> category_sections;
    // Sections whose rules the source gives every piece alike (e.g. how any terrain feature's size is measured).
    std::set<std::string> every_piece_sections;
    // Battleplans the source does not describe (defaults marked "check against your book", or a blank map): they
    // and their sections must name no source, so they never pass for the book's.
    std::set<std::string> unsourced_battleplans;
};

// One line per problem found ("ability dangerous-terrain: ..."); empty when the description passes.
std::vector<std::string> audit_description(const sys::SystemDescription& description, const SourceSections& source,
                                           const AuditScope& scope);

// The same for the panels a plugin answers with: every control that states a rule names its source, and the
// words it quotes stand there. `rule_keys` are the control keys that state rules (they must have a source).
std::vector<std::string> audit_panels(const std::vector<plugin::panel::Panel>& panels,
                                      const std::vector<std::string>& rule_keys, const SourceSections& source);

// Why a reference is not good ("names no section", "\"...\" is not in Forests"); empty when it is.
std::string reference_problem(const sys::SourceRef& ref, const SourceSections& source);

}  // namespace bb::testing
