#include "terrain_rules.hpp"

namespace wfb8 {

std::vector<bb::sys::Ability> terrain_rules() {
    return {
        {"impassable",
         "Impassable",
         "Line of Sight value 5. Units may not of their own accord deploy in, enter, move into or cross this "
         "terrain: they must go round it. A fleeing unit may still run through it, but then takes Dangerous "
         "Terrain tests.",
         {}},
        {"dangerous-terrain",
         "Dangerous Terrain",
         "Every model that marches, charges, flees, overruns or pursues into or across this terrain takes a "
         "Dangerous Terrain test: roll a D6. On a 2-6 it gets through unharmed; on a 1 it loses a wound, and no "
         "armour save is allowed.",
         {}},
        {"riders-and-chariots",
         "Riders and Chariots",
         "Cavalry, monstrous cavalry, chariots and shrines count every kind of terrain except open ground as "
         "dangerous terrain. When a chariot or shrine fails its Dangerous Terrain test it loses D6 Wounds, not "
         "one.",
         {}},
        {"soft-cover", "Soft Cover", "Units it protects count as being in soft cover against shooting.", {}},
        {"hard-cover", "Hard Cover", "Units it protects count as being in hard cover against shooting.", {}},

        {"hill-line-of-sight",
         "Hills and Line of Sight",
         "Each level of a hill is worth Line of Sight value 2. A model standing on a hill level adds that value "
         "to its own Line of Sight value, so it sees over models standing lower down: a fine perch for shooters.",
         {}},
        {"hill-movement",
         "Hills and Movement",
         "Unless a hill's own rules say otherwise it counts as open ground, so cavalry and other mounted models "
         "take no Dangerous Terrain tests on it.",
         {}},
        {"uphill-charge",
         "Charging Downhill",
         "A unit that charged gets +1 combat result if most of its models started the turn higher up the hill "
         "than the enemy unit or units it charged.",
         {}},

        {"forest-line-of-sight",
         "Forests and Line of Sight",
         "Line of Sight value 5. Models in or behind a forest can neither see nor be seen through it where more "
         "than 5\" of forest lies between them and the enemy. Through less than 5\" of it they see and are seen "
         "normally, provided a line of sight can be drawn. The forest's base alone never blocks sight.",
         {}},
        {"forest-flyers",
         "Forests and Flyers",
         "A model with the Fly special rule takes a Dangerous Terrain test if its flying move starts or ends "
         "inside a forest.",
         {}},
        {"forest-cover",
         "Forests and Shooting",
         "A unit with most of its models in a forest is in soft cover. So is a target the firer can only see "
         "through a forest, even if the trees were moved aside or taken away during the game (picture them "
         "where they first stood). A model shooting out of the forest it stands in suffers no such penalty.",
         {}},
        {"forest-no-rank-bonus",
         "Forests and Close Combat",
         "Tight ranks are impossible among the trees: a unit with most of its fighting models in a forest never "
         "gets a rank bonus.",
         {}},

        {"river-line-of-sight", "Rivers and Line of Sight", "A river counts as open terrain for Line of Sight.", {}},
        {"river-movement",
         "Rivers and Movement",
         "The weight of water forbids marching through a river. Other movement is unaffected.",
         {}},
        {"river-no-rank-bonus",
         "Rivers and Close Combat",
         "A unit even partly in a river can never get a rank bonus.",
         {}},
        {"river-crossings",
         "Bridges and Other Crossings",
         "A bridge, ford or similar crossing counts as open terrain for a unit whose formation is narrow enough "
         "to fit over it. A unit too wide for it counts as standing in the river, all of it.",
         {}},

        {"marsh-line-of-sight",
         "Marshland and Line of Sight",
         "Marshland counts as open terrain for Line of Sight.",
         {}},
        {"marsh-movement",
         "Marshland and Movement",
         "A unit with any part in marshland has -1 to its Movement value.",
         {}},
        {"marsh-dangerous",
         "Marshland is Dangerous",
         "Marshland is dangerous terrain for every unit without the Skirmish special rule. When cavalry, "
         "monstrous cavalry or chariots enter it, their Dangerous Terrain tests fail on a 1 or a 2, not just a 1.",
         {}},

        {"obstacle-riders",
         "Obstacles and Movement",
         "Cavalry, monstrous cavalry, chariot and shrine models take a Dangerous Terrain test when they march, "
         "charge, flee, pursue or overrun across an obstacle, or charge an enemy on its far side. Otherwise "
         "obstacles do not slow anyone: a unit that ends a move astride one has its models placed on both sides "
         "without penalty.",
         {}},
        {"obstacle-cover",
         "Obstacles as Cover",
         "Line of Sight value 0. A target model behind an obstacle and touching it counts as in cover of the "
         "obstacle's type; a unit benefits when most of its models are so placed. A firing model that touches "
         "an obstacle may ignore it for line of sight, leaning over to shoot.",
         {}},
        {"defended-obstacle",
         "Defended Obstacles",
         "An obstacle is defended when the enemy being charged touches its far side. Measure the charge to the "
         "obstacle and, on a success, move the chargers up to the obstacle: both sides count as in base contact "
         "across it, and the charge must let as many models as possible fight on each side. If the charged unit "
         "is not touching the obstacle, it only matters for movement. Where no rank of chargers fits between "
         "obstacle and target, lift the obstacle away while the fight lasts and put it back afterwards.",
         {}},
        {"obstacle-charge-penalty",
         "Charging a Defended Obstacle",
         "Charging models in base contact with a defended obstacle suffer the penalty of its type (for example "
         "-1 To Hit for a fence or wall). The penalty applies in the turn of the charge only, not later rounds.",
         {}},
        {"obstacle-lost-charge-bonuses",
         "No Momentum",
         "Models attacking a unit behind an obstacle lose every charging bonus: no +1 combat result, no "
         "bonus for lances or similar weapons, and no Impact Hits.",
         {}},

        {"mystical-monument",
         "Mystical Monument",
         "A catch-all for relics, monuments and ruins that fit no other category. Treat it as impassable "
         "terrain for movement and Line of Sight (value 5). A large or intricate monument may be built from "
         "several terrain elements, such as hills or obstacles.",
         {}},
        {"arcane-architecture",
         "Arcane Architecture",
         "Before the game the players decide whether it is used as a building, with the garrison, shooting and "
         "assault rules, or as impassable terrain whose defenders have sealed the doors. Models inside it are "
         "always within range of its effect.",
         {}},
    };
}

}  // namespace wfb8
