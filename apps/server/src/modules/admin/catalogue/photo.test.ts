import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DOCTOR_PHOTO_LIMIT_BYTES, DOCTOR_PHOTO_SIZES, type ResizedPhoto, resizedPhoto } from './photo';

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

/** A real picture of one colour, encoded as `format`. */
const picture = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif', background = RED) =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** Red above, blue below: which way up it comes out shows whether the orientation was applied. */
const redOverBlue = async (side: number) =>
  sharp({ create: { width: side, height: side / 2, channels: 3, background: RED } })
    .extend({ bottom: side / 2, background: BLUE })
    .jpeg()
    .toBuffer();

/** A PNG whose header claims `width` × `height`: a few hundred bytes standing for a decompression bomb. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await picture(200, 200, 'png'));
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4), … then its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const images = (result: ResizedPhoto) => {
  if (!result.ok) throw new Error(`refused: ${result.problem}`);
  return result.images;
};

describe('resizedPhoto', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('makes a %s into a WebP square of each size', async (format) => {
    const out = images(await resizedPhoto(await picture(1200, 900, format)));
    expect(out.map(({ size, width }) => ({ size, width }))).toEqual(DOCTOR_PHOTO_SIZES);
    for (const image of out) {
      const meta = await sharp(image.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', image.width, image.width]);
      expect([image.mime, image.ext]).toEqual(['image/webp', 'webp']);
    }
  });

  it('covers 2× screens: twice the CSS size of the doctor card (76) and the profile (112)', () => {
    expect(DOCTOR_PHOTO_SIZES).toEqual([
      { size: 'card', width: 152 },
      { size: 'profile', width: 224 },
    ]);
  });

  it('crops a portrait to a square rather than squashing it', async () => {
    const out = images(await resizedPhoto(await picture(600, 1800, 'jpeg')));
    for (const image of out) {
      const { width, height } = await sharp(image.bytes).metadata();
      expect(width).toBe(height);
    }
  });

  it('turns the photo upright by its EXIF orientation and drops the metadata', async () => {
    // Orientation 6: the camera was turned a quarter; shown upright, the top (red) is on the right.
    const photo = await sharp(await redOverBlue(400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const [card] = images(await resizedPhoto(photo));
    if (!card) throw new Error('no card image');
    const { data, info } = await sharp(card.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const middle = Math.floor(info.height / 2);
    const [leftRed, , leftBlue] = pixel(5, middle);
    const [rightRed, , rightBlue] = pixel(info.width - 5, middle);
    expect(leftBlue).toBeGreaterThan(150);
    expect(leftRed).toBeLessThan(100);
    expect(rightRed).toBeGreaterThan(150);
    expect(rightBlue).toBeLessThan(100);

    const meta = await sharp(card.bytes).metadata();
    expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('does not enlarge a photo between the two sizes: its profile image is its own size', async () => {
    const out = images(await resizedPhoto(await picture(180, 260, 'png')));
    expect(out.map((i) => [i.size, i.width])).toEqual([
      ['card', 152],
      ['profile', 180],
    ]);
    expect((await sharp(out[1]?.bytes).metadata()).width).toBe(180);
  });

  it('refuses a photo smaller than the card needs', async () => {
    expect(await resizedPhoto(await picture(100, 100, 'jpeg'))).toEqual({ ok: false, problem: 'tooSmall' });
    expect(await resizedPhoto(await picture(1000, 151, 'png'))).toEqual({ ok: false, problem: 'tooSmall' });
  });

  it('refuses more bytes than the limit before looking at them', async () => {
    const big = Buffer.concat([await picture(400, 400, 'jpeg'), Buffer.alloc(DOCTOR_PHOTO_LIMIT_BYTES)]);
    expect(await resizedPhoto(big)).toEqual({ ok: false, problem: 'tooBig' });
    expect(DOCTOR_PHOTO_LIMIT_BYTES).toBe(5 * 1024 * 1024);
  });

  it('refuses a small file that declares a huge picture, without decoding it', async () => {
    const bomb = await pngClaiming(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30_000);
    expect(await resizedPhoto(bomb)).toEqual({ ok: false, problem: 'tooBig' });
  });

  it('refuses a GIF and a text file named like a photo: the type comes from the bytes', async () => {
    expect(await resizedPhoto(await picture(400, 400, 'gif'))).toEqual({ ok: false, problem: 'notImage' });
    const text = Buffer.from('Dr. Asha Rao, paediatrician\n'.repeat(50));
    expect(await resizedPhoto(text)).toEqual({ ok: false, problem: 'notImage' });
    expect(await resizedPhoto(Buffer.alloc(0))).toEqual({ ok: false, problem: 'notImage' });
  });

  it('refuses a photo whose header reads but whose pixels are cut off', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 800, channels: 3, background: RED } })
      .composite([{ input: await picture(400, 400, 'png', BLUE), top: 200, left: 200 }])
      .jpeg()
      .toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(await resizedPhoto(truncated)).toEqual({ ok: false, problem: 'unreadable' });
  });
});
