// Sharing in the browser: the page address, the clipboard, the Web Share API and the link fragment.
// Emscripten JS library: functions are called from share_web.cpp, results come back through _bb_share_done.
mergeInto(LibraryManager.library, {
  $BBShare__deps: ['$bbWakeApp'],
  $BBShare: {
    seenFragment: null, // null: the page's first fragment has not been reported yet
    copyString: function (text) {
      const size = lengthBytesUTF8(text) + 1;
      const ptr = _malloc(size);
      stringToUTF8(text, ptr, size);
      return ptr;
    },
    finish: function (token, ok, message) {
      Module.whenAllCode(function () {
        const ptr = BBShare.copyString(message || '');
        bbWakeApp();
        Module['_bb_share_done'](token, ok ? 1 : 0, ptr);
        _free(ptr);
      });
    },
    fragment: function () { return location.hash.length > 1 ? location.hash.substring(1) : ''; },
  },

  bb_js_page_address__deps: ['$BBShare', 'malloc'],
  bb_js_page_address: function () {
    return BBShare.copyString(location.origin + location.pathname + location.search);
  },

  bb_js_copy_text__deps: ['$BBShare', 'malloc', 'free'],
  bb_js_copy_text: function (textPtr, token) {
    const text = UTF8ToString(textPtr);
    if (!navigator.clipboard || !navigator.clipboard.writeText) {
      BBShare.finish(token, false, 'This browser does not let pages copy; copy the link by hand.');
      return;
    }
    navigator.clipboard.writeText(text).then(
      function () { BBShare.finish(token, true, ''); },
      function (error) { BBShare.finish(token, false, 'Could not copy the link (' + (error && error.message || error) + ').'); });
  },

  bb_js_read_text__deps: ['$BBShare', 'malloc', 'free'],
  bb_js_read_text: function (token) {
    if (!navigator.clipboard || !navigator.clipboard.readText) {
      BBShare.finish(token, false, 'This browser does not let pages read the clipboard.');
      return;
    }
    navigator.clipboard.readText().then(
      function (text) { BBShare.finish(token, true, text); },
      function (error) { BBShare.finish(token, false, 'The browser did not let the app read the clipboard (' + (error && error.message || error) + ').'); });
  },

  bb_js_open_fragment: function (fragmentPtr) {
    history.replaceState(history.state, '', location.pathname + location.search + '#' + UTF8ToString(fragmentPtr));
  },

  bb_js_can_share: function () { return typeof navigator.share === 'function' ? 1 : 0; },

  bb_js_share__deps: ['$BBShare', 'malloc', 'free'],
  bb_js_share: function (titlePtr, urlPtr, token) {
    const data = { title: UTF8ToString(titlePtr), url: UTF8ToString(urlPtr) };
    navigator.share(data).then(
      function () { BBShare.finish(token, true, ''); },
      function (error) {
        // The player closing the share sheet is not a failure worth a message.
        if (error && error.name === 'AbortError') BBShare.finish(token, true, '');
        else BBShare.finish(token, false, 'Could not share the link (' + (error && error.message || error) + ').');
      });
  },

  bb_js_take_new_fragment__deps: ['$BBShare', 'malloc'],
  bb_js_take_new_fragment: function () {
    const now = BBShare.fragment();
    if (now === BBShare.seenFragment) return 0;
    BBShare.seenFragment = now;
    return now ? BBShare.copyString(now) : 0;
  },

  bb_js_clear_fragment__deps: ['$BBShare'],
  bb_js_clear_fragment: function () {
    if (!location.hash) return;
    history.replaceState(history.state, '', location.pathname + location.search);
    BBShare.seenFragment = '';
  },
});
