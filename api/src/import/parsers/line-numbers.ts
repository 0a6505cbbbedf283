/** 1-based line of every `<tag ` element start in the text, in document order. */
export function elementLines(text: string, tag: string): number[] {
  const lines: number[] = [];
  const pattern = new RegExp(`<${tag}[\\s/>]`, 'g');
  let line = 1;
  let position = 0;
  for (const match of text.matchAll(pattern)) {
    for (let i = position; i < match.index; i++) {
      if (text.charCodeAt(i) === 10) line++;
    }
    position = match.index;
    lines.push(line);
  }
  return lines;
}

/** The text's lines without their line ends (LF or CRLF). */
export function splitLines(text: string): string[] {
  return text.split(/\r?\n/);
}
