#pragma once
// A JSON value as plain data, so a plugin can read JSON the host has parsed (an older setup file's score sheet)
// without carrying a JSON parser of its own. Objects keep their members in the order given.
#include <cereal/cereal.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace bb::serial {

struct JsonValue {
    enum class Kind : std::uint8_t { Null = 0, Boolean = 1, Whole = 2, Number = 3, Text = 4, List = 5, Object = 6 };
    Kind kind = Kind::Null;
    bool boolean = false;
    std::uint64_t whole = 0;  // Whole: a number that is a whole number from 0 up
    double number = 0;        // Number: any other number
    std::string text;
    std::vector<std::string> keys;  // Object: one per item
    std::vector<JsonValue> items;   // List and Object

    // An object's member; null when it has none of that name (or is not an object).
    const JsonValue* find(const std::string& key) const {
        for (std::size_t i = 0; kind == Kind::Object && i < keys.size() && i < items.size(); ++i)
            if (keys[i] == key) return &items[i];
        return nullptr;
    }

    template <class Archive>
    void serialize(Archive& ar, std::uint32_t /*version*/) {
        ar(kind, boolean, whole, number, text, keys, items);
    }
};

}  // namespace bb::serial

CEREAL_CLASS_VERSION(bb::serial::JsonValue, 1);
