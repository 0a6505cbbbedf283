import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
} from '@nestjs/common';
import type { User } from '../entities/user.entity';
import { bearerTokenOf, sessionTokenOf, type AuthenticatedRequest } from '../auth/auth-request';
import { SessionService } from '../auth/session.service';

/**
 * For public pages that show more to some viewers: lets every request in, and records who sent it
 * when it carries a live session cookie or API token (anonymous otherwise, never an error).
 */
@Injectable()
export class ViewerGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const bearer = bearerTokenOf(request);
    const session = sessionTokenOf(request);
    const user = bearer
      ? await this.sessions.userOfApiToken(bearer)
      : session
        ? await this.sessions.userOfSession(session)
        : null;
    request.user = user ?? undefined;
    return true;
  }
}

/** The signed-in viewer of a handler guarded by {@link ViewerGuard}, or null. */
export const Viewer = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User | null =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user ?? null,
);
