import { imageSize } from 'image-size';
import { AVATAR_MAX_DIMENSION, type AvatarMime } from './avatar-formats';

export interface AvatarImage {
  mime: AvatarMime;
  width: number;
  height: number;
}

/** The leading bytes of each accepted type; `null` bytes may be anything (RIFF's length). */
const SIGNATURES: { mime: AvatarMime; sizeType: string; bytes: (number | null)[] }[] = [
  { mime: 'image/png', sizeType: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', sizeType: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/gif', sizeType: 'gif', bytes: [...ascii('GIF8')] },
  {
    mime: 'image/webp',
    sizeType: 'webp',
    bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
  },
];

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/**
 * What a file really is, judged by its bytes and never by its name or declared type: an avatar
 * type whose header parses with sane dimensions, or null (text, SVG, PDF, HTML, a broken file, a
 * picture too large to decode safely).
 */
export function sniffAvatar(content: Uint8Array): AvatarImage | null {
  const signature = SIGNATURES.find(({ bytes }) =>
    bytes.every((byte, index) => byte === null || content[index] === byte),
  );
  if (!signature || content.length < signature.bytes.length) return null;
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(content);
  } catch {
    return null;
  }
  if (size.type !== signature.sizeType) return null;
  const { width, height } = size;
  if (!isDimension(width) || !isDimension(height)) return null;
  return { mime: signature.mime, width, height };
}

function isDimension(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= AVATAR_MAX_DIMENSION;
}
