#pragma once
// Text records kept on the device under string keys: IndexedDB in the browser, files natively. Every call
// answers through its callback (later, on the web); errors come back as plain words, never as exceptions.
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace platform {

struct StoredRecord {
    std::string key;
    std::optional<std::string> text;  // empty when the stored value is not text at all
};

using StoreDone = std::function<void(const std::string& error)>;  // error is empty on success
using StoreListed = std::function<void(std::vector<StoredRecord> records, const std::string& error)>;

void store_put(const std::string& key, const std::string& text, StoreDone done = {});
// For a page that is closing: written so that it survives the page going away mid-write.
void store_put_closing(const std::string& key, const std::string& text);
void store_remove(const std::string& key, StoreDone done = {});
void store_list(StoreListed done);

}  // namespace platform
