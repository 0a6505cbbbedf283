import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  checkVideoFile,
  defaultVideoName,
  extensionOf,
  sgfFileName,
} from './video-file-check';

const formats = { Formats: ['mp4', 'mov', 'webm'], MaxSize: 1000 };

describe('a video file chosen for upload', () => {
  it('reads the extension in lower case, none for a name without one or a dot file', () => {
    expect(extensionOf('Game.MP4')).toBe('mp4');
    expect(extensionOf('game.final.webm')).toBe('webm');
    expect(extensionOf('game')).toBe('');
    expect(extensionOf('.mp4')).toBe('');
  });

  it('is refused for an extension not accepted, when empty and when over the limit', () => {
    expect(checkVideoFile({ name: 'notes.txt', size: 10 }, formats)).toBe('extension');
    expect(checkVideoFile({ name: 'video', size: 10 }, formats)).toBe('extension');
    expect(checkVideoFile({ name: 'a.mp4', size: 0 }, formats)).toBe('empty');
    expect(checkVideoFile({ name: 'a.mp4', size: 1001 }, formats)).toBe('tooLarge');
    expect(checkVideoFile({ name: 'a.MOV', size: 1000 }, formats)).toBeNull();
  });

  it('is picked from any video (the camera on a phone) or the accepted extensions', () => {
    expect(acceptOf(formats)).toBe('video/*,.mp4,.mov,.webm');
  });

  it('names the conversion after the file without its extension', () => {
    expect(defaultVideoName('Club game 12.mp4')).toBe('Club game 12');
    expect(defaultVideoName('game')).toBe('game');
    expect(defaultVideoName(' .mp4')).toBe(' .mp4');
  });

  it('gives the SGF a file name without the characters file systems refuse', () => {
    expect(sgfFileName('Round 3: A/B')).toBe('Round 3_ A_B.sgf');
    expect(sgfFileName('  ')).toBe('video.sgf');
    expect(sgfFileName('Партия\u0007')).toBe('Партия_.sgf');
  });
});
