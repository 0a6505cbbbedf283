import type { AvatarFormats } from '@sync/contract/account';

export type AvatarProblem = 'fileTooLarge' | 'unsupportedFileFormat';

/** What the file chooser offers: the accepted types and their extensions. */
export function acceptOf(formats: AvatarFormats | null): string {
  if (!formats) return 'image/*';
  return formats.Types.flatMap(({ mime, extensions }) => [
    mime,
    ...extensions.map((ext) => `.${ext}`),
  ]).join(',');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The check before uploading (the server checks the content again): null when the file may
 * go, else why not. The type comes from the browser, or from the extension when it gives none.
 */
export function checkAvatarFile(
  file: Pick<File, 'name' | 'size' | 'type'>,
  formats: AvatarFormats,
): AvatarProblem | null {
  const known = formats.Types.some(({ mime, extensions }) =>
    file.type ? file.type === mime : extensions.includes(extensionOf(file.name)),
  );
  if (!known) return 'unsupportedFileFormat';
  if (file.size > formats.MaxSize) return 'fileTooLarge';
  return null;
}

/** 2097152 → '2 MB', for the hint under the chooser. */
export function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}
