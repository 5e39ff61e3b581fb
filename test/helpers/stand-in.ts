import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP stand-in in front of a real gateway: it answers `/v1/chat/completions`
 * itself (an echo standing in for a language model, listed as `echo` in `/v1/models`;
 * `stream: true` answers server-sent events), can hold requests back (`delayMs`) to play a slow upstream, and passes
 * everything else through unchanged.
 */
export interface StandIn {
  url: string;
  /** Delay before passing a request on, by path prefix. */
  delays: Map<string, number>;
  /** Requests seen, by `METHOD path`. */
  seen: string[];
  close(): Promise<void>;
}

export async function startStandIn(target: string): Promise<StandIn> {
  const delays = new Map<string, number>();
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url?.startsWith('/v1/chat/completions')) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          stream?: boolean;
          messages: Array<{ content: string }>;
        };
        const said = body.messages.map((m) => m.content).join(' ');
        if (!body.stream) {
          res.setHeader('content-type', 'application/json');
          res.setHeader('x-echo-auth', String(req.headers.authorization ?? ''));
          res.end(
            JSON.stringify({
              id: 'chatcmpl-echo',
              object: 'chat.completion',
              choices: [{ index: 0, message: { role: 'assistant', content: said } }],
            }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const words = said.split(' ');
        let i = 0;
        const next = () => {
          if (i < words.length) {
            res.write(
              `data: ${JSON.stringify({ choices: [{ delta: { content: words[i] } }] })}\n\n`,
            );
            i++;
            setTimeout(next, 5);
          } else {
            res.end('data: [DONE]\n\n');
          }
        };
        next();
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/v1/models') {
      // An upstream that serves a chat model lists it (without a `kind`) beside its own.
      const listing = http.request(
        new URL('/v1/models', target),
        { headers: req.headers },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (c: Buffer) => chunks.push(c));
          answer.on('end', () => {
            const status = answer.statusCode ?? 502;
            const text = Buffer.concat(chunks).toString('utf8');
            if (status !== 200) {
              res.writeHead(status, { 'content-type': 'application/json' });
              res.end(text);
              return;
            }
            const list = JSON.parse(text) as { data: object[] };
            list.data.push({ id: 'echo', object: 'model', created: 0, owned_by: 'stand-in' });
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(list));
          });
        },
      );
      listing.on('error', () => res.destroy());
      listing.end();
      return;
    }
    const delay = [...delays].find(([prefix]) => req.url?.startsWith(prefix))?.[1] ?? 0;
    setTimeout(() => {
      const upstream = http.request(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    delays,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
