# syntax=docker/dockerfile:1
# The API: NestJS on Node 24, the current LTS (README, "Node versions"). Build context: repository root.
# docker build -f deploy/docker/api.Dockerfile -t ageless/api .

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/ packages/
COPY api/package.json api/
COPY host-shell/package.json host-shell/
COPY mfe-landing/package.json mfe-landing/
COPY mfe-onboarding/package.json mfe-onboarding/
COPY mfe-matches/package.json mfe-matches/
COPY mfe-chat/package.json mfe-chat/
COPY mfe-planner/package.json mfe-planner/
COPY widget-element/package.json widget-element/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.base.json ./
COPY api/ api/
RUN npm run build -w packages/contracts && npm run build -w api

# Production dependencies of the API and the contracts package only.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/api/package.json api/
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts --workspace api --workspace packages/contracts

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules node_modules/
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/packages/contracts/package.json packages/contracts/
COPY --from=build --chown=node:node /app/packages/contracts/dist packages/contracts/dist/
COPY --from=build --chown=node:node /app/api/package.json api/
COPY --from=build --chown=node:node /app/api/dist api/dist/
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Migrations: `node api/dist/database/migrate.main.js` (compose `migrate` service, Kubernetes Job).
CMD ["node", "api/dist/main.js"]
