/** EGD writes a few country codes its own way; these are their ISO 3166 equivalents. */
const EGD_TO_ISO: Record<string, string> = { UK: 'GB', YU: 'RS' };

/** ISO 3166 code for a country code as tournament files write it, or null when unknown. */
export function isoCountryCode(code: string | null | undefined): string | null {
  const upper = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper) || upper === 'XX') return null;
  return EGD_TO_ISO[upper] ?? upper;
}

/** A country's name in a language, from the platform's Unicode data; the code when unknown. */
export function countryName(isoCode: string, language: string): string {
  try {
    return (
      new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(isoCode) ?? isoCode
    );
  } catch {
    return isoCode;
  }
}
