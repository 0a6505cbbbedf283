declare module '@sabaki/sgf' {
  export type Vertex = [number, number];

  export interface NodeObject {
    id: number | string;
    data: Record<string, string[]>;
    parentId: number | string | null;
    children: NodeObject[];
  }

  export interface ParseOptions {
    getId?: () => number | string;
    dictionary?: Record<string, NodeObject>;
    onProgress?: (event: { progress: number }) => void;
    onNodeCreated?: (event: { node: NodeObject }) => void;
  }

  export function parse(contents: string, options?: ParseOptions): NodeObject[];
  export function stringify(
    nodes: NodeObject | NodeObject[],
    options?: { linebreak?: string; indent?: string },
  ): string;
  export function escapeString(input: string): string;
  export function unescapeString(input: string): string;
  /** [-1, -1] for anything that is not a vertex (a pass) */
  export function parseVertex(input: string): Vertex;
  export function stringifyVertex(vertex: Vertex): string;
  export function parseCompressedVertices(input: string): Vertex[];
  export function parseDates(input: string): number[][] | null;
  export function stringifyDates(dates: number[][]): string;
}
