// Starts the app: shows what is happening until the first frame is drawn, and exposes a read-only view
// of the app's state for tests and tools (window.battleboard.state()).
(function () {
  'use strict';
  const overlay = document.getElementById('loading');
  const text = document.getElementById('loading-text');
  const say = function (message) { if (message) text.textContent = message; };
  const fail = function (message) {
    overlay.hidden = false;
    overlay.classList.add('failed');
    say('Battleboard could not start: ' + message);
  };

  window.Module = {
    canvas: document.getElementById('canvas'),
    setStatus: say,
    monitorRunDependencies: function (left) { if (left) say('Loading Battleboard… (' + left + ' parts left)'); },
    onRuntimeInitialized: function () { say('Preparing the battlefield…'); },
    onFirstFrame: function () { overlay.hidden = true; },
    onAbort: function (what) { fail(String(what)); },
    print: function (line) { console.log(line); },
    printErr: function (line) { console.warn(line); },
  };
  window.addEventListener('error', function (event) {
    if (!overlay.hidden) fail(event.message || 'a script failed to load');
  });

  window.battleboard = Object.freeze({
    state: function () {
      if (!window.Module._bb_state_json) return null;
      return JSON.parse(window.Module.UTF8ToString(window.Module._bb_state_json()));
    },
  });
})();
