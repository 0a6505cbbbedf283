import type { MailRecipient } from '../mail/mail.service';
import type { User } from './entities/user.entity';

/** The user as the addressee of a message to `email` (theirs, or the one being confirmed). */
export function mailRecipient(user: User, email: string): MailRecipient {
  return { email, username: user.username, language: user.language };
}
