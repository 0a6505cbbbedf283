import { describe, expect, it } from 'vitest';
import { checkFiles, extensionOf, formatList, megabytes } from './file-check';

const FORMATS = { Formats: ['png', 'jpg', 'pdf'], MaxSize: 20 * 1024 * 1024 };

describe('feedback file checks', () => {
  it('reads the extension in lower case, none for dot files and trailing dots', () => {
    expect(extensionOf('Photo.PNG')).toBe('png');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('name.')).toBe('');
    expect(extensionOf('README')).toBe('');
  });

  it('accepts allowed extensions in any case and refuses others and files over the size', () => {
    const files = [
      { name: 'shot.PNG', size: 10 },
      { name: 'notes.exe', size: 10 },
      { name: 'scan.pdf', size: FORMATS.MaxSize + 1 },
      { name: 'exact.jpg', size: FORMATS.MaxSize },
      { name: 'noext', size: 1 },
    ];
    const check = checkFiles(files, FORMATS);
    expect(check.accepted.map((file) => file.name)).toEqual(['shot.PNG', 'exact.jpg']);
    expect(check.wrongFormat).toEqual(['notes.exe', 'noext']);
    expect(check.tooLarge).toEqual(['scan.pdf']);
  });

  it('shows the size in megabytes and the formats with their dots', () => {
    expect(megabytes(20 * 1024 * 1024)).toBe(20);
    expect(megabytes(1.5 * 1024 * 1024)).toBe(1.5);
    expect(formatList(FORMATS)).toBe('.png, .jpg, .pdf');
  });
});
