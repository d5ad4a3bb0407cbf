#include "platform/storage.hpp"

#include <emscripten/emscripten.h>
#include <map>
#include <nlohmann/json.hpp>

extern "C" {
// storage_host.js
void bb_js_store_put(const char* key, const char* text, int closing, int token);
void bb_js_store_remove(const char* key, int token);
void bb_js_store_list(int token);
}

namespace platform {

namespace {

struct Pending {
    StoreDone done;
    StoreListed listed;
};
std::map<int, Pending> g_pending;
int g_next_token = 1;

int remember(Pending pending) {
    const int token = g_next_token++;
    g_pending[token] = std::move(pending);
    return token;
}

}  // namespace

void store_put(const std::string& key, const std::string& text, StoreDone done) {
    bb_js_store_put(key.c_str(), text.c_str(), 0, remember({std::move(done), {}}));
}

void store_put_closing(const std::string& key, const std::string& text) {
    bb_js_store_put(key.c_str(), text.c_str(), 1, remember({}));
}

void store_remove(const std::string& key, StoreDone done) {
    bb_js_store_remove(key.c_str(), remember({std::move(done), {}}));
}

void store_list(StoreListed done) { bb_js_store_list(remember({{}, std::move(done)})); }

}  // namespace platform

// storage_host.js answers here: an error (or null), and for a listing a JSON array of {key, text}.
extern "C" EMSCRIPTEN_KEEPALIVE void bb_store_done(int token, const char* error, const char* listing) {
    auto it = platform::g_pending.find(token);
    if (it == platform::g_pending.end()) return;
    auto pending = std::move(it->second);
    platform::g_pending.erase(it);
    const std::string message = error ? error : "";
    if (pending.done) pending.done(message);
    if (!pending.listed) return;
    std::vector<platform::StoredRecord> records;
    const auto items = nlohmann::json::parse(listing ? listing : "[]", nullptr, /*allow_exceptions=*/false);
    if (items.is_array()) {
        for (const auto& item : items) {
            if (!item.is_object() || !item.contains("key") || !item["key"].is_string()) continue;
            platform::StoredRecord record{item["key"].get<std::string>(), std::nullopt};
            if (item.contains("text") && item["text"].is_string()) record.text = item["text"].get<std::string>();
            records.push_back(std::move(record));
        }
    }
    pending.listed(std::move(records), message);
}
