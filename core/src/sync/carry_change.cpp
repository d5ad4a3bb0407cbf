#include "battleboard/sync/carry_change.hpp"

#include "battleboard/serial/blob.hpp"
#include "battleboard/sync/fields.hpp"

#include <algorithm>

namespace bb::sync {

namespace {

template <class T>
bool same(const T& a, const T& b) {
    return serial::to_blob(a) == serial::to_blob(b);
}

template <class Elements>
auto find_id(Elements& elements, std::uint32_t id) {
    return std::find_if(elements.begin(), elements.end(), [&](const auto& e) { return e.id == id; });
}

// An element `onto` lacks goes where merged ones go: in id order.
template <class Elements, class Element>
void put(Elements& elements, const Element& element) {
    if (auto it = find_id(elements, element.id); it != elements.end()) {
        *it = element;
        return;
    }
    auto at = std::find_if(elements.begin(), elements.end(), [&](const auto& e) { return e.id > element.id; });
    elements.insert(at, element);
}

// Elements added, removed or (for objectives, taken whole) changed between `before` and `after`.
template <class Elements>
void carry_elements(const Elements& before, const Elements& after, Elements& onto) {
    for (const auto& element : after)
        if (auto was = find_id(before, element.id); was == before.end() || !same(*was, element)) put(onto, element);
    for (const auto& element : before)
        if (find_id(after, element.id) == after.end()) std::erase_if(onto, [&](auto& e) { return e.id == element.id; });
}

void carry_piece(const model::TerrainPiece& was, const model::TerrainPiece& now, model::TerrainPiece& onto) {
    if (!same(place_of(was), place_of(now))) set_place(onto, place_of(now));
    if (!same(shape_of(was), shape_of(now))) set_shape(onto, shape_of(now));
    if (!same(Rolls{was.rolls}, Rolls{now.rolls})) onto.rolls = now.rolls;
    for (const auto& [key, value] : now.attributes)
        if (auto old = was.attributes.find(key); old == was.attributes.end() || old->second != value)
            onto.attributes[key] = value;
    for (const auto& [key, value] : was.attributes)
        if (!now.attributes.count(key)) onto.attributes.erase(key);
}

}  // namespace

void carry_change(const model::Battlefield& before, const model::Battlefield& after, model::Battlefield& onto) {
    if (before.rules_edition != after.rules_edition) onto.rules_edition = after.rules_edition;
    if (before.battleplan_id != after.battleplan_id) onto.battleplan_id = after.battleplan_id;
    if (before.width != after.width || before.depth != after.depth) {
        onto.width = after.width;
        onto.depth = after.depth;
    }
    if (!same(before.territories, after.territories)) onto.territories = after.territories;
    if (before.plugin_state != after.plugin_state) onto.plugin_state = after.plugin_state;

    for (const auto& piece : after.pieces) {
        const auto* was = before.find_piece(piece.id);
        auto* there = onto.find_piece(piece.id);
        if (was && there) {
            carry_piece(*was, piece, *there);
        } else if (!was) {
            put(onto.pieces, piece);
        }
    }
    for (const auto& piece : before.pieces)
        if (!after.find_piece(piece.id)) onto.remove_piece(piece.id);
    carry_elements(before.objectives, after.objectives, onto.objectives);
    // Ids the other replica has used are never handed out again here.
    onto.next_id = std::max(onto.next_id, after.next_id);
}

}  // namespace bb::sync
