import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@sync/contract/account';
import { changedFields, draftOf, infoOf, validateDraft, type InfoDraft } from './info-form';

const saved: UserInfo = {
  FirstName: 'Ivan',
  LastName: 'Petrov',
  MiddleName: '',
  Birthday: { day: 3, month: 5, year: 1990 },
  LocationID: 7,
  Theme: 'auto',
  Language: 'ru',
};

const TODAY = new Date('2026-06-01T00:00:00Z');

const draft = (overrides: Partial<InfoDraft> = {}): InfoDraft => ({
  ...draftOf(saved),
  ...overrides,
});

describe('the personal data form', () => {
  it('holds the saved info as text and gives it back unchanged', () => {
    expect(draftOf(saved).birthday).toEqual({ day: '3', month: '5', year: '1990' });
    expect(infoOf(draftOf(saved))).toEqual(saved);
  });

  it('sends only the fields that changed', () => {
    expect(changedFields(saved, infoOf(draft()))).toEqual({});
    expect(changedFields(saved, infoOf(draft({ firstName: ' Pyotr ', theme: 'dark' })))).toEqual({
      FirstName: 'Pyotr',
      Theme: 'dark',
    });
    expect(
      changedFields(saved, infoOf(draft({ birthday: { day: '', month: '5', year: '1990' } }))),
    ).toEqual({ Birthday: { day: null, month: 5, year: 1990 } });
    expect(changedFields(saved, infoOf(draft({ locationId: null, language: 'zh' })))).toEqual({
      LocationID: null,
      Language: 'zh',
    });
    expect(changedFields(saved, infoOf(draft({ middleName: 'Sergeevich' })))).toEqual({
      MiddleName: 'Sergeevich',
    });
  });

  it('accepts Latin names with spaces and dashes, and empty ones', () => {
    expect(
      validateDraft(
        draft({ firstName: 'Anna-Maria', lastName: 'van der Berg', middleName: '' }),
        TODAY,
      ),
    ).toEqual({});
  });

  it('marks names with other letters, digits or signs', () => {
    expect(
      validateDraft(draft({ firstName: 'Иван', lastName: 'Petrov1', middleName: '<b>' }), TODAY),
    ).toEqual({ firstName: 'nameInvalid', lastName: 'nameInvalid', middleName: 'nameInvalid' });
  });

  it('checks the birthday: nonexistent dates and too few parts', () => {
    const birthday = (day: string, month: string, year: string) =>
      validateDraft(draft({ birthday: { day, month, year } }), TODAY).birthday ?? null;
    expect(birthday('31', '4', '2000')).toBe('invalidDate');
    expect(birthday('29', '2', '2023')).toBe('invalidDate');
    expect(birthday('1', '1', '2999')).toBe('invalidDate');
    expect(birthday('1', '1', '19x0')).toBe('invalidDate');
    expect(birthday('', '', '1990')).toBe('birthdayIncomplete');
    expect(birthday('12', '', '1990')).toBe('birthdayIncomplete');
    expect(birthday('12', '', '')).toBe('birthdayIncomplete');
    expect(birthday('', '', '')).toBeNull();
    expect(birthday('', '5', '1990')).toBeNull();
    expect(birthday('29', '2', '')).toBeNull();
  });
});
