import {
  checkPersonName,
  type AccountLanguage,
  type AccountTheme,
  type ValidationMessageKey,
} from '@domain/account';
import { checkBirthday } from '@domain/account/birthday';
import type { UserInfo, UserInfoPatch } from '@sync/contract/account';
import {
  birthdayFromInputs,
  inputsFromBirthday,
  sameBirthday,
  type BirthdayInputs,
} from './birthday-inputs';

/** The personal data form as typed: names and birthday as text, the rest as chosen. */
export interface InfoDraft {
  firstName: string;
  lastName: string;
  middleName: string;
  birthday: BirthdayInputs;
  locationId: number | null;
  theme: AccountTheme;
  language: AccountLanguage;
}

export type InfoField = 'firstName' | 'lastName' | 'middleName' | 'birthday';
export type InfoErrors = Partial<Record<InfoField, ValidationMessageKey>>;

export function draftOf(info: UserInfo): InfoDraft {
  return {
    firstName: info.FirstName,
    lastName: info.LastName,
    middleName: info.MiddleName,
    birthday: inputsFromBirthday(info.Birthday),
    locationId: info.LocationID,
    theme: info.Theme,
    language: info.Language,
  };
}

/** The info the draft stands for (names without the spaces around them). */
export function infoOf(draft: InfoDraft): UserInfo {
  return {
    FirstName: draft.firstName.trim(),
    LastName: draft.lastName.trim(),
    MiddleName: draft.middleName.trim(),
    Birthday: birthdayFromInputs(draft.birthday),
    LocationID: draft.locationId,
    Theme: draft.theme,
    Language: draft.language,
  };
}

/** The messages to show under the fields; empty when the draft can be sent. */
export function validateDraft(draft: InfoDraft, today: Date = new Date()): InfoErrors {
  const info = infoOf(draft);
  const errors: InfoErrors = {};
  const names = [
    ['firstName', info.FirstName],
    ['lastName', info.LastName],
    ['middleName', info.MiddleName],
  ] as const;
  for (const [field, value] of names) {
    const error = checkPersonName(value);
    if (error) errors[field] = error;
  }
  const birthday = checkBirthday(info.Birthday, today);
  if (birthday) errors.birthday = birthday;
  return errors;
}

/** Only the fields that differ from what the server holds: the PATCH body. */
export function changedFields(saved: UserInfo, next: UserInfo): UserInfoPatch {
  const patch: UserInfoPatch = {};
  if (next.FirstName !== saved.FirstName) patch.FirstName = next.FirstName;
  if (next.LastName !== saved.LastName) patch.LastName = next.LastName;
  if (next.MiddleName !== saved.MiddleName) patch.MiddleName = next.MiddleName;
  if (!sameBirthday(next.Birthday, saved.Birthday)) patch.Birthday = next.Birthday;
  if (next.LocationID !== saved.LocationID) patch.LocationID = next.LocationID;
  if (next.Theme !== saved.Theme) patch.Theme = next.Theme;
  if (next.Language !== saved.Language) patch.Language = next.Language;
  return patch;
}
