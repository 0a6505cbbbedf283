import type { MailService } from '../mail/mail.service';
import type { User } from './entities/user.entity';

/** Tells the account's address that its password was changed (a profile change or a reset). */
export function notifyPasswordChanged(mail: MailService, user: User): void {
  if (!user.email) return;
  mail.notify('passwordChanged', {
    email: user.email,
    username: user.username,
    language: user.language,
  });
}
