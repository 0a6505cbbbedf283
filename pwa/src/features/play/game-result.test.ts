import { describe, expect, it } from 'vitest';
import { resultSentence } from './game-result';

describe('resultSentence', () => {
  it('names the winner and how', () => {
    expect(resultSentence('B+R', 'resignation')).toEqual({
      key: 'result.resignation',
      winner: 'black',
      points: null,
    });
    expect(resultSentence('W+T', 'timeout')).toMatchObject({
      key: 'result.timeout',
      winner: 'white',
    });
    expect(resultSentence('W+F', 'abandonment')).toMatchObject({ key: 'result.abandonment' });
    expect(resultSentence('B+3.5', 'score')).toEqual({
      key: 'result.score',
      winner: 'black',
      points: '3.5',
    });
  });

  it('knows a draw and a void game', () => {
    expect(resultSentence('0', 'score')).toMatchObject({ key: 'result.jigo', winner: null });
    expect(resultSentence('Void', 'cycle')).toMatchObject({ key: 'result.cycle', winner: null });
  });
});
