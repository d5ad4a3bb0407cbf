#include "battleboard/dice/roll_log.hpp"

namespace bb::dice {

void RollLog::add(RollEntry entry) {
    entries_.push_back(std::move(entry));
    if (entries_.size() > kMaxEntries) entries_.erase(entries_.begin(), entries_.end() - kMaxEntries);
}

}  // namespace bb::dice
