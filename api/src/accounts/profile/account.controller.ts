import { Body, Controller, Delete, HttpCode, Param, Patch, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdPipe } from '../../common/validation/id.pipe';
import { sessionTokenOf, type AuthenticatedRequest } from '../auth/auth-request';
import { CurrentUser, SignedIn } from '../auth/auth.guard';
import type { User } from '../entities/user.entity';
import { AccountDeletionService } from './account-deletion.service';
import { PasswordChangeDto } from './dto/password-change.dto';
import { PasswordChangeService } from './password-change.service';

@ApiTags('accounts')
@Controller('user')
export class AccountController {
  constructor(
    private readonly passwords: PasswordChangeService,
    private readonly deletion: AccountDeletionService,
  ) {}

  /** Exactly `user/password`: PATCH `user/password/{code}` is the password reset's. */
  @Patch('password')
  @SignedIn()
  @HttpCode(204)
  async changePassword(
    @CurrentUser() user: User,
    @Body() body: PasswordChangeDto,
    @Req() req: AuthenticatedRequest,
  ): Promise<void> {
    const session = req.authMethod === 'session' ? sessionTokenOf(req) : null;
    await this.passwords.change(user, body, req.ip ?? '', session);
  }

  @Delete(':id')
  @SignedIn()
  @HttpCode(204)
  async delete(
    @CurrentUser() user: User,
    @Param('id', new IdPipe('badParameters')) id: number,
  ): Promise<void> {
    await this.deletion.delete(user, id);
  }
}
