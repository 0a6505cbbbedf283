import type { Birthday } from '@domain/account/birthday';

/** The birthday as the form holds it: the text of the day, month and year fields ('' unknown). */
export interface BirthdayInputs {
  day: string;
  month: string;
  year: string;
}

function partOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  // Anything but digits is not a number of a date; checkBirthday calls NaN an invalid date.
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function birthdayFromInputs(inputs: BirthdayInputs): Birthday {
  return { day: partOf(inputs.day), month: partOf(inputs.month), year: partOf(inputs.year) };
}

export function inputsFromBirthday(birthday: Birthday | null | undefined): BirthdayInputs {
  const text = (part: number | null | undefined) => (part == null ? '' : String(part));
  return { day: text(birthday?.day), month: text(birthday?.month), year: text(birthday?.year) };
}

export function sameBirthday(a: Birthday, b: Birthday): boolean {
  return a.day === b.day && a.month === b.month && a.year === b.year;
}
