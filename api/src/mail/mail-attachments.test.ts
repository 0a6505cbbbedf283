import { describe, expect, it } from 'vitest';
import { attachmentsColumn, attachmentsOf } from './mail-attachments';

describe('the attachments column', () => {
  const file = {
    filename: 'screen.png',
    path: '/data/uploads/feedback/a.png',
    contentType: 'image/png',
  };

  it('round-trips the files and keeps null for none', () => {
    expect(attachmentsOf(attachmentsColumn([file]))).toEqual([file]);
    expect(attachmentsColumn([])).toBeNull();
    expect(attachmentsColumn(undefined)).toBeNull();
    expect(attachmentsOf(null)).toEqual([]);
  });

  it('ignores what it did not write', () => {
    expect(attachmentsOf('{"filename":"x"}')).toEqual([]);
    expect(attachmentsOf(JSON.stringify([file, { filename: 'x', path: 5 }]))).toEqual([file]);
  });
});
