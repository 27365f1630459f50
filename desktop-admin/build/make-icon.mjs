// Draws build/icon.png (512×512) from the shapes of src/renderer/public/icon.svg with Node alone:
// no image tool or package is needed here. Re-run after changing the SVG: node build/make-icon.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const SCALE = SIZE / 64; // the SVG's viewBox is 64×64
const BLUE = [0x4c, 0x6e, 0xf5];
const POLYGON = [
  [14, 48],
  [30, 16],
  [36, 28],
  [42, 20],
  [52, 48],
]; // the white mountains
const RADIUS = 14;

const inRoundedRect = (x, y) => {
  const cx = Math.min(Math.max(x, RADIUS), 64 - RADIUS);
  const cy = Math.min(Math.max(y, RADIUS), 64 - RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= RADIUS ** 2;
};
const inPolygon = (x, y) => {
  let inside = false;
  for (let i = 0, j = POLYGON.length - 1; i < POLYGON.length; j = i++) {
    const [xi, yi] = POLYGON[i];
    const [xj, yj] = POLYGON[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

// 4×4 samples per pixel, for smooth edges.
const rows = [];
for (let py = 0; py < SIZE; py++) {
  const row = Buffer.alloc(1 + SIZE * 4); // filter byte 0, then RGBA
  for (let px = 0; px < SIZE; px++) {
    let cover = 0;
    let white = 0;
    for (let sy = 0; sy < 4; sy++)
      for (let sx = 0; sx < 4; sx++) {
        const x = (px + (sx + 0.5) / 4) / SCALE;
        const y = (py + (sy + 0.5) / 4) / SCALE;
        if (!inRoundedRect(x, y)) continue;
        cover++;
        if (inPolygon(x, y)) white++;
      }
    const w = cover ? white / cover : 0;
    const rgb = BLUE.map((c) => Math.round(c * (1 - w) + 255 * w));
    row.set([...rgb, Math.round((cover / 16) * 255)], 1 + px * 4);
  }
  rows.push(row);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(Buffer.concat(rows))),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('./icon.png', import.meta.url), png);
console.log(`build/icon.png: ${SIZE}×${SIZE}, ${png.length} bytes`);
