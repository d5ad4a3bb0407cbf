#include "app/systems/aos4_battle_data.hpp"

#include <optional>

namespace app::aos4 {

namespace {

std::optional<BattleData> data;

}  // namespace

const BattleData& battle_data(Session& session) {
    if (data) return *data;
    data.emplace();
    auto pack = session.request<bb::plugin::aos4::Battlepack>(bb::plugin::aos4::kBattlepack, std::string());
    auto details = session.request<bb::plugin::BattleplanDetailsList>(bb::plugin::kBattleplanDetails, std::string());
    if (pack)
        data->pack = std::move(*pack);
    else
        data->error = pack.error().message;
    if (details)
        data->details = std::move(*details);
    else
        data->error = details.error().message;
    return *data;
}

}  // namespace app::aos4
