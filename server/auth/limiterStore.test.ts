import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { AttemptThrottle, LIMITS } from './attemptThrottle';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { limiterFactory, type CreateLimiter } from './limiterStore';

/** PostgreSQL whose pool cannot give a connection in time (a burst on a loaded machine), or that is away. */
const semConexao = {
  engine: 'postgres',
  pool: {
    query: async () => {
      throw new Error('timeout exceeded when trying to connect');
    },
  },
} as unknown as Db;

describe('attempt budgets when PostgreSQL cannot count', () => {
  it('let no attempt through: each fails with the database error (a 503 at the edge) instead of a count of its own', async () => {
    const throttle = new AttemptThrottle(limiterFactory(semConexao), 'activation', LIMITS.activation);
    const tentativas = await Promise.allSettled(Array.from({ length: 100 }, () => throttle.begin('filial-1', '203.0.113.7')));
    expect(tentativas.filter((t) => t.status === 'fulfilled')).toHaveLength(0);
    for (const t of tentativas) expect((t as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    expect(String((tentativas[0] as PromiseRejectedResult).reason.message)).toMatch(/timeout exceeded when trying to connect/);
  });
});

describe('an attempt a store could not count, or the server could not serve', () => {
  /** The address's budgets in memory, the account's in a PostgreSQL that cannot answer. */
  const misto = (): { create: CreateLimiter; memoria: RateLimiterMemory[] } => {
    const memoria: RateLimiterMemory[] = [];
    const falhando = limiterFactory(semConexao);
    return {
      memoria,
      create: (opcoes) => {
        if (opcoes.keyPrefix.includes('-account-')) return falhando(opcoes);
        const limiter = new RateLimiterMemory({ keyPrefix: opcoes.keyPrefix, points: opcoes.points, duration: opcoes.duration });
        memoria.push(limiter);
        return limiter;
      },
    };
  };

  it('gives back what the other budgets charged, so that the retry is not counted twice', async () => {
    const { create, memoria } = misto();
    const throttle = new AttemptThrottle(create, 'activation', LIMITS.activation);
    await expect(throttle.begin('filial-1', '203.0.113.7')).rejects.toThrow(/timeout exceeded/);
    expect((await memoria[0].get('203.0.113.7'))?.consumedPoints ?? 0).toBe(0);
  });

  it('notServed gives an attempt that went through its points back', async () => {
    const throttle = new AttemptThrottle(limiterFactory({ engine: 'sqlite' } as unknown as Db), 'activation', LIMITS.activation);
    const tentativa = await throttle.begin('filial-1', '203.0.113.8');
    await throttle.begin('filial-1', '203.0.113.8');
    await tentativa.notServed();
    const limite = LIMITS.activation.budgets[0].points;
    // Two charged, one given back: the address still has all but one of its budget.
    const seguintes = await Promise.allSettled(Array.from({ length: limite }, () => throttle.begin('filial-1', '203.0.113.8')));
    expect(seguintes.filter((r) => r.status === 'fulfilled')).toHaveLength(limite - 1);
  });
});
