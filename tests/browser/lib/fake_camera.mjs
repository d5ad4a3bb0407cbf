// Pictures for Chromium's fake camera (--use-file-for-fake-video-capture): a Y4M file of one grey frame, which
// Chromium loops, and a QR code cut from a page's screenshot and drawn in the middle of a white frame.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { decodePng, rgbaOf } from './png.mjs';

const cache = process.env.BB_CACHE || path.join(os.homedir(), '.cache/battleboard');
const jsQR = createRequire(path.join(cache, 'node/'))('jsqr');

export const kFrame = 640;  // the fake camera's picture, square

// One grey picture as a Y4M file of one frame: the luma plane, then both chroma planes grey.
export function writeY4m(file, grey) {
  const header = Buffer.from(`YUV4MPEG2 W${kFrame} H${kFrame} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  fs.writeFileSync(file, Buffer.concat([header, grey, Buffer.alloc(kFrame * kFrame / 2, 128)]));
}

// A square picture of `size` pixels (a function of x, y giving 0-255) drawn in the middle of a white frame.
export function framed(size, luma) {
  const grey = Buffer.alloc(kFrame * kFrame, 255);
  const scale = Math.min(1, (kFrame - 40) / size), shown = Math.floor(size * scale), at = (kFrame - shown) >> 1;
  for (let y = 0; y < shown; y++)
    for (let x = 0; x < shown; x++) grey[(at + y) * kFrame + at + x] = luma(Math.floor(x / scale), Math.floor(y / scale));
  return grey;
}

// The QR code holding `text` on a page's screenshot, cut out with its quiet zone, framed.
export function codeOnScreen(png, text) {
  const image = decodePng(png);
  const found = jsQR(rgbaOf(image), image.width, image.height);
  assert.equal(found && found.data, text, 'the screenshot holds the code');
  const { topLeftCorner: a, bottomRightCorner: b } = found.location;
  const margin = (b.x - a.x) * 0.12;
  const left = Math.max(0, Math.floor(a.x - margin)), top = Math.max(0, Math.floor(a.y - margin));
  const size = Math.ceil(b.x - a.x + 2 * margin);
  return framed(size, (x, y) => image.pixel(Math.min(left + x, image.width - 1), Math.min(top + y, image.height - 1))[0]);
}
