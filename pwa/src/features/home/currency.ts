/** The sign of a currency in a language ('₽' for RUB); the code itself when there is none. */
export function currencySymbol(currency: string, language: string | undefined): string {
  try {
    const parts = new Intl.NumberFormat(language ?? 'ru', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    // not an ISO 4217 code
    return currency;
  }
}
