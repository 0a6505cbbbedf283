const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE || bytes.length < 24)
    throw new Error('Not a PNG image');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
