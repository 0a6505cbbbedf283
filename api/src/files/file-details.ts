import type { FileDetails, FileUploader } from '@sync/contract/files';
import type { User } from '../accounts/entities/user.entity';
import type { StoredFile } from './stored-file.entity';

export function uploaderOf(user: User | null): FileUploader | null {
  return user ? { id: user.id, username: user.username } : null;
}

/** The file's row as admins read it; `uploadedBy` must be populated. */
export function fileDetailsOf(file: StoredFile): FileDetails {
  return {
    id: file.id,
    name: file.name,
    originalName: file.originalName,
    contentType: file.contentType,
    size: file.size,
    purpose: file.purpose,
    uploadedAt: file.uploadedAt.toISOString(),
    uploadedBy: uploaderOf(file.uploadedBy),
    feedbackId: file.feedback?.id ?? null,
  };
}

/**
 * A Content-Disposition header naming the file: an ASCII fallback and the UTF-8 name (RFC 6266).
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
