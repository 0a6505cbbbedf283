const SQL_STRING_LITERAL = /'(?:[^']|'')*'/g;
const ARGON2_HASH = /\$argon2(?:id|i|d)\$[^\s'",)]*/g;
const HEX_DIGEST = /\b[0-9a-f]{64}\b/gi;

/**
 * A log line without secrets. Database errors quote their statement with the values inlined
 * (knex does), and those values can be a password hash, a token's hash or an e-mail address:
 * SQL string literals become '?', and any argon2 hash or SHA-256 digest left becomes [redacted].
 */
export function redactForLog(text: string): string {
  return text
    .replace(ARGON2_HASH, '[redacted]')
    .replace(SQL_STRING_LITERAL, "'?'")
    .replace(HEX_DIGEST, '[redacted]');
}
