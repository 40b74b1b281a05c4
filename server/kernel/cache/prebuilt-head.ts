import { ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';

/**
 * A cached 200's response head, put together once when the fast path is armed rather than on every request.
 *
 * `res.writeHead(200, headers)` checks every name against the token grammar and every value for forbidden
 * characters, and concatenates the head line by line, on every request: measured under wrk on a cached page,
 * about 3 µs of the 20 µs the server spends per answer (the header regular expressions alone 6 % of its CPU).
 * The replayed headers never change between two requests, so they are checked once here, with Node's own
 * validators, and joined once. What must still be worked out per request is left to Node: the status line's
 * keep-alive decision (Connection, Keep-Alive, for HTTP/1.0 and draining servers alike), the Date, and
 * Content-Length, which Node must see to frame the body; see writePrebuiltHead.
 */
export interface PrebuiltHead {
  /** "Name: value\r\n" for every replayed header but Content-Length, in the order Express wrote them. */
  lines: string;
  contentLength: string;
}

/** Headers Node's response code acts on (framing, keep-alive, the date): a head naming any other than Content-Length stays on writeHead. */
const NODE_READS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'expect', 'trailer']);

/** The undocumented method writeHead ends with; see writePrebuiltHead. */
interface StoresHeader {
  _storeHeader(firstLine: string, headers: string[]): void;
  _expect_continue: boolean;
  _sent100: boolean;
}

const nodeStoresHeaders =
  typeof (ServerResponse.prototype as unknown as Partial<StoresHeader>)._storeHeader === 'function';

/** The head for a 200 with these headers (flat name/value list), or undefined when writeHead must write it. */
export function prebuiltHead(status: number, headers: readonly string[]): PrebuiltHead | undefined {
  if (status !== 200 || !nodeStoresHeaders) return undefined;
  let lines = '';
  let contentLength: string | undefined;
  for (let i = 0; i < headers.length; i += 2) {
    const name = headers[i]!;
    const value = headers[i + 1]!;
    const lower = name.toLowerCase();
    if (NODE_READS.has(lower)) return undefined;
    try {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    } catch {
      return undefined;
    }
    if (lower === 'content-length') {
      if (contentLength !== undefined) return undefined;
      contentLength = value;
    } else lines += `${name}: ${value}\r\n`;
  }
  return contentLength === undefined ? undefined : { lines, contentLength };
}

/**
 * res.writeHead(200, headers) with the headers already checked and joined: the same steps writeHead takes for
 * a 200 (its status, the expect-continue rule), then the method it ends with, given the joined lines as part
 * of the first line and Content-Length as the one header left for Node to check and frame the body by. Node
 * appends Date, Connection and Keep-Alive exactly as for writeHead. The request id, when given, is a checked
 * id or a UUID (logger.ts). test/cache/fast-path.test.ts compares every header and byte of these answers with
 * Express's own, so a Node release that changed the method would fail there, not in production.
 */
export function writePrebuiltHead(res: ServerResponse, head: PrebuiltHead, requestId: string | undefined): void {
  const internals = res as ServerResponse & StoresHeader;
  res.statusCode = 200;
  res.statusMessage = 'OK';
  if (internals._expect_continue && !internals._sent100) res.shouldKeepAlive = false;
  const id = requestId === undefined ? '' : `X-Request-Id: ${requestId}\r\n`;
  internals._storeHeader(`HTTP/1.1 200 OK\r\n${head.lines}${id}`, ['Content-Length', head.contentLength]);
}
