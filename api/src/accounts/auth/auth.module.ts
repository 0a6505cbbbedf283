import { Module } from '@nestjs/common';
import { ApiTokensController } from './api-tokens.controller';
import { ApiTokensService } from './api-tokens.service';
import { AuthController } from './auth.controller';
import { DeviceSessionsController } from './device-sessions.controller';
import { DeviceSessionsService } from './device-sessions.service';
import { LoginService } from './login.service';

/**
 * Sign-in, sign-out, the current user, the signed-in browsers and API tokens (sessions and the
 * guard are in the core).
 */
@Module({
  controllers: [AuthController, ApiTokensController, DeviceSessionsController],
  providers: [LoginService, ApiTokensService, DeviceSessionsService],
})
export class AuthModule {}
