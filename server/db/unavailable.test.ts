import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { unavailable } from './unavailable';

const comCodigo = (code: string, message = 'falha') => Object.assign(new Error(message), { code });

describe('unavailable: what counts as the database (or the disk) away for a while', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection due to crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['08003', 'connection does not exist'],
    ['53300', 'sorry, too many clients already'],
  ])('PostgreSQL %s (%s)', (code, message) => {
    expect(unavailable(comCodigo(code, message))).toEqual({ kind: 'database', message: MSG.servicoIndisponivel, retryAfterSeconds: 5 });
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'])('a lost or refused socket (%s)', (code) => {
    expect(unavailable(comCodigo(code))?.kind).toBe('database');
  });

  it.each(['Connection terminated unexpectedly', 'timeout exceeded when trying to connect', 'Client has encountered a connection error and is not queryable'])(
    'pg without a code: %s',
    (message) => {
      expect(unavailable(new Error(message))?.kind).toBe('database');
    },
  );

  it.each(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_IOERR', 'SQLITE_IOERR_WRITE', 'SQLITE_CANTOPEN'])('SQLite %s', (code) => {
    expect(unavailable(comCodigo(code))?.kind).toBe('database');
  });

  it.each(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', '53100'])('a full disk: %s', (code) => {
    expect(unavailable(comCodigo(code))).toEqual({ kind: 'diskFull', message: MSG.discoCheioServidor, retryAfterSeconds: 30 });
  });

  it('looks inside GraphQL errors, causes and the per-address errors of a refused connection', () => {
    expect(unavailable(new GraphQLError('x', { originalError: comCodigo('57P01') }))?.kind).toBe('database');
    expect(unavailable(new Error('x', { cause: comCodigo('SQLITE_FULL') }))?.kind).toBe('diskFull');
    expect(unavailable(new AggregateError([comCodigo('ECONNREFUSED'), comCodigo('ECONNREFUSED')]))?.kind).toBe('database');
  });

  it.each([
    ['a unique violation', comCodigo('23505')],
    ['a syntax error', comCodigo('42601')],
    ['a SQLite constraint', comCodigo('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('is not fooled by %s', (_nome, erro) => {
    expect(unavailable(erro)).toBeNull();
  });
});
