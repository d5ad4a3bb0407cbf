// An added game system's plugin, run in a Worker of its own (plugin_host.js, "added plugins"): a plugin a player
// brought may loop forever, and a Worker is where the page can stop it. It gets the module's bytes and the same
// two stub imports as a built-in plugin, then answers calls: operation and request bytes in, status and reply
// bytes out. Any trap is reported, never thrown at the page.
'use strict';

let plugin = null;

function imports() {
  return {
    env: { emscripten_notify_memory_growth: function () {} },
    wasi_snapshot_preview1: {
      proc_exit: function (code) { throw new Error('the plugin stopped (exit code ' + code + ')'); },
    },
  };
}

function call(operation, request) {
  const e = plugin;
  const inSize = operation.length + request.length;
  const input = e.bb_plugin_alloc(Math.max(inSize, 1));
  const slots = e.bb_plugin_alloc(8);
  let memory = new Uint8Array(e.memory.buffer);
  memory.set(operation, input);
  memory.set(request, input + operation.length);
  const status = e.bb_plugin_call(input, operation.length, input + operation.length, request.length, slots, slots + 4) >>> 0;
  memory = new Uint8Array(e.memory.buffer); // the call may have grown it
  const view = new DataView(e.memory.buffer);
  const replyPtr = view.getUint32(slots, true);
  const replySize = view.getUint32(slots + 4, true);
  if (replyPtr + replySize > memory.length) throw new Error('the reply lies outside the plugin memory');
  const reply = memory.slice(replyPtr, replyPtr + replySize);
  e.bb_plugin_free(replyPtr);
  e.bb_plugin_free(slots);
  e.bb_plugin_free(input);
  return { status: status, reply: reply };
}

self.onmessage = function (event) {
  const message = event.data;
  try {
    if (message.type === 'load') {
      const instance = new WebAssembly.Instance(message.module, imports());
      const exports = instance.exports;
      for (const name of ['memory', 'bb_plugin_api_version', 'bb_plugin_alloc', 'bb_plugin_free', 'bb_plugin_call']) {
        if (!exports[name]) throw new Error('it is not a Battleboard plugin (no ' + name + ')');
      }
      if (exports._initialize) exports._initialize();
      plugin = exports;
      const api = exports.bb_plugin_api_version() >>> 0;
      // The app's first call (its description) is answered with the load, so the plugin is usable at once.
      const first = call(message.operation, message.request);
      self.postMessage({ type: 'loaded', api: api, status: first.status, reply: first.reply }, [first.reply.buffer]);
    } else if (message.type === 'call') {
      const answer = call(message.operation, message.request);
      self.postMessage({ type: 'reply', id: message.id, status: answer.status, reply: answer.reply }, [answer.reply.buffer]);
    }
  } catch (error) {
    self.postMessage({ type: 'trapped', id: message.id, message: String(error && error.message || error) });
  }
};
