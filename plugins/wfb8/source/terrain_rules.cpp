#include "terrain_rules.hpp"

namespace wfb8 {

// Each rule names the section of the Battlefield Terrain chapter it restates (tests/source_outline.txt).
std::vector<bb::sys::Ability> terrain_rules() {
    return {
        {"impassable",
         "Impassable",
         "Line of Sight value 5. Units may not of their own accord deploy in, enter, move into or cross this "
         "terrain: they must go round it. A fleeing unit may still run through it, but then takes Dangerous "
         "Terrain tests.",
         {},
         {"Impassable Terrain", "they must go around"}},
        // Not "dangerous-terrain", the test's table: a piece's reason for rolling on it must not pass for this rule.
        {"dangerous",
         "Dangerous Terrain",
         "Every model that marches, charges, flees, overruns or pursues into or across this terrain takes a "
         "Dangerous Terrain test: roll a D6. On a 2-6 it gets through unharmed; on a 1 it loses a wound, and no "
         "armour save is allowed.",
         {},
         {"Dangerous Terrain", "called upon to take a Dangerous Terrain test"}},
        {"riders-and-chariots",
         "Riders and Chariots",
         "Cavalry, monstrous cavalry, chariots and shrines count every kind of terrain except open ground as "
         "dangerous terrain. When a chariot or shrine fails its Dangerous Terrain test it loses D6 Wounds, not "
         "one.",
         {},
         {"Mounted Models and Dangerous Terrain", "treat all terrain other than open ground"}},
        {"soft-cover",
         "Soft Cover",
         "This obstacle's type of cover is soft cover: a model behind it and touching it counts as in soft cover.",
         {},
         {"Obstacles as Cover", "counts as in cover (of the appropriate type)"}},
        {"hard-cover",
         "Hard Cover",
         "This obstacle's type of cover is hard cover: a model behind it and touching it counts as in hard cover.",
         {},
         {"Obstacles as Cover", "counts as in cover (of the appropriate type)"}},

        {"hill-line-of-sight",
         "Hills and Line of Sight",
         "Each level of a hill is worth Line of Sight value 2. A model standing on a hill level adds that value "
         "to its own Line of Sight value.",
         {},
         {"Hills and Line of Sight", "Line of Sight value of 2 for each"}},
        {"hill-shooting",
         "Hills and Shooting",
         "From a hill, models see past other models standing on a lower level more easily: a fine vantage point "
         "for missile troops.",
         {},
         {"Hills and Shooting", "past other models on a lower level"}},
        {"hill-movement",
         "Hills and Movement",
         "Unless a hill's own rules say otherwise it counts as open ground, so cavalry and other mounted models "
         "take no Dangerous Terrain tests on it.",
         {},
         {"Hills and Movement", "hills are treated as open ground"}},
        {"uphill-charge",
         "Charging Downhill",
         "A unit that charged gets +1 combat result if most of its models started the turn higher up the hill "
         "than the enemy unit or units it charged.",
         {},
         {"Hills and Close Combat", "began the turn uphill from the enemy"}},

        {"forest-line-of-sight",
         "Forests and Line of Sight",
         "Line of Sight value 5. Models in or behind a forest can neither see nor be seen through it where more "
         "than 5\" of forest lies between them and the enemy. Through less than 5\" of it they see and are seen "
         "normally, provided a line of sight can be drawn. The forest's base alone never blocks sight.",
         {},
         {"Forests and Line of Sight", "more than 5\" of forest between them"}},
        {"forest-flyers",
         "Forests and Flyers",
         "A model with the Fly special rule takes a Dangerous Terrain test if its flying move starts or ends "
         "inside a forest.",
         {},
         {"Forests and Movement", "begin or end a flying move in a forest"}},
        {"forest-cover",
         "Forests and Shooting",
         "A unit with most of its models in a forest is in soft cover. So is a target the firer can only see "
         "through a forest, even if the trees were moved aside or taken away during the game (picture them "
         "where they first stood). A model shooting out of the forest it stands in suffers no such penalty.",
         {},
         {"Forests and Shooting", "counts as being in soft cover"}},
        {"forest-no-rank-bonus",
         "Forests and Close Combat",
         "Tight ranks are impossible among the trees: a unit with most of its fighting models in a forest never "
         "gets a rank bonus.",
         {},
         {"Forests and Close Combat", "can therefore never gain rank bonus"}},

        {"river-line-of-sight",
         "Rivers and Line of Sight",
         "A river counts as open terrain for Line of Sight.",
         {},
         {"Rivers and Line of Sight", "treat rivers as open terrain"}},
        {"river-movement",
         "Rivers and Movement",
         "The weight of water forbids marching through a river. Other movement is unaffected.",
         {},
         {"Rivers and Movement", "impossible to march through a river"}},
        {"river-no-rank-bonus",
         "Rivers and Close Combat",
         "A unit even partly in a river can never get a rank bonus.",
         {},
         {"Rivers and Close Combat", "partially in a river can never gain rank bonus"}},
        {"river-crossings",
         "Bridges and Other Crossings",
         "A bridge, ford or similar crossing counts as open terrain for a unit whose formation is narrow enough "
         "to fit over it. A unit too wide for it counts as standing in the river, all of it.",
         {},
         {"Bridges and Other Crossings", "narrow enough formation to fit across"}},

        {"marsh-line-of-sight",
         "Marshland and Line of Sight",
         "Marshland counts as open terrain for Line of Sight.",
         {},
         {"Marshland and Line of Sight", "treat marshland as open terrain"}},
        {"marsh-movement",
         "Marshland and Movement",
         "A unit with any part in marshland has -1 to its Movement value.",
         {},
         {"Marshland and Movement", "suffers a -1 penalty to its Movement value"}},
        {"marsh-dangerous",
         "Marshland is Dangerous",
         "Marshland is dangerous terrain for every unit without the Skirmish special rule. When cavalry, "
         "monstrous cavalry or chariots enter it, their Dangerous Terrain tests fail on a 1 or a 2, not just a 1.",
         {},
         {"Marshland and Movement", "Marshland is dangerous terrain for all units"}},

        {"obstacle-riders",
         "Obstacles and Movement",
         "Cavalry, monstrous cavalry, chariot and shrine models take a Dangerous Terrain test when they march, "
         "charge, flee, pursue or overrun across an obstacle, or charge an enemy on its far side. Otherwise "
         "obstacles do not slow anyone: a unit that ends a move astride one has its models placed on both sides "
         "without penalty.",
         {},
         {"Obstacles and Movement", "Obstacles do not otherwise impede movement"}},
        {"obstacle-cover",
         "Obstacles as Cover",
         "Line of Sight value 0. A target model behind an obstacle and touching it counts as in cover of the "
         "obstacle's type; a unit benefits when most of its models are so placed. A firing model that touches "
         "an obstacle may ignore it for line of sight, leaning over to shoot.",
         {},
         {"Obstacles as Cover", "An obstacle has a Line of Sight value of 0"}},
        {"defended-obstacle",
         "Defended Obstacles",
         "An obstacle is defended when the enemy being charged touches its far side. Measure the charge to the "
         "obstacle and, on a success, move the chargers up to the obstacle: both sides count as in base contact "
         "across it, and the charge must let as many models as possible fight on each side. If the charged unit "
         "is not touching the obstacle, it only matters for movement. Where no rank of chargers fits between "
         "obstacle and target, lift the obstacle away while the fight lasts and put it back afterwards.",
         {},
         {"Obstacles and Close Combat", "the obstacle counts as 'defended'"}},
        {"obstacle-charge-penalty",
         "Charging a Defended Obstacle",
         "Charging models in base contact with a defended obstacle suffer a penalty that depends on the type of "
         "obstacle. The penalty applies in the turn of the charge only, not in later rounds.",
         {},
         {"Obstacles and Close Combat", "suffer penalties depending on the type of obstacle"}},
        {"obstacle-lost-charge-bonuses",
         "No Momentum",
         "Models attacking a unit behind an obstacle lose every charging bonus: no +1 combat result, no "
         "bonus for lances or similar weapons, and no Impact Hits.",
         {},
         {"Obstacles and Close Combat", "behind an obstacle lose all charging bonuses"}},

        {"mystical-monument",
         "Mystical Monument",
         "A catch-all for relics, monuments and ruins that fit no other category. Treat it as impassable "
         "terrain for movement and Line of Sight. A large or intricate monument may be built from several "
         "terrain elements, such as hills or obstacles.",
         {},
         {"Mystical Monuments", "best treated as impassable terrain"}},
        {"arcane-architecture",
         "Arcane Architecture",
         "It is used either as a building, with the garrison, shooting and assault rules, or as impassable "
         "terrain whose defenders have sealed the doors. Models inside it are always within range of its effect.",
         {},
         {"Arcane Architecture", "either be treated as a building or as impassable terrain"}},
    };
}

}  // namespace wfb8
