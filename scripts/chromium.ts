/** Debian's Chromium, shared by the browser tests, Lighthouse and the image renderer. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless, with everything that would phone home switched off: this machine's network is closed, and
 * background connections would only fail noisily. Lighthouse adds --headless=new itself.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
