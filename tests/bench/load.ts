import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** autocannon against one URL for a fixed time. */
export async function load(url: string, seconds: number, connections: number): Promise<LoadResult> {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
