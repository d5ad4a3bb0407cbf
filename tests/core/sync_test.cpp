#include "battleboard/plugin/panel_protocol.hpp"
#include "battleboard/sync/fields.hpp"
#include "battleboard/sync/replica.hpp"

#include <doctest/doctest.h>

#include <deque>
#include <map>
#include <random>
#include <set>

using namespace bb;
using sync::Message;

namespace {

constexpr const char* kSystem = "sys";

model::TerrainPiece square(const std::string& label, double x, double y) {
    model::TerrainPiece piece;
    piece.catalogue_id = "hill";
    piece.label = label;
    piece.footprint.points = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    piece.position = {x, y};
    return piece;
}

// A stand-in plugin: its state is one byte per score cell, and an action sets cell `row` to `number`.
model::PluginState set_cell(model::PluginState state, std::uint32_t cell, double number) {
    if (state.data.size() <= cell) state.data.resize(cell + 1);
    state.data[cell] = static_cast<std::uint8_t>(number);
    state.version = 1;
    return state;
}

Result<model::PluginState> replay(const model::Battlefield& battle, const sync::Operation& op) {
    auto request = serial::from_blob<plugin::panel::ActionRequest>(op.value, "an action");
    if (!request) return request.error();
    return set_cell(battle.plugin_state, request->action.row, request->action.number);
}

// One tab: its battles, the state it last sent, and the messages it has sent that others have not heard yet.
struct Tab {
    explicit Tab(std::uint64_t origin) : replica(origin) {
        battles[kSystem].system_id = kSystem;
        sent = battle();
    }

    model::Battlefield& battle() { return battles[kSystem]; }

    void send(const std::vector<sync::PanelAction>& actions = {}) {
        auto ops = replica.record(&sent, battle(), actions);
        sent = battle();
        if (!ops.empty()) outbox.push_back(sync::encode(replica.message(Message::Kind::Changes, std::move(ops))));
    }

    void set_score(std::uint32_t cell, double value) {
        plugin::panel::ActionRequest request;
        request.action.panel_key = "score";
        request.action.control_key = "cell";
        request.action.row = cell;
        request.action.number = value;
        battle().plugin_state = set_cell(battle().plugin_state, cell, value);
        send({{"score", "cell", 0, serial::to_blob(request)}});
    }

    // Hears a message the way the app does: through the checked decoder, then the pieces it lost to an id
    // clash are placed again and sent.
    void hear(const serial::Bytes& bytes) {
        auto message = sync::decode(bytes);
        REQUIRE(message.ok());
        auto merged = replica.merge(battles, *message, replay);
        CHECK(merged.problems.empty());
        sent = battle();
        displaced += merged.displaced_pieces.size();
        conflicts.insert(conflicts.end(), merged.conflicts.begin(), merged.conflicts.end());
        for (auto& [system, piece] : merged.displaced_pieces) battles[system].add_piece(piece);
        send();
    }

    sync::Replica replica;
    std::map<std::string, model::Battlefield> battles;
    model::Battlefield sent;
    std::deque<serial::Bytes> outbox;
    std::size_t displaced = 0;  // own pieces placed again after an id clash
    std::vector<sync::Conflict> conflicts;
};

// Delivers every message both ways until both tabs are quiet.
void settle(Tab& a, Tab& b) {
    while (!a.outbox.empty() || !b.outbox.empty()) {
        for (auto [from, to] : {std::pair{&a, &b}, std::pair{&b, &a}}) {
            while (!from->outbox.empty()) {
                auto bytes = std::move(from->outbox.front());
                from->outbox.pop_front();
                to->hear(bytes);
            }
        }
    }
}

// The battle as both must agree on it (the next id to hand out is each tab's own).
serial::Bytes agreed(model::Battlefield battle) {
    battle.next_id = 0;
    return serial::to_blob(battle);
}

const model::TerrainPiece* labelled(const model::Battlefield& battle, const std::string& label) {
    for (const auto& piece : battle.pieces)
        if (piece.label == label) return &piece;
    return nullptr;
}

}  // namespace

TEST_CASE("sync: a message comes back as it was sent") {
    Tab a(11);
    a.battle().add_piece(square("ruins", 10, 10));
    a.send();
    auto decoded = sync::decode(a.outbox.front());
    REQUIRE(decoded.ok());
    CHECK(decoded->sender == 11);
    REQUIRE(decoded->operations.size() == 1);
    CHECK(decoded->operations.front().field == sync::field::kPiece);
    CHECK(sync::encode(*decoded) == a.outbox.front());
}

TEST_CASE("sync: a forged, truncated or oversized message is refused with what is wrong and changes nothing") {
    Tab a(11), b(22);
    a.battle().add_piece(square("ruins", 10, 10));
    a.send();
    const auto good = a.outbox.front();

    auto truncated = good;
    truncated.resize(good.size() - 3);
    CHECK(sync::decode(truncated).error().message.find("truncated or malformed") != std::string::npos);

    auto not_ours = good;
    not_ours[0] = 'x';
    CHECK(sync::decode(not_ours).error().message == "The sync message is not a Battleboard message.");

    serial::Bytes huge(sync::kMaxMessageBytes + 1, 0);
    CHECK(sync::decode(huge).error().message.find("too large") != std::string::npos);

    auto message = *sync::decode(good);
    auto forged = message;
    forged.operations.back().field = "owner";
    CHECK(sync::decode(sync::encode(forged)).error().message.find("unknown field \"owner\"") != std::string::npos);
    forged = message;
    forged.operations.back().clock.counter = ~std::uint64_t{0};
    CHECK(sync::decode(sync::encode(forged)).error().message.find("impossible clock") != std::string::npos);
    forged = message;
    auto nan_place = sync::Place{{std::nan(""), 0}, 0};
    forged.operations.back() = {
        kSystem, sync::Target::Piece, 1, sync::field::kPlace, {}, false, serial::to_blob(nan_place), {5, 11}, {}};
    CHECK(sync::decode(sync::encode(forged)).error().message.find("out of range") != std::string::npos);
    forged = message;
    forged.operations.back().value = {1, 2, 3};
    CHECK(sync::decode(sync::encode(forged))
              .error()
              .message.find("operation " + std::to_string(message.operations.size())) != std::string::npos);
    // Nothing of a refused message reaches the battle.
    CHECK(b.battle().pieces.empty());
}

TEST_CASE("sync: pieces added and moved in two tabs at once are all kept, in both") {
    Tab a(11), b(22);
    a.battle().add_piece(square("ruins", 10, 10));
    a.send();
    settle(a, b);
    REQUIRE(labelled(b.battle(), "ruins"));
    // Both add a piece at once: they pick the same id, and neither is lost.
    b.battle().add_piece(square("crater", 20, 20));
    b.send();
    a.battle().add_piece(square("hill", 30, 30));
    a.battle().pieces.front().position = {12, 12};
    a.send();
    settle(a, b);
    for (const auto* tab : {&a, &b}) {
        auto& battle = tab->battles.at(kSystem);
        CHECK(battle.pieces.size() == 3);
        REQUIRE(labelled(battle, "crater"));
        REQUIRE(labelled(battle, "hill"));
        CHECK(labelled(battle, "ruins")->position.x == 12);
    }
    CHECK(agreed(a.battle()) == agreed(b.battle()));
}

TEST_CASE("sync: two changes to the same piece resolve the same way in both tabs") {
    Tab a(11), b(22);
    a.battle().add_piece(square("ruins", 10, 10));
    a.send();
    settle(a, b);
    a.battle().pieces.front().position = {1, 1};
    a.send();
    b.battle().pieces.front().position = {2, 2};
    b.battle().pieces.front().rotation = 45;
    b.send();
    settle(a, b);
    // Same counter: the origin decides, and b's is the larger.
    CHECK(a.battle().pieces.front().position.x == 2);
    CHECK(b.battle().pieces.front().position.x == 2);
    CHECK(agreed(a.battle()) == agreed(b.battle()));
    // Each side names the meeting once: a's move is the one lost, b's the one kept.
    REQUIRE(a.conflicts.size() == 1);
    REQUIRE(b.conflicts.size() == 1);
    CHECK(a.conflicts[0].field == sync::field::kPlace);
    CHECK(a.conflicts[0].id == a.battle().pieces.front().id);
    CHECK(a.conflicts[0].ours_lost);
    CHECK(b.conflicts[0].field == sync::field::kPlace);
    CHECK_FALSE(b.conflicts[0].ours_lost);
}

TEST_CASE("sync: the same change made on both sides at once is no conflict: nothing was lost") {
    Tab a(11), b(22);
    a.battle().add_piece(square("ruins", 10, 10));
    a.send();
    settle(a, b);
    a.battle().pieces.front().position = {6, 6};
    a.send();
    b.battle().pieces.front().position = {6, 6};
    b.send();
    a.battle().width = 72;
    a.send();
    b.battle().width = 48;
    b.send();
    settle(a, b);
    CHECK(agreed(a.battle()) == agreed(b.battle()));
    // Only the board size, where the two differed, is named.
    REQUIRE(a.conflicts.size() == 1);
    REQUIRE(b.conflicts.size() == 1);
    CHECK(a.conflicts[0].field == sync::field::kSize);
    CHECK(b.conflicts[0].field == sync::field::kSize);
}

TEST_CASE("sync: a change made after hearing the other's is no conflict, nor is different fields of one piece") {
    Tab a(11), b(22);
    a.battle().add_piece(square("ruins", 10, 10));
    a.send();
    settle(a, b);
    for (int turn = 0; turn < 4; ++turn) {
        Tab& mover = turn % 2 ? b : a;
        mover.battle().pieces.front().position = {double(turn), 5};
        mover.send();
        settle(a, b);
    }
    a.battle().pieces.front().position = {7, 7};
    a.send();
    b.battle().pieces.front().attributes["ruin-state"] = "collapsed";
    b.send();
    settle(a, b);
    CHECK(a.conflicts.empty());
    CHECK(b.conflicts.empty());
    CHECK(b.battle().pieces.front().position.x == 7);
    CHECK(a.battle().pieces.front().attributes.at("ruin-state") == "collapsed");
}

TEST_CASE("sync: after a lost channel, snapshots name only the changes made on both sides without knowing") {
    Tab a(11), b(22);
    a.battle().add_piece(square("ruins", 10, 10));
    a.battle().add_piece(square("hill", 20, 20));
    a.send();
    settle(a, b);
    a.battle().pieces[0].position = {1, 1};
    a.send();
    settle(a, b);
    // The channel drops: b moves the ruins twice knowing a's move; both move the hill without knowing.
    b.battle().pieces[0].position = {2, 2};
    b.send();
    b.battle().pieces[0].position = {3, 3};
    b.send();
    b.battle().pieces[1].position = {4, 4};
    b.send();
    a.battle().pieces[1].position = {5, 5};
    a.send();
    a.outbox.clear();
    b.outbox.clear();
    // Reconnected: each takes the other's snapshot.
    const auto from_a = sync::encode(a.replica.snapshot()), from_b = sync::encode(b.replica.snapshot());
    a.hear(from_b);
    b.hear(from_a);
    settle(a, b);
    CHECK(agreed(a.battle()) == agreed(b.battle()));
    CHECK(a.battle().pieces[0].position.x == 3);
    REQUIRE(a.conflicts.size() == 1);
    REQUIRE(b.conflicts.size() == 1);
    CHECK(a.conflicts[0].id == a.battle().pieces[1].id);
    CHECK(b.conflicts[0].id == b.battle().pieces[1].id);
    // The hill went where one of them put it; the other is told theirs was lost.
    CHECK(a.conflicts[0].ours_lost != b.conflicts[0].ours_lost);
    CHECK(a.battle().pieces[1].position.x == (a.conflicts[0].ours_lost ? 4 : 5));
}

TEST_CASE("sync: a deleted piece stays deleted when the other tab changed it meanwhile") {
    Tab a(11), b(22);
    a.battle().add_piece(square("ruins", 10, 10));
    a.send();
    settle(a, b);
    a.battle().remove_piece(1);
    a.send();
    b.battle().pieces.front().attributes["damage"] = "2";
    b.send();
    settle(a, b);
    CHECK(a.battle().pieces.empty());
    CHECK(b.battle().pieces.empty());
}

TEST_CASE("sync: score cells set in both tabs at once are all kept, replayed through the plugin in one order") {
    Tab a(11), b(22);
    a.set_score(0, 5);
    b.set_score(1, 7);  // a different cell: both kept
    b.set_score(0, 9);  // the same cell as a: the later clock wins in both
    settle(a, b);
    CHECK(a.battle().plugin_state == b.battle().plugin_state);
    REQUIRE(a.battle().plugin_state.data.size() == 2);
    CHECK(a.battle().plugin_state.data[1] == 7);
    CHECK(a.battle().plugin_state.data[0] == 9);
}

TEST_CASE("sync: a tab that joins late catches up from a snapshot, and its changes then count") {
    Tab a(22), late(11);
    a.battle().add_piece(square("ruins", 10, 10));
    a.send();
    a.battle().pieces.front().position = {3, 3};
    a.send();
    a.outbox.clear();  // the newcomer read these from the autosave
    late.battle() = a.battle();
    late.sent = late.battle();
    late.hear(sync::encode(a.replica.snapshot()));
    CHECK(late.replica.counter() >= a.replica.counter());
    late.battle().pieces.front().position = {4, 4};
    late.send();
    settle(a, late);
    CHECK(a.battle().pieces.front().position.x == 4);
}

TEST_CASE("sync: property: random edits in two tabs with messages delayed converge and keep every edit") {
    std::size_t clashes = 0, conflicts = 0;
    for (unsigned seed = 1; seed <= 150; ++seed) {
        CAPTURE(seed);
        std::mt19937 random(seed);
        Tab a(1000 + seed), b(2000 + seed * 7);
        Tab* tabs[] = {&a, &b};
        // What each edit left that nobody else touched: a piece's place, a score cell.
        std::map<std::string, geo::Vec2> moved_by_one;
        std::set<std::string> touched_by_both;
        std::map<std::string, int> mover;
        std::map<std::uint32_t, std::pair<int, int>> cells;  // cell: tab, value
        std::set<std::string> made, deleted;
        int labels = 0;
        for (int step = 0; step < 60; ++step) {
            const int t = static_cast<int>(random() % 2);
            Tab& tab = *tabs[t];
            auto& battle = tab.battle();
            switch (random() % 6) {
                case 0:
                case 1: {
                    const std::string label = "p" + std::to_string(labels++);
                    battle.add_piece(square(label, random() % 40, random() % 40));
                    made.insert(label);
                    tab.send();
                    break;
                }
                case 2: {
                    if (battle.pieces.empty()) break;
                    auto& piece = battle.pieces[random() % battle.pieces.size()];
                    piece.position = {double(random() % 50), double(random() % 50)};
                    tab.send();
                    if (mover.count(piece.label) && mover[piece.label] != t) touched_by_both.insert(piece.label);
                    mover[piece.label] = t;
                    moved_by_one[piece.label] = piece.position;
                    break;
                }
                case 3: {
                    if (battle.pieces.size() < 4 || random() % 3) break;
                    const auto& piece = battle.pieces[random() % battle.pieces.size()];
                    deleted.insert(piece.label);
                    battle.remove_piece(piece.id);
                    tab.send();
                    break;
                }
                case 4: {
                    const std::uint32_t cell = t * 4 + random() % 4;  // each tab scores its own player's cells
                    const int value = static_cast<int>(random() % 200);
                    tab.set_score(cell, value);
                    cells[cell] = {t, value};
                    break;
                }
                case 5: {  // some of one tab's messages arrive, in order
                    Tab& other = *tabs[1 - t];
                    for (auto n = random() % 3; n > 0 && !tab.outbox.empty(); --n) {
                        auto bytes = std::move(tab.outbox.front());
                        tab.outbox.pop_front();
                        other.hear(bytes);
                    }
                    break;
                }
            }
        }
        settle(a, b);
        REQUIRE(agreed(a.battle()) == agreed(b.battle()));
        for (const auto& label : made) {
            CAPTURE(label);
            const auto* piece = labelled(a.battle(), label);
            if (deleted.count(label)) continue;
            REQUIRE(piece);
            if (moved_by_one.count(label) && !touched_by_both.count(label)) {
                CHECK(piece->position.x == moved_by_one[label].x);
                CHECK(piece->position.y == moved_by_one[label].y);
            }
        }
        for (const auto& [cell, last] : cells) {
            REQUIRE(a.battle().plugin_state.data.size() > cell);
            CHECK(a.battle().plugin_state.data[cell] == last.second);
        }
        clashes += a.displaced + b.displaced;
        // A lost change is named on both sides, and only for a piece both moved.
        std::set<std::uint32_t> named_by_a, named_by_b;
        for (const auto& conflict : a.conflicts) named_by_a.insert(conflict.id);
        for (const auto& conflict : b.conflicts) named_by_b.insert(conflict.id);
        CHECK(named_by_a == named_by_b);
        for (auto id : named_by_a) {
            const auto* piece = a.battle().find_piece(id);
            if (piece) CHECK(touched_by_both.count(piece->label));
        }
        conflicts += named_by_a.size();
    }
    CHECK(clashes > 0);    // the runs did make pieces under one id at once
    CHECK(conflicts > 0);  // and did move one piece on both sides at once
}

TEST_CASE(
    "sync: a phone reloaded mid-game goes on from its autosave: its new changes win, only true meetings are named") {
    Tab a(11), b(22);
    a.battle().add_piece(square("ruins", 10, 10));
    a.battle().add_piece(square("hill", 20, 20));
    a.battle().add_piece(square("wood", 40, 20));
    a.send();
    settle(a, b);
    for (int round = 0; round < 5; ++round) {  // a has made many more changes than b
        a.battle().pieces[0].position = {double(round), 1};
        a.send();
    }
    a.set_score(0, 5);
    settle(a, b);
    // The channel drops; b adds a tower, and a a wall under the same id, neither heard.
    b.battle().add_piece(square("tower", 50, 5));
    b.send();
    a.battle().add_piece(square("wall", 5, 50));
    a.send();
    a.outbox.clear();
    b.outbox.clear();
    // b reloads: a new replica with the battle its autosave held, going on from the clock it had reached.
    Tab reloaded(33);
    reloaded.battles = b.battles;
    reloaded.sent = reloaded.battle();
    reloaded.replica.resume(b.replica.knowledge());
    // Apart: the reloaded phone moves the ruins (it saw a's moves) and the hill; a moves the hill too.
    reloaded.battle().pieces[0].position = {8, 8};
    reloaded.send();
    reloaded.battle().pieces[1].position = {9, 9};
    reloaded.send();
    reloaded.battle().pieces[2].position = {41, 21};  // a piece only ever placed by a
    reloaded.send();
    a.battle().pieces[1].position = {30, 30};
    a.send();
    a.set_score(1, 7);  // each scores a cell apart
    reloaded.set_score(2, 9);
    a.outbox.clear();
    reloaded.outbox.clear();
    // Reconnected: the reloaded phone claims what it holds (the app does this before its snapshot), then both
    // send all they hold.
    reloaded.replica.claim(reloaded.battle());
    const auto from_a = sync::encode(a.replica.snapshot(false, /*whole_plugin_states=*/false));
    const auto from_b = sync::encode(reloaded.replica.snapshot(false, /*whole_plugin_states=*/false));
    a.hear(from_b);
    reloaded.hear(from_a);
    settle(a, reloaded);
    CHECK(agreed(a.battle()) == agreed(reloaded.battle()));
    const auto cells = a.battle().plugin_state.data;
    REQUIRE(cells.size() == 3);
    CHECK((cells[0] == 5 && cells[1] == 7 && cells[2] == 9));  // every cell once, none counted twice
    CHECK(a.battle().pieces.size() == 5);
    CHECK(labelled(a.battle(), "tower"));
    CHECK(labelled(a.battle(), "wall"));
    CHECK(a.battle().pieces[0].position.x == 8);  // the reloaded phone's later move beats a's earlier ones
    CHECK(a.battle().pieces[2].position.x == 41);
    REQUIRE(a.conflicts.size() == 1);
    REQUIRE(reloaded.conflicts.size() == 1);
    CHECK(a.conflicts[0].id == a.battle().pieces[1].id);
    CHECK(reloaded.conflicts[0].id == a.battle().pieces[1].id);
    CHECK(a.conflicts[0].ours_lost != reloaded.conflicts[0].ours_lost);
}

TEST_CASE("sync: a roll travels as its result, is kept once however often it is heard, and is in the snapshot") {
    Tab a(11), b(22);
    const dice::RollEntry roll{2, "12 D6, 3+", "8 successes: 6 6 5 4 4 3 3 3"};
    auto op = b.replica.record_roll(kSystem, roll);
    b.outbox.push_back(sync::encode(b.replica.message(Message::Kind::Changes, {op})));
    auto message = sync::decode(b.outbox.front());
    REQUIRE(message.ok());
    auto merged = a.replica.merge(a.battles, *message, replay);
    REQUIRE(merged.rolls.size() == 1);
    CHECK(merged.rolls.front().first == kSystem);
    CHECK(merged.rolls.front().second == roll);
    // Heard again (a snapshot repeats every roll): nothing new.
    CHECK(a.replica.merge(a.battles, *message, replay).rolls.empty());
    // A third replica hears it from a's snapshot for a phone, though a did not make it (a tab's has no rolls).
    sync::Replica c(33);
    std::map<std::string, model::Battlefield> battles;
    CHECK(c.merge(battles, *sync::decode(sync::encode(a.replica.snapshot())), replay).rolls.empty());
    auto from_a = c.merge(battles, *sync::decode(sync::encode(a.replica.snapshot(true))), replay);
    REQUIRE(from_a.rolls.size() == 1);
    CHECK(from_a.rolls.front().second.result == roll.result);
    // The maker never hears its own roll back as new.
    CHECK(b.replica.merge(b.battles, *sync::decode(sync::encode(a.replica.snapshot(true))), replay).rolls.empty());
}

TEST_CASE("sync: a forged roll, or a hello with too long a name, is refused with what is wrong") {
    sync::Replica a(11);
    auto message = a.message(Message::Kind::Changes, {a.record_roll(kSystem, {1, "Roll-off", "4 against 2"})});
    REQUIRE(sync::decode(sync::encode(message)).ok());
    auto forged = message;
    forged.operations.back().removed = true;
    CHECK(sync::decode(sync::encode(forged)).error().message.find("removes a roll") != std::string::npos);
    forged = message;
    forged.operations.back().value = serial::to_blob(dice::RollEntry{-1, "Roll-off", "4"});
    CHECK(sync::decode(sync::encode(forged)).error().message.find("out of range") != std::string::npos);
    forged = message;
    forged.operations.back().value = serial::to_blob(dice::RollEntry{1, std::string(5000, 'x'), "4"});
    CHECK(sync::decode(sync::encode(forged)).error().message.find("out of range") != std::string::npos);
    forged = message;
    forged.operations.back().field = "rolls";
    CHECK(sync::decode(sync::encode(forged)).error().message.find("unknown field") != std::string::npos);

    auto hello = a.message(Message::Kind::Hello);
    hello.peer = {"0.1.0", kSystem, "1.0.0", true};
    auto heard = sync::decode(sync::encode(hello));
    REQUIRE(heard.ok());
    CHECK(heard->peer.plugin_version == "1.0.0");
    CHECK(heard->peer.joining);
    hello.peer.app_version = std::string(300, '9');
    CHECK(sync::decode(sync::encode(hello)).error().message.find("too long a name") != std::string::npos);
}

TEST_CASE("sync: a phone that joins takes the whole battle, even what was laid out before any change was sent") {
    Tab host(11), guest(22);
    // The host's battle came from its autosave: no change of it was ever recorded.
    host.battle().rules_edition = "ed2";
    host.battle().width = 44;
    host.battle().depth = 30;
    host.battle().add_piece(square("ruins", 10, 10));
    host.battle().plugin_state = set_cell({}, 0, 5);
    host.sent = host.battle();
    CHECK(host.replica.snapshot().operations.empty());
    // Claimed, the snapshot holds it all; a second claim adds nothing.
    CHECK(host.replica.claim(host.battle()).size() == 6);
    CHECK(host.replica.claim(host.battle()).empty());
    guest.hear(sync::encode(host.replica.snapshot()));
    CHECK(agreed(guest.battle()) == agreed(host.battle()));
    // Then both edit, and both see both edits.
    guest.battle().pieces.front().position = {20, 20};
    guest.send();
    host.battle().add_piece(square("forest", 5, 5));
    host.send();
    settle(host, guest);
    CHECK(agreed(guest.battle()) == agreed(host.battle()));
    CHECK(labelled(host.battle(), "ruins")->position.x == 20);
    CHECK(labelled(guest.battle(), "forest"));
}

TEST_CASE("sync: two phones that both laid out a table before meeting keep every piece of both") {
    Tab a(11), b(22);
    a.battle().add_piece(square("ruins", 10, 10));
    b.battle().add_piece(square("forest", 5, 5));
    a.sent = a.battle();
    b.sent = b.battle();
    a.replica.claim(a.battle());
    b.replica.claim(b.battle());
    a.hear(sync::encode(b.replica.snapshot()));
    b.hear(sync::encode(a.replica.snapshot()));
    settle(a, b);
    CHECK(a.battle().pieces.size() == 2);
    CHECK(agreed(a.battle()) == agreed(b.battle()));
}
