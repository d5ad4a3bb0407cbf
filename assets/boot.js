// Starts the app: shows what is happening until the first frame is drawn, and exposes a read-only view
// of the app's state for tests and tools (window.battleboard.state()).
(function () {
  'use strict';
  const overlay = document.getElementById('loading');
  const text = document.getElementById('loading-text');
  const say = function (message) { if (message) text.textContent = message; };
  let runtimeReady = false;  // the app's exports exist before its WebAssembly does
  const fail = function (message) {
    overlay.hidden = false;
    overlay.classList.add('failed');
    say('Battleboard could not start: ' + message);
  };

  window.Module = {
    canvas: document.getElementById('canvas'),
    setStatus: say,
    monitorRunDependencies: function (left) { if (left) say('Loading Battleboard… (' + left + ' parts left)'); },
    onRuntimeInitialized: function () { runtimeReady = true; say('Preparing the battlefield…'); },
    onFirstFrame: function () { overlay.hidden = true; registerServiceWorker(); },
    onAbort: function (what) { fail(String(what)); },
    print: function (line) { console.log(line); },
    printErr: function (line) { console.warn(line); },
  };
  window.addEventListener('error', function (event) {
    if (!overlay.hidden) fail(event.message || 'a script failed to load');
  });

  // Installed-app support: the service worker keeps this build for offline use; when a newer build has
  // been downloaded, say so and let the player choose when to switch (never mid-game on its own). It is
  // registered once the first frame is up: its precaching of every file (all the game systems) competed with
  // the app's own start for the CPU.
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

  window.battleboard = Object.freeze({
    state: function () {
      if (!runtimeReady) return null;
      return JSON.parse(window.Module.UTF8ToString(window.Module._bb_state_json()));
    },
  });
})();
