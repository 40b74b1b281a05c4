# One container: the self-contained production build (dist/, with the SQLite driver beside the bundle) on Node's
# current LTS, nothing else. The database lives on the /data volume; see docs/deploying.md.
#   docker build -t capital-appliance-repair .
#   docker run -p 3000:3000 -e SITE_URL=https://www.example.com -v car-data:/data capital-appliance-repair
# Several replicas: set DATABASE_URL=postgres://... (compose.yaml).
ARG NODE_IMAGE=node:26-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json ./
COPY scripts ./scripts
COPY server ./server
COPY views ./views
COPY client ./client
COPY data ./data
COPY public ./public
RUN npm run build

FROM ${NODE_IMAGE}
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
# node itself as PID 1 gets SIGTERM from `docker stop` and shuts down gracefully (server/index.ts).
CMD ["node", "server.js"]
