// Compiled into each plugin (not into the SDK library) with BB_PLUGIN_ID / BB_PLUGIN_NAME set by
// add_battleboard_plugin(): the one place a plugin's id and display name enter its code.
#include "battleboard/sdk/plugin_sdk.hpp"

const char bb::plugin::sdk::kPluginId[] = BB_PLUGIN_ID;
const char bb::plugin::sdk::kPluginName[] = BB_PLUGIN_NAME;
