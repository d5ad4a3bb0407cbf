// Game systems a player added from a plugin bundle ("Add a game system"): kept on the device in their own
// IndexedDB database ("battleboard-systems", object store "bundles", one record per system id holding its index
// entry, its module's bytes and, once stopped, why), apart from the saves so adding or removing one never
// touches a battle. Each runs in a Worker of its own (plugin_worker.js): a call that goes unanswered for 2 s
// stops the Worker and marks the system broken on the device, so it is not opened again at the next start
// until the player retries or removes it. Emscripten JS library: called from plugin_loader_web.cpp.
mergeInto(LibraryManager.library, {
  $BBAddedSystems__deps: ['$BBPlugins', '$bbWakeApp', '$stringToNewUTF8', 'free'],
  $BBAddedSystems: {
    kCallLimitMs: 2000,
    kRepliesKept: 32,
    opening: null,
    open: function () {
      if (!BBAddedSystems.opening) {
        BBAddedSystems.opening = new Promise(function (resolve, reject) {
          if (typeof indexedDB === 'undefined') throw new Error('this browser keeps nothing on the device (no IndexedDB)');
          const request = indexedDB.open('battleboard-systems', 1);
          request.onupgradeneeded = function () { request.result.createObjectStore('bundles', { keyPath: 'id' }); };
          request.onsuccess = function () { resolve(request.result); };
          request.onerror = function () { reject(request.error); };
          request.onblocked = function () { reject(new Error('another tab holds an older store open')); };
        });
      }
      return BBAddedSystems.opening;
    },
    // Runs `work` in a transaction; settles with what `work` returned (a request's result once committed).
    transaction: function (mode, work) {
      return BBAddedSystems.open().then(function (db) {
        return new Promise(function (resolve, reject) {
          const tx = db.transaction('bundles', mode);
          const result = work(tx.objectStore('bundles'));
          tx.oncomplete = function () { resolve(result && 'result' in result ? result.result : result); };
          tx.onerror = function () { reject(tx.error); };
          tx.onabort = function () { reject(tx.error || new Error('the change was cancelled')); };
        });
      });
    },
    answer: function (token, listing, error) {
      Module.whenAllCode(function () {
        const listingPtr = listing !== null ? stringToNewUTF8(listing) : 0;
        const errorPtr = error ? stringToNewUTF8(String(error && error.message || error)) : 0;
        bbWakeApp();
        Module['_bb_added_systems_done'](token, listingPtr, errorPtr);
        if (listingPtr) _free(listingPtr);
        if (errorPtr) _free(errorPtr);
      });
    },
    setBroken: function (systemId, why) {
      return BBAddedSystems.transaction('readwrite', function (store) {
        const request = store.get(systemId);
        request.onsuccess = function () {
          if (request.result) store.put(Object.assign(request.result, { broken: why }));
        };
      });
    },
    // A call's key: a plugin is a function of its bytes, so the same question always gets the same answer.
    key: function (operation, request) {
      const latin = new TextDecoder('windows-1252');  // one character per byte, every byte its own
      return latin.decode(operation) + '\u0000' + latin.decode(request);
    },
    // Starts a module in a Worker of its own: compiled and checked against the sandbox's allowance here, then
    // instantiated there and asked its first question, all within kCallLimitMs. Settles with a handle.
    start: function (systemId, bytes, operation, request) {
      return BBPlugins.compile(bytes).then(function (module) {
        return new Promise(function (resolve, reject) {
          const worker = new Worker('plugin_worker.js');
          const refuse = function (why) {
            clearTimeout(timer);
            worker.terminate();
            reject(new Error(why));
          };
          const timer = setTimeout(function () {
            refuse('it did not finish loading within 2 s (it may loop forever)');
          }, BBAddedSystems.kCallLimitMs);
          worker.onerror = function (event) {
            event.preventDefault();
            refuse('its Worker failed (' + (event.message || 'no reason given') + ')');
          };
          worker.onmessage = function (event) {
            const data = event.data;
            if (data.type === 'trapped') return refuse('it failed while loading (' + data.message + ')');
            clearTimeout(timer);
            const plugin = {
              worker: worker, systemId: systemId, api: data.api, broken: null,
              replies: new Map(), waiting: new Map(), nextId: 1,
            };
            plugin.replies.set(BBAddedSystems.key(operation, request), { status: data.status, reply: data.reply });
            worker.onmessage = function (e) { BBAddedSystems.heard(plugin, e.data); };
            BBPlugins.instances.push(plugin);
            resolve(BBPlugins.instances.length - 1);
          };
          worker.postMessage({ type: 'load', module: module, operation: operation, request: request });
        });
      });
    },
    // The answer when already known; else asks the Worker (once per question) and answers null.
    ask: function (plugin, operation, request) {
      const key = BBAddedSystems.key(operation, request);
      const known = plugin.replies.get(key);
      if (known) return known;
      for (const asked of plugin.waiting.values()) if (asked.key === key) return null;
      const id = plugin.nextId++;
      const timer = setTimeout(function () {
        BBAddedSystems.stop(plugin, 'it did not answer within 2 s, so it was stopped');
      }, BBAddedSystems.kCallLimitMs);
      plugin.waiting.set(id, { key: key, timer: timer });
      plugin.worker.postMessage({ type: 'call', id: id, operation: operation, request: request });
      return null;
    },
    heard: function (plugin, data) {
      const asked = plugin.waiting.get(data.id);
      if (!asked || plugin.broken) return;
      clearTimeout(asked.timer);
      plugin.waiting.delete(data.id);
      if (data.type === 'trapped') {
        // Like a built-in plugin that traps: broken for this visit, tried again at the next start.
        plugin.broken = data.message;
        plugin.worker.terminate();
      } else {
        if (plugin.replies.size >= BBAddedSystems.kRepliesKept) plugin.replies.delete(plugin.replies.keys().next().value);
        plugin.replies.set(asked.key, { status: data.status, reply: data.reply });
      }
      bbWakeApp();
    },
    // A plugin that keeps its Worker busy past the limit: stopped, and marked broken on the device.
    stop: function (plugin, why) {
      plugin.worker.terminate();
      plugin.broken = why;
      plugin.waiting.forEach(function (asked) { clearTimeout(asked.timer); });
      plugin.waiting.clear();
      const told = function () {
        Module.whenAllCode(function () {
          const idPtr = stringToNewUTF8(plugin.systemId), whyPtr = stringToNewUTF8(why);
          bbWakeApp();
          Module['_bb_added_system_stopped'](idPtr, whyPtr);
          _free(idPtr);
          _free(whyPtr);
        });
      };
      BBAddedSystems.setBroken(plugin.systemId, why).then(told, told);
    },
    stopAll: function (systemId) {
      BBPlugins.instances.forEach(function (plugin) {
        if (plugin && plugin.worker && plugin.systemId === systemId && !plugin.broken) {
          plugin.worker.terminate();
          plugin.broken = 'it was removed';
        }
      });
    },
  },

  // With `modulePtr`, a bundle's module being tried before it is kept; without, a kept system being opened.
  bb_js_start_added_plugin__deps: ['$BBAddedSystems', '$BBPlugins', '$bbWakeApp'],
  bb_js_start_added_plugin: function (idPtr, modulePtr, moduleSize, opPtr, requestPtr, requestSize, token) {
    const systemId = UTF8ToString(idPtr);
    const operation = new TextEncoder().encode(UTF8ToString(opPtr));
    const request = HEAPU8.slice(requestPtr, requestPtr + requestSize);
    const finish = function (handle, message) {
      Module.whenAllCode(function () {
        const ptr = message ? BBPlugins.copyString(message) : 0;
        bbWakeApp();
        Module['_bb_plugin_loaded'](token, handle, ptr);
        if (ptr) _free(ptr);
      });
    };
    const bytes = modulePtr
      ? Promise.resolve(HEAPU8.slice(modulePtr, modulePtr + moduleSize))
      : BBAddedSystems.transaction('readonly', function (store) { return store.get(systemId); }).then(function (record) {
        if (!record) throw new Error('it is no longer on this device');
        if (record.broken) throw new Error('it was stopped earlier (' + record.broken + '): retry or remove it');
        return record.module;
      });
    bytes.then(function (module) { return BBAddedSystems.start(systemId, module, operation, request); })
      .then(function (handle) { finish(handle, null); })
      .catch(function (error) { finish(0, String(error && error.message || error)); });
  },

  bb_js_added_systems__deps: ['$BBAddedSystems'],
  bb_js_added_systems: function (token) {
    BBAddedSystems.transaction('readonly', function (store) { return store.getAll(); }).then(function (records) {
      const entries = records.map(function (r) { return Object.assign(JSON.parse(r.entry), { broken: r.broken || '' }); });
      BBAddedSystems.answer(token, JSON.stringify(entries), null);
    }, function (error) { BBAddedSystems.answer(token, null, 'the systems kept on this device could not be read: ' + error); });
  },

  bb_js_keep_added_system__deps: ['$BBAddedSystems'],
  bb_js_keep_added_system: function (entryPtr, modulePtr, moduleSize, token) {
    const entry = UTF8ToString(entryPtr);
    const record = { id: JSON.parse(entry).id, entry: entry, module: HEAPU8.slice(modulePtr, modulePtr + moduleSize).buffer, broken: '' };
    BBAddedSystems.transaction('readwrite', function (store) { store.put(record); }).then(
      function () { BBAddedSystems.answer(token, null, null); },
      function (error) { BBAddedSystems.answer(token, null, 'it could not be kept on this device: ' + error); });
  },

  bb_js_remove_added_system__deps: ['$BBAddedSystems'],
  bb_js_remove_added_system: function (idPtr, token) {
    const systemId = UTF8ToString(idPtr);
    BBAddedSystems.stopAll(systemId);
    BBAddedSystems.transaction('readwrite', function (store) { store.delete(systemId); }).then(
      function () { BBAddedSystems.answer(token, null, null); },
      function (error) { BBAddedSystems.answer(token, null, 'it could not be removed: ' + error); });
  },

  bb_js_clear_broken_system__deps: ['$BBAddedSystems'],
  bb_js_clear_broken_system: function (idPtr, token) {
    BBAddedSystems.setBroken(UTF8ToString(idPtr), '').then(
      function () { BBAddedSystems.answer(token, null, null); },
      function (error) { BBAddedSystems.answer(token, null, String(error)); });
  },
});
