import type { AccountLanguage } from '@domain/account';
import { renderMail, type MailContent } from './mail-frame';

export type MailKind = 'activation' | 'reset' | 'email';

export interface MailParams {
  username: string;
  /** the one link the message is about (activation or password reset) */
  link: string;
  /** how long the link works */
  validHours: number;
}

interface Wording {
  subject: Record<MailKind, string>;
  instruction: Record<MailKind, (validHours: number) => string>;
  ignore: Record<MailKind, string>;
}

const WORDING: Record<AccountLanguage, Wording> = {
  ru: {
    subject: {
      activation: 'Подтверждение регистрации',
      reset: 'Восстановление пароля',
      email: 'Подтверждение нового адреса e-mail',
    },
    instruction: {
      activation: (hours) =>
        `Чтобы активировать учётную запись, откройте эту ссылку в течение ${russianHours(hours)}:`,
      reset: (hours) =>
        `Чтобы задать новый пароль, откройте эту ссылку в течение ${russianHours(hours)}:`,
      email: (hours) =>
        `Чтобы этот адрес стал адресом вашей учётной записи, откройте эту ссылку в течение ${russianHours(hours)}:`,
    },
    ignore: {
      activation: 'Если вы не регистрировались, просто не обращайте внимания на это письмо.',
      reset:
        'Если вы не просили восстановить пароль, не обращайте внимания на это письмо: пароль останется прежним.',
      email:
        'Если вы не просили сменить адрес, не обращайте внимания на это письмо: адрес останется прежним.',
    },
  },
  en: {
    subject: {
      activation: 'Confirm your registration',
      reset: 'Password reset',
      email: 'Confirm your new e-mail',
    },
    instruction: {
      activation: (hours) =>
        `To activate your account, open this link within ${englishHours(hours)}:`,
      reset: (hours) => `To set a new password, open this link within ${englishHours(hours)}:`,
      email: (hours) =>
        `To make this the e-mail of your account, open this link within ${englishHours(hours)}:`,
    },
    ignore: {
      activation: 'If you did not sign up, just ignore this message.',
      reset: 'If you did not ask for this, ignore this message; your password stays the same.',
      email: 'If you did not ask for this, ignore this message; your e-mail stays the same.',
    },
  },
  zh: {
    subject: {
      activation: '请确认您的注册',
      reset: '重置密码',
      email: '请确认您的新邮箱',
    },
    instruction: {
      activation: (hours) => `请在 ${hours} 小时内打开以下链接以激活您的账户：`,
      reset: (hours) => `请在 ${hours} 小时内打开以下链接以设置新密码：`,
      email: (hours) => `请在 ${hours} 小时内打开以下链接，将此邮箱设为您账户的邮箱：`,
    },
    ignore: {
      activation: '如果您没有注册，请忽略此邮件。',
      reset: '如果您没有请求重置密码，请忽略此邮件，您的密码不会改变。',
      email: '如果您没有请求更改邮箱，请忽略此邮件，您的邮箱不会改变。',
    },
  },
};

/** The message of a kind in the user's language, as plain text and as simple HTML. */
export function composeMail(
  kind: MailKind,
  language: AccountLanguage,
  { username, link, validHours }: MailParams,
): MailContent {
  const wording = WORDING[language];
  return renderMail(language, {
    subject: wording.subject[kind],
    username,
    paragraphs: [
      { text: wording.instruction[kind](validHours), link },
      { text: wording.ignore[kind] },
    ],
  });
}

/** The genitive after "в течение": "часа" (one hour), "21 часа", "2 часов", "48 часов". */
function russianHours(hours: number): string {
  if (hours === 1) return 'часа';
  return hours % 10 === 1 && hours % 100 !== 11 ? `${hours} часа` : `${hours} часов`;
}

function englishHours(hours: number): string {
  return hours === 1 ? 'an hour' : `${hours} hours`;
}
