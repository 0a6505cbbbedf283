import type { AccountLanguage } from '@domain/account';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph of a message, optionally ending with a link on its own line. */
export interface MailParagraph {
  text: string;
  link?: string;
}

const FRAME: Record<AccountLanguage, { siteName: string; greeting: (username: string) => string }> =
  {
    ru: { siteName: 'Федерация го', greeting: (username) => `Здравствуйте, ${username}!` },
    en: { siteName: 'Go Federation', greeting: (username) => `Hello, ${username}!` },
    zh: { siteName: '围棋协会', greeting: (username) => `${username}，您好！` },
  };

/**
 * Every message of the site: the subject with the site's name, a greeting, the paragraphs and the
 * site's name as the signature; as plain text and as simple HTML (everything escaped).
 */
export function renderMail(
  language: AccountLanguage,
  message: { subject: string; username: string; paragraphs: readonly MailParagraph[] },
): MailContent {
  const { siteName, greeting } = FRAME[language];
  const hello = greeting(message.username);
  const text = [
    hello,
    '',
    ...message.paragraphs.flatMap(({ text, link }) => [text, ...(link ? [link] : []), '']),
    siteName,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><body>`,
    `<p>${escapeHtml(hello)}</p>`,
    ...message.paragraphs.map(({ text, link }) => {
      const anchor = link ? `<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : '';
      return `<p>${escapeHtml(text)}${anchor}</p>`;
    }),
    `<p>${escapeHtml(siteName)}</p>`,
    '</body></html>',
    '',
  ].join('\n');
  return { subject: `${message.subject} · ${siteName}`, text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
