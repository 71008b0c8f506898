/**
 * Browser-test support: the real server (buildApp on a fresh PGlite, the built client from
 * web/dist) listening on a free loopback port, and Debian's Chromium through playwright-core.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { MikroORM } from '@mikro-orm/core';
import { buildApp } from '../src/app.js';
import { DEFAULT_RATE_LIMITS, loadConfig, type AppConfig } from '../src/config.js';
import { openOrm } from '../src/db.js';
import { pgliteTemplate } from '../src/test/harness.js';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  orm: MikroORM;
  config: AppConfig;
  close(): Promise<void>;
}

/** Starts the whole site as `npm start` does, on an in-memory PGlite and a temporary DATA_DIR. */
export async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  // The run's migrated, seeded database (src/test/template.ts), as `npm start` leaves it.
  const orm = await openOrm({ databaseUrl: undefined, pgliteDir: 'memory://', pgliteLoad: pgliteTemplate() });
  const base = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const config: AppConfig = {
    ...base,
    webDistDir: resolve('web/dist'),
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      login: 1000,
      register: 1000,
      contact: 1000,
      questionsPerHour: 1000,
      foldersPerHour: 1000,
      documentsPerHour: 1000,
      lettersPerHour: 1000,
    },
  };
  const app = await buildApp({ config, orm, closeOrm: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    orm,
    config,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A fresh browser context (own cookies and localStorage) at a viewport, optionally in German. */
export async function newContext(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; language?: 'en' | 'de' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: opts.viewport ?? DESKTOP, acceptDownloads: true });
  if (opts.language) {
    await context.addInitScript((lang) => {
      if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', lang);
    }, opts.language);
  }
  return context;
}

/** Collects console errors and failed requests of a page, for assertions. */
export function watchPage(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return { errors };
}

/** Console errors other than the browser's own "Failed to load resource: 401/400" lines (expected on redirects and refused forms). */
export function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of 40[01]/.test(e));
}

/** The notification region (spec section 9: "Notifications (F8)"), in either language. */
export function toast(page: Page) {
  return page.getByRole('region', { name: /Notifications \(F8\)|Benachrichtigungen \(F8\)/ });
}
