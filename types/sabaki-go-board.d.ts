/** The package is CommonJS (`module.exports = Board`): `import Board from '@sabaki/go-board'`. */
declare module '@sabaki/go-board' {
  namespace Board {
    type Sign = -1 | 0 | 1;
    type Vertex = [number, number];
    type SignMap = Sign[][];

    interface MoveAnalysis {
      pass: boolean;
      overwrite: boolean;
      capturing: boolean;
      suicide: boolean;
      ko: boolean;
    }
  }

  class Board {
    constructor(signMap?: Board.SignMap);
    static fromDimensions(width: number, height?: number): Board;
    readonly signMap: Board.SignMap;
    readonly width: number;
    readonly height: number;
    get(vertex: Board.Vertex): Board.Sign | null;
    set(vertex: Board.Vertex, sign: Board.Sign): this;
    has(vertex: Board.Vertex): boolean;
    clear(): this;
    makeMove(
      sign: Board.Sign,
      vertex: Board.Vertex,
      options?: { preventOverwrite?: boolean; preventSuicide?: boolean; preventKo?: boolean },
    ): Board;
    analyzeMove(sign: Board.Sign, vertex: Board.Vertex): Board.MoveAnalysis;
    getCaptures(sign: -1 | 1): number;
    setCaptures(sign: -1 | 1, mutator: number | ((previous: number) => number)): this;
    isSquare(): boolean;
    isEmpty(): boolean;
    isValid(): boolean;
    getDistance(vertex1: Board.Vertex, vertex2: Board.Vertex): number;
    getNeighbors(vertex: Board.Vertex): Board.Vertex[];
    getConnectedComponent(
      vertex: Board.Vertex,
      predicate: (vertex: Board.Vertex) => boolean,
    ): Board.Vertex[];
    getChain(vertex: Board.Vertex): Board.Vertex[];
    getRelatedChains(vertex: Board.Vertex): Board.Vertex[];
    getLiberties(vertex: Board.Vertex): Board.Vertex[];
    hasLiberties(vertex: Board.Vertex): boolean;
    clone(): Board;
    diff(board: Board): Board.Vertex[] | null;
    stringifyVertex(vertex: Board.Vertex): string;
    parseVertex(coord: string): Board.Vertex;
  }

  export = Board;
}
