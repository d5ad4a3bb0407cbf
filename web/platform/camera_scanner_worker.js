// Reads QR codes for the camera scanner (camera_scanner_page.js) off the page's thread: a module worker of the
// site running zxing-wasm's reader (zxing-cpp in WebAssembly), which the web build copies from npm into
// scanner/zxing-wasm/. Its .wasm is fetched from there, never from the library's default CDN, so the installed app
// scans offline. Tells the page { ready } or { failed } once, then answers each frame ({ frame, longest }, a
// VideoFrame, or { width, height, pixels }) with { text } (null when the frame holds no QR code; with
// `unreadable` when a VideoFrame's pixels cannot be read here, so the page sends pixels instead).
import { prepareZXingModule, readBarcodes } from './zxing-wasm/es/reader/index.js';

const kWasm = new URL('./zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;
const kOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };

prepareZXingModule({ overrides: { locateFile: () => kWasm }, fireImmediately: true }).then(
  () => postMessage({ ready: true }),
  (error) => postMessage({ failed: String((error && error.message) || error) }));

// Where each pixel's brightness is in a frame's first plane: the luma plane of the YUV formats, else a colour
// channel (green stands for brightness well enough to find a black-and-white code).
const kBrightness = { I420: [0, 1], I420A: [0, 1], I422: [0, 1], I444: [0, 1], NV12: [0, 1], RGBA: [1, 4],
  RGBX: [1, 4], BGRA: [1, 4], BGRX: [1, 4] };

// A camera frame (VideoFrame) as the reader's picture: its brightness, made at most `longest` pixels, as grey
// RGBA; null when its pixels cannot be read here (a frame held only by the GPU has no format).
async function pictureOf(frame, longest) {
  try {
    const where = kBrightness[frame.format];
    if (!where) return null;
    const buffer = new Uint8Array(frame.allocationSize());
    const [plane] = await frame.copyTo(buffer).catch(() => []);
    if (!plane) return null;
    const { width: fullWidth, height: fullHeight } = frame.visibleRect;
    const scale = Math.min(1, longest / Math.max(fullWidth, fullHeight));
    const width = Math.round(fullWidth * scale), height = Math.round(fullHeight * scale);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let y = 0; y < height; y++) {
      const row = plane.offset + Math.floor(y / scale) * plane.stride;
      for (let x = 0; x < width; x++) {
        const grey = buffer[row + Math.floor(x / scale) * where[1] + where[0]];
        const i = (y * width + x) * 4;
        rgba[i] = rgba[i + 1] = rgba[i + 2] = grey;
        rgba[i + 3] = 255;
      }
    }
    return new ImageData(rgba, width, height);
  } finally {
    frame.close();
  }
}

addEventListener('message', async (event) => {
  const { frame, longest, width, height, pixels } = event.data;
  try {
    const picture = frame ? await pictureOf(frame, longest) : new ImageData(new Uint8ClampedArray(pixels), width, height);
    if (!picture) return postMessage({ text: null, unreadable: true });
    const found = await readBarcodes(picture, kOptions);
    const code = found.find((result) => result.isValid && result.text);
    postMessage({ text: code ? code.text : null });
  } catch (error) {
    postMessage({ text: null });  // a frame that cannot be read is like one without a code
  }
});
