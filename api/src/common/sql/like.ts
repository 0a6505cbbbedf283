/** A LIKE pattern matching `text` anywhere, with its wildcards escaped (use `escape '\'`). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
