# syntax=docker/dockerfile:1
# One front end (host-shell, an mfe-* remote or widget-element) as a small static image.
# docker build -f deploy/docker/web.Dockerfile --build-arg APP=mfe-landing -t ageless/mfe-landing .

FROM node:24-bookworm-slim AS build
ARG APP
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
COPY ${APP}/ ${APP}/
RUN test -n "${APP}" && npm run build -w ${APP}

FROM node:24-alpine AS runtime
ARG APP
ENV NODE_ENV=production PORT=8080 STATIC_ROOT=/app/dist
WORKDIR /app
COPY --chown=node:node deploy/static-server/server.mjs ./server.mjs
COPY --from=build --chown=node:node /app/${APP}/dist ./dist/
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-qO-", "http://127.0.0.1:8080/healthz"]
CMD ["node", "/app/server.mjs"]
