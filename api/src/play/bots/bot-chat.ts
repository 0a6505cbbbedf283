/** What a bot says in the game's chat, in the language its opponent uses (ru when unknown). */
const LINES = {
  hello: {
    ru: 'Здравствуйте! Хорошей игры.',
    en: 'Hello! Have a good game.',
    zh: '你好！祝你下得愉快。',
  },
  farewell: {
    ru: 'Спасибо за игру!',
    en: 'Thank you for the game!',
    zh: '谢谢对局！',
  },
} as const;

export type BotLine = keyof typeof LINES;
type Language = keyof (typeof LINES)['hello'];

export function botLine(line: BotLine, language: string | null | undefined): string {
  const texts = LINES[line];
  return language && language in texts ? texts[language as Language] : texts.ru;
}
