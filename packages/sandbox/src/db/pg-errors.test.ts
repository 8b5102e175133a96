import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDataException, postgresErrorCode, withoutQueryParameters } from './pg-errors';

const databaseError = (code: string) => Object.assign(new Error('from the database'), { code });

describe('PostgreSQL errors', () => {
  it('reads the SQLSTATE through drizzle\'s wrapper, and nothing from other errors', () => {
    const wrapped = new DrizzleQueryError('select $1', ['secret'], databaseError('22003'));
    expect(postgresErrorCode(wrapped)).toBe('22003');
    expect(isDataException(wrapped)).toBe(true);
    expect(isDataException(databaseError('23505'))).toBe(false);
    expect(postgresErrorCode(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeUndefined();
    expect(postgresErrorCode('22003')).toBeUndefined();
  });

  it('logs a failed query without its parameters', () => {
    const wrapped = new DrizzleQueryError('select * from users where username = $1', ['demo-player', 'Demo-pass-1!'], databaseError('22021'));
    const logged = withoutQueryParameters(wrapped) as Error;
    expect(logged.message).toBe('Failed query: select * from users where username = $1');
    expect(`${logged.message}\n${logged.stack}`).not.toContain('Demo-pass-1!');
    expect(postgresErrorCode(logged)).toBe('22021');
    const plain = new Error('plain');
    expect(withoutQueryParameters(plain)).toBe(plain);
  });
});
