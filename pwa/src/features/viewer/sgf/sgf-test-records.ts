/** SGF records the unit tests of the viewer's SGF logic replay. */

/** 9x9: a main line of five moves where black's fifth takes the white stone at B9 (ba). */
export const CAPTURE_GAME =
  '(;GM[1]FF[4]SZ[9]PB[Black Player]PW[White Player]BR[3d]WR[2d]KM[6.5]RE[B+R]' +
  'DT[2024-05-01]EV[Test Cup]RO[3]RU[Japanese]C[Game start]' +
  ';B[aa]C[First move];W[ba];B[ca];W[ee];B[bb]C[Captures one])';

/** 19x19 with two handicap stones: white moves first; then a pass each way ("" and "tt"). */
export const HANDICAP_GAME =
  '(;GM[1]FF[4]SZ[19]HA[2]KM[0.5]AB[dd][pp]PB[B]PW[W]' + ';W[qd];B[];W[tt];B[dp])';

/** 9x9 with variations: after B E5 either W C3 (main), W G7 or W C7 (which goes on). */
export const VARIATIONS_GAME =
  '(;GM[1]FF[4]SZ[9];B[ee]' +
  '(;W[cg];B[gc]C[main line])' +
  '(;W[gc]C[second])' +
  '(;W[cc];B[gg];W[gf]))';

/** Setup in a later node: AE clears a black stone, AW adds two white ones; MN renumbers. */
export const SETUP_GAME =
  '(;GM[1]FF[4]SZ[9]AB[aa:bb];B[ee];AE[aa]AW[ii][hh];W[dd]MN[10];B[cc]' +
  'CR[ab]TR[ba]SQ[ff]MA[gg]LB[hi:x][ii:long])';
