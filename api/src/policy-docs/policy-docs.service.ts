import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../common/errors/api-error';
import { POLICY_DOCS_DIR } from './policy-docs.tokens';

/** A plain file name ending in .pdf: no slashes, dots or other path syntax can get through. */
const DOCUMENT_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

/** The federation's policy documents (privacy policy, cookie policy) as PDFs. */
@Injectable()
export class PolicyDocsService {
  constructor(@Inject(POLICY_DOCS_DIR) private readonly dir: string) {}

  async read(name: string): Promise<Buffer> {
    if (!DOCUMENT_NAME.test(name)) throw new ApiError('notFound');
    try {
      return await readFile(join(this.dir, name));
    } catch (error) {
      if (isMissing(error)) throw new ApiError('notFound');
      throw error;
    }
  }
}
