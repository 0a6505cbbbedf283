/**
 * Cyrillic (Russian, plus Ukrainian і ї є ґ and Belarusian ў) to Latin, in the scheme of
 * Russian passports before 2010, which is also what most English texts use:
 * ж zh, х kh, ц ts, ч ch, ш sh, щ shch, ю yu, я ya, й y, ы y, ё e, э e; ь and ъ are dropped.
 *
 * Convention for word endings: -ий and -ый become -y (Дмитрий -> Dmitry, Юрий -> Yury,
 * Красный -> Krasny, Достоевский -> Dostoevsky), as in common English spelling; inside a word,
 * or in a word of three letters or fewer, every letter is transliterated on its own (Вий -> Viy).
 *
 * Case is kept: a capital becomes a capital followed by lower case (Щукин -> Shchukin), or all
 * capitals inside an all-capital word (ЩУКИН -> SHCHUKIN). Anything that is not Cyrillic,
 * Latin text included, is left untouched. Letters shared with Ukrainian keep their Russian
 * values (г g, и i), so Ukrainian names come out in the Russian-passport form.
 */
const LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

const CYRILLIC_WORD = /[\u0400-\u04ff]+/g;
const ADJECTIVE_ENDING = /^[ИЫиы][Йй]$/;
const MIN_WORD_FOR_ENDING = 4;

function transliterateWord(word: string): string {
  const allCaps = word.length > 1 && word === word.toUpperCase();
  const chars = [...word];
  let body = chars;
  let ending = '';
  if (chars.length >= MIN_WORD_FOR_ENDING) {
    const last = chars.slice(-2).join('');
    if (ADJECTIVE_ENDING.test(last)) {
      body = chars.slice(0, -2);
      ending = allCaps ? 'Y' : 'y';
    }
  }
  let out = '';
  for (const char of body) {
    const lower = char.toLowerCase();
    const latin = LETTERS[lower];
    if (latin === undefined) {
      out += char;
    } else if (char === lower) {
      out += latin;
    } else if (allCaps) {
      out += latin.toUpperCase();
    } else {
      out += latin.charAt(0).toUpperCase() + latin.slice(1);
    }
  }
  return out + ending;
}

export function transliterate(text: string): string {
  return text.replace(CYRILLIC_WORD, transliterateWord);
}
