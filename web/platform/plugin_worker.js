// An added game system's plugin, run in a Worker of its own (plugin_host.js, "added plugins"): a plugin a player
// brought may loop forever, and a Worker is where the page can stop it. It gets the module's bytes and the same
// two stub imports as a built-in plugin, then answers calls: operation and request bytes in, status and reply
// bytes out (plugin_abi.js). Any trap is reported, never thrown at the page.
'use strict';

importScripts('plugin_abi.js');

let plugin = null;

self.onmessage = function (event) {
  const message = event.data;
  try {
    if (message.type === 'load') {
      plugin = BBPluginAbi.start(new WebAssembly.Instance(message.module, BBPluginAbi.imports()), 'it');
      const api = plugin.bb_plugin_api_version() >>> 0;
      // The app's first call (its description) is answered with the load, so the plugin is usable at once.
      const first = BBPluginAbi.call(plugin, message.operation, message.request);
      self.postMessage({ type: 'loaded', api: api, status: first.status, reply: first.reply }, [first.reply.buffer]);
    } else if (message.type === 'call') {
      const answer = BBPluginAbi.call(plugin, message.operation, message.request);
      self.postMessage({ type: 'reply', id: message.id, status: answer.status, reply: answer.reply }, [answer.reply.buffer]);
    }
  } catch (error) {
    self.postMessage({ type: 'trapped', id: message.id, message: String(error && error.message || error) });
  }
};
