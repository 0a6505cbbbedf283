import { describe, expect, it } from 'vitest';
import { estimateClockSync, SAMPLES_KEPT, withSample } from './clock-sync';

describe('estimateClockSync', () => {
  it('knows nothing without samples', () => {
    expect(estimateClockSync([])).toEqual({ offset: 0, lagMs: 0 });
  });

  it('takes the offset from the quickest round trip and the lag from the latest', () => {
    // the server runs 5 s ahead; the first ping took 400 ms, the second 100 ms
    const samples = [
      { sentAt: 1_000, receivedAt: 1_400, serverTime: 6_300 },
      { sentAt: 2_000, receivedAt: 2_100, serverTime: 7_050 },
      { sentAt: 3_000, receivedAt: 3_300, serverTime: 8_150 },
    ];
    expect(estimateClockSync(samples)).toEqual({ offset: 5_000, lagMs: 150 });
  });

  it('keeps only the latest samples', () => {
    let samples = [{ sentAt: 0, receivedAt: 0, serverTime: 0 }];
    for (let i = 1; i <= SAMPLES_KEPT; i += 1) {
      samples = withSample(samples, { sentAt: i, receivedAt: i + 10, serverTime: i });
    }
    expect(samples).toHaveLength(SAMPLES_KEPT);
    expect(samples[0].sentAt).toBe(1);
  });
});
