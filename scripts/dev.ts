/** Development: rebuilds the client on every change and restarts the server with tsx watch. */
import { context } from 'esbuild';
import { spawn } from 'node:child_process';
import { clientBuildOptions, copyPublic, manifestFrom, root, writeManifest } from './build';

copyPublic();
const ctx = await context({
  ...clientBuildOptions('development'),
  plugins: [
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

const server = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development' },
});
const stop = () => {
  server.kill('SIGTERM');
  void ctx.dispose();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
