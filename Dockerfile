# One container: the self-contained production build (dist/, with the SQLite driver beside the bundle) on the
# Node major version every test runs on. The database lives on the /data volume; see docs/deploying.md.
#   docker build -t capital-appliance-repair .
#   docker run -p 3000:3000 -e SITE_URL=https://www.example.com -v car-data:/data --stop-timeout 45 capital-appliance-repair
#   docker exec -it <container> node cli.js office add-user owner@example.com    the command-line tools (dist/cli.js)
# Several replicas: set DATABASE_URL=postgres://... (compose.yaml).
#
# NODE_VERSION must stay the major version CI tests on and package.json's "engines" names (a test,
# test/build/node-version.test.ts, fails when they disagree). `--build-arg NODE_VERSION=26` builds on another
# one, but that image runs code no test has run on that version: do it only to try an upgrade, and move CI,
# engines and this default together when it ships.
ARG NODE_VERSION=24

# The full Debian image has python3, make and a C++ compiler, so a dependency with a native addon (node-gyp)
# can build here; the final image is the slim one, without any of them.
FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /src
COPY package.json package-lock.json ./
# No package runs code at install time; a native addon would be built explicitly with `npm rebuild <name>`.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json ./
COPY scripts ./scripts
COPY server ./server
COPY views ./views
COPY client ./client
COPY data ./data
COPY public ./public
RUN npm run build

# dist/ is one bundle plus, in dist/node_modules, the SQLite driver with the prebuilt binary npm installed for
# this platform (glibc, so a Debian image of the same release, not Alpine). Any other native addon would have to
# be copied from the build stage the same way (same Node version and Debian release, so its ABI matches).
FROM node:${NODE_VERSION}-bookworm-slim
# LEADS_FILE is where earlier versions kept leads: if it exists it is imported into the database at start-up.
ENV NODE_ENV=production \
    PORT=3000 \
    DATABASE_URL=file:/data/site.db \
    LEADS_FILE=/data/leads.jsonl
WORKDIR /app
# The SQLite database (with its -wal and -shm files) is the only state; /data is where a volume keeps it.
RUN mkdir /data && chown node:node /data
COPY --from=build --chown=node:node /src/dist/ ./
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1 gets SIGTERM from `docker stop` and shuts down gracefully (server/index.ts), waiting up to
# SHUTDOWN_DRAIN_SECONDS (35) for requests in flight: give `docker stop` 45 s (--stop-timeout, compose's
# stop_grace_period), not its default 10.
CMD ["node", "server.js"]
