import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/**
 * How bytes compressed once are compressed: pages in the page cache and assets at build time. Both are made
 * once and sent many times, so the slowest, smallest settings pay for themselves.
 */
export function brotliOptions(size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

export const GZIP_OPTIONS: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };
