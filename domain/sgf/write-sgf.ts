import { escapeString, type NodeObject } from '@sabaki/sgf';

const LINE_BREAK = '\n';
const INDENT = '  ';

/** What is left to write: text as it is, or a node at its indentation level. */
type Part = string | { node: NodeObject; level: number };

function propertiesOf(node: NodeObject): string {
  let text = '';
  for (const [id, values] of Object.entries(node.data)) {
    // lower-case identifiers are not SGF (sabaki keeps private data there)
    if (id.toUpperCase() !== id) continue;
    text += `${id}[${values.map(escapeString).join('][')}]`;
  }
  return text;
}

/** The parts a node is written as, in order: itself, then its children. */
function partsOf(node: NodeObject, level: number, isRoot: boolean): Part[] {
  const indent = INDENT.repeat(level);
  const parts: Part[] = isRoot ? [] : [indent, ';', propertiesOf(node), LINE_BREAK];
  const { children } = node;
  if (children.length > 1 || (children.length > 0 && level === 0)) {
    parts.push(indent);
    for (const child of children) {
      parts.push('(', LINE_BREAK, { node: child, level: level + 1 }, indent, ')');
    }
    parts.push(LINE_BREAK);
  } else if (children.length === 1) {
    parts.push({ node: children[0], level });
  }
  return parts;
}

/**
 * Game trees as SGF text, exactly as @sabaki/sgf's `stringify` writes them (a line per node,
 * variations indented), but without recursion: its stringify calls itself once per node and
 * overflows the stack on a line of a few thousand moves.
 */
export function writeSgf(trees: readonly NodeObject[]): string {
  const output: string[] = [];
  const root: NodeObject = { id: '', data: {}, parentId: null, children: [...trees] };
  const pending: Part[] = partsOf(root, 0, true).reverse();
  for (let part = pending.pop(); part !== undefined; part = pending.pop()) {
    if (typeof part === 'string') output.push(part);
    else pending.push(...partsOf(part.node, part.level, false).reverse());
  }
  return output.join('');
}
