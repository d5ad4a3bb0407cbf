// The camera scanner (camera_scanner.hpp). Only this glue is in the app's start: the scanner itself (camera,
// full-screen view, decoding) is scanner/camera_scanner_page.js, an ES module of the site fetched the first time the
// scanner opens, which brings in the QR code reader (zxing-wasm) in a worker of its own. Outcomes wait here until
// the app's next frame takes them: one, or each new code while the scanner stays open for several.
// Emscripten JS library: called from camera_scanner_web.cpp.
mergeInto(LibraryManager.library, {
  $BBCameraScanner__deps: ['$bbWakeApp'],
  $BBCameraScanner: {
    kPage: 'scanner/camera_scanner_page.js',
    open: false,
    outcomes: [],  // { read, text } for the app, oldest first
    loading: null,  // the page module's <script> while it loads
    finish: function (read, text) {
      BBCameraScanner.open = false;
      if (text !== null) BBCameraScanner.outcomes.push({ read: read, text: text });
      bbWakeApp();
    },
    // A code read while the scanner stays open.
    heard: function (text) {
      BBCameraScanner.outcomes.push({ read: true, text: text });
      bbWakeApp();
    },
    failed: function (script) {
      BBCameraScanner.loading = null;
      script.remove();  // the next open tries again
      console.warn('Battleboard: the scanner did not load: ' + BBCameraScanner.kPage);
      BBCameraScanner.finish(false, 'The code reader could not be loaded. Reload the page while online, then scan again.');
    },
    // The page module sets window.bbCameraScannerPage as it runs; a module script's load event comes after that.
    withPage: function (then) {
      if (window.bbCameraScannerPage) return then(window.bbCameraScannerPage);
      if (BBCameraScanner.loading) return;
      const script = document.createElement('script');
      script.type = 'module';
      script.src = BBCameraScanner.kPage;
      script.addEventListener('load', function () {
        BBCameraScanner.loading = null;
        if (!window.bbCameraScannerPage) return BBCameraScanner.failed(script);
        if (BBCameraScanner.open) then(window.bbCameraScannerPage);
      });
      script.addEventListener('error', function () { BBCameraScanner.failed(script); });
      BBCameraScanner.loading = script;
      document.head.appendChild(script);
    },
  },

  bb_js_camera_scanner_open__deps: ['$BBCameraScanner'],
  bb_js_camera_scanner_open: function (several) {
    if (BBCameraScanner.open) return;
    BBCameraScanner.open = true;
    BBCameraScanner.outcomes = [];
    BBCameraScanner.withPage(function (page) {
      page.open(BBCameraScanner.finish, several ? BBCameraScanner.heard : null);
    });
  },

  bb_js_camera_scanner_hint__deps: ['$BBCameraScanner'],
  bb_js_camera_scanner_hint: function (text) {
    if (BBCameraScanner.open && window.bbCameraScannerPage) window.bbCameraScannerPage.hint(UTF8ToString(text));
  },

  bb_js_camera_scanner_close__deps: ['$BBCameraScanner'],
  bb_js_camera_scanner_close: function () {
    if (!BBCameraScanner.open) return;
    BBCameraScanner.outcomes = [];  // codes read after the app had what it wanted are not wanted
    if (window.bbCameraScannerPage) window.bbCameraScannerPage.close();
    BBCameraScanner.finish(false, null);
  },

  bb_js_camera_scanner_is_open__deps: ['$BBCameraScanner'],
  bb_js_camera_scanner_is_open: function () { return BBCameraScanner.open ? 1 : 0; },

  bb_js_camera_scanner_outcome__deps: ['$BBCameraScanner'],
  bb_js_camera_scanner_outcome: function () {
    const outcome = BBCameraScanner.outcomes[0];
    return outcome ? (outcome.read ? 1 : 0) : -1;
  },

  bb_js_camera_scanner_take_text__deps: ['$BBCameraScanner', '$stringToNewUTF8'],
  bb_js_camera_scanner_take_text: function () {
    const outcome = BBCameraScanner.outcomes.shift();
    return outcome ? stringToNewUTF8(outcome.text) : 0;
  },
});
