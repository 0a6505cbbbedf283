import { formatBytes } from '@domain/format/numbers';
import type { MailContent } from '../mail/mail-frame';
import { escapeHtml } from '../mail/mail-frame';

export interface FeedbackMailInput {
  id: number;
  name: string;
  email: string;
  message: string;
  /** the account that sent it, if signed in */
  username: string | null;
  attachments: { originalName: string; size: number }[];
}

/** The e-mail to the support address: who wrote, the message, the attached files' names. */
export function feedbackMail(input: FeedbackMailInput): MailContent {
  const from = `${input.name} <${input.email}>`;
  const account = input.username ? `Account: ${input.username}` : 'Account: not signed in';
  const files = input.attachments.map((f) => `${f.originalName} (${formatBytes(f.size)})`);
  const attached = files.length ? [`Attachments: ${files.join(', ')}`] : [];
  const text = [`Feedback #${input.id} from ${from}`, account, ...attached, '', input.message, ''];
  const paragraphs = input.message
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');
  const html = [
    '<!doctype html>',
    '<html><body>',
    `<p>Feedback #${input.id} from ${escapeHtml(from)}<br>${escapeHtml(account)}</p>`,
    ...attached.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${paragraphs}</p>`,
    '</body></html>',
    '',
  ];
  return {
    subject: `Feedback #${input.id} from ${input.name}`,
    text: text.join('\n'),
    html: html.join('\n'),
  };
}
