// The tabs of the app on one device hear each other's changes (tab_channel.hpp) through the BroadcastChannel
// "battleboard-tabs". A message waits in a queue until the app's next frame takes it, and wakes the app for that
// frame. A browser without BroadcastChannel has no other tab to hear: nothing is sent or heard.
// Emscripten JS library: called from tab_channel_web.cpp.
mergeInto(LibraryManager.library, {
  $BBTabs__deps: ['$bbWakeApp'],
  $BBTabs: {
    channel: null,
    heard: [],
    open: function () {
      if (BBTabs.channel || typeof BroadcastChannel !== 'function') return BBTabs.channel;
      BBTabs.channel = new BroadcastChannel('battleboard-tabs');
      BBTabs.channel.onmessage = function (event) {
        if (!(event.data instanceof Uint8Array) || event.data.length === 0) return;
        BBTabs.heard.push(event.data);
        bbWakeApp();
      };
      return BBTabs.channel;
    },
  },

  bb_js_tabs_send__deps: ['$BBTabs'],
  bb_js_tabs_send: function (data, size) {
    const channel = BBTabs.open();
    if (channel) channel.postMessage(HEAPU8.slice(data, data + size));
  },

  // The size of the oldest message not taken yet (-1: none); given room for it, copies it and takes it.
  bb_js_tabs_next__deps: ['$BBTabs'],
  bb_js_tabs_next: function (buffer, capacity) {
    BBTabs.open();
    if (BBTabs.heard.length === 0) return -1;
    const message = BBTabs.heard[0];
    if (capacity < message.length) return message.length;
    HEAPU8.set(message, buffer);
    BBTabs.heard.shift();
    return message.length;
  },
});
