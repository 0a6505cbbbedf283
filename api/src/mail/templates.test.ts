import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@domain/account';
import { escapeHtml } from './mail-frame';
import { composeMail } from './templates';

const LINK = 'https://go.example.org/sign-up/abc_DEF-123';

describe('composeMail', () => {
  it.each(LANGUAGES)('words every kind in %s with the link in text and HTML', (language) => {
    for (const kind of ['activation', 'reset', 'email'] as const) {
      const mail = composeMail(kind, language, { username: 'Ann', link: LINK, validHours: 48 });
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.text).toContain(`\n${LINK}\n`);
      expect(mail.text).toContain('Ann');
      expect(mail.html).toContain(`<a href="${LINK}">${LINK}</a>`);
      expect(mail.html).toContain(`<html lang="${language}">`);
    }
  });

  it('says how long the link works, in each language', () => {
    const params = { username: 'Ann', link: LINK };
    expect(composeMail('activation', 'en', { ...params, validHours: 48 }).text).toContain(
      'within 48 hours',
    );
    expect(composeMail('reset', 'en', { ...params, validHours: 1 }).text).toContain(
      'within an hour',
    );
    expect(composeMail('activation', 'ru', { ...params, validHours: 48 }).text).toContain(
      'в течение 48 часов',
    );
    expect(composeMail('reset', 'ru', { ...params, validHours: 1 }).text).toContain(
      'в течение часа',
    );
    expect(composeMail('reset', 'ru', { ...params, validHours: 21 }).text).toContain(
      'в течение 21 часа',
    );
    expect(composeMail('reset', 'ru', { ...params, validHours: 11 }).text).toContain(
      'в течение 11 часов',
    );
    expect(composeMail('reset', 'zh', { ...params, validHours: 1 }).text).toContain('1 小时内');
  });

  it('has distinct subjects per kind and language', () => {
    const subjects = LANGUAGES.flatMap((language) =>
      (['activation', 'reset'] as const).map(
        (kind) => composeMail(kind, language, { username: 'a', link: LINK, validHours: 1 }).subject,
      ),
    );
    expect(new Set(subjects).size).toBe(6);
  });

  it('escapes the username in HTML and keeps it as typed in text', () => {
    const username = `<script>alert("x")</script>&'`;
    const mail = composeMail('activation', 'en', { username, link: LINK, validHours: 48 });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(mail.text).toContain(username);
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
