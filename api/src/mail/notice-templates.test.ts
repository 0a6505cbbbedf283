import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@domain/account';
import { composeNotice } from './notice-templates';

const PARAMS = {
  username: 'Ann',
  newEmail: 'new.address@example.org',
  resetLink: 'https://go.example.org/reset-password',
  supportEmail: 'support@example.org',
};

describe('composeNotice', () => {
  it.each(LANGUAGES)('words both notices in %s, naming the support address', (language) => {
    const subjects = new Set<string>();
    for (const kind of ['passwordChanged', 'emailChanged'] as const) {
      const mail = composeNotice(kind, language, PARAMS);
      subjects.add(mail.subject);
      expect(mail.text).toContain('Ann');
      expect(mail.text).toContain(PARAMS.supportEmail);
      expect(mail.html).toContain(`<html lang="${language}">`);
    }
    expect(subjects.size).toBe(2);
  });

  it('names the new address in the e-mail notice, and links the reset page in the password one', () => {
    const email = composeNotice('emailChanged', 'en', PARAMS);
    expect(email.text).toContain('changed to new.address@example.org.');
    expect(email.text).not.toContain(PARAMS.resetLink);
    const password = composeNotice('passwordChanged', 'en', PARAMS);
    expect(password.text).toContain(`Set a new password:\n${PARAMS.resetLink}\n`);
    expect(password.html).toContain(`<a href="${PARAMS.resetLink}">${PARAMS.resetLink}</a>`);
  });

  it('escapes markup of the username in HTML', () => {
    const mail = composeNotice('passwordChanged', 'ru', { ...PARAMS, username: '<b>Ann</b>' });
    expect(mail.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });
});
