# syntax=docker/dockerfile:1
# Build: docker build -t storefront .   Run: docker run -p 3000:3000 -v shop-data:/app/data storefront

FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV NODE_ENV=production

# Native modules (better-sqlite3) build from source here.
FROM base AS deps
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM base AS runtime
RUN mkdir -p /app/data && chown node:node /app/data
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
# The server runs from the bundle in dist/; the sources stay for the operator CLIs through tsx
# (npm run db:seed, npm run catalogue:import).
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/shared ./shared
COPY --from=build --chown=node:node /app/locales ./locales
USER node
ENV HOST=0.0.0.0 PORT=3000 DATABASE_URL=file:/app/data/shop.db
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Runs node directly (not npm) so SIGTERM reaches the server and it drains; the bundled server, not
# a TypeScript loader, which halved throughput (docs/decisions.md).
CMD ["node", "--enable-source-maps", "dist/server/index.js"]
