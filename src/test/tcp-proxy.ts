/**
 * A loopback TCP proxy for fault tests: forwards connections to `target` while up; `down()`
 * destroys every open connection and refuses new ones (as a crashed database server would),
 * `up()` forwards again.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

/** Starts a proxy on 127.0.0.1 (a free port) to `target`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let isUp = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!isUp) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    port: address.port,
    down() {
      isUp = false;
      for (const s of sockets) s.destroy();
    },
    up() {
      isUp = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A `connectVia` for createTestApp: the app's database connections go through a new proxy to the
 * test database, which is handed to `onProxy` (for `down()` and `up()`, and `close()` after).
 */
export function throughProxy(onProxy: (proxy: TcpProxy) => void): (databaseUrl: string) => Promise<string> {
  return async (databaseUrl) => {
    const u = new URL(databaseUrl);
    const proxy = await startTcpProxy({ host: u.hostname, port: Number(u.port || 5432) });
    onProxy(proxy);
    u.hostname = '127.0.0.1';
    u.port = String(proxy.port);
    return u.toString();
  };
}
