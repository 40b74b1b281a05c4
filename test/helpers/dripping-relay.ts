import { connect, createServer, type Server, type Socket } from 'node:net';

export interface DrippingRelay {
  port: number;
  url: string;
  /** Connections that got the endless answer so far. */
  dripped: () => number;
  /** Connections still open. */
  open: () => number;
  close(): Promise<void>;
}

/**
 * A mail relay that never finishes answering: it greets, then meets EHLO with a "250-" continuation line
 * every `everyMs`, forever, so a client's per-step timeouts never fire. The first `dripFor` connections get
 * that; later ones are passed through to `thenPassTo` (a real SMTP sink's port), when given.
 */
export async function startDrippingRelay(
  options: { dripFor?: number; thenPassTo?: number; everyMs?: number } = {},
): Promise<DrippingRelay> {
  const { dripFor = Infinity, thenPassTo, everyMs = 50 } = options;
  let connections = 0;
  let dripped = 0;
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    connections += 1;
    if (connections > dripFor && thenPassTo !== undefined) {
      const upstream = connect(thenPassTo, '127.0.0.1');
      upstream.on('error', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
      socket.pipe(upstream).pipe(socket);
      return;
    }
    dripped += 1;
    socket.write('220 relay.test ESMTP\r\n');
    socket.once('data', () => {
      const timer = setInterval(() => socket.write('250-still thinking\r\n'), everyMs);
      timers.add(timer);
      socket.on('close', () => {
        clearInterval(timer);
        timers.delete(timer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('relay has no port');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    dripped: () => dripped,
    open: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
