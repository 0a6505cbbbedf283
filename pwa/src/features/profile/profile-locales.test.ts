import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@domain/account';

const LOCALES = join(import.meta.dirname, '../../../../locales');

type Texts = { [key: string]: string | Texts };

function read(language: string): Texts {
  return JSON.parse(readFileSync(join(LOCALES, language, 'profile.json'), 'utf8')) as Texts;
}

/** Every key path with its text, e.g. ['info.title', 'Personal data']. */
function entries(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

describe('the profile translations', () => {
  const en = read('en');

  it('quote the rules in English exactly, with the issue’s messages', () => {
    const validation = en.validation as Record<string, string>;
    for (const [key, message] of Object.entries(VALIDATION_MESSAGES)) {
      expect(validation[key], key).toBe(message);
    }
    expect(en.failed).toBe('Failed to update data. Please refresh the page');
    expect(en.saved).toBe('Saved');
    expect(en.noChanges).toBe('No changes');
    const texts = Object.fromEntries(entries(en));
    // the spec's texts verbatim (issue 32, item 11), as the server's codes name them
    expect(texts['avatar.fileTooLarge']).toBe('file size exceeds maximum');
    expect(texts['avatar.unsupportedFileFormat']).toBe('unsupported format');
    expect(texts['username.exists']).toBe('Username or e-mail already exists');
    expect(texts['password.wrong']).toBe('Current password is incorrect');
    expect(texts['password.changed']).toBe('Password changed');
    expect(texts['delete.deleted']).toBe('Your account has been deleted');
  });

  it.each(['ru', 'zh'])('have every text in %s too, translated', (language) => {
    const translated = Object.fromEntries(entries(read(language)));
    const english = entries(en);
    expect(Object.keys(translated).sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, text] of english) {
      expect(translated[key], key).not.toBe('');
      // Only signs and placeholders may stay as they are.
      if (/[a-z]{3}/i.test(text.replace(/\{\{\w+\}\}/g, '')) && key !== 'info.yearPlaceholder') {
        expect(translated[key], key).not.toBe(text);
      }
    }
  });
});
