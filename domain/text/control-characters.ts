const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

function isControl(code: number): boolean {
  return code < 0x20 || code === DELETE;
}

function isLineBreakOrTab(code: number): boolean {
  return code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
}

/**
 * Whether a text holds a C0 control character (NUL, tab, line breaks ...) or DEL: no name, key,
 * search or single-line value of ours contains one.
 */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (isControl(text.charCodeAt(i))) return true;
  }
  return false;
}

/**
 * Whether a text holds a control character that even text of several lines (a message, a
 * comment, a stack trace) never does: C0 other than tab, LF and CR, or DEL. NUL is one of them,
 * which PostgreSQL can't store in text.
 */
export function hasStrayControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !isLineBreakOrTab(code)) return true;
  }
  return false;
}

/** The text with each stray control character (see hasStrayControlCharacter) replaced by U+FFFD. */
export function withoutStrayControlCharacters(text: string): string {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return isControl(code) && !isLineBreakOrTab(code) ? '\uFFFD' : char;
  }).join('');
}
