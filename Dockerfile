# The portal's image (decision record 051): built in one stage, run in a slim one as a non-root
# user with Tesseract (German), poppler and nothing else. One image serves every role:
# `npm run start:web`, `npm run start:worker` or `npm start` (see compose.yaml).

# --- build: dependencies, the server (tsc) and the web client (vite + prerendered pages) ----------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# --- run ----------------------------------------------------------------------------------------
FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends tesseract-ocr tesseract-ocr-deu poppler-utils \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# What the server runs: its build, the built client, the runtime packages, the start script.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/scripts/start.mjs /app/scripts/lib.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
CMD ["npm", "start"]
