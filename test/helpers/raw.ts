import { once } from 'node:events';
import http, { type OutgoingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

/**
 * Listens on a free loopback port until the test ends; returns the port. Call it inside a test. The server is closed
 * by the test's own `onTestFinished`, not by a hook this module registers when imported: where a worker shares its
 * modules between files (decision 0058) a module is evaluated once, so such a hook would belong to the first file
 * that imported it and later files' servers would stay open (a second `listen` on one then fails).
 */
export async function listen(server: Server | RequestListener): Promise<number> {
  const listening = typeof server === 'function' ? http.createServer(server) : server;
  onTestFinished(() => void listening.close());
  listening.listen(0, '127.0.0.1');
  await once(listening, 'listening');
  return (listening.address() as AddressInfo).port;
}

export interface RawAnswer {
  status: number;
  /** The headers as sent, less Date. */
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent, still compressed. */
  body: Buffer;
}

/** One request, answered raw: supertest would decode compressed bodies and hide what was on the wire. */
export async function rawRequest(
  port: number,
  path: string,
  { method = 'GET', headers = {} as OutgoingHttpHeaders } = {},
): Promise<RawAnswer> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.request({ host: '127.0.0.1', port, path, method, headers }, resolve).on('error', reject).end(),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const sent = Object.fromEntries(Object.entries(response.headers).filter(([name]) => name !== 'date'));
  return { status: response.statusCode ?? 0, headers: sent, body: Buffer.concat(chunks) };
}
