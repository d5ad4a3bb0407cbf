// node plugin_bundle.mjs MODULE.wasm [--bundle OUT --id ID --name NAME --version V --author A --abi abi.h]
// Run after every plugin module is linked for the browser (cmake/BattleboardPluginModule.cmake). First the
// sandbox: a plugin receives bytes and returns bytes, so its module may import only what Emscripten's standalone
// runtime needs (the same allowance the app checks when it loads a plugin, web/platform/plugin_host.js); any
// other import fails the build, naming it. Then, with --bundle, it writes the plugin bundle a player adds in
// the app: magic, format, header size, the JSON header and the module (docs/formats.md, "Plugin bundle").
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const kAllowedImports = ['env.emscripten_notify_memory_growth', 'wasi_snapshot_preview1.proc_exit'];
const kBundleFormat = 1;

const [modulePath, ...rest] = process.argv.slice(2);
const options = {};
for (let i = 0; i + 1 < rest.length; i += 2) options[rest[i].replace(/^--/, '')] = rest[i + 1];

const module = readFileSync(modulePath);
const asked = WebAssembly.Module.imports(new WebAssembly.Module(module)).map((i) => i.module + '.' + i.name);
const refused = asked.filter((name) => !kAllowedImports.includes(name));
if (refused.length) {
  console.error(`${modulePath}: a plugin may import only ${kAllowedImports.join(' and ')}, ` +
    `but this module imports ${refused.join(', ')} (a plugin receives bytes and returns bytes; see docs/plugins.md).`);
  process.exit(1);
}

if (options.bundle) {
  const api = Number(/#define BB_PLUGIN_API_VERSION (\d+)/.exec(readFileSync(options.abi, 'utf8'))[1]);
  const header = Buffer.from(JSON.stringify({
    id: options.id, name: options.name, version: options.version, author: options.author, api,
    sha256: createHash('sha256').update(module).digest('hex'),
  }));
  const fixed = Buffer.alloc(16);
  fixed.write('BBPLUGIN', 0, 'latin1');
  fixed.writeUInt32LE(kBundleFormat, 8);
  fixed.writeUInt32LE(header.length, 12);
  writeFileSync(options.bundle + '.new', Buffer.concat([fixed, header, module]));
  renameSync(options.bundle + '.new', options.bundle);
}
