// The template plugin built outside the tree from the installed SDK (ctest sdk_package writes it, with the index
// entry the SDK wrote, into build/web/sdk-example/plugins/) loads in the app like any installed system and its
// piece can be placed: the SDK's wasm libraries, flags and index entry make a module the app accepts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addPiece, chooseSystem, openApp, waitFor } from './lib/app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const built = path.resolve(here, '../../build/web/sdk-example/plugins');

function sdkBuiltExample() {
  const indexFile = path.join(built, 'index.json');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: after build_web, run \`ctest --preset native -R sdk_package\`, which ` +
      'builds the example for wasm from the installed SDK');
  }
  const [entry] = JSON.parse(fs.readFileSync(indexFile, 'utf8')).plugins;
  return { entry, wasm: fs.readFileSync(path.join(built, entry.file)) };
}

export const tests = [
  {
    name: 'the example built from the installed SDK for wasm loads in the app and places its piece',
    timeout: 40000,
    async run({ page, url }) {
      const { entry, wasm } = sdkBuiltExample();
      // The site's own index with the SDK's entry added, as a host adds a system; the module from the SDK build.
      await page.route('**/plugins/index.json', async (route) => {
        const index = await (await route.fetch()).json();
        index.plugins.push(entry);
        await route.fulfill({ json: index });
      });
      await page.route(`**/plugins/${entry.file}`, (route) =>
        route.fulfill({ body: wasm, contentType: 'application/wasm' }));

      await openApp(page, url);
      const s = await waitFor(page, (st) => st.systems.some((x) => x.id === 'example'), 'the SDK-built system listed');
      assert.equal(s.systems.find((x) => x.id === 'example').name, 'Example Skirmish');
      await chooseSystem(page, 'example');
      const crate = await addPiece(page, 'supply-crate');  // waits for the piece and checks its kind
      assert.match(crate.label, /^Supply crate/);  // the name from the SDK-built module's catalogue
    },
  },
];
