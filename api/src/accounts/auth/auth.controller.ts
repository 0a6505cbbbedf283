import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { CurrentUser as CurrentUserBody } from '@sync/contract/account';
import { ApiError } from '../../common/errors/api-error';
import type { User } from '../entities/user.entity';
import { toCurrentUser } from '../user-mapping';
import { bearerTokenOf, sessionTokenOf } from './auth-request';
import { CurrentUser, SignedIn } from './auth.guard';
import { LoginDto } from './dto/login.dto';
import { LoginService } from './login.service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { SessionService } from './session.service';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly loginService: LoginService,
    private readonly sessions: SessionService,
  ) {}

  /** Signs in with a username or e-mail; sets the session cookie. */
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ description: 'CurrentUser' })
  async login(
    @Body() body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CurrentUserBody> {
    const { user, token, expiresAt } = await this.loginService.login(
      body,
      request.ip ?? '',
      request.get('user-agent') ?? null,
    );
    const previous = sessionTokenOf(request);
    if (previous) await this.sessions.end(previous);
    setSessionCookie(request, response, token, expiresAt);
    return toCurrentUser(user);
  }

  /**
   * Ends this browser's session on the server and drops the cookie; 204 even when signed out.
   * A GET, as the spec has it: the origin check refuses one sent from another site.
   */
  @Get('logout')
  @HttpCode(204)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const token = sessionTokenOf(request);
    if (token) await this.sessions.end(token);
    clearSessionCookie(request, response);
  }

  @Get('user')
  @SignedIn()
  @ApiOkResponse({ description: 'CurrentUser' })
  current(@CurrentUser() user: User): CurrentUserBody {
    return toCurrentUser(user);
  }

  /**
   * Checks an API token (Authorization: Bearer): 404 'Authorization failed', coded 'missing
   * authorization header' without the header and 'invalid token' for any other token.
   */
  @Post('authorize')
  @HttpCode(200)
  @ApiOkResponse({ description: 'CurrentUser' })
  async authorize(@Req() request: Request): Promise<CurrentUserBody> {
    if (request.get('authorization') === undefined) {
      throw new ApiError('authorizationHeaderMissing');
    }
    const token = bearerTokenOf(request);
    const user = token ? await this.sessions.userOfApiToken(token) : null;
    if (!user) throw new ApiError('apiTokenRejected');
    return toCurrentUser(user);
  }
}
