// Game-system plugins in the browser: each is fetched on demand and instantiated as its own WebAssembly
// module with its own memory, so a broken plugin can fail without touching the app's memory. Bytes are
// copied across; nothing is shared. Emscripten JS library: functions are called from plugin_loader_web.cpp.
//
// The sandbox: a plugin receives bytes and returns bytes. Its module may import only two stubs
// (BBPluginAbi.allowedImports, plugin_abi.js; the build refuses any other import too, cmake/plugin_bundle.mjs), so
// it reaches no network, storage, page or other plugin. The site's own plugins run on the page's thread; a plugin a player added runs in a Worker
// (plugin_worker.js, started by added_plugins.js) that is stopped when a call takes longer than 2 s: its calls
// answer "pending" until the Worker replies, and the app asks again when woken (plugin_module.hpp,
// kReplyPending).
mergeInto(LibraryManager.library, {
  $BBPlugins: {
    instances: [null], // handle 0 means "none"
    kCrashed: 0xffffffff,
    kPending: 0xfffffffe,
    // Compiles a module and refuses it, naming the import, when it asks for anything beyond the allowance.
    compile: function (bytes) {
      return WebAssembly.compile(bytes).then(function (module) {
        const refused = WebAssembly.Module.imports(module).map(function (i) { return i.module + '.' + i.name; })
          .filter(function (name) { return BBPluginAbi.allowedImports.indexOf(name) < 0; });
        if (refused.length) {
          throw new Error('it asks for ' + refused.join(', ') + ', which a game system may not use (a plugin may ' +
            'only receive and return bytes)');
        }
        return module;
      });
    },
    copyString: function (text) {
      const size = lengthBytesUTF8(text) + 1;
      const ptr = _malloc(size);
      stringToUTF8(text, ptr, size);
      return ptr;
    },
  },

  // plugins/index.json lists the installed systems; always asked of the network first (the service worker
  // answers from its cache only offline), so a plugin dropped into the site shows up at the next start.
  bb_js_load_plugin_index__deps: ['$BBPlugins', '$bbWakeApp', 'malloc', 'free'],
  bb_js_load_plugin_index: function (token) {
    const url = 'plugins/index.json';
    const finish = function (text, message) {
      Module.whenAllCode(function () {
        const textPtr = text !== null ? BBPlugins.copyString(text) : 0;
        const errorPtr = message ? BBPlugins.copyString(message) : 0;
        bbWakeApp();
        Module['_bb_plugin_index_loaded'](token, textPtr, errorPtr);
        if (textPtr) _free(textPtr);
        if (errorPtr) _free(errorPtr);
      });
    };
    fetch(url, { cache: 'no-cache' })
      .then(function (response) {
        if (!response.ok) throw new Error('could not download ' + url + ' (HTTP ' + response.status + ')');
        return response.text();
      })
      .then(function (text) { finish(text, null); })
      .catch(function (error) { finish(null, String(error && error.message || error)); });
  },

  bb_js_load_plugin__deps: ['$BBPlugins', '$bbWakeApp', 'malloc', 'free'],
  bb_js_load_plugin: function (filePtr, token) {
    const url = 'plugins/' + encodeURIComponent(UTF8ToString(filePtr));
    const finish = function (handle, message) {
      Module.whenAllCode(function () {
        const ptr = message ? BBPlugins.copyString(message) : 0;
        bbWakeApp();
        Module['_bb_plugin_loaded'](token, handle, ptr);
        if (ptr) _free(ptr);
      });
    };
    fetch(url)
      .then(function (response) {
        if (!response.ok) throw new Error('could not download ' + url + ' (HTTP ' + response.status + ')');
        return response.arrayBuffer();
      })
      .then(function (bytes) { return BBPlugins.compile(bytes); })
      .then(function (module) { return WebAssembly.instantiate(module, BBPluginAbi.imports()); })
      .then(function (instance) {
        BBPlugins.instances.push({ exports: BBPluginAbi.start(instance, url), broken: null });
        finish(BBPlugins.instances.length - 1, null);
      })
      .catch(function (error) { finish(0, String(error && error.message || error)); });
  },

  bb_js_plugin_api_version__deps: ['$BBPlugins'],
  bb_js_plugin_api_version: function (handle) {
    const plugin = BBPlugins.instances[handle];
    if (!plugin || plugin.broken) return 0;
    if (plugin.worker) return plugin.api;
    try {
      return plugin.exports.bb_plugin_api_version() >>> 0;
    } catch (error) {
      plugin.broken = String(error);
      return 0;
    }
  },

  // Copies the operation and request into the plugin, runs it, and copies the reply into a buffer the app
  // frees. A trap inside the plugin marks it broken and comes back as a message, never as an exception.
  bb_js_plugin_call__deps: ['$BBPlugins', '$BBAddedSystems', 'malloc'],
  bb_js_plugin_call: function (handle, opPtr, opSize, requestPtr, requestSize, replyPtrPtr, replySizePtr) {
    const plugin = BBPlugins.instances[handle];
    const answer = function (bytes, status) {
      const ptr = _malloc(Math.max(bytes.length, 1));
      HEAPU8.set(bytes, ptr);
      HEAPU32[replyPtrPtr >> 2] = ptr;
      HEAPU32[replySizePtr >> 2] = bytes.length;
      return status;
    };
    const fail = function (message) { return answer(new TextEncoder().encode(message), BBPlugins.kCrashed); };
    if (!plugin) return fail('the plugin is not loaded');
    if (plugin.broken) return fail('it stopped working earlier (' + plugin.broken + ')');
    if (plugin.worker) {
      const operation = HEAPU8.slice(opPtr, opPtr + opSize);
      const request = HEAPU8.slice(requestPtr, requestPtr + requestSize);
      const known = BBAddedSystems.ask(plugin, operation, request);
      return known ? answer(known.reply, known.status) : answer(new Uint8Array(0), BBPlugins.kPending);
    }
    try {
      const reply = BBPluginAbi.call(plugin.exports, HEAPU8.subarray(opPtr, opPtr + opSize),
        HEAPU8.subarray(requestPtr, requestPtr + requestSize));
      return answer(reply.reply, reply.status);
    } catch (error) {
      plugin.broken = String(error && error.message || error);
      return fail('it stopped working (' + plugin.broken + ')');
    }
  },
});
