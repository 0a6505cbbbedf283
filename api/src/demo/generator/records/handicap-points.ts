/**
 * The usual places of handicap stones as [x, y] (y from the top): the star points, in the order
 * Sabaki and most servers fill them (two opposite corners first, the centre for 5, 7 and 9).
 */
export function handicapPoints(size: number, count: number): Array<[number, number]> {
  if (count < 2) return [];
  const near = size >= 13 ? 3 : 2;
  const far = size - near - 1;
  const middle = (size - 1) / 2;
  const points: Array<[number, number]> = [
    [near, far],
    [far, near],
    [far, far],
    [near, near],
  ];
  if (count === 5) points.push([middle, middle]);
  points.push([near, middle], [far, middle]);
  if (count === 7) points.push([middle, middle]);
  points.push([middle, near], [middle, far], [middle, middle]);
  return points.slice(0, count);
}
