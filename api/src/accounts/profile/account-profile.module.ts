import { Module } from '@nestjs/common';
import { AccountDeletionService } from './account-deletion.service';
import { AccountController } from './account.controller';
import { AvatarStorage } from './avatar-storage';
import { AvatarController } from './avatar.controller';
import { AvatarService } from './avatar.service';
import { CurrentPasswordService } from './current-password.service';
import { EmailChangeController } from './email-change.controller';
import { EmailChangeService } from './email-change.service';
import { PasswordChangeService } from './password-change.service';
import { AccountProfileController } from './account-profile.controller';
import { AccountProfileService } from './account-profile.service';
import { ViewerGuard } from './viewer.guard';

/**
 * An account's own pages: profile, personal info, username, e-mail, password, avatar, consent,
 * deletion.
 */
@Module({
  // The avatar's routes come first: DELETE user/avatar before DELETE user/:id.
  controllers: [
    AvatarController,
    AccountProfileController,
    AccountController,
    EmailChangeController,
  ],
  providers: [
    AccountProfileService,
    AvatarStorage,
    AvatarService,
    CurrentPasswordService,
    PasswordChangeService,
    EmailChangeService,
    AccountDeletionService,
    ViewerGuard,
  ],
})
export class AccountProfileModule {}
