/** Where an arrow key moves the keyboard's cursor on a board of this size (it stops at the edge). */
export function movedCursor(
  key: string,
  [x, y]: [number, number],
  size: number,
): [number, number] | null {
  const clamp = (value: number) => Math.min(size - 1, Math.max(0, value));
  switch (key) {
    case 'ArrowLeft':
      return [clamp(x - 1), y];
    case 'ArrowRight':
      return [clamp(x + 1), y];
    case 'ArrowUp':
      return [x, clamp(y - 1)];
    case 'ArrowDown':
      return [x, clamp(y + 1)];
    default:
      return null;
  }
}
