import type { EndReason } from '@sync/contract/play';

/** A result's sentence in play.json (`result.*`) and its values, from 'B+R', 'W+3.5', '0'... */
export function resultSentence(
  result: string,
  reason: EndReason | null,
): { key: string; winner: 'black' | 'white' | null; points: string | null } {
  if (result === '0') return { key: 'result.jigo', winner: null, points: null };
  if (reason === 'cycle' || result === 'Void')
    return { key: 'result.cycle', winner: null, points: null };
  const match = /^([BW])\+(.*)$/.exec(result);
  if (!match) return { key: 'result.result', winner: null, points: null };
  const winner = match[1] === 'B' ? 'black' : 'white';
  const detail = match[2];
  if (reason === 'resignation' || detail === 'R')
    return { key: 'result.resignation', winner, points: null };
  if (reason === 'timeout' || detail === 'T')
    return { key: 'result.timeout', winner, points: null };
  if (reason === 'abandonment' || detail === 'F')
    return { key: 'result.abandonment', winner, points: null };
  return { key: 'result.score', winner, points: detail };
}
