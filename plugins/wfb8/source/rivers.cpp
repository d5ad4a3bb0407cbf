// Examples of Rivers: Boiling Flood, Necrotic Ooze, Raging Torrent, River of Blood, River of Light.
#include "categories.hpp"
#include "category_tables.hpp"
#include "entry_builders.hpp"
#include "named_examples.hpp"
#include "properties.hpp"

namespace wfb8 {

namespace {

// Its tests fail on 1-2 for every model, so the ordinary test table does not apply.
bb::sys::CatalogueEntry raging_torrent() {
    auto torrent = example(
        river(), "raging-torrent", "Raging Torrent", "A raging torrent is dangerous terrain",
        effect("Every model crossing it.", "When it moves into or through the torrent.",
               "Dangerous terrain whose tests fail on a 1 or a 2, not only on a 1."),
        {property(key::kDangerousFailsOn, 2, {"Raging Torrent", "fail their Dangerous Terrain test on a 1-2"})});
    torrent.tables = {table::kDangerousTerrainOneOrTwo, table::kChariotMishap};
    torrent.attached_because.clear();
    return because(torrent, table::kDangerousTerrainOneOrTwo, "fail their Dangerous Terrain test on a 1-2");
}

}  // namespace

Examples river_examples() {
    Examples out;
    out.entries = {
        example(river(), "boiling-flood", "Boiling Flood", "suffers a Strength 4 hit with no armour saves",
                effect("Any model at least partly in the flood, except models immune to Flaming Attacks.",
                       "At the end of every turn.", "The model suffers a Strength 4 hit; no armour save is allowed."),
                {property(key::kHitStrength, 4, {"Boiling Flood", "suffers a Strength 4 hit"})}),
        // Dangerous for every model, as its own words say: the generic rule and its tests.
        because(because(example(with_ability(river(), "dangerous"), "necrotic-ooze", "Necrotic Ooze",
                                "counts as dangerous terrain for all models",
                                effect("Every model; and any unit that moves through the ooze.",
                                       "When it moves into or through it.",
                                       "The ooze is dangerous terrain for all models. A unit that moves through it "
                                       "has Poisoned Attacks until the end of the following player turn.")),
                        "dangerous", "counts as dangerous terrain for all models"),
                table::kDangerousTerrain, "counts as dangerous terrain for all models"),
        raging_torrent(),
        example(river(), "river-of-blood", "River of Blood", "is counted as causing Fear",
                effect("A unit that moves or charges through it.", "From that move on.",
                       "The blood-soaked unit causes Fear until the end of the following player turn.")),
        example(river(), "river-of-light", "River of Light", "the target of a randomly chosen Light Magic spell",
                effect("A unit that enters the river.", "At once, as it enters.",
                       "A Light Magic spell picked at random (see the Lores of Magic) targets it at once, "
                       "cast automatically at the lower casting value if it has a choice; it cannot be "
                       "dispelled.")),
    };
    return out;
}

}  // namespace wfb8
