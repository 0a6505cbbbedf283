import iconv from 'iconv-lite';
import jschardet from 'jschardet';

/** A record's bytes as text, and the encoding they were read in (as the summary reports it). */
export interface DecodedRecord {
  text: string;
  encoding: string;
}

/** The encodings a record without CA that isn't UTF-8 is tried in. */
export const DETECTED_ENCODINGS = ['windows-1251', 'GB18030', 'Shift_JIS'] as const;

/** Names a CA property may use, to the encoding we read and report. */
const CA_ALIASES: Record<string, string> = {
  'utf-8': 'UTF-8',
  utf8: 'UTF-8',
  'windows-1251': 'windows-1251',
  cp1251: 'windows-1251',
  'win-1251': 'windows-1251',
  gb18030: 'GB18030',
  gb2312: 'GB18030',
  gbk: 'GB18030',
  cp936: 'GB18030',
  euc_cn: 'GB18030',
  'euc-cn': 'GB18030',
  shift_jis: 'Shift_JIS',
  'shift-jis': 'Shift_JIS',
  sjis: 'Shift_JIS',
  cp932: 'Shift_JIS',
};

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** The CA property where a property may start (the value's characters are ASCII in any case). */
const CA_PROPERTY = /(?:^|[;\]\s(])CA\s*\[([^\]]{1,40})\]/;
/** Below this share of plausible characters a guess is not trusted over jschardet's. */
const PLAUSIBLE = 0.5;
/** A candidate this plausible beats valid UTF-8 in scripts no SGF of ours is written in. */
const SURE = 0.9;

/**
 * Reads an SGF file's bytes: in the encoding its CA property names when iconv-lite knows it (a
 * file claiming UTF-8 that isn't valid UTF-8 is detected instead); otherwise as UTF-8 when the
 * bytes are valid UTF-8; otherwise in the most plausible of windows-1251, GB18030 and Shift_JIS.
 * A few Chinese characters in GB18030 happen to be valid UTF-8 too (时越 reads as 'ʱԽ'): valid
 * UTF-8 giving IPA, modifier letters or Armenian to Arabic is read as a candidate scoring as
 * sure as real Chinese does.
 */
export function decodeRecord(bytes: Buffer): DecodedRecord {
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  const declared = declaredEncoding(body);
  if (declared !== null && declared !== 'UTF-8') {
    return { text: iconv.decode(body, declared), encoding: declared };
  }
  const utf8 = strictUtf8(body);
  if (utf8 !== null && !/[\u0250-\u036f\u0530-\u07ff]/u.test(utf8)) {
    return { text: utf8, encoding: 'UTF-8' };
  }
  const best = bestCandidate(body);
  if (utf8 !== null && best.score < SURE) return { text: utf8, encoding: 'UTF-8' };
  const encoding = best.score >= PLAUSIBLE ? best.encoding : guessed(body, best.encoding);
  return { text: iconv.decode(body, encoding), encoding };
}

/** The CA property's encoding, canonically named; null when absent or unknown to iconv-lite. */
export function declaredEncoding(bytes: Buffer): string | null {
  const match = CA_PROPERTY.exec(bytes.toString('latin1'));
  if (!match) return null;
  const name = match[1].trim();
  const canonical = CA_ALIASES[name.toLowerCase()];
  if (canonical) return canonical;
  return iconv.encodingExists(name) ? name : null;
}

function strictUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The most plausible candidate for bytes that aren't UTF-8 (the first on a tie), with its score. jschardet alone
 * misreads short records (a few Chinese names come out as KOI8-R, Japanese ones as nothing), so
 * each candidate's text is scored by how much of it looks like that language: Russian words for
 * windows-1251, GB2312's characters for GB18030 (the common level 1 fully, level 2 half: Russian
 * letters read as GB18030 make mostly level 2 ones), kana and kanji without half-width katakana
 * for Shift_JIS. jschardet decides only when none is plausible.
 */
function bestCandidate(bytes: Buffer): { encoding: string; score: number } {
  return DETECTED_ENCODINGS.map((encoding) => ({
    encoding,
    score: plausibility(encoding, iconv.decode(bytes, encoding)),
  })).reduce((best, next) => (next.score > best.score ? next : best));
}

/** jschardet's guess when iconv-lite knows it, else the best candidate after all. */
function guessed(bytes: Buffer, fallback: string): string {
  const guess = jschardet.detect(bytes).encoding;
  if (guess && iconv.encodingExists(guess)) return CA_ALIASES[guess.toLowerCase()] ?? guess;
  return fallback;
}

/** The share (0..1) of a text's non-ASCII characters that look right in this encoding. */
export function plausibility(encoding: string, text: string): number {
  const foreign = [...text].filter((c) => c.charCodeAt(0) > 0x7f);
  if (foreign.length === 0) return 0;
  if (encoding === 'windows-1251') return russianShare(text, foreign.length);
  if (encoding === 'GB18030') {
    return foreign.reduce((sum, c) => sum + gb2312Weight(c), 0) / foreign.length;
  }
  return foreign.filter(isJapanese).length / foreign.length;
}

/**
 * Non-ASCII letters in words of Russian letters only: fully when lower case, capitals or a
 * capital first; half in other mixes of case (which Chinese read as windows-1251 also makes).
 */
function russianShare(text: string, foreign: number): number {
  let good = 0;
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (/^[А-ЯЁ]?[а-яё]+$|^[А-ЯЁ]+$/u.test(word)) good += word.length;
    else if (/^[А-Яа-яЁё]+$/u.test(word)) good += word.length / 2;
  }
  return good / foreign;
}

/**
 * A character of GB2312 proper (both bytes 0xA1..0xFE): 1 for signs and level 1 (the common
 * characters, first byte up to 0xD7), 0.5 for level 2; 0 for anything else.
 */
function gb2312Weight(char: string): number {
  const bytes = iconv.encode(char, 'GB18030');
  if (bytes.length !== 2 || !bytes.every((byte) => byte >= 0xa1 && byte <= 0xfe)) return 0;
  return bytes[0] <= 0xd7 ? 1 : 0.5;
}

/** Kana, kanji, Japanese punctuation and full-width forms; not half-width katakana. */
function isJapanese(char: string): boolean {
  const code = char.charCodeAt(0);
  return (
    (code >= 0x3000 && code <= 0x30ff) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xff01 && code <= 0xff5e)
  );
}
