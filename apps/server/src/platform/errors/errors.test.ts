import { describe, expect, it } from 'vitest';
import { loggableError, serializeErrorForLog } from './errors.ts';

/** What the log may say about an error: its kind, SQLSTATE, constraint and frames, never its words or values. */
describe('loggableError', () => {
  it('keeps the SQLSTATE and constraint of a drizzle query error and drops the SQL, parameters, detail and where', () => {
    const pgError = Object.assign(
      new Error('new row for relation "users" violates check constraint "users_no_marker"'),
      {
        code: '23514',
        constraint: 'users_no_marker',
        detail: 'Failing row contains (42, Jane Marker, jane@example.org).',
        where: 'SQL statement "insert ..." Jane Marker',
      },
    );
    const drizzleError = new Error('Failed query: insert into "users" ("name") values ($1)\nparams: Jane Marker', {
      cause: pgError,
    });
    const logged = loggableError(drizzleError);
    expect(logged).toMatchObject({ type: 'Error', code: '23514', constraint: 'users_no_marker' });
    expect(JSON.stringify(logged)).not.toMatch(/Marker|insert|Failing|params/);
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('drops the message of any other error, and passes an already reduced one through the serializer unchanged', () => {
    const logged = loggableError(new TypeError('Cannot read member M100000001 of undefined'));
    expect(JSON.stringify(logged)).not.toContain('M100000001');
    expect(logged.type).toBe('TypeError');
    expect(serializeErrorForLog(logged)).toBe(logged);
    expect(JSON.stringify(serializeErrorForLog({ message: 'Smith, John' }))).not.toContain('Smith');
    expect(loggableError('Smith')).toEqual({ type: 'string' });
  });
});
