import iconv from 'iconv-lite';
import { expect, it } from 'vitest';
import { decodeRecord } from './sgf-encoding';

const RU = [
  'Иван Петров',
  'Олег',
  'Сидоров Алексей',
  'Ёлкин',
  'Юрий Ткаченко',
  'Дмитрий Суровцев',
  'Чемпионат России',
  'Кубок Москвы 2019',
  'Я',
  'Щ',
  'Эдуард',
  'Мария Иванова',
  'Илья Шикшин',
  'Александр Динерштейн',
  'Кирилл',
  'Ая',
  'Ян',
  'Ли Мин',
];
const ZH = [
  '古力',
  '常昊',
  '柯洁',
  '朴廷桓',
  '李世石',
  '聂卫平',
  '马晓春',
  '芈昱廷',
  '陈耀烨',
  '时越',
  '江维杰',
  '唐韦星',
  '范廷钰',
  '第九届春兰杯',
  '黑中盘胜',
  '白',
  '黑',
  '中国围棋甲级联赛',
  '连笑',
  '檀啸',
];
const JA = [
  '井山裕太',
  '張栩',
  '本因坊秀策',
  '一力遼',
  '芝野虎丸',
  '趙治勲',
  '藤沢秀行',
  '坂田栄男',
  '呉清源',
  '第四十期棋聖戦',
  '名人戦',
  'ここで黒が打つ',
  '黒の中押し勝ち',
  '高尾紳路',
  '山下敬吾',
  '羽根直樹',
  '河野臨',
  '村川大介',
  '許家元',
  '上野愛咲美',
];

/** Real names and events, in pairs and alone, as short records without CA. */
it('detects the encoding of short records of real names', () => {
  const wrong: string[] = [];
  for (const [encoding, names] of [
    ['windows-1251', RU],
    ['GB18030', ZH],
    ['Shift_JIS', JA],
  ] as const) {
    for (const a of names)
      for (const b of [...names.slice(0, 6), null]) {
        const text = `(;GM[1]FF[4]SZ[19]PB[${a}]${b === null ? '' : `PW[${b}]`};B[pd])`;
        const got = decodeRecord(iconv.encode(text, encoding));
        if (got.encoding !== encoding) wrong.push(`${encoding} ${a}/${b} -> ${got.encoding}`);
      }
  }
  expect(wrong).toEqual([]);
});
