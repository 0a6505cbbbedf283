/**
 * The form in which names are compared and searched: lower case, without accents,
 * 'ё' as 'е', punctuation and repeated spaces removed. Works for Latin and Cyrillic alike.
 */
export function normalizeName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[-_.,'`’"()|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The key an imported player is matched by when there is no EGD PIN: name + country. */
export function playerMatchKey(
  lastName: string,
  firstName: string,
  country: string | null,
): string {
  return `${normalizeName(lastName)}|${normalizeName(firstName)}|${(country ?? '').toUpperCase()}`;
}
