import { RateLimiterMemory, RateLimiterPostgres, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/connection';

/** The table of migration 0013 (PostgreSQL). */
const TABLE = 'rate_limit';

export interface LimiterOptions {
  /** Names the counter; keys of different limiters never mix. */
  keyPrefix: string;
  points: number;
  /** Seconds a count lives. */
  duration: number;
  /** Seconds a key stays refused once it went past `points` (0: only until the count expires). */
  blockDuration?: number;
}

export type CreateLimiter = (options: LimiterOptions) => RateLimiterAbstract;

/**
 * Where attempt counters live: in memory on SQLite (one server process), in PostgreSQL otherwise, so
 * that every instance behind a load balancer counts the same attempts. When PostgreSQL cannot count
 * (away, or its pool too busy to answer in time) the attempt fails with the database's error, which
 * every edge answers as 503 with Retry-After (server/db/unavailable.ts): an in-memory count of this
 * instance in its place (rate-limiter-flexible's insurance limiter) starts from zero, so the attempts
 * it let through came on top of those PostgreSQL had already counted (75 activations for a budget of
 * 60 in a burst of 320 on a loaded machine). The attempt could not be served without the database anyway.
 */
export function limiterFactory(db: Db): CreateLimiter {
  return (options) => {
    const opts: IRateLimiterOptions = {
      keyPrefix: options.keyPrefix,
      points: options.points,
      duration: options.duration,
      blockDuration: options.blockDuration ?? 0,
    };
    if (db.engine !== 'postgres' || !db.pool) return new RateLimiterMemory(opts);
    return new RateLimiterPostgres({
      ...opts,
      storeClient: db.pool,
      storeType: 'pool',
      tableName: TABLE,
      tableCreated: true,
    });
  };
}
