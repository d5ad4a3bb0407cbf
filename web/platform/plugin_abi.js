// The plugin boundary's calling convention in JavaScript, one copy for both places a plugin runs: the page, for
// the site's own plugins (linked into battleboard.js with --pre-js, used by plugin_host.js), and a Worker, for
// a plugin a player added (plugin_worker.js loads it with importScripts). It holds what a plugin module may
// import, what it must export, and one call: operation and request bytes in, status and reply bytes out
// (core/include/battleboard/plugin/abi.h).
var BBPluginAbi = {
  // The sandbox: a plugin receives bytes and returns bytes, so these stubs are all it may import.
  allowedImports: ['env.emscripten_notify_memory_growth', 'wasi_snapshot_preview1.proc_exit'],
  imports: function () {
    return {
      env: { emscripten_notify_memory_growth: function () {} },
      wasi_snapshot_preview1: {
        proc_exit: function (code) { throw new Error('the plugin stopped (exit code ' + code + ')'); },
      },
    };
  },
  // Checks an instance's exports and runs its start-up code; throws naming what `what` lacks.
  start: function (instance, what) {
    const exports = instance.exports;
    for (const name of ['memory', 'bb_plugin_api_version', 'bb_plugin_alloc', 'bb_plugin_free', 'bb_plugin_call']) {
      if (!exports[name]) throw new Error(what + ' is not a Battleboard plugin (no ' + name + ')');
    }
    if (exports._initialize) exports._initialize();
    return exports;
  },
  // Copies the operation and request into the plugin's memory, runs the call and copies the reply out, freeing
  // what it allocated there. A trap inside the plugin is thrown to the caller.
  call: function (exports, operation, request) {
    const e = exports;
    const input = e.bb_plugin_alloc(Math.max(operation.length + request.length, 1));
    const slots = e.bb_plugin_alloc(8);
    let memory = new Uint8Array(e.memory.buffer);
    memory.set(operation, input);
    memory.set(request, input + operation.length);
    const status = e.bb_plugin_call(input, operation.length, input + operation.length, request.length, slots,
      slots + 4) >>> 0;
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
  },
};
