import { createServer } from 'node:net';

/**
 * A loopback port nobody listens on. The sandbox builds absolute URLs (art, banners) from its
 * public URL, which is made from PORT: started on port 0, every picture would point at `:0`.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
