import { describe, expect, it } from 'vitest';
import type { AvatarFormats } from '@sync/contract/account';
import { acceptOf, checkAvatarFile, megabytes } from './avatar-check';

const formats: AvatarFormats = {
  Formats: ['png', 'jpg', 'jpeg'],
  Types: [
    { mime: 'image/png', extensions: ['png'] },
    { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  ],
  MaxSize: 2 * 1024 * 1024,
};

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('the avatar check before uploading', () => {
  it('lets an accepted picture of the allowed size through', () => {
    expect(checkAvatarFile(file('me.png', 'image/png', 1000), formats)).toBeNull();
    expect(checkAvatarFile(file('me.jpg', 'image/jpeg', formats.MaxSize), formats)).toBeNull();
  });

  it('refuses a file larger than the limit', () => {
    expect(checkAvatarFile(file('me.png', 'image/png', formats.MaxSize + 1), formats)).toBe(
      'fileTooLarge',
    );
  });

  it('refuses other types, by the browser type or, without one, by the extension', () => {
    expect(checkAvatarFile(file('me.svg', 'image/svg+xml', 10), formats)).toBe(
      'unsupportedFileFormat',
    );
    expect(checkAvatarFile(file('me.png', 'text/plain', 10), formats)).toBe(
      'unsupportedFileFormat',
    );
    expect(checkAvatarFile(file('me.JPEG', '', 10), formats)).toBeNull();
    expect(checkAvatarFile(file('me.exe', '', 10), formats)).toBe('unsupportedFileFormat');
    expect(checkAvatarFile(file('noextension', '', 10), formats)).toBe('unsupportedFileFormat');
  });

  it('offers the accepted types in the file chooser', () => {
    expect(acceptOf(formats)).toBe('image/png,.png,image/jpeg,.jpg,.jpeg');
    expect(acceptOf(null)).toBe('image/*');
  });

  it('writes the size limit in megabytes', () => {
    expect(megabytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(megabytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
