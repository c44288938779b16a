import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { CreateLimiter } from './limiterStore';

/** Refused before anything was checked; `waitMs` is how long until the next attempt can go through. */
export class TooManyAttempts extends Error {
  constructor(readonly waitMs: number) {
    super('Muitas tentativas.');
  }
}

/** A count of attempts, keyed by the account and address pair or by the address alone. */
interface Budget {
  per: 'pair' | 'address';
  points: number;
  /** Seconds the count lives. */
  duration: number;
  /** Seconds a key stays refused once it went past `points`. */
  block: number;
  /** What a success does: the pair's failures start over, or the address gets its point back. */
  onSuccess?: 'clear' | 'refund';
}

/**
 * Per account, whatever the address: above `free` recent attempts (or failures), each further one
 * waits `stepMs` more before it is checked, up to `maxMs`. It slows an attack spread over many
 * addresses down and never refuses, so the owner's right password still gets in.
 */
interface Slowdown {
  counts: 'failures' | 'attempts';
  free: number;
  stepMs: number;
  maxMs: number;
  duration: number;
}

export interface AttemptLimits {
  budgets: Budget[];
  slowdown?: Slowdown;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The pattern rate-limiter-flexible documents for login endpoints: consecutive failures per account
 * and address pair (so an attacker elsewhere never locks the owner out), a slow daily budget per
 * address, and per account only a slowdown.
 */
export const LIMITS = {
  /** createToken, the profile's current password and the phone's seller login. */
  login: {
    budgets: [
      { per: 'pair', points: 5, duration: DAY, block: 15 * MINUTE, onSuccess: 'clear' },
      { per: 'address', points: 100, duration: DAY, block: DAY, onSuccess: 'refund' },
    ],
    slowdown: { counts: 'failures', free: 10, stepMs: 500, maxMs: 5000, duration: HOUR },
  },
  /** usuarioRecuperarSenha: every request counts (the answer is the same whether the e-mail exists). */
  recovery: {
    budgets: [
      { per: 'pair', points: 3, duration: HOUR, block: HOUR },
      { per: 'address', points: 30, duration: DAY, block: DAY },
    ],
    slowdown: { counts: 'attempts', free: 3, stepMs: 1000, maxMs: 5000, duration: HOUR },
  },
  /** usuarioEmailExiste, asked while a person types an e-mail (debounced): per address only. */
  emailCheck: {
    budgets: [
      { per: 'address', points: 30, duration: MINUTE, block: MINUTE },
      { per: 'address', points: 1000, duration: DAY, block: DAY },
    ],
  },
} satisfies Record<string, AttemptLimits>;

export interface Attempt {
  /** The secret was right. */
  succeeded(): Promise<void>;
  /** The secret was wrong: the account's slowdown grows. */
  failed(): Promise<void>;
}

const ignore = () => undefined;

/**
 * Consumes before it checks: each budget is charged first, atomically in its store, and only the
 * attempts that fit go on to the password check. Checking the count first and charging after a
 * failure (check-then-act) let 200 parallel guesses all through.
 */
export class AttemptThrottle {
  private budgets: { budget: Budget; limiter: RateLimiterAbstract }[];
  private slowdown?: { rule: Slowdown; limiter: RateLimiterAbstract };

  constructor(create: CreateLimiter, name: string, limits: AttemptLimits) {
    this.budgets = limits.budgets.map((budget, i) => ({
      budget,
      limiter: create({ keyPrefix: `${name}-${budget.per}-${i}`, points: budget.points, duration: budget.duration, blockDuration: budget.block }),
    }));
    if (limits.slowdown) {
      const rule = limits.slowdown;
      this.slowdown = { rule, limiter: create({ keyPrefix: `${name}-account`, points: Number.MAX_SAFE_INTEGER, duration: rule.duration }) };
    }
  }

  private key(budget: Budget, account: string, address: string): string {
    return budget.per === 'pair' ? `${account}|${address}` : address;
  }

  /** Charges one attempt of `account` from `address`; throws TooManyAttempts when a budget is spent. */
  async begin(account: string, address: string): Promise<Attempt> {
    const charged = await Promise.allSettled(this.budgets.map(({ budget, limiter }) => limiter.consume(this.key(budget, account, address))));
    const waits = charged.flatMap((r, i) => {
      if (r.status === 'fulfilled') return [];
      if (r.reason instanceof Error) throw r.reason;
      // A refusal that raced the store's writing of the block still sees the count's own expiry;
      // the block, written a moment later, is what the caller will actually wait.
      return [Math.min((r.reason as RateLimiterRes).msBeforeNext, this.budgets[i].budget.block * 1000)];
    });
    if (waits.length) throw new TooManyAttempts(Math.max(...waits));
    await this.slowDown(account);
    if (this.slowdown?.rule.counts === 'attempts') await this.slowdown.limiter.consume(account).catch(ignore);
    return {
      succeeded: async () => {
        await Promise.all(
          this.budgets.map(({ budget, limiter }) => {
            const key = this.key(budget, account, address);
            if (budget.onSuccess === 'clear') return limiter.delete(key).catch(ignore);
            if (budget.onSuccess === 'refund') return limiter.reward(key, 1).catch(ignore);
            return undefined;
          }),
        );
      },
      failed: async () => {
        if (this.slowdown?.rule.counts === 'failures') await this.slowdown.limiter.consume(account).catch(ignore);
      },
    };
  }

  private async slowDown(account: string): Promise<void> {
    if (!this.slowdown) return;
    const { rule, limiter } = this.slowdown;
    const recent = (await limiter.get(account).catch(() => null))?.consumedPoints ?? 0;
    if (recent >= rule.free) await sleep(Math.min(rule.maxMs, (recent - rule.free + 1) * rule.stepMs));
  }
}
