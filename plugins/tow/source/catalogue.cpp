#include "catalogue.hpp"

namespace tow {

namespace {

std::vector<bb::sys::Property> building_properties() {
    return {
        {std::string(key::kOccupiableAtLeast),
         "Occupiable if at least this wide at its widest point",
         4,
         "\"",
         {"Buildings", "at least 4\" at their widest point"}},
        {std::string(key::kMaxUnitStrength),
         "Largest Unit Strength that may occupy it",
         20,
         "",
         {"Occupiable Buildings", "with a Unit Strength of 20 or less"}},
        {std::string(key::kVisionArc),
         "Vision arc of the unit inside",
         360,
         "°",
         {"Occupiable Buildings", "has a 360° vision arc"}},
        {std::string(key::kShootersShare),
         "Share of the models inside that may shoot",
         50,
         "%",
         {"Shooting from a Building", "up to half (50%) of the models"}},
        {std::string(key::kTemplateHitsOn),
         "Templates hit models inside on a D6 roll of",
         5,
         "+",
         {"Templates", "hit on a D6 roll of 5+"}},
        {std::string(key::kCannonHitStrength),
         "Strength of the D3 hits from a cannon",
         4,
         "",
         {"Incoming", "suffers D3 Strength 4 hits"}},
        {std::string(key::kCannonHitAp),
         "AP of the D3 hits from a cannon",
         -1,
         "",
         {"Incoming", "each with an AP of -1"}},
        {std::string(key::kAssaultModelsPerSide),
         "Models per side in the fighting rank of an assault",
         5,
         "",
         {"Assaulting a Building", "only five models from either unit"}},
    };
}

const std::vector<std::string> kRules = {"buildings-impassable",   "occupying-a-building", "inside-a-building",
                                         "leaving-a-building",     "flee-in-a-building",   "shooting-from-a-building",
                                         "shooting-at-a-building", "building-templates",   "incoming",
                                         "assaulting-a-building",  "nowhere-to-run"};

const std::vector<std::string> kTables = {"building-template-hit", "incoming-hits"};

}  // namespace

// Footprints and heights are defaults the seed does not give; both are wide enough to be made occupiable.
std::vector<bb::sys::CatalogueEntry> catalogue() {
    return {
        {.id = "building",
         .name = "Building",
         .category = kBuildingCategory,
         .abilities = kRules,
         .text = "A house, barn or hall. Impassable unless the players agree it is occupiable, which needs at least "
                 "4\" at its widest point.",
         .footprint = bb::geo::rectangle(6, 5),
         .height = 4,
         .levels = 2,
         .tables = kTables,
         .properties = building_properties(),
         .source = {"Buildings", "usually treated as impassable terrain"}},
        {.id = "tower",
         .name = "Tower",
         .category = kBuildingCategory,
         .abilities = kRules,
         .text = "A watchtower or mill, 4\" across: just wide enough to be made occupiable if the players agree.",
         .footprint = bb::geo::ellipse(4, 4, 16),
         .height = 8,
         .levels = 3,
         .tables = kTables,
         .properties = building_properties(),
         .source = {"Buildings", "at least 4\" at their widest point"}},
    };
}

std::vector<bb::sys::DiceTable> dice_tables() {
    return {
        {"building-template-hit",
         "Template on an occupied building",
         "for each model inside an occupied building hit by a template",
         {1, 6, 0},
         {{1, 4, "Sheltered", "The walls protect the model: it is not hit.", ""},
          {5, 6, "Hit", "The model is hit.", ""}},
         {"Templates", "hit on a D6 roll of 5+"}},
        {"incoming-hits",
         "\"Incoming\": cannon hits on an occupied building",
         "when a cannon hits an occupied building",
         {1, 3, 0},
         {{1, 1, "1 Strength 4 hit", "AP -1. The cannonball stops.", ""},
          {2, 2, "2 Strength 4 hits", "AP -1 each. The cannonball stops.", ""},
          {3, 3, "3 Strength 4 hits", "AP -1 each. The cannonball stops.", ""}},
         {"Incoming", "suffers D3 Strength 4 hits"}},
    };
}

const bb::sys::CatalogueEntry* find_entry(const std::string& catalogue_id) {
    static const std::vector<bb::sys::CatalogueEntry> entries = catalogue();
    for (const auto& e : entries)
        if (e.id == catalogue_id) return &e;
    return nullptr;
}

double number(const bb::sys::CatalogueEntry& entry, std::string_view key) {
    const auto* p = entry.find_property(std::string(key));
    return p ? p->value : 0;
}

}  // namespace tow
