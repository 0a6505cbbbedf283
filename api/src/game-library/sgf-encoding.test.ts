import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { declaredEncoding, decodeRecord } from './sgf-encoding';

const record = (root: string) => `(;GM[1]FF[4]SZ[19]${root};B[pd];W[dd])`;

describe('decodeRecord', () => {
  it.each([
    ['a short Russian record', 'windows-1251', 'PB[Иван]PW[Олег]'],
    ['a Russian record', 'windows-1251', 'PB[Иванов Пётр]PW[Сидоров]EV[Кубок Москвы]'],
    ['capitals only', 'windows-1251', 'PB[ИВАНОВ]PW[ПЕТРОВ]'],
    ['odd capitals', 'windows-1251', 'PB[Zed]PW[иВАН Сидоров]RE[W+3.5]'],
    ['one letter', 'windows-1251', 'PB[Я]'],
    ['a long Chinese event', 'GB18030', 'EV[第一届应氏杯世界职业围棋锦标赛决赛第五局]'],
    ['two Chinese names', 'GB18030', 'PB[柯洁]PW[朴廷桓]'],
    ['a Chinese record', 'GB18030', 'PB[古力]PW[李世石]EV[第一届]'],
    ['Japanese kanji only', 'Shift_JIS', 'PB[井山裕太]PW[張栩]EV[第一期棋聖戦]'],
    ['Japanese with kana', 'Shift_JIS', 'PB[本因坊秀策]PW[太田雄蔵]C[ここで黒が打つ]'],
  ])('reads %s without CA as %s', (_name, encoding, root) => {
    const text = record(root);
    expect(decodeRecord(iconv.encode(text, encoding))).toEqual({ text, encoding });
  });

  it('reads UTF-8 (with or without a BOM) as UTF-8', () => {
    const text = record('PB[Иван]PW[古力]');
    expect(decodeRecord(Buffer.from(text))).toEqual({ text, encoding: 'UTF-8' });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    expect(decodeRecord(bom)).toEqual({ text, encoding: 'UTF-8' });
  });

  it('honours CA, whatever the bytes would suggest', () => {
    const text = record('CA[Shift_JIS]PB[井山裕太]');
    expect(decodeRecord(iconv.encode(text, 'Shift_JIS'))).toEqual({
      text,
      encoding: 'Shift_JIS',
    });
    const latin = record('CA[ISO-8859-1]PB[Müller]');
    expect(decodeRecord(iconv.encode(latin, 'latin1'))).toEqual({
      text: latin,
      encoding: 'ISO-8859-1',
    });
  });

  it('detects a file that claims UTF-8 but is not', () => {
    const text = record('CA[UTF-8]PB[Иван]PW[Олег]');
    expect(decodeRecord(iconv.encode(text, 'windows-1251')).encoding).toBe('windows-1251');
  });
});

describe('declaredEncoding', () => {
  it.each([
    ['(;CA[gb2312]GM[1])', 'GB18030'],
    ['(;CA[cp1251])', 'windows-1251'],
    ['(;GM[1] CA [SJIS])', 'Shift_JIS'],
    ['(;CA[utf8])', 'UTF-8'],
    ['(;CA[no-such-thing])', null],
    ['(;GM[1]C[CA[UTF-8])', null],
    ['(;GM[1])', null],
  ])('%s names %s', (text, expected) => {
    expect(declaredEncoding(Buffer.from(text))).toBe(expected);
  });
});
