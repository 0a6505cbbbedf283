import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/knex';
import { checkApiTokenName, VALIDATION_MESSAGES } from '@domain/account';
import type { ApiTokenInfo, CreatedApiToken } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import { ApiToken } from '../entities/api-token.entity';
import { User } from '../entities/user.entity';
import { hashSecret, newSecretToken } from './secret-token';

/** A user's tokens for scripts. The secret is shown once, at creation; the table keeps its hash. */
@Injectable()
export class ApiTokensService {
  constructor(private readonly em: EntityManager) {}

  async create(user: User, name: unknown, now = new Date()): Promise<CreatedApiToken> {
    const token = newSecretToken();
    const apiToken = this.em.create(ApiToken, {
      user: this.em.getReference(User, user.id),
      name: checkedName(name),
      tokenHash: hashSecret(token),
      createdAt: now,
    });
    await this.em.flush();
    return { ...toInfo(apiToken), token };
  }

  async list(user: User): Promise<ApiTokenInfo[]> {
    const tokens = await this.em.find(ApiToken, { user: user.id }, { orderBy: { id: 'asc' } });
    return tokens.map(toInfo);
  }

  /** 404 API_TOKEN_NOT_FOUND for an unknown id and for another user's token alike. */
  async remove(user: User, id: number): Promise<void> {
    const deleted = await this.em.nativeDelete(ApiToken, { id, user: user.id });
    if (deleted === 0) throw new ApiError('apiTokenNotFound');
  }
}

function checkedName(name: unknown): string {
  const text = typeof name === 'string' ? name : '';
  const problem = checkApiTokenName(text);
  if (problem) {
    throw new ApiError('invalidField', { message: VALIDATION_MESSAGES[problem], field: 'name' });
  }
  return text.trim();
}

function toInfo(token: ApiToken): ApiTokenInfo {
  return {
    id: token.id,
    name: token.name,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt ? token.lastUsedAt.toISOString() : null,
  };
}
