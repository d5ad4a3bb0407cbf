// Frames on demand (issue 27): the app builds a frame only when something can have changed what it shows:
// input, a running job, an answer arriving from the page, a new screen size, a message. After each wake it keeps
// building frames for a short grace (ImGui needs a few frames to settle hover, popups and a layout that takes two
// frames), then the main loop sleeps: an idle table costs no CPU. Anything that may change the picture calls
// Module.requestFrame (bbWakeApp in the other libraries).
// Emscripten JS library: called from main_loop_web.cpp.
mergeInto(LibraryManager.library, {
  $BBMainLoop__deps: ['$Browser'],
  $BBMainLoop: {
    graceMs: 500,
    graceFrames: 8,
    awakeUntil: 0,
    framesLeft: 0,
    asleep: false,
    wake: function () {
      BBMainLoop.awakeUntil = performance.now() + BBMainLoop.graceMs;
      BBMainLoop.framesLeft = BBMainLoop.graceFrames;
      if (BBMainLoop.asleep) {
        BBMainLoop.asleep = false;
        Browser.mainLoop.resume();
      }
    },
  },
  bb_js_main_loop_start__deps: ['$BBMainLoop'],
  bb_js_main_loop_start: function () {
    Module['requestFrame'] = BBMainLoop.wake;
    // Every kind of input reaches the app through SDL's or the text agent's listeners; these only wake it first.
    const wake = function () { BBMainLoop.wake(); };
    ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'mousedown', 'mousemove', 'mouseup', 'touchstart',
      'touchmove', 'touchend', 'touchcancel', 'wheel', 'keydown', 'keyup', 'input', 'compositionupdate', 'focus',
      'blur', 'resize', 'hashchange', 'popstate'].forEach(function (kind) {
      window.addEventListener(kind, wake, { capture: true, passive: true });
    });
    document.addEventListener('visibilitychange', wake);
    BBMainLoop.wake();
  },
  bb_js_main_loop_frame_built__deps: ['$BBMainLoop'],
  bb_js_main_loop_frame_built: function () {
    BBMainLoop.framesLeft--;
    if (BBMainLoop.framesLeft > 0 || performance.now() < BBMainLoop.awakeUntil) return;
    BBMainLoop.asleep = true;
    Browser.mainLoop.pause();
  },
});
