import { describe, expect, it } from 'vitest';
import { prebuiltHead } from '../../server/kernel/cache/prebuilt-head';

const page = ['Cache-Control', 'no-cache', 'ETag', '"abc"', 'Content-Type', 'text/html', 'Content-Length', '42'];

describe('a cached answer’s head, checked and joined once', () => {
  it('joins every header but Content-Length, in order, and keeps Content-Length for Node to frame the body', () => {
    expect(prebuiltHead(200, page)).toEqual({
      lines: 'Cache-Control: no-cache\r\nETag: "abc"\r\nContent-Type: text/html\r\n',
      contentLength: '42',
    });
  });

  it('leaves to writeHead what Node must read, a status other than 200, and anything it would refuse', () => {
    expect(prebuiltHead(304, page)).toBeUndefined();
    expect(prebuiltHead(404, page)).toBeUndefined();
    expect(prebuiltHead(200, page.slice(0, 6))).toBeUndefined();
    expect(prebuiltHead(200, [...page, 'content-length', '42'])).toBeUndefined();
    for (const name of ['Connection', 'Keep-Alive', 'Transfer-Encoding', 'Date', 'Trailer', 'Expect'])
      expect(prebuiltHead(200, [...page, name, 'x']), name).toBeUndefined();
    expect(prebuiltHead(200, [...page, 'X-Bad', 'a\r\nSet-Cookie: x=1'])).toBeUndefined();
    expect(prebuiltHead(200, [...page, 'Bad Name', 'x'])).toBeUndefined();
  });
});
