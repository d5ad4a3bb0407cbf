// The one way the page tells the app something arrived for it (typed text, a Back press, a new screen size): the
// app must build a frame to take it. The main loop builds frames only on demand (main_loop.js answers
// Module.requestFrame).
// Emscripten JS library: used by the other web/platform/*.js libraries.
mergeInto(LibraryManager.library, {
  $bbWakeApp: function () {
    if (typeof Module['requestFrame'] === 'function') Module['requestFrame']();
  },
});
