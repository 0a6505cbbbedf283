/**
 * A client's text made fit for one log line: control characters and line breaks become single
 * spaces (a report can't forge log lines), and it is cut to `max` characters with an ellipsis.
 */
export function oneLine(text: string, max: number): string {
  const flat = text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}
