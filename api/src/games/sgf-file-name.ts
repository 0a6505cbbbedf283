import type { GameSummary } from '@sync/contract/games';

export interface SgfFileName {
  /** for `filename=`: letters, digits, '.', '_' and '-' only */
  ascii: string;
  /** for `filename*=`: the players' names in their own script */
  unicode: string;
}

function asciiPart(text: string): string {
  const part = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '');
  return part || 'player';
}

function unicodePart(text: string): string {
  const part = text
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, '')
    .trim()
    .replace(/\s+/g, '_');
  return part || 'player';
}

/** `<date>-<black>-<white>.sgf`, by last names. */
export function sgfFileName(game: Pick<GameSummary, 'date' | 'black' | 'white'>): SgfFileName {
  const { date, black, white } = game;
  return {
    ascii: `${date}-${asciiPart(black.lastNameLatin)}-${asciiPart(white.lastNameLatin)}.sgf`,
    unicode: `${date}-${unicodePart(black.lastName)}-${unicodePart(white.lastName)}.sgf`,
  };
}

/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * unescaped, which it must not. */
function encodeRfc5987(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A Content-Disposition that downloads under a readable name in any browser (RFC 6266). */
export function attachmentDisposition(name: SgfFileName): string {
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeRfc5987(name.unicode)}`;
}
