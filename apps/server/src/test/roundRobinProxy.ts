import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in miniature for the multi-process tests and benchmark: each request goes to the
 * next backend port in turn (request by request, not connection by connection, so even one client
 * connection spreads over every process), over kept-alive connections as a real balancer keeps
 * them. No retries: a backend's error reaches the client as it is, or as a 502 when it is down.
 */
export async function startRoundRobinProxy(backendPorts: readonly number[], port = 0) {
  if (backendPorts.length === 0) throw new Error('the proxy needs at least one backend');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const backend = backendPorts[next++ % backendPorts.length];
    const upstream = http.request(
      { host: '127.0.0.1', port: backend, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('backend unavailable');
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
