// The live table's WebRTC connection (peer_channel.hpp): one RTCPeerConnection with one ordered data channel,
// no ICE server unless the player allowed a public STUN server. Every step is a promise; the app polls the state
// each frame and is woken when anything changes. Each message travels in parts of at most 16 KB, each led by one
// byte (1: more parts follow, 0: the last), since browsers differ on the largest message a channel takes.
// Emscripten JS library: called from peer_channel_web.cpp.
mergeInto(LibraryManager.library, {
  $BBPeer__deps: ['$bbWakeApp', 'malloc'],
  $BBPeer: {
    // States as PeerState and IceState number them.
    IDLE: 0, GATHERING: 1, CONNECTING: 2, OPEN: 3, CLOSED: 4, FAILED: 5,
    ICE: { 'new': 0, 'checking': 1, 'connected': 2, 'completed': 2, 'disconnected': 3, 'failed': 4, 'closed': 5 },
    PART: 16384,
    MOST: 4 * 1024 * 1024 + 64, // a sync message's bound (sync/operation.hpp) and its magic, with room to spare
    GATHER_MS: 3000,
    pc: null,
    channel: null,
    state: 0,
    ice: 0,
    localSdp: '',
    error: '',
    notice: '',
    received: [],
    parts: [],
    partBytes: 0,
    wakeTimer: 0,
    copyString: function (text) {
      const size = lengthBytesUTF8(text) + 1;
      const ptr = _malloc(size);
      stringToUTF8(text, ptr, size);
      return ptr;
    },
    set: function (pc, state, error) {
      if (pc !== BBPeer.pc) return; // a connection already replaced
      BBPeer.state = state;
      if (error) BBPeer.error = error;
      bbWakeApp();
    },
    // Wakes the app once after `ms`, so a timeout it keeps is noticed on an idle page.
    wakeLater: function (ms) {
      clearTimeout(BBPeer.wakeTimer);
      BBPeer.wakeTimer = setTimeout(bbWakeApp, ms);
    },
    reset: function () {
      if (BBPeer.pc) {
        const old = BBPeer.pc;
        BBPeer.pc = null;
        try { old.close(); } catch (e) { /* already closed */ }
      }
      BBPeer.channel = null;
      BBPeer.state = BBPeer.IDLE;
      BBPeer.ice = 0;
      BBPeer.localSdp = '';
      BBPeer.error = '';
      BBPeer.received = [];
      BBPeer.parts = [];
      BBPeer.partBytes = 0;
    },
    start: function (useStun) {
      BBPeer.reset();
      if (!BBPeer.listening) {
        BBPeer.listening = true;
        // Closing the page closes the channel at once, so the other device hears it left.
        window.addEventListener('pagehide', function () { BBPeer.reset(); });
      }
      const config = { iceServers: useStun ? [{ urls: 'stun:stun.l.google.com:19302' }] : [] };
      let pc;
      try {
        pc = new RTCPeerConnection(config);
      } catch (e) {
        BBPeer.state = BBPeer.FAILED;
        BBPeer.error = 'The browser refused a connection (' + (e && e.message || e) + ').';
        return null;
      }
      BBPeer.pc = pc;
      BBPeer.state = BBPeer.GATHERING;
      pc.oniceconnectionstatechange = function () {
        if (pc !== BBPeer.pc) return;
        BBPeer.ice = BBPeer.ICE[pc.iceConnectionState] || 0;
        if (pc.iceConnectionState === 'disconnected') BBPeer.wakeLater(7000);
        bbWakeApp();
      };
      pc.onconnectionstatechange = function () {
        if (pc.connectionState === 'failed')
          BBPeer.set(pc, BBPeer.FAILED, 'The connection to the other device was lost.');
      };
      pc.ondatachannel = function (event) { BBPeer.attach(pc, event.channel); };
      return pc;
    },
    attach: function (pc, channel) {
      if (pc !== BBPeer.pc) return;
      BBPeer.channel = channel;
      channel.binaryType = 'arraybuffer';
      channel.onopen = function () { BBPeer.set(pc, BBPeer.OPEN); };
      channel.onclose = function () {
        if (BBPeer.state === BBPeer.OPEN || BBPeer.state === BBPeer.CONNECTING) BBPeer.set(pc, BBPeer.CLOSED);
      };
      channel.onmessage = function (event) {
        if (pc !== BBPeer.pc || !(event.data instanceof ArrayBuffer) || event.data.byteLength === 0) return;
        const part = new Uint8Array(event.data);
        BBPeer.partBytes += part.length - 1;
        if (BBPeer.partBytes > BBPeer.MOST) {
          // Parts of an oversized message are dropped until its last one; the app is told.
          if (part[0] === 0) {
            BBPeer.notice = 'A message from the other device was larger than 4 MiB and was ignored.';
            BBPeer.parts = [];
            BBPeer.partBytes = 0;
            bbWakeApp();
          }
          return;
        }
        BBPeer.parts.push(part.subarray(1));
        if (part[0] !== 0) return;
        const whole = new Uint8Array(BBPeer.partBytes);
        let at = 0;
        BBPeer.parts.forEach(function (p) { whole.set(p, at); at += p.length; });
        BBPeer.parts = [];
        BBPeer.partBytes = 0;
        BBPeer.received.push(whole);
        bbWakeApp();
      };
    },
    // Sets the local description, then waits for candidate gathering to finish (at most GATHER_MS).
    describe: function (pc, description) {
      return pc.setLocalDescription(description).then(function () {
        return new Promise(function (done) {
          if (pc.iceGatheringState === 'complete') return done();
          const timer = setTimeout(done, BBPeer.GATHER_MS);
          pc.addEventListener('icegatheringstatechange', function () {
            if (pc.iceGatheringState === 'complete') { clearTimeout(timer); done(); }
          });
        });
      }).then(function () {
        if (pc !== BBPeer.pc) return;
        BBPeer.localSdp = pc.localDescription.sdp;
        BBPeer.set(pc, BBPeer.CONNECTING);
        BBPeer.wakeLater(15500); // the app names the likely causes when no channel opens within 15 s
      });
    },
    fail: function (pc, what) {
      return function (e) { BBPeer.set(pc, BBPeer.FAILED, what + ' (' + (e && e.message || e) + ').'); };
    },
  },

  bb_js_peer_available: function () { return typeof RTCPeerConnection === 'function' ? 1 : 0; },

  bb_js_peer_offer__deps: ['$BBPeer'],
  bb_js_peer_offer: function (useStun) {
    const pc = BBPeer.start(useStun);
    if (!pc) return;
    BBPeer.attach(pc, pc.createDataChannel('battleboard', { ordered: true }));
    pc.createOffer().then(function (offer) { return BBPeer.describe(pc, offer); })
      .catch(BBPeer.fail(pc, 'Could not make a connection offer'));
  },

  bb_js_peer_answer__deps: ['$BBPeer'],
  bb_js_peer_answer: function (sdpPtr, useStun) {
    const sdp = UTF8ToString(sdpPtr);
    const pc = BBPeer.start(useStun);
    if (!pc) return;
    pc.setRemoteDescription({ type: 'offer', sdp: sdp })
      .then(function () { return pc.createAnswer(); })
      .then(function (answer) { return BBPeer.describe(pc, answer); })
      .catch(BBPeer.fail(pc, 'Could not answer the other device\'s code'));
  },

  bb_js_peer_accept__deps: ['$BBPeer'],
  bb_js_peer_accept: function (sdpPtr) {
    const pc = BBPeer.pc;
    if (!pc) return;
    pc.setRemoteDescription({ type: 'answer', sdp: UTF8ToString(sdpPtr) })
      .then(function () { bbWakeApp(); })
      .catch(BBPeer.fail(pc, 'Could not take the other device\'s answer'));
  },

  bb_js_peer_close__deps: ['$BBPeer'],
  bb_js_peer_close: function () { BBPeer.reset(); },

  bb_js_peer_send__deps: ['$BBPeer'],
  bb_js_peer_send: function (data, size) {
    const channel = BBPeer.channel;
    if (!channel || channel.readyState !== 'open') return 0;
    try {
      for (let at = 0; at < size || at === 0; at += BBPeer.PART) {
        const length = Math.min(BBPeer.PART, size - at);
        const part = new Uint8Array(length + 1);
        part[0] = at + length < size ? 1 : 0;
        part.set(HEAPU8.subarray(data + at, data + at + length), 1);
        channel.send(part);
        if (size === 0) break;
      }
    } catch (e) {
      return 0;
    }
    return 1;
  },

  // The size of the oldest message not taken yet (-1: none); given room for it, copies it and takes it.
  bb_js_peer_next__deps: ['$BBPeer'],
  bb_js_peer_next: function (buffer, capacity) {
    if (BBPeer.received.length === 0) return -1;
    const message = BBPeer.received[0];
    if (capacity < message.length) return message.length;
    HEAPU8.set(message, buffer);
    BBPeer.received.shift();
    return message.length;
  },

  bb_js_peer_state__deps: ['$BBPeer'],
  bb_js_peer_state: function () { return BBPeer.state; },
  bb_js_peer_ice__deps: ['$BBPeer'],
  bb_js_peer_ice: function () { return BBPeer.ice; },

  bb_js_peer_local_sdp__deps: ['$BBPeer'],
  bb_js_peer_local_sdp: function () { return BBPeer.localSdp ? BBPeer.copyString(BBPeer.localSdp) : 0; },

  // Why the connection failed, or else a note to show once (a message that was too large).
  bb_js_peer_error__deps: ['$BBPeer'],
  bb_js_peer_error: function () {
    if (BBPeer.error) return BBPeer.copyString(BBPeer.error);
    if (!BBPeer.notice) return 0;
    const note = BBPeer.notice;
    BBPeer.notice = '';
    return BBPeer.copyString(note);
  },
});
