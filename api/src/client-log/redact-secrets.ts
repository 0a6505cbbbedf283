/**
 * Removes secrets a client's report may carry in a URL: the codes of activation and
 * password-reset links (/sign-up/CODE, /reset-password/TOKEN) and bearer tokens, so that no log
 * line ever holds one.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(
      /(\/(?:sign-up|reset-password|activate|user\/password)\/)[A-Za-z0-9_-]+/g,
      '$1[redacted]',
    )
    .replace(/(Bearer\s+)\S+/gi, '$1[redacted]');
}
