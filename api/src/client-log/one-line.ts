/**
 * A client's text made fit for one log line: control characters and line breaks become single
 * spaces (a report can't forge log lines), and it is cut to `max` characters with an ellipsis.
 */
export function oneLine(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  const chars = [...flat];
  return chars.length <= max ? flat : `${chars.slice(0, max - 1).join('')}…`;
}
