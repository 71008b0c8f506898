/** Gives each request its own EntityManager fork (`request.em`) and closes the ORM with the app. */
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import fp from 'fastify-plugin';
import { DatabaseHealth } from '../db-errors.js';
import { rootEm } from '../db.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's EntityManager fork (its own identity map). */
    em: EntityManager;
  }
  interface FastifyInstance {
    orm: MikroORM;
    /** Logs a database outage once, and its end (see src/db-errors.ts). */
    dbHealth: DatabaseHealth;
  }
}

interface OrmPluginOptions {
  orm: MikroORM;
  /** Close the ORM when the app closes (false when the caller owns it, e.g. tests sharing one ORM). */
  closeOnShutdown: boolean;
}

export const ormPlugin = fp<OrmPluginOptions>(
  async (app, { orm, closeOnShutdown }) => {
    const root = rootEm(orm);
    app.decorate('orm', orm);
    app.decorate('dbHealth', new DatabaseHealth(app.log, () => root.fork().execute('select 1')));
    app.addHook('onClose', async () => app.dbHealth.close());
    app.decorateRequest('em', null as unknown as EntityManager);
    app.addHook('onRequest', async (request) => {
      request.em = root.fork();
    });
    if (closeOnShutdown) app.addHook('onClose', async () => orm.close());
  },
  { name: 'orm' },
);
