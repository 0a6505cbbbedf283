import { Module } from '@nestjs/common';
import { ApiTokensController } from './api-tokens.controller';
import { ApiTokensService } from './api-tokens.service';
import { AuthController } from './auth.controller';
import { LoginService } from './login.service';

/** Sign-in, sign-out, the current user and API tokens (sessions and the guard are in the core). */
@Module({
  controllers: [AuthController, ApiTokensController],
  providers: [LoginService, ApiTokensService],
})
export class AuthModule {}
