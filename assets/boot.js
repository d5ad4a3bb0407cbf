// Starts the app: says it is loading (or why it could not start) until the first frame is drawn, and exposes a read-only view
// of the app's state for tests and tools (window.battleboard.state()).
(function () {
  'use strict';
  const overlay = document.getElementById('loading');
  const text = document.getElementById('loading-text');
  let runtimeReady = false;  // the app's exports exist before its WebAssembly does
  let markRuntimeStarted = null;
  const runtimeStarted = new Promise(function (resolve) { markRuntimeStarted = resolve; });
  const fail = function (message) {
    overlay.hidden = false;
    overlay.classList.add('failed');
    text.textContent = 'Battleboard could not start: ' + message;
  };

  // No setStatus or monitorRunDependencies: with setStatus the runtime waits a timer before starting, and each
  // new message lays the page out again on the thread that is about to draw the first frame (bench/startup).
  window.Module = {
    canvas: document.getElementById('canvas'),
    onRuntimeInitialized: function () {
      runtimeReady = true;
      markRuntimeStarted();
      // The first frame is drawn on this thread meanwhile, while the browser downloads and compiles the rest.
      fetchDeferredCode();
    },
    // The service worker's precaching competes for the CPU: it waits until the whole app runs.
    onFirstFrame: function () {
      overlay.hidden = true;
      window.Module.whenAllCode(function () { registerServiceWorker(); askToKeepSaves(); });
    },
    // Called by the app's code when it first calls into the rest (emscripten's SPLIT_MODULE placeholders).
    loadSplitModule: function (url, imports) {
      deferredCode.blockingReads++;
      return startDeferredCode(readDeferredCodeNow(url), imports);
    },
    // Asked by the app's main loop (main_loop_web.cpp) before each frame.
    allCodeRunning: function () { return deferredCode.state === 'running'; },
    firstFrameWaitsForAllCode: function () { return deferredCode.firstFrameWaits; },
    // Every answer the page hands the app (files, saves, plugins, shares) waits until all of its code runs.
    whenAllCode: function (call) {
      if (deferredCode.state === 'running') call(); else deferredCode.queued.push(call);
    },
    onAbort: function (what) { fail(String(what)); },
    print: function (line) { console.log(line); },
    printErr: function (line) { console.warn(line); },
  };
  // The app's code comes in two files (web/CMakeLists.txt): what its first frame runs, and the rest. On a first
  // visit, where every byte is a wait, the first frame is drawn as soon as the first file is in, and the rest is
  // fetched once that file runs; the app's later frames and every answer the page hands it wait until the rest
  // runs. When
  // the files are already on the device (the service worker serves them) or a shared link is to be opened at
  // once, the first frame waits for all of it too. Should the app still call into the rest before it is there,
  // it is read there and then with a blocking request (which a service worker cannot answer, hence the rule).
  const deferredCode = {
    url: 'battleboard.deferred.wasm',
    state: 'waiting',
    blockingReads: 0,
    queued: [],
    firstFrameWaits: !!(navigator.serviceWorker && navigator.serviceWorker.controller) || location.hash.length > 1,
  };
  const startDeferredCode = function (module, imports) {
    const instance = new WebAssembly.Instance(module, imports);
    deferredCode.state = 'running';
    const queued = deferredCode.queued.splice(0);
    queued.forEach(function (call) { call(); });
    return [instance, module];
  };
  const fetchDeferredCode = function () {
    if (deferredCode.state !== 'waiting') return;
    deferredCode.state = 'fetching';
    const compileAfterDownload = function () {
      return fetch(deferredCode.url).then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.arrayBuffer();
      }).then(function (bytes) { return WebAssembly.compile(bytes); });
    };
    // Compiled as it streams in, off this thread, which is busy drawing the first frame; a server that does not
    // label .wasm files application/wasm gets the slower way.
    const streamed = WebAssembly.compileStreaming ? WebAssembly.compileStreaming(fetch(deferredCode.url)) : Promise.reject();
    streamed.catch(compileAfterDownload)
      .then(function (module) { return runtimeStarted.then(function () { return module; }); })
      .then(function (module) {
        if (deferredCode.state !== 'running') startDeferredCode(module, { primary: window.Module.asm });
      })
      .catch(function (error) {
        // The app cannot go on without it; saved battlefields are untouched.
        fail('the rest of the app could not be downloaded (' + (error && error.message || error) +
          '). Check the connection and reload the page.');
      });
  };
  const readDeferredCodeNow = function (url) {
    const request = new XMLHttpRequest();
    request.open('GET', url, false);
    // A blocking request cannot ask for an ArrayBuffer; each byte comes back as one character instead.
    request.overrideMimeType('text/plain; charset=x-user-defined');
    request.send();
    if (request.status !== 200) throw new Error('could not read ' + url + ' (HTTP ' + request.status + ')');
    const text = request.responseText;
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i) & 0xff;
    return new WebAssembly.Module(bytes);
  };
  if (deferredCode.firstFrameWaits) fetchDeferredCode();

  window.addEventListener('error', function (event) {
    if (!overlay.hidden) fail(event.message || 'a script failed to load');
  });

  // Installed-app support: the service worker keeps this build for offline use; when a newer build has
  // been downloaded, say so and let the player choose when to switch (never mid-game on its own). It is
  // registered once the app is up and all its code runs: its precaching of every file (all the game systems)
  // competed with the app's own start for the CPU.
  const registerServiceWorker = function () {
    if (!('serviceWorker' in navigator)) return;
    const notice = document.getElementById('update');
    const offer = function (worker) {
      notice.hidden = false;
      document.getElementById('update-reload').onclick = function () { worker.postMessage('activate-new-version'); };
    };
    navigator.serviceWorker.register('sw.js').then(function (registration) {
      if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
      registration.addEventListener('updatefound', function () {
        const worker = registration.installing;
        worker.addEventListener('statechange', function () {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
        });
      });
    }).catch(function (error) { console.warn('offline support unavailable: ' + error); });
    let reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', function () {
      if (!notice.hidden && !reloading) { reloading = true; location.reload(); }
    });
  };

  // A phone short of space may evict a site's storage, saves included, unless the site asked to keep it. The
  // answer ('granted', 'refused', or 'unavailable' where the browser has no such request) is in state().
  let persistentStorage = 'not asked';
  const askToKeepSaves = function () {
    if (!navigator.storage || !navigator.storage.persist) { persistentStorage = 'unavailable'; return; }
    persistentStorage = 'asking';
    navigator.storage.persist().then(function (granted) { persistentStorage = granted ? 'granted' : 'refused'; },
      function () { persistentStorage = 'refused'; });
  };

  window.battleboard = Object.freeze({
    // Where the second half of the app's code is: waiting, fetching, compiled or running, and how many times
    // the app had to wait for it.
    code: function () {
      return { state: deferredCode.state, blockingReads: deferredCode.blockingReads, firstFrameWaited: deferredCode.firstFrameWaits };
    },
    state: function () {
      if (!runtimeReady || deferredCode.state !== 'running') return null;
      const state = JSON.parse(window.Module.UTF8ToString(window.Module._bb_state_json()));
      state.persistentStorage = persistentStorage;
      return state;
    },
  });
})();
