/**
 * How deep variations may nest in a record we read. @sabaki/sgf's parser recurses once per
 * nested variation and overflows the stack a few thousand levels down; real records nest a few
 * dozen levels, hundreds at most.
 */
export const SGF_MAX_VARIATION_DEPTH = 1000;

/** A record's size as its text shows it, before any parsing: nodes and variation depth. */
export interface SgfShape {
  /** the nodes (';' outside property values) */
  nodes: number;
  /** the deepest nesting of game trees ('(' outside property values) */
  depth: number;
}

const OPEN_VALUE = 0x5b; // [
const CLOSE_VALUE = 0x5d; // ]
const ESCAPE = 0x5c; // \
const NODE = 0x3b; // ;
const OPEN_TREE = 0x28; // (
const CLOSE_TREE = 0x29; // )

/** Counts the nodes and the nesting of an SGF text in one pass, without recursion. */
export function sgfShape(text: string): SgfShape {
  let nodes = 0;
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === OPEN_VALUE) {
      // a value runs to the first ']' not escaped by '\'
      for (i++; i < text.length && text.charCodeAt(i) !== CLOSE_VALUE; i++) {
        if (text.charCodeAt(i) === ESCAPE) i++;
      }
    } else if (code === NODE) {
      nodes++;
    } else if (code === OPEN_TREE) {
      depth++;
      deepest = Math.max(deepest, depth);
    } else if (code === CLOSE_TREE) {
      depth--;
    }
  }
  return { nodes, depth: deepest };
}

/**
 * Why a record is too large to read: more nodes than `maxNodes`, or variations nested deeper
 * than SGF_MAX_VARIATION_DEPTH; null when it is not. Checked before parsing, which would take
 * the memory or overflow the stack.
 */
export function sgfSizeProblem(text: string, maxNodes: number): string | null {
  const shape = sgfShape(text);
  if (shape.nodes > maxNodes) return `more than ${maxNodes} nodes`;
  if (shape.depth > SGF_MAX_VARIATION_DEPTH) {
    return `variations nested more than ${SGF_MAX_VARIATION_DEPTH} deep`;
  }
  return null;
}
