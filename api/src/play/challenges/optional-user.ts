import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { bearerTokenOf, sessionTokenOf } from '../../accounts/auth/auth-request';
import { SessionService } from '../../accounts/auth/session.service';
import type { User } from '../../accounts/entities/user.entity';

/** The signed-in user of a request open to anyone, read as the auth guard reads it; else null. */
@Injectable()
export class OptionalUser {
  constructor(private readonly sessions: SessionService) {}

  async of(request: Request): Promise<User | null> {
    const bearer = bearerTokenOf(request);
    if (bearer) return this.sessions.userOfApiToken(bearer);
    const session = sessionTokenOf(request);
    return session ? this.sessions.userOfSession(session) : null;
  }
}
