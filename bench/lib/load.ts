import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

function once(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * `clients` keep-alive connections, each sending GET `url` back to back for `seconds`
 * after a warm-up; latency measured per request.
 */
export async function runLoad(
  url: string,
  opts: {
    clients: number;
    seconds: number;
    warmupSeconds?: number;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.clients });
  const target = new URL(url);
  const headers = opts.headers ?? {};
  const latencies: number[] = [];
  let errors = 0;
  let measuring = false;
  let stop = false;
  const loop = async () => {
    while (!stop) {
      const t0 = process.hrtime.bigint();
      try {
        const status = await once(agent, target, headers);
        if (measuring) {
          if (status !== 200) errors++;
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        }
      } catch {
        if (measuring) errors++;
      }
    }
  };
  const loops = Array.from({ length: opts.clients }, loop);
  await new Promise((r) => setTimeout(r, (opts.warmupSeconds ?? 1) * 1000));
  measuring = true;
  const start = process.hrtime.bigint();
  await new Promise((r) => setTimeout(r, opts.seconds * 1000));
  measuring = false;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  stop = true;
  await Promise.all(loops);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}
