/**
 * The complete lines of a growing text after `consumed` characters, and where the next read
 * starts: a line still being received (no newline yet) waits for the next call.
 */
export function newLines(text: string, consumed: number): { lines: string[]; consumed: number } {
  const end = text.lastIndexOf('\n');
  if (end < consumed) return { lines: [], consumed };
  const lines = text
    .slice(consumed, end)
    .split('\n')
    .filter((line) => line.trim() !== '');
  return { lines, consumed: end + 1 };
}
