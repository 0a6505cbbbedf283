const SIZE = 9;
const STEP = 22;
const MARGIN = 12;
const STAR_POINTS = [
  [2, 2],
  [6, 2],
  [4, 4],
  [2, 6],
  [6, 6],
] as const;
/** A few moves of an opening: [column, row, colour]. */
const STONES = [
  [2, 2, 'b'],
  [6, 6, 'w'],
  [6, 2, 'b'],
  [2, 6, 'w'],
  [4, 6, 'b'],
  [5, 5, 'w'],
  [3, 3, 'b'],
  [5, 7, 'w'],
  [4, 4, 'b'],
] as const;

const at = (i: number) => MARGIN + i * STEP;

/** A small Go board with an opening on it, decorating the front page. */
export function HeroBoard() {
  const end = at(SIZE - 1);
  const lines = Array.from({ length: SIZE }, (_, i) => at(i));
  return (
    <svg className="hero-board" viewBox={`0 0 ${end + MARGIN} ${end + MARGIN}`} aria-hidden="true">
      <rect width={end + MARGIN} height={end + MARGIN} rx="10" fill="var(--board)" />
      <g stroke="var(--board-line)" strokeWidth="0.8" opacity="0.75">
        {lines.map((p) => (
          <path key={p} d={`M${MARGIN} ${p}H${end}M${p} ${MARGIN}V${end}`} />
        ))}
      </g>
      {STAR_POINTS.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={at(x)} cy={at(y)} r="2.2" fill="var(--board-line)" />
      ))}
      {STONES.map(([x, y, colour]) => (
        <circle
          key={`${x}-${y}`}
          cx={at(x)}
          cy={at(y)}
          r={STEP / 2 - 1}
          fill={colour === 'b' ? 'url(#hero-black)' : 'url(#hero-white)'}
          stroke={colour === 'w' ? '#9a9a94' : 'none'}
          strokeWidth="0.5"
        />
      ))}
      <defs>
        <radialGradient id="hero-black" cx="35%" cy="30%" r="70%">
          <stop offset="0" stopColor="#5d625f" />
          <stop offset="1" stopColor="#0d0f0e" />
        </radialGradient>
        <radialGradient id="hero-white" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#d6d6cf" />
        </radialGradient>
      </defs>
    </svg>
  );
}
