// Times the site's own plugin module (build/web/site/plugins/wh40k10.wasm, built as the app ships it) on the
// wasm benchmark's maps: each request written by `bench/sight_map/run-wasm --requests FILE` goes through the
// plugin boundary as the app sends it (bytes copied in, "sight-map" called, the reply copied out). Prints per
// size the mean, fastest and median update, the slowest observer spot (each spot's best round) and the digest of
// every map's spots, which is run-wasm's digest when the plugin answers the same maps.
// Usage: node bench/sight_map/plugin-wasm.mjs REQUESTS [PLUGIN.wasm] [ROUNDS]
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

const [requestsFile, pluginFile = 'build/web/site/plugins/wh40k10.wasm', rounds = '1'] = process.argv.slice(2);
if (!requestsFile) {
  console.error('usage: node bench/sight_map/plugin-wasm.mjs REQUESTS [PLUGIN.wasm] [ROUNDS]');
  process.exit(2);
}

// The imports a plugin may have (web/platform/plugin_host.js).
const imports = {
  env: { emscripten_notify_memory_growth() {} },
  wasi_snapshot_preview1: { proc_exit(code) { throw new Error(`the plugin stopped (exit code ${code})`); } },
};
const { instance } = await WebAssembly.instantiate(fs.readFileSync(pluginFile), imports);
const e = instance.exports;
if (e._initialize) e._initialize();

const operation = new TextEncoder().encode('sight-map');
function call(request) {
  const input = e.bb_plugin_alloc(operation.length + request.length);
  const slots = e.bb_plugin_alloc(8);
  let memory = new Uint8Array(e.memory.buffer);
  memory.set(operation, input);
  memory.set(request, input + operation.length);
  const status = e.bb_plugin_call(input, operation.length, input + operation.length, request.length, slots, slots + 4);
  const view = new DataView(e.memory.buffer);
  const at = view.getUint32(slots, true), size = view.getUint32(slots + 4, true);
  memory = new Uint8Array(e.memory.buffer);
  const reply = memory.slice(at, at + size);
  e.bb_plugin_free(at);
  e.bb_plugin_free(slots);
  e.bb_plugin_free(input);
  if (status !== 0) throw new Error(new TextDecoder().decode(reply));
  return reply;
}

// A SightMap reply (core/serial/byte_archive): endianness byte, class version, columns, rows, spacing, spot count.
function spotsOf(reply) {
  const view = new DataView(reply.buffer, reply.byteOffset);
  const columns = view.getUint32(5, true), rows = view.getUint32(9, true);
  if (Number(view.getBigUint64(21, true)) !== columns * rows) throw new Error('unexpected reply layout');
  return reply.subarray(29, 29 + columns * rows);
}

const bytes = fs.readFileSync(requestsFile);
const sizes = [];
for (let at = 0; at < bytes.length;) {
  const pieces = bytes.readUInt32LE(at), count = bytes.readUInt32LE(at + 4);
  at += 8;
  const requests = [];
  for (let i = 0; i < count; i++) {
    const size = bytes.readUInt32LE(at);
    requests.push(bytes.subarray(at + 4, at + 4 + size));
    at += 4 + size;
  }
  sizes.push({ pieces, requests });
}

console.log(`${pluginFile} (${fs.statSync(pluginFile).size} bytes), ${rounds} round(s) of each size's updates`);
// "slowest spot": each observer spot's best round, the slowest of those: with several rounds, what the costliest
// spot needs once the machine's noise is filtered out.
console.log('pieces   mean ms   fastest ms   median ms   slowest spot ms   digest');
for (const { pieces, requests } of sizes) {
  const times = [];
  const best = requests.map(() => Infinity);
  let digest = 14695981039346656037n;  // FNV-1a over every map's spots, as the benchmarks
  for (let round = 0; round < Number(rounds); round++) {
    for (const [index, request] of requests.entries()) {
      const t = performance.now();
      const reply = call(request);
      times.push(performance.now() - t);
      best[index] = Math.min(best[index], times[times.length - 1]);
      if (round > 0) continue;
      for (const spot of spotsOf(reply)) digest = ((digest ^ BigInt(spot)) * 1099511628211n) & 0xffffffffffffffffn;
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`${String(pieces).padStart(6)} ${mean.toFixed(2).padStart(9)} ${sorted[0].toFixed(2).padStart(12)} ` +
    `${sorted[Math.floor(sorted.length / 2)].toFixed(2).padStart(11)} ${Math.max(...best).toFixed(2).padStart(17)}   ` +
    digest.toString(16).padStart(16, '0'));
}
