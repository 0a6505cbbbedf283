import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeAvatar } from './avatar-image';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } });

/** A JPEG with a camera's EXIF: the owner's name and where it was taken. */
function photoWithGps(width: number, height: number): Promise<Buffer> {
  return picture(width, height)
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Ann Smith', Make: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' },
    })
    .toBuffer();
}

describe('reencodeAvatar', () => {
  it('drops EXIF (GPS, names) and keeps no uploaded bytes', async () => {
    const photo = await photoWithGps(64, 48);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const stored = await reencodeAvatar(photo, 'image/jpeg');
    expect(stored).not.toBeNull();
    const metadata = await sharp(stored ?? Buffer.alloc(0)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 64, 48]);
    expect(metadata.exif).toBeUndefined();
    expect(stored?.includes('Ann Smith')).toBe(false);
    expect(stored?.includes('Exif')).toBe(false);
  });

  it('scales a picture down to 512 px on its longer side, keeping its shape, never up', async () => {
    const sizes: [number, number, number, number][] = [
      [1000, 800, 512, 410],
      [800, 1000, 410, 512],
      [4096, 4096, 512, 512],
      [300, 200, 300, 200],
    ];
    for (const [width, height, storedWidth, storedHeight] of sizes) {
      const stored = await reencodeAvatar(
        await picture(width, height).png().toBuffer(),
        'image/png',
      );
      const metadata = await sharp(stored ?? Buffer.alloc(0)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([
        'png',
        storedWidth,
        storedHeight,
      ]);
    }
  });

  it('keeps the format and the frames of an animation', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 600, height: 600, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const frames = [await frame('#3c3'), await frame('#33c')];
    for (const format of ['webp', 'gif'] as const) {
      const animation = await sharp(frames, { join: { animated: true } })
        .toFormat(format)
        .toBuffer();
      expect((await sharp(animation, { animated: true }).metadata()).pages).toBe(2);
      const stored = await reencodeAvatar(animation, `image/${format}`);
      const metadata = await sharp(stored ?? Buffer.alloc(0), { animated: true }).metadata();
      expect([metadata.format, metadata.width, metadata.pageHeight, metadata.pages]).toEqual([
        format,
        512,
        512,
        2,
      ]);
    }
  });

  it('refuses bytes that do not decode as the claimed type', async () => {
    const png = await picture(48, 48).png().toBuffer();
    expect(await reencodeAvatar(png, 'image/jpeg')).toBeNull();
    expect(await reencodeAvatar(png.subarray(0, 60), 'image/png')).toBeNull();
    expect(await reencodeAvatar(Buffer.from('<svg/>'), 'image/png')).toBeNull();
  });
});
