import { Injectable } from '@nestjs/common';
import { ApiError } from '../../common/errors/api-error';
import type { User } from '../entities/user.entity';
import { CredentialsService } from './credentials.service';
import type { LoginDto } from './dto/login.dto';
import { SessionService } from './session.service';

export interface SignedInSession {
  user: User;
  token: string;
  expiresAt: Date;
}

/** Sign-in by username or e-mail: a new server-side session of an active account. */
@Injectable()
export class LoginService {
  constructor(
    private readonly credentials: CredentialsService,
    private readonly sessions: SessionService,
  ) {}

  async login(body: LoginDto, ip: string, userAgent: string | null): Promise<SignedInSession> {
    const user = await this.credentials.verify(body, ip);
    if (user.status === 'pending') throw new ApiError('activationPending');
    return { user, ...(await this.sessions.start(user, userAgent)) };
  }
}
