import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WhatsAppRequest {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * A local stand-in for the WhatsApp Business Cloud API (no network): it records every request
 * (`seen`) and answers with `reply` (changeable between calls), after `delayMs` when set (a
 * timeout's test). A success is answered as Meta does, with the message's wamid.
 */
export async function fakeWhatsApp(initial: { status: number; body?: unknown; delayMs?: number } = { status: 200 }) {
  const seen: WhatsAppRequest[] = [];
  let reply = initial;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw || '{}') });
      const body = reply.body ?? {
        messaging_product: 'whatsapp',
        contacts: [{ input: 'x', wa_id: 'x' }],
        messages: [{ id: `wamid.fake${seen.length}` }],
      };
      const answer = () =>
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    answer(next: { status: number; body?: unknown; delayMs?: number }) {
      reply = next;
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}
