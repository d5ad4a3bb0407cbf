// The page around the canvas on a phone: the canvas follows the visual viewport (what the browser's bars and the
// keyboard leave of the page; iOS does not shrink the page for its keyboard), and the safe-area insets are read from
// CSS (env(safe-area-inset-*) as the padding of #safe-area, page.css) for the app to keep its controls inside.
// Emscripten JS library: called from viewport_web.cpp.
mergeInto(LibraryManager.library, {
  $BBViewport__deps: ['$bbWakeApp'],
  $BBViewport: {
    insets: [0, 0, 0, 0],  // top, right, bottom, left in CSS pixels
    probe: null,
    size: '',
    // A keyboard the page was not shrunk for (iOS) covers the bottom edge, the home indicator with it.
    keyboardOpen: function () {
      const view = window.visualViewport;
      return !!view && view.height < window.innerHeight * 0.85;
    },
    readInsets: function () {
      const style = getComputedStyle(BBViewport.probe);
      const px = function (value) { return parseFloat(value) || 0; };
      BBViewport.insets = [px(style.paddingTop), px(style.paddingRight),
        BBViewport.keyboardOpen() ? 0 : px(style.paddingBottom), px(style.paddingLeft)];
    },
    follow: function () {
      const view = window.visualViewport, canvas = Module['canvas'];
      if (view) {
        canvas.style.left = view.offsetLeft + 'px';
        canvas.style.top = view.offsetTop + 'px';
        canvas.style.width = view.width + 'px';
        canvas.style.height = view.height + 'px';
      }
      BBViewport.readInsets();
      // SDL reads the canvas's size on a window resize, which a visual viewport alone never fires.
      const box = canvas.getBoundingClientRect(), size = box.width + 'x' + box.height;
      if (size !== BBViewport.size) {
        BBViewport.size = size;
        window.dispatchEvent(new Event('resize'));
      }
      bbWakeApp();
    },
  },

  bb_js_watch_viewport__deps: ['$BBViewport'],
  bb_js_watch_viewport: function () {
    const probe = document.createElement('div');
    probe.id = 'safe-area';
    document.body.appendChild(probe);
    BBViewport.probe = probe;
    window.addEventListener('resize', BBViewport.follow);
    if (window.visualViewport) {
      window.visualViewport.addEventListener('resize', BBViewport.follow);
      window.visualViewport.addEventListener('scroll', BBViewport.follow);
    }
    // The insets change with the phone's turn, and with nothing else the page could listen to.
    if (window.ResizeObserver) new ResizeObserver(BBViewport.follow).observe(probe, { box: 'border-box' });
    BBViewport.follow();
  },

  bb_js_safe_area__deps: ['$BBViewport'],
  bb_js_safe_area: function (out) {
    for (let i = 0; i < 4; i++) HEAPF32[(out >> 2) + i] = BBViewport.insets[i];
  },
});
