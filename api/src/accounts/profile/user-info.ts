import type { UserInfo, UserInfoPatch } from '@sync/contract/account';
import type { Location } from '../../locations/location.entity';
import type { User } from '../entities/user.entity';

export function toUserInfo(user: User): UserInfo {
  return {
    FirstName: user.firstName,
    LastName: user.lastName,
    MiddleName: user.middleName,
    Birthday: { day: user.birthDay, month: user.birthMonth, year: user.birthYear },
    LocationID: user.location?.id ?? null,
    Theme: user.theme,
    Language: user.language,
  };
}

/**
 * Writes a checked patch onto the user; `location` resolves a LocationID to its row. Returns
 * whether anything changed (PATCH answers 304 when nothing did).
 */
export function applyUserInfoPatch(
  user: User,
  patch: UserInfoPatch,
  location: (id: number) => Location,
): boolean {
  const before = JSON.stringify(toUserInfo(user));
  if (patch.FirstName !== undefined) user.firstName = patch.FirstName;
  if (patch.LastName !== undefined) user.lastName = patch.LastName;
  if (patch.MiddleName !== undefined) user.middleName = patch.MiddleName;
  if (patch.Birthday !== undefined) {
    user.birthDay = patch.Birthday.day;
    user.birthMonth = patch.Birthday.month;
    user.birthYear = patch.Birthday.year;
  }
  if (patch.LocationID !== undefined && patch.LocationID !== (user.location?.id ?? null)) {
    user.location = patch.LocationID === null ? null : location(patch.LocationID);
  }
  if (patch.Theme !== undefined) user.theme = patch.Theme;
  if (patch.Language !== undefined) user.language = patch.Language;
  return JSON.stringify(toUserInfo(user)) !== before;
}
