import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';

/**
 * Appends text to a line-based file and resolves only once it is on disk (fsync), creating the file and its
 * folder if missing. If a crash left a partial last line, the text starts on a fresh line so it stays intact.
 * Callers serialise their own appends to a file; this does one append.
 */
export async function appendLineDurably(file: string, text: string): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const handle = await open(file, 'a+', 0o600);
  let created: boolean;
  try {
    const { size } = await handle.stat();
    created = size === 0;
    const torn = !created && (await handle.read(Buffer.alloc(1), 0, 1, size - 1)).buffer[0] !== 0x0a;
    await handle.appendFile(torn ? `\n${text}` : text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  // A new file's directory entry is only durable once the directory itself is flushed.
  if (created) {
    const dirHandle = await open(dir, 'r');
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
  }
}
