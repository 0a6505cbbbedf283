import sharp, { type FormatEnum } from 'sharp';
import { AVATAR_MAX_DIMENSION, type AvatarMime } from './avatar-formats';

/** The longest side of a stored avatar: larger pictures are scaled down, keeping their shape. */
export const AVATAR_STORED_MAX_SIDE = 512;

const FORMATS: Record<AvatarMime, keyof FormatEnum> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The types that may hold more than one frame; their animation is kept. */
const ANIMATED: ReadonlySet<AvatarMime> = new Set(['image/gif', 'image/webp']);

/**
 * The picture decoded and encoded again in its own format, so none of the uploaded bytes are ever
 * served: turned upright by its EXIF orientation, at most {@link AVATAR_STORED_MAX_SIDE} px a
 * side, without metadata (EXIF with GPS, XMP, IPTC, comments; sharp keeps none unless told).
 * null when the bytes do not decode as the type their header claims.
 */
export async function reencodeAvatar(content: Buffer, mime: AvatarMime): Promise<Buffer | null> {
  const format = FORMATS[mime];
  const animated = ANIMATED.has(mime);
  try {
    const image = sharp(content, {
      animated,
      failOn: 'error',
      limitInputPixels: AVATAR_MAX_DIMENSION * AVATAR_MAX_DIMENSION,
    });
    const metadata = await image.metadata();
    if (metadata.format !== format) return null;
    const upright = (metadata.pages ?? 1) > 1 ? image : image.rotate();
    return await upright
      .resize({
        width: AVATAR_STORED_MAX_SIDE,
        height: AVATAR_STORED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toFormat(format)
      .toBuffer();
  } catch {
    return null;
  }
}
