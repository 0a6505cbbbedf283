export interface PersonName {
  lastName: string;
  firstName: string;
  lastNameLatin?: string;
  firstNameLatin?: string;
}

const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;

/** EGD files write spaces inside a name field as '_'. */
export function underscoresToSpaces(text: string): string {
  return text.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
}

/** A name as 'Last First' (EGD h9 and rating list): split at the first space. */
export function splitLastFirst(text: string): { lastName: string; firstName: string } {
  const trimmed = text.trim();
  const space = trimmed.search(/\s/);
  if (space < 0) return { lastName: underscoresToSpaces(trimmed), firstName: '' };
  return {
    lastName: underscoresToSpaces(trimmed.slice(0, space)),
    firstName: underscoresToSpaces(trimmed.slice(space + 1)),
  };
}

/** Adds the Latin spelling when the name is already written in Latin letters. */
export function personName(lastName: string, firstName: string): PersonName {
  const latin = !NON_LATIN_LETTER.test(lastName) && !NON_LATIN_LETTER.test(firstName);
  return latin
    ? { lastName, firstName, lastNameLatin: lastName, firstNameLatin: firstName }
    : { lastName, firstName };
}
