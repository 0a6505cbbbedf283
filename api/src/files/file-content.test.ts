import { describe, expect, it } from 'vitest';
import { contentTypeOf, feedbackFormatOf } from './file-content';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('feedbackFormatOf', () => {
  it('reads the extension case-insensitively and refuses others', () => {
    expect(feedbackFormatOf('Screen.PNG')).toBe('png');
    expect(feedbackFormatOf('game.final.sgf')).toBe('sgf');
    expect(feedbackFormatOf('page.html')).toBeNull();
    expect(feedbackFormatOf('png')).toBeNull();
  });
});

describe('contentTypeOf', () => {
  it('knows images, PDF and ZIP by their magic bytes', () => {
    expect(contentTypeOf('png', PNG)).toBe('image/png');
    expect(contentTypeOf('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(contentTypeOf('gif', Buffer.from('GIF89a...'))).toBe('image/gif');
    expect(contentTypeOf('webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe(
      'image/webp',
    );
    expect(contentTypeOf('pdf', Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(contentTypeOf('zip', Buffer.from('PK\x03\x04rest', 'latin1'))).toBe('application/zip');
    expect(contentTypeOf('png', Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(contentTypeOf('jpeg', PNG)).toBeNull();
  });

  it('takes UTF-8 text, refusing binary, NUL bytes and HTML', () => {
    expect(contentTypeOf('txt', Buffer.from('Привет, 你好\n'))).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('sgf', Buffer.from('(;GM[1]SZ[19])'))).toBe(
      'application/x-go-sgf; charset=utf-8',
    );
    expect(contentTypeOf('txt', Buffer.from([0xc3, 0x28]))).toBeNull();
    expect(contentTypeOf('log', Buffer.from('a\0b'))).toBeNull();
    expect(contentTypeOf('txt', Buffer.from('\n  <!DOCTYPE html><p>hi'))).toBeNull();
    expect(contentTypeOf('txt', Buffer.from('hello <script>alert(1)</script>'))).toBeNull();
    expect(contentTypeOf('png', Buffer.from('<html><body>not an image</body></html>'))).toBeNull();
  });
});
