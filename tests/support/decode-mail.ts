interface MimePart {
  headers: Map<string, string>;
  body: string;
}

/** Subject, text and HTML of a raw RFC 5322 message (base64 and quoted-printable parts). */
export function decodeMail(raw: string): { subject: string; text: string; html: string } {
  const root = parsePart(raw);
  const leaves = leavesOf(root);
  const bodyOf = (type: string) => {
    const part = leaves.find((leaf) => (leaf.headers.get('content-type') ?? '').startsWith(type));
    return part ? decodeBody(part) : '';
  };
  return {
    subject: decodeWords(root.headers.get('subject') ?? ''),
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
  };
}

function parsePart(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leavesOf(part: MimePart): MimePart[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leavesOf(parsePart(section.replace(/^\r?\n/, ''))));
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') {
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') {
    return quotedPrintable(part.body.replace(/=\r?\n/g, '')).toString('utf8');
  }
  return part.body;
}

function quotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words; adjacent ones join, even when a character spans two of them. */
function decodeWords(header: string): string {
  const word = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;
  return header.replace(/=\?[^?]+\?[BbQq]\?[^?]*\?=(?:\s+=\?[^?]+\?[BbQq]\?[^?]*\?=)*/g, (run) => {
    const bytes = [...run.matchAll(word)].map(([, kind, data = '']) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : quotedPrintable(data.replaceAll('_', ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}
