import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@domain/account';
import { ApiError } from '../../common/errors/api-error';
import type { User } from '../entities/user.entity';
import { rolesOf } from '../user-mapping';
import { bearerTokenOf, sessionTokenOf, type AuthenticatedRequest } from './auth-request';
import { SessionService } from './session.service';

const REQUIRED_ROLE = 'requiredRole';

/**
 * Lets a request in when it carries a live session cookie or API token of an active user with the
 * required role (any one of them when several are named): 401 'missing authorization' without
 * either, 401 'invalid token' when the one it carries is unknown, expired or its account not
 * active, 403 'missing permissions' without the role.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const required = this.reflector.getAllAndOverride<readonly Role[] | undefined>(REQUIRED_ROLE, [
      context.getHandler(),
      context.getClass(),
    ]) ?? ['user'];
    const user = await this.authenticate(request);
    const roles = rolesOf(user);
    if (!required.some((role) => roles.includes(role))) throw new ApiError('permissionDenied');
    return true;
  }

  private async authenticate(request: AuthenticatedRequest): Promise<User> {
    const bearer = bearerTokenOf(request);
    if (bearer) return signedIn(request, await this.sessions.userOfApiToken(bearer), 'token');
    const session = sessionTokenOf(request);
    if (!session) throw new ApiError('unauthorized');
    return signedIn(request, await this.sessions.userOfSession(session), 'session');
  }
}

function signedIn(
  request: AuthenticatedRequest,
  user: User | null,
  method: AuthenticatedRequest['authMethod'],
): User {
  if (!user) throw new ApiError('invalidToken');
  request.user = user;
  request.authMethod = method;
  return user;
}

/**
 * The handler needs a signed-in user with the role (role 'user', the default), or with any one of
 * the roles given as a list (['admin', 'broadcaster']).
 */
export function SignedIn(role: Role | readonly Role[] = 'user'): MethodDecorator & ClassDecorator {
  const roles: readonly Role[] = typeof role === 'string' ? [role] : role;
  return applyDecorators(SetMetadata(REQUIRED_ROLE, roles), UseGuards(AuthGuard));
}

/** The signed-in user of a handler guarded by {@link SignedIn}. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new ApiError('unauthorized');
  return request.user;
});
