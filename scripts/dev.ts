/**
 * Development: rebuilds the client on every change and restarts the server with tsx watch. STRIPE_STANDIN=1 also
 * starts the Stripe stand-in (scripts/stripe-standin.ts) and points the server at it (docs/payments.md).
 */
import { context } from 'esbuild';
import { spawn } from 'node:child_process';
import { clientBuildOptions, copyPublic, manifestFrom, root, writeManifest } from './build';
import { startStripeStandin } from './stripe-standin';

copyPublic();
const options = clientBuildOptions('development');
const ctx = await context({
  ...options,
  plugins: [
    ...(options.plugins ?? []),
    {
      name: 'manifest',
      setup(build) {
        build.onEnd((result) => {
          if (result.metafile) writeManifest(manifestFrom(result.metafile));
        });
      },
    },
  ],
});
await ctx.watch();

// The stand-in's own test keys, unless the environment names others; never a real account's.
const standin =
  process.env.STRIPE_STANDIN === '1'
    ? await startStripeStandin({
        port: Number(process.env.STRIPE_STANDIN_PORT ?? 12111),
        secretKey: process.env.STRIPE_SECRET_KEY || 'sk_test_standin',
        webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || 'whsec_standin',
        webhookUrl: `http://localhost:${process.env.PORT ?? 3000}/payments/stripe/webhook`,
      })
    : undefined;
if (standin) console.log(`Stripe stand-in at ${standin.url}: its Pay button pays, no card is charged`);

const server = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    ...(standin
      ? {
          STRIPE_SECRET_KEY: standin.secretKey,
          STRIPE_WEBHOOK_SECRET: standin.webhookSecret,
          STRIPE_API_URL: standin.url,
        }
      : {}),
  },
});
const stop = () => {
  server.kill('SIGTERM');
  void ctx.dispose();
  void standin?.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
