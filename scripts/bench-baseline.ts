/**
 * The benchmark's yardstick: a bare node:http server answering each URL with bytes and headers recorded
 * from the real server (the file named by argv[2]), and nothing else. What it costs per request is the
 * floor for any Node server on this machine.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

interface Recorded {
  path: string;
  status: number;
  headers: string[];
  body: string;
}

const recorded = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Recorded[];
const answers = new Map(
  recorded.map((r) => [r.path, { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') }]),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`baseline listening on ${typeof address === 'object' && address ? address.port : '?'}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
