#pragma once
// The game systems the app can use: the installed list (plugins/index.json and the systems the player added
// from plugin bundles, kept on the device), their plugins as they load, the chosen system's description, and
// calls into any loaded plugin. Knows nothing of battlefields: the battlefields'
// owner hears through the hooks below when the chosen system changes.
#include "battleboard/link/link.hpp"
#include "battleboard/plugin/plugin_bundle.hpp"
#include "battleboard/plugin/plugin_client.hpp"
#include "battleboard/plugin/plugin_index.hpp"

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>

namespace app {

class SystemLibrary {
public:
    // Reads plugins/index.json and the added systems kept on the device; choosing a system waits for both.
    void load_index();
    bool systems_known() const { return index_loaded_; }
    const bb::plugin::PluginIndex& installed() const { return index_; }

    // Switches to the system, at once when its plugin is loaded, else when it has loaded; the current system
    // stays usable meanwhile. `version`: the plugin version the battlefield's source names, for the message when
    // the system is not installed.
    void choose(const std::string& system_id, const std::string& version = {});
    // Called when the chosen system became the current one; `loaded_now` when its plugin has just loaded.
    std::function<void(const std::string& system_id, bool loaded_now)> switched;
    // Called when the chosen system is not installed, with the version choose() was given.
    std::function<void(const std::string& system_id, const std::string& version)> not_installed;
    std::function<void()> failed;

    // Loads a game system's plugin without switching to it (a shared link's system, to show its names).
    void prepare(const std::string& system_id);
    // Whether that plugin is still on its way (prepare or choose asked for it).
    bool preparing(const std::string& system_id) const {
        return preparing_.count(system_id) > 0 || loading_id_ == system_id;
    }
    // The system's description once its plugin is loaded; nothing before.
    const bb::sys::SystemDescription* description_for(const std::string& system_id) const;

    bool loading() const { return !loading_id_.empty(); }
    const std::string& loading_id() const { return loading_id_; }
    // Why the last choice (or what came of it) failed, in plain words.
    const std::string& error() const { return error_; }
    void report(std::string error) { error_ = std::move(error); }

    // A bundle the reader accepted, tried in its Worker (it must load and describe itself within 2 s), then kept
    // on the device and listed; `done` gets an empty string or why it was refused. Nothing changes on refusal.
    void add(bb::plugin::PluginBundle bundle, std::function<void(const std::string& error)> done);
    // Forgets an added system and stops its plugin; battles that use it are kept and say what they need.
    void remove(const std::string& system_id, std::function<void(const std::string& error)> done);
    // Lets an added system that was stopped be opened again.
    void retry(const std::string& system_id, std::function<void(const std::string& error)> done);
    // Why an added system was stopped (no answer within 2 s); empty when it works.
    std::string broken(const std::string& system_id) const;

    bool has_system() const { return description_ != nullptr; }
    const bb::sys::SystemDescription& system() const { return *description_; }

    // A loaded system's plugin; nothing before it has loaded.
    std::shared_ptr<bb::plugin::PluginClient> client(const std::string& system_id) const;
    // Any further plugin operation of the current system (building reports, scoring, points totals...); the
    // operation fixes the request's and the reply's types (plugin/operation.hpp).
    template <class Request, class Reply>
    bb::Result<Reply> request(const bb::plugin::Operation<Request, Reply>& operation,
                              const std::type_identity_t<Request>& request) const {
        return request_for(system().id, operation, request);
    }
    template <class Request, class Reply>
    bb::Result<Reply> request_for(const std::string& system_id, const bb::plugin::Operation<Request, Reply>& operation,
                                  const std::type_identity_t<Request>& request) const {
        auto plugin = client(system_id);
        if (!plugin) return bb::make_error("The game system is not loaded.");
        return plugin->request(operation, request);
    }
    // The same, with the reply left encoded for a decoder that checks it against the battle (panels).
    template <class Request, class Reply>
    bb::Result<bb::serial::Bytes> call(const bb::plugin::Operation<Request, Reply>& operation,
                                       const std::type_identity_t<Request>& request) const {
        auto plugin = client(system().id);
        if (!plugin) return bb::make_error("The game system is not loaded.");
        return plugin->call(operation, request);
    }
    // A system's plugin writing and reading its state in a share link (plugin/link_state_codec.hpp).
    bb::link::StateCodec link_state_codec(const std::string& system_id) const;

private:
    void on_loaded(const std::string& system_id, bb::Result<std::unique_ptr<bb::plugin::PluginModule>> module);
    void fail(std::string error);
    using Loaded = std::function<void(bb::Result<std::unique_ptr<bb::plugin::PluginModule>>)>;
    // From the site's plugins folder, or an added system from the device into its Worker.
    void load(const bb::plugin::IndexEntry& entry, Loaded done);

    std::string loading_id_;
    std::string loading_version_;  // the version choose() was given for loading_id_, until the index has arrived
    std::string error_;
    bb::plugin::PluginIndex index_;
    std::vector<bb::plugin::IndexEntry> added_;  // until the site's index has arrived too
    int index_parts_waiting_ = 0;
    bool index_loaded_ = false;
    std::map<std::string, std::string> broken_;
    std::map<std::string, std::shared_ptr<bb::plugin::PluginClient>> clients_;
    std::map<std::string, bb::sys::SystemDescription> descriptions_;
    const bb::sys::SystemDescription* description_ = nullptr;
    std::set<std::string> preparing_;
    std::set<std::string> unopened_;  // added and loaded, never chosen yet
};

}  // namespace app
