import type { AccountLanguage } from '@domain/account';
import { renderMail, type MailContent, type MailParagraph } from './mail-frame';

/** Security notices: told to the account holder after the fact, with no secret in them. */
export type NoticeKind = 'passwordChanged' | 'emailChanged';

export interface NoticeParams {
  username: string;
  /** the account's new address (emailChanged, sent to the old one) */
  newEmail?: string;
  /** /reset-password on the site, for whoever did not change the password themselves */
  resetLink: string;
  supportEmail: string;
}

interface NoticeWording {
  subject: Record<NoticeKind, string>;
  what: Record<NoticeKind, (newEmail: string) => string>;
  notYou: (supportEmail: string) => string;
  newPassword: string;
}

const WORDING: Record<AccountLanguage, NoticeWording> = {
  ru: {
    subject: { passwordChanged: 'Пароль изменён', emailChanged: 'Адрес e-mail изменён' },
    what: {
      passwordChanged: () => 'Пароль вашей учётной записи изменён.',
      emailChanged: (email) =>
        `Адрес e-mail вашей учётной записи изменён на ${email}. Письма сайта теперь приходят туда.`,
    },
    notYou: (support) => `Если это были не вы, сразу напишите нам: ${support}.`,
    newPassword: 'Задать новый пароль:',
  },
  en: {
    subject: {
      passwordChanged: 'Your password was changed',
      emailChanged: 'Your e-mail was changed',
    },
    what: {
      passwordChanged: () => 'The password of your account was changed.',
      emailChanged: (email) =>
        `The e-mail of your account was changed to ${email}. The site writes there from now on.`,
    },
    notYou: (support) => `If this was not you, write to us at once: ${support}.`,
    newPassword: 'Set a new password:',
  },
  zh: {
    subject: { passwordChanged: '您的密码已更改', emailChanged: '您的邮箱已更改' },
    what: {
      passwordChanged: () => '您账户的密码已更改。',
      emailChanged: (email) => `您账户的邮箱已更改为 ${email}。今后网站的邮件将发送到该地址。`,
    },
    notYou: (support) => `如果不是您本人操作，请立即写信给我们：${support}。`,
    newPassword: '设置新密码：',
  },
};

/**
 * A notice in the user's language. After a password change it also links to /reset-password:
 * the mailbox it goes to can still take the account back.
 */
export function composeNotice(
  kind: NoticeKind,
  language: AccountLanguage,
  params: NoticeParams,
): MailContent {
  const wording = WORDING[language];
  const paragraphs: MailParagraph[] = [
    { text: wording.what[kind](params.newEmail ?? '') },
    { text: wording.notYou(params.supportEmail) },
  ];
  if (kind === 'passwordChanged') {
    paragraphs.push({ text: wording.newPassword, link: params.resetLink });
  }
  return renderMail(language, {
    subject: wording.subject[kind],
    username: params.username,
    paragraphs,
  });
}
