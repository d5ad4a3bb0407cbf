#include "conformance/plugin_conformance.hpp"

#include "battleboard/plugin/abi.h"
#include "battleboard/plugin/operations.hpp"
#include "battleboard/plugin/shared_library.hpp"
#include "conformance/operation_probes.hpp"

#include <set>

namespace cli::conformance {

namespace {

template <class Items, class Id>
std::vector<std::string> repeated_ids(const Items& items, Id id_of, const std::string& edition) {
    std::set<std::string> seen, repeated;
    for (const auto& item : items) {
        // An id may come back in another rules edition (a piece restated by a newer book), never within one.
        if constexpr (requires { item.editions; })
            if (!bb::sys::applies_to(item.editions, edition)) continue;
        const std::string id = id_of(item);
        if (!seen.insert(id).second) repeated.insert(id);
    }
    return {repeated.begin(), repeated.end()};
}

template <class Items, class Id>
void check_unique(const Items& items, Id id_of, const std::string& kind, const bb::sys::SystemDescription& system,
                  Report& report) {
    std::set<std::string> named;
    for (const auto& edition : system.editions)
        for (const auto& id : repeated_ids(items, id_of, edition.id))
            if (named.insert(id).second)
                report.problems.push_back("The " + kind + " id '" + id +
                                          "' appears more than once in the rules edition '" + edition.id + "'.");
    if (named.empty()) report.passed.push_back(std::to_string(items.size()) + " " + kind + " ids, each once");
}

void check_list_kept(const std::vector<std::string>& now, const std::vector<std::string>& before,
                     const std::string& kind, Report& report) {
    for (std::size_t n = 0; n < before.size(); ++n) {
        if (n >= now.size()) {
            report.problems.push_back("Link number " + std::to_string(n) + " of the " + kind + " list ('" + before[n] +
                                      "') was removed: links made with the previous version would open wrongly.");
            return;
        }
        if (now[n] != before[n]) {
            report.problems.push_back("Link number " + std::to_string(n) + " of the " + kind + " list was '" +
                                      before[n] + "' and is now '" + now[n] +
                                      "': a new id goes at the end, and none is moved or removed.");
            return;
        }
    }
    report.passed.push_back("the " + kind + " link numbers of the previous version, unchanged");
}

}  // namespace

bb::Result<CheckedPlugin> open_plugin(const std::filesystem::path& file, Report& report) {
    auto module = bb::plugin::open_shared_library(file);
    if (!module) return module.error();
    const std::uint32_t version = (*module)->api_version();
    if (version != BB_PLUGIN_API_VERSION)
        return bb::make_error(file.string() + " was built for plugin API version " + std::to_string(version) +
                              ", but this Battleboard speaks version " + std::to_string(BB_PLUGIN_API_VERSION) +
                              ": rebuild it with the matching SDK.");
    report.passed.push_back("plugin API version " + std::to_string(version));
    auto reply = (*module)->call(bb::plugin::kDescribe.name, bb::serial::to_blob(bb::plugin::NoRequest{}));
    if (!reply) return bb::make_error(file.string() + " could not describe itself: " + reply.error().message);
    auto description = bb::serial::from_blob<bb::sys::SystemDescription>(*reply, file.string() + "'s description");
    if (!description) return description.error();
    if (description->id.empty() || description->editions.empty() || description->board_sizes.empty())
        return bb::make_error(file.string() + "'s description has no id, rules edition or board size.");
    report.passed.push_back("describes '" + description->id + "' (" + description->name + ")");
    return CheckedPlugin{std::move(*module), std::move(*description)};
}

void check_ids_unique(const bb::sys::SystemDescription& system, Report& report) {
    auto id = [](const auto& item) { return item.id; };
    auto same = [](const std::string& name) { return name; };
    check_unique(system.editions, id, "rules edition", system, report);
    check_unique(system.abilities, id, "ability", system, report);
    check_unique(system.catalogue, id, "catalogue", system, report);
    check_unique(system.battleplans, id, "battleplan", system, report);
    check_unique(system.tables, id, "dice table", system, report);
    check_unique(system.rules, id, "rules section", system, report);
    check_unique(system.operations, same, "operation", system, report);
    check_unique(system.link_numbers.editions, same, "edition link number", system, report);
    check_unique(system.link_numbers.catalogue, same, "catalogue link number", system, report);
    check_unique(system.link_numbers.battleplans, same, "battleplan link number", system, report);
    check_unique(system.link_numbers.tables, same, "dice table link number", system, report);
}

void check_operations(bb::plugin::PluginModule& module, const bb::sys::SystemDescription& system, Report& report) {
    for (const auto& operation : system.operations) {
        const auto* probe = find_probe(operation);
        if (!probe) {
            // Its requests are the plugin's own types (e.g. for its own panels): its tests, not the host, know them.
            report.notes.push_back("'" + operation + "' is the plugin's own operation: not probed");
            continue;
        }
        auto reply = module.call(operation, probe->request(system));
        if (!reply) {
            const bool refused = reply.error().status == BB_STATUS_FAILED || reply.error().status == BB_STATUS_DECLINED;
            if (probe->may_refuse && refused && !reply.error().message.empty()) {
                report.passed.push_back("'" + operation + "' refuses an empty request with a message");
            } else {
                report.problems.push_back("'" + operation +
                                          "' did not answer a minimal valid request: " + reply.error().message);
            }
            continue;
        }
        if (auto problem = probe->check_reply(*reply)) {
            report.problems.push_back("'" + operation + "' answered a reply that does not decode: " + *problem);
            continue;
        }
        report.passed.push_back("'" + operation + "' answers a reply that decodes");
    }
}

void check_against_previous(const bb::sys::SystemDescription& now, const bb::sys::SystemDescription& before,
                            Report& report) {
    if (now.id != before.id) {
        report.problems.push_back("The previous version is the plugin '" + before.id + "', this one '" + now.id + "'.");
        return;
    }
    check_list_kept(now.link_numbers.editions, before.link_numbers.editions, "edition", report);
    check_list_kept(now.link_numbers.catalogue, before.link_numbers.catalogue, "catalogue", report);
    check_list_kept(now.link_numbers.battleplans, before.link_numbers.battleplans, "battleplan", report);
    check_list_kept(now.link_numbers.tables, before.link_numbers.tables, "dice table", report);
    bool shapes_kept = true;
    for (const auto& old_entry : before.catalogue) {
        const auto* entry = [&]() -> const bb::sys::CatalogueEntry* {
            for (const auto& e : now.catalogue)
                if (e.id == old_entry.id) return &e;
            return nullptr;
        }();
        if (!entry) {
            report.problems.push_back("The catalogue entry '" + old_entry.id +
                                      "' was removed: links that place it would lose the piece.");
            shapes_kept = false;
        } else if (bb::serial::to_blob(entry->footprint) != bb::serial::to_blob(old_entry.footprint) ||
                   entry->height != old_entry.height || entry->levels != old_entry.levels) {
            report.problems.push_back("The catalogue entry '" + old_entry.id +
                                      "' changed its default shape, height or levels: links made with the previous "
                                      "version would open with the piece resized.");
            shapes_kept = false;
        }
    }
    if (shapes_kept)
        report.passed.push_back(std::to_string(before.catalogue.size()) +
                                " catalogue entries of the previous version, same default shapes and sizes");
}

}  // namespace cli::conformance
