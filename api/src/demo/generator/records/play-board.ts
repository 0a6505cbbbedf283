/** A point on the board: x + y * size. */
export type Point = number;
/** 1 black, -1 white */
export type Color = 1 | -1;

const NONE = -1;

/**
 * A small Go board on typed arrays for generating thousands of demo games quickly: placement,
 * captures, no suicide, simple ko (the rules @sabaki/go-board applies, which the tests replay the
 * records with). Chains are found by flood fill with a generation stamp, so a move allocates
 * nothing.
 */
export class PlayBoard {
  readonly cells: Int8Array;
  /** four neighbours per point, NONE off the board */
  private readonly neighbours: Int32Array;
  private readonly mark: Int32Array;
  private readonly stack: Int32Array;
  private readonly chain: Int32Array;
  private chainLength = 0;
  private stamp = 0;
  /** the point the side to move may not retake at once, or NONE */
  private ko: Point = NONE;

  constructor(readonly size: number) {
    const area = size * size;
    this.cells = new Int8Array(area);
    this.neighbours = new Int32Array(area * 4).fill(NONE);
    this.mark = new Int32Array(area);
    this.stack = new Int32Array(area);
    this.chain = new Int32Array(area);
    for (let p = 0; p < area; p++) {
      const x = p % size;
      const y = (p - x) / size;
      if (x > 0) this.neighbours[p * 4] = p - 1;
      if (x < size - 1) this.neighbours[p * 4 + 1] = p + 1;
      if (y > 0) this.neighbours[p * 4 + 2] = p - size;
      if (y < size - 1) this.neighbours[p * 4 + 3] = p + size;
    }
  }

  clone(): PlayBoard {
    const copy = new PlayBoard(this.size);
    copy.cells.set(this.cells);
    copy.ko = this.ko;
    return copy;
  }

  /** Puts a stone without playing it (handicap stones). */
  place(point: Point, color: Color): void {
    this.cells[point] = color;
  }

  /** All four orthogonal neighbours (those on the board) are this colour's stones. */
  isOwnEye(point: Point, color: Color): boolean {
    for (let i = 0; i < 4; i++) {
      const n = this.neighbours[point * 4 + i];
      if (n !== NONE && this.cells[n] !== color) return false;
    }
    return true;
  }

  /** Plays a stone; false (and the board unchanged) when the move is occupied, ko or suicide. */
  play(point: Point, color: Color): boolean {
    if (this.cells[point] !== 0 || point === this.ko) return false;
    this.cells[point] = color;
    let captured = 0;
    let capturedAt: Point = NONE;
    for (let i = 0; i < 4; i++) {
      const n = this.neighbours[point * 4 + i];
      if (n === NONE || this.cells[n] !== -color || this.hasLiberty(n)) continue;
      for (let c = 0; c < this.chainLength; c++) this.cells[this.chain[c]] = 0;
      captured += this.chainLength;
      capturedAt = n;
    }
    if (captured === 0 && !this.hasLiberty(point)) {
      this.cells[point] = 0;
      return false;
    }
    this.ko = captured === 1 && this.isLoneStoneInAtari(point) ? capturedAt : NONE;
    return true;
  }

  /** A pass lifts the ko ban. */
  pass(): void {
    this.ko = NONE;
  }

  private isLoneStoneInAtari(point: Point): boolean {
    let liberties = 0;
    for (let i = 0; i < 4; i++) {
      const n = this.neighbours[point * 4 + i];
      if (n === NONE) continue;
      if (this.cells[n] === this.cells[point]) return false;
      if (this.cells[n] === 0) liberties++;
    }
    return liberties === 1;
  }

  /** Flood-fills the chain at `point` into `chain` (`chainLength` stones): has it a liberty? */
  private hasLiberty(point: Point): boolean {
    const color = this.cells[point];
    const stamp = ++this.stamp;
    let top = 0;
    let length = 0;
    let liberty = false;
    this.stack[top++] = point;
    this.mark[point] = stamp;
    while (top > 0) {
      const q = this.stack[--top];
      this.chain[length++] = q;
      for (let i = 0; i < 4; i++) {
        const n = this.neighbours[q * 4 + i];
        if (n === NONE) continue;
        const cell = this.cells[n];
        if (cell === 0) liberty = true;
        else if (cell === color && this.mark[n] !== stamp) {
          this.mark[n] = stamp;
          this.stack[top++] = n;
        }
      }
    }
    this.chainLength = length;
    return liberty;
  }
}
