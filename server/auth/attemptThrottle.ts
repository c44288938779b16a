import { setTimeout as sleep } from 'node:timers/promises';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { CreateLimiter } from './limiterStore';

/**
 * Refused before anything was checked; `waitMs` is how long until the next attempt can go through,
 * `conta` whether the account's own budget (whatever the address) was among the refusals.
 */
export class TooManyAttempts extends Error {
  constructor(
    readonly waitMs: number,
    readonly conta = false,
  ) {
    super('Muitas tentativas.');
  }
}

/** A count of attempts, keyed by the account and address pair, by the address alone or by the account alone. */
interface Budget {
  per: 'pair' | 'address' | 'account';
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
 * address, and, for back-office accounts, a budget per account whatever the address: guesses spread
 * over many addresses stop there. Every budget is charged before the password is checked.
 */
export const LIMITS = {
  /**
   * createToken and the profile's current password. The account's budget counts attempts in flight
   * and failures (a success gives its point back); spent, the account is refused for an hour from
   * every address except those its owner logged in from before, and its owner gets an e-mail with a
   * single-use link that lifts it (server/services/desbloqueioAcesso.ts).
   */
  login: {
    budgets: [
      { per: 'pair', points: 5, duration: DAY, block: 15 * MINUTE, onSuccess: 'clear' },
      { per: 'address', points: 100, duration: DAY, block: DAY, onSuccess: 'refund' },
      { per: 'account', points: 20, duration: HOUR, block: HOUR, onSuccess: 'refund' },
    ],
  },
  /**
   * The phone's seller login: per seller and device, and per device a day. A device is a seat the
   * partner granted, so there is no account lock a stranger's device could trigger; the seller's
   * failures slow further attempts down instead.
   */
  seller: {
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
  /**
   * A phone's activation (POST /api/v1/mobile/ativacao), per address and per branch (the "account"
   * is the branch's identificadorApp). An activation takes no seat, but every one leaves a row for
   * a day: 60 an hour from one address covers an office setting up its phones behind one router
   * (or a carrier's shared address), 200 an hour for one branch a fleet's roll-out; past them a
   * flood from one address, or from many at one branch, stops there.
   */
  activation: {
    budgets: [
      { per: 'address', points: 60, duration: HOUR, block: HOUR },
      { per: 'account', points: 200, duration: HOUR, block: HOUR },
    ],
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
  /**
   * The server could not serve the attempt (its database away or too busy: a 503 the client sends
   * again): its points go back, so that the retry is not charged twice. Best effort.
   */
  notServed(): Promise<void>;
}

const ignore = () => undefined;

/** How many times a refund the store refused is tried, and the pause before the next try (times the try). */
const REFUND_TRIES = 4;
const REFUND_PAUSE_MS = 250;

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
    return budget.per === 'pair' ? `${account}|${address}` : budget.per === 'account' ? account : address;
  }

  /**
   * Charges one attempt of `account` from `address`; throws TooManyAttempts when a budget is spent.
   * From an address the account's owner is known at (`conhecido`), the account's own budget is not
   * charged: that is how the owner gets in while strangers' guesses keep the account locked.
   */
  async begin(account: string, address: string, opcoes: { conhecido?: boolean } = {}): Promise<Attempt> {
    const budgets = this.budgets.filter(({ budget }) => !(opcoes.conhecido && budget.per === 'account'));
    // The address's budgets first; the account's only for an attempt they let through, so that one
    // address refused by its own limits does not spend the account's budget (and lock the owner out).
    const porEndereco = budgets.filter(({ budget }) => budget.per !== 'account');
    const daConta = budgets.filter(({ budget }) => budget.per === 'account');
    const refused = await this.charge(porEndereco, account, address);
    if (!refused.length) {
      try {
        refused.push(...(await this.charge(daConta, account, address)));
      } catch (error) {
        // The account's store failed: the address's points charged for this attempt go back.
        await this.refund(porEndereco, account, address);
        throw error;
      }
    }
    if (refused.length)
      throw new TooManyAttempts(
        Math.max(...refused.map((r) => r.wait)),
        refused.some((r) => r.per === 'account'),
      );
    await this.slowDown(account);
    if (this.slowdown?.rule.counts === 'attempts') await this.slowdown.limiter.consume(account).catch(ignore);
    return {
      succeeded: async () => {
        await Promise.all(
          budgets.map(({ budget, limiter }) => {
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
      notServed: () => this.refund(budgets, account, address),
    };
  }

  /**
   * Gives back one point of each budget. A point that stayed would refuse a later attempt the budget
   * has room for (the phone's retry of a 503 is charged again), so a refund the store could not take
   * (its pool too busy to lend a connection in time) is tried again, up to REFUND_TRIES times; past
   * them it is given up, as the store may be failing for good.
   */
  private async refund(budgets: { budget: Budget; limiter: RateLimiterAbstract }[], account: string, address: string): Promise<void> {
    await Promise.all(
      budgets.map(async ({ budget, limiter }) => {
        for (let tentativa = 1; tentativa <= REFUND_TRIES; tentativa++) {
          try {
            await limiter.reward(this.key(budget, account, address), 1);
            return;
          } catch {
            if (tentativa < REFUND_TRIES) await sleep(REFUND_PAUSE_MS * tentativa);
          }
        }
      }),
    );
  }

  /** Consumes a point of each budget at once (atomically in its store); the refusals, with their waits. */
  private async charge(budgets: { budget: Budget; limiter: RateLimiterAbstract }[], account: string, address: string) {
    const charged = await Promise.allSettled(budgets.map(({ budget, limiter }) => limiter.consume(this.key(budget, account, address))));
    const falha = charged.find((r): r is PromiseRejectedResult => r.status === 'rejected' && r.reason instanceof Error);
    if (falha) {
      // A store failed (PostgreSQL away or too busy): nothing is let through, and what the others counted goes back.
      await this.refund(
        budgets.filter((_, i) => charged[i].status === 'fulfilled'),
        account,
        address,
      );
      throw falha.reason;
    }
    return charged.flatMap((r, i) => {
      if (r.status === 'fulfilled') return [];
      // A refusal that raced the store's writing of the block still sees the count's own expiry;
      // the block, written a moment later, is what the caller will actually wait.
      return [{ per: budgets[i].budget.per, wait: Math.min((r.reason as RateLimiterRes).msBeforeNext, budgets[i].budget.block * 1000) }];
    });
  }

  /** Lifts the account's own budget (an unlock link was used): its count and its block start over. */
  async liberarConta(account: string): Promise<void> {
    await Promise.all(this.budgets.filter(({ budget }) => budget.per === 'account').map(({ limiter }) => limiter.delete(account)));
  }

  private async slowDown(account: string): Promise<void> {
    if (!this.slowdown) return;
    const { rule, limiter } = this.slowdown;
    const recent = (await limiter.get(account).catch(() => null))?.consumedPoints ?? 0;
    if (recent >= rule.free) await sleep(Math.min(rule.maxMs, (recent - rule.free + 1) * rule.stepMs));
  }
}
