import { GO_RULES, type GoRules } from '@domain/game/rules';

/** The rule set an SGF RU value names ('Japanese', 'chinese', 'GOE'), or null for any other text. */
export function recordRules(text: string | null): GoRules | null {
  if (text === null) return null;
  const name = text.trim().toLowerCase();
  return GO_RULES.find((rules) => rules === name) ?? null;
}
