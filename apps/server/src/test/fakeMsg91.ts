import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Msg91Request {
  headers: IncomingMessage['headers'];
  url?: string;
  body: unknown;
}

/**
 * A local stand-in for MSG91's HTTP API (no network): it records every request (`seen`) and what
 * it would deliver (`delivered`). A request repeating an `Idempotency-Key` it has seen is answered
 * as the first was and not delivered again, as a gateway that honours keys does; MSG91 documents
 * no such key (docs/decisions/0016), so this shows what the key buys where it is honoured.
 */
export async function fakeMsg91(reply: { status: number; body: unknown }) {
  const seen: Msg91Request[] = [];
  const delivered: Msg91Request[] = [];
  const keys = new Set<string>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const request = { headers: req.headers, url: req.url, body: JSON.parse(raw) };
      seen.push(request);
      const key = req.headers['idempotency-key'];
      if (reply.status === 200 && !(typeof key === 'string' && keys.has(key))) {
        delivered.push(request);
        if (typeof key === 'string') keys.add(key);
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    delivered,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}
