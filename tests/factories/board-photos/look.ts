import type { PhotoDifficulty } from './types';
import type { Random } from './prng';

type Rgb = [number, number, number];

/** Every random choice about how a photo looks, drawn once from the spec's seed. */
export interface PhotoLook {
  /** the board's wood: 0 pale kaya .. 1 dark */
  woodTone: number;
  /** cell height / cell width (Japanese boards are a little longer than wide) */
  cellRatio: number;
  /** the wood beyond the outer lines, in cells */
  margin: [x: number, y: number];
  /** the board's visible thickness, in cells */
  thickness: number;
  lineDarkness: number;
  /** stones' offsets from their points, in cells at most */
  stoneJitter: number;
  /** the direction the light comes from, radians in the image */
  lightAngle: number;
  yaw: number;
  tilt: number;
  roll: number;
  /** camera distance in board widths (nearer looks more in perspective) */
  distance: number;
  /** the board's longer side as a share of the image's shorter side */
  fill: number;
  /** the board's centre moved from the image's centre, as a share of the image */
  shift: [number, number];
  background: { kind: 'table' | 'cloth' | 'plain'; colour: Rgb; second: Rgb };
  /** darker towards one side: 0 none .. 1 strong */
  lightGradient: number;
  shadows: number;
  glare: number;
  hand: boolean;
  bowl: boolean;
  blur: number;
  noise: number;
  /** JPEG quality, 0 for none */
  jpegQuality: number;
  /** overall exposure */
  exposure: number;
}

const BACKGROUNDS: { kind: 'table' | 'cloth' | 'plain'; colour: Rgb; second: Rgb }[] = [
  { kind: 'table', colour: [120, 78, 45], second: [90, 55, 30] },
  { kind: 'table', colour: [200, 190, 175], second: [175, 165, 150] },
  { kind: 'table', colour: [60, 45, 35], second: [40, 30, 25] },
  { kind: 'cloth', colour: [40, 70, 120], second: [30, 55, 95] },
  { kind: 'cloth', colour: [45, 110, 60], second: [35, 85, 45] },
  { kind: 'cloth', colour: [150, 40, 40], second: [115, 30, 30] },
  { kind: 'cloth', colour: [90, 90, 95], second: [70, 70, 75] },
  { kind: 'plain', colour: [230, 230, 225], second: [210, 210, 205] },
  { kind: 'plain', colour: [30, 30, 32], second: [20, 20, 22] },
  { kind: 'plain', colour: [170, 150, 120], second: [150, 130, 100] },
];

const DEGREE = Math.PI / 180;

export function chooseLook(difficulty: PhotoDifficulty, random: Random): PhotoLook {
  const level = { easy: 0, medium: 1, hard: 2 }[difficulty];
  const maxTilt = [8, 30, 45][level];
  const maxYaw = [3, 15, 30][level];
  const hardOccluder = level === 2 ? random.int(1, 3) : 0;
  return {
    woodTone: random.between(0, 0.85),
    cellRatio: random.between(1.0, 1.08),
    margin: [random.between(0.55, 1.1), random.between(0.55, 1.1)],
    thickness: random.between(0.3, 1.5),
    lineDarkness: random.between(0.7, 0.95),
    stoneJitter: [0.04, 0.08, 0.1][level],
    lightAngle: random.between(0, 2 * Math.PI),
    yaw: random.between(-maxYaw, maxYaw) * DEGREE,
    tilt: random.between(0, maxTilt) * DEGREE,
    roll: random.between(-1, 1) * [1, 5, 8][level] * DEGREE,
    distance: random.between(1.3, 2.5),
    fill: level === 0 ? random.between(0.7, 0.9) : random.between(0.6, 0.9),
    shift: [random.between(-0.06, 0.06) * (level + 1), random.between(-0.04, 0.04) * (level + 1)],
    background: random.pick(BACKGROUNDS),
    lightGradient: [random.between(0, 0.08), random.between(0.1, 0.35), random.between(0.3, 0.6)][
      level
    ],
    shadows: [0, random.chance(0.5) ? random.between(0.1, 0.25) : 0, random.between(0.2, 0.45)][
      level
    ],
    glare: [0, random.chance(0.3) ? random.between(0.15, 0.3) : 0, random.between(0.3, 0.7)][level],
    hand: hardOccluder === 1 || hardOccluder === 3,
    bowl: hardOccluder === 2 || hardOccluder === 3,
    blur: [random.between(0, 0.4), random.between(0.4, 1.2), random.between(0.8, 2)][level],
    noise: [random.between(0, 2), random.between(3, 7), random.between(6, 12)][level],
    jpegQuality: [0, random.chance(0.5) ? random.int(60, 85) : 0, random.int(35, 70)][level],
    exposure: [random.between(0.95, 1.05), random.between(0.8, 1.1), random.between(0.65, 1.15)][
      level
    ],
  };
}
