import { describe, expect, it } from 'vitest';
import {
  nameWithNickname,
  nameScript,
  otherScriptName,
  placeName,
  realName,
  titleIn,
  type NamedPlayer,
} from './names';

const player = (overrides: Partial<NamedPlayer> = {}): NamedPlayer => ({
  lastName: 'Иванов',
  firstName: 'Пётр',
  lastNameLatin: 'Ivanov',
  firstNameLatin: 'Petr',
  nickname: null,
  ...overrides,
});

describe('nameScript', () => {
  it.each([
    ['ru', 'cyrillic'],
    ['ru-RU', 'cyrillic'],
    ['RU', 'cyrillic'],
    ['en', 'latin'],
    ['zh', 'han'],
    ['zh-CN', 'han'],
    [undefined, 'latin'],
  ])('reads names in %s in %s', (language, script) => {
    expect(nameScript(language)).toBe(script);
  });
});

describe('realName', () => {
  it('writes the Chinese name in Chinese, together, else the Latin one', () => {
    const chinese = player({ lastNameZh: '伊万诺夫', firstNameZh: '彼得' });
    expect(realName(chinese, 'han')).toBe('伊万诺夫彼得');
    expect(realName(chinese, 'latin')).toBe('Ivanov Petr');
    expect(realName(chinese, 'cyrillic')).toBe('Иванов Пётр');
    expect(realName(player(), 'han')).toBe('Ivanov Petr');
    expect(realName(player({ lastNameZh: null, firstNameZh: null }), 'han')).toBe('Ivanov Petr');
    expect(otherScriptName(chinese, 'han')).toBe('Ivanov Petr');
    expect(otherScriptName(player(), 'han')).toBe('Иванов Пётр');
  });

  it('writes the surname first, in the script', () => {
    expect(realName(player(), 'cyrillic')).toBe('Иванов Пётр');
    expect(realName(player(), 'latin')).toBe('Ivanov Petr');
  });

  it("uses the other script's name when this one is empty", () => {
    const latinOnly = player({ lastName: '', firstName: '' });
    expect(realName(latinOnly, 'cyrillic')).toBe('Ivanov Petr');
    const cyrillicOnly = player({ lastNameLatin: '', firstNameLatin: '' });
    expect(realName(cyrillicOnly, 'latin')).toBe('Иванов Пётр');
  });

  it('writes a lone surname or first name without extra spaces', () => {
    expect(realName(player({ firstName: '' }), 'cyrillic')).toBe('Иванов');
    expect(realName(player({ lastNameLatin: '' }), 'latin')).toBe('Petr');
    expect(realName(player({ firstName: '  ', lastName: ' Иванов ' }), 'cyrillic')).toBe('Иванов');
  });

  it('writes a dash when there is no name at all', () => {
    const nameless = player({
      lastName: '',
      firstName: ' ',
      lastNameLatin: '',
      firstNameLatin: '',
    });
    expect(realName(nameless, 'cyrillic')).toBe('—');
    expect(realName(nameless, 'latin')).toBe('—');
  });
});

describe('nameWithNickname', () => {
  it('writes the real name first and the nickname beside it', () => {
    expect(nameWithNickname(player({ nickname: ' Vanya ' }), 'cyrillic')).toBe(
      'Иванов Пётр (Vanya)',
    );
    expect(nameWithNickname(player({ nickname: 'Vanya' }), 'latin')).toBe('Ivanov Petr (Vanya)');
  });

  it('writes the real name alone without a nickname', () => {
    for (const nickname of [null, undefined, '', '  ']) {
      expect(nameWithNickname(player({ nickname }), 'latin')).toBe('Ivanov Petr');
    }
  });

  it("keeps the nickname beside the other script's name when the script's is empty", () => {
    const latinOnly = player({ lastName: '', firstName: '', nickname: 'Tiger' });
    expect(nameWithNickname(latinOnly, 'cyrillic')).toBe('Ivanov Petr (Tiger)');
  });
});

describe('otherScriptName', () => {
  it("gives the other script's name to show under the main one", () => {
    expect(otherScriptName(player(), 'cyrillic')).toBe('Ivanov Petr');
    expect(otherScriptName(player(), 'latin')).toBe('Иванов Пётр');
  });

  it('gives null when the other name would repeat the main one', () => {
    expect(otherScriptName(player({ lastNameLatin: '', firstNameLatin: '' }), 'latin')).toBeNull();
    const same = player({
      lastName: 'Kim',
      firstName: 'Li',
      lastNameLatin: 'Kim',
      firstNameLatin: 'Li',
    });
    expect(otherScriptName(same, 'cyrillic')).toBeNull();
  });
});

describe('placeName', () => {
  const moscow = { name: 'Москва', nameLatin: 'Moscow' };

  it('names a place in the script, else in the other one', () => {
    expect(placeName(moscow, 'cyrillic')).toBe('Москва');
    expect(placeName(moscow, 'latin')).toBe('Moscow');
    expect(placeName({ name: 'Москва', nameLatin: '' }, 'latin')).toBe('Москва');
    expect(placeName({ name: '', nameLatin: 'Moscow' }, 'cyrillic')).toBe('Moscow');
  });

  it('writes nothing for a missing place', () => {
    expect(placeName(null, 'latin')).toBe('');
    expect(placeName(undefined, 'cyrillic')).toBe('');
  });
});

describe('titleIn', () => {
  const cup = { title: 'Кубок Москвы', titleLatin: 'Moscow Cup' };

  it('gives the title in the script, else in the other one', () => {
    expect(titleIn(cup, 'cyrillic')).toBe('Кубок Москвы');
    expect(titleIn(cup, 'latin')).toBe('Moscow Cup');
    expect(titleIn({ title: 'Кубок', titleLatin: '' }, 'latin')).toBe('Кубок');
    expect(titleIn({ title: '', titleLatin: 'Cup' }, 'cyrillic')).toBe('Cup');
  });
});
