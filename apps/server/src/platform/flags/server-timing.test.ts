import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { registerServerTiming } from './server-timing.ts';

/** A database that is away: every query fails as the driver fails while PostgreSQL restarts. */
const unavailableDb = new Proxy(
  {},
  {
    get: () => {
      throw Object.assign(new Error('Failed query: select "is_active" from "feature_flags"'), { code: 'ECONNREFUSED' });
    },
  },
) as Db;

describe('server timing while the database is away', () => {
  it('leaves the answer already decided (the 503 of an unavailable database) as it is, without the header', async () => {
    const app = Fastify();
    registerServerTiming(app, unavailableDb);
    app.get('/api/probe', async (_request, reply) =>
      reply
        .status(503)
        .send({ message: 'The database is unavailable at the moment. Please try again in a few seconds.' }),
    );
    const response = await app.inject({ method: 'GET', url: '/api/probe' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The database is unavailable at the moment. Please try again in a few seconds.',
    });
    expect(response.headers['server-timing']).toBeUndefined();
    await app.close();
  });
});
