import type { AvatarFormats } from '@sync/contract/account';

/** The picture types an avatar may be, each with the extension its file is stored under. */
export const AVATAR_FORMATS = [
  { mime: 'image/png', extensions: ['png'] },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/webp', extensions: ['webp'] },
  { mime: 'image/gif', extensions: ['gif'] },
] as const;

export type AvatarMime = (typeof AVATAR_FORMATS)[number]['mime'];

/** 2 MiB; a larger upload gets 413 'File too large' (code 'file size exceeds maximum'). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Width and height at most; a small file can still declare a picture that eats the memory. */
export const AVATAR_MAX_DIMENSION = 4096;

export function avatarFormats(): AvatarFormats {
  return {
    Formats: AVATAR_FORMATS.flatMap(({ extensions }) => extensions),
    Types: AVATAR_FORMATS.map(({ mime, extensions }) => ({ mime, extensions: [...extensions] })),
    MaxSize: AVATAR_MAX_BYTES,
  };
}

/** The extension a file of this type is stored with. */
export function extensionOf(mime: AvatarMime): string {
  return AVATAR_FORMATS.find((format) => format.mime === mime)?.extensions[0] ?? 'bin';
}

export function mimeOfExtension(extension: string): AvatarMime | null {
  const format = AVATAR_FORMATS.find((f) =>
    (f.extensions as readonly string[]).includes(extension),
  );
  return format?.mime ?? null;
}
