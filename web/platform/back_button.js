// Back (Android's, the browser's) closes what is open in the app before it leaves the app (back_button.hpp). While
// something is open the page keeps one history entry of its own, marked in history.state; Back takes it away, which
// the app hears as one press. When the app closes everything itself the page takes its entry away (history.back()),
// so the next Back leaves. The page's own entry is marked too, so an entry the address bar adds (a link pasted
// there) is never taken for a Back press.
// Emscripten JS library: called from back_button_web.cpp.
mergeInto(LibraryManager.library, {
  $BBBack__deps: ['$bbWakeApp', '$BBShare'],
  $BBBack: {
    kOpen: 'battleboard-open',
    kBase: 'battleboard',
    started: false,
    ours: false,   // the page's entry for something open is the current one
    leaving: 0,    // history.back() calls of the page's own whose popstate has not come yet
    presses: 0,
    start: function () {
      BBBack.started = true;
      // After a reload with something open, the entry for it is still there: the app lets it go.
      if (history.state === BBBack.kOpen) BBBack.ours = true;
      else history.replaceState(BBBack.kBase, '');
      window.addEventListener('popstate', function (event) {
        if (BBBack.leaving > 0) {
          BBBack.leaving--;
        } else if (event.state === BBBack.kOpen) {
          BBBack.ours = true;  // Forward, into the entry again
          return;
        } else if (!BBBack.ours || event.state !== BBBack.kBase) {
          BBBack.ours = false;
          return;
        } else {
          BBBack.presses++;
          bbWakeApp();
        }
        BBBack.ours = false;
        // The address under the entry is the one a link opened with; it is not a new link.
        if (BBShare.seenFragment !== null) BBShare.seenFragment = BBShare.fragment();
      });
    },
  },

  bb_js_keep_back_entry__deps: ['$BBBack'],
  bb_js_keep_back_entry: function (somethingOpen) {
    if (!BBBack.started) BBBack.start();
    if (somethingOpen && !BBBack.ours) {
      history.pushState(BBBack.kOpen, '');
      BBBack.ours = true;
    } else if (!somethingOpen && BBBack.ours) {
      BBBack.ours = false;
      if (history.state === BBBack.kOpen) {
        BBBack.leaving++;
        history.back();
      }
    }
  },

  bb_js_take_back_presses__deps: ['$BBBack'],
  bb_js_take_back_presses: function () {
    const presses = BBBack.presses;
    BBBack.presses = 0;
    return presses;
  },
});
