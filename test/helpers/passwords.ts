import { hash } from '@node-rs/argon2';

const testHashes = new Map<string, Promise<string>>();

/**
 * An argon2id hash of `password` at the lowest cost argon2 takes (1 MiB, one pass), made once per password in a
 * file. Sign-in verifies any stored hash at the cost written in it, so a test account signs in the way a real one
 * does; at the production cost (19 MiB, two passes) each account the suites make and each sign-in cost about 0.1 s of
 * CPU, hundreds of times over. A module of its own, so the browser specs take it without the app's import.
 */
export function testPasswordHash(password: string): Promise<string> {
  let made = testHashes.get(password);
  if (!made) testHashes.set(password, (made = hash(password, { memoryCost: 1024, timeCost: 1 })));
  return made;
}
