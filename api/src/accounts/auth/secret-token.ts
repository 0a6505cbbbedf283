import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable secret (256 bits), URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a secret: its SHA-256 in hex. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
