import { readFileSync } from 'node:fs';
import { manifestFile } from './paths';

/** Public URLs of the hashed client files the document links. */
export interface Assets {
  js: string;
  css: string;
}

export function readAssets(file = manifestFile): Assets {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`Client assets are not built (no readable ${file}). Run "npm run build" first.`);
  }
  const { js, css } = parsed as Partial<Assets>;
  if (typeof js !== 'string' || typeof css !== 'string') throw new Error(`${file} is not an asset manifest`);
  return { js, css };
}
