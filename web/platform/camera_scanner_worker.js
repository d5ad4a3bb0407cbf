// Reads QR codes for the camera scanner (camera_scanner_page.js) off the page's thread: a module worker of the
// site running zxing-wasm's reader (zxing-cpp in WebAssembly), which the web build copies from npm into
// scanner/zxing-wasm/. Its .wasm is fetched from there, never from the library's default CDN, so the installed app
// scans offline. Tells the page { ready } or { failed } once, then answers each frame { width, height, pixels }
// with { text } (null when the frame holds no QR code).
import { prepareZXingModule, readBarcodes } from './zxing-wasm/es/reader/index.js';

const kWasm = new URL('./zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;
const kOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };

prepareZXingModule({ overrides: { locateFile: () => kWasm }, fireImmediately: true }).then(
  () => postMessage({ ready: true }),
  (error) => postMessage({ failed: String((error && error.message) || error) }));

addEventListener('message', async (event) => {
  const { width, height, pixels } = event.data;
  try {
    const found = await readBarcodes(new ImageData(new Uint8ClampedArray(pixels), width, height), kOptions);
    const code = found.find((result) => result.isValid && result.text);
    postMessage({ text: code ? code.text : null });
  } catch (error) {
    postMessage({ text: null });  // a frame that cannot be read is like one without a code
  }
});
