/** A file sent with an e-mail: read from `path` when the e-mail is sent. */
export interface MailAttachment {
  /** the name the recipient sees */
  filename: string;
  path: string;
  contentType: string;
}

/** The queue's `attachments` column: JSON, or null for none. */
export function attachmentsColumn(
  attachments: readonly MailAttachment[] | undefined,
): string | null {
  return attachments?.length ? JSON.stringify(attachments) : null;
}

/** The attachments of a queued e-mail; a column this code did not write counts as none. */
export function attachmentsOf(column: string | null): MailAttachment[] {
  if (!column) return [];
  const parsed: unknown = JSON.parse(column);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isAttachment);
}

function isAttachment(value: unknown): value is MailAttachment {
  if (typeof value !== 'object' || value === null) return false;
  const { filename, path, contentType } = value as Record<string, unknown>;
  return (
    typeof filename === 'string' && typeof path === 'string' && typeof contentType === 'string'
  );
}
