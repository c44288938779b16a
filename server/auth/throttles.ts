import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/connection';
import { AttemptThrottle, LIMITS } from './attemptThrottle';
import { limiterFactory } from './limiterStore';

/** The attempt limits of one server, shared by the services that check secrets or reveal accounts. */
export interface Throttles {
  /** Passwords of back-office users: createToken and the profile's current password. */
  login: AttemptThrottle;
  recovery: AttemptThrottle;
  emailCheck: AttemptThrottle;
  /** Sellers' passwords typed on a phone. */
  seller: AttemptThrottle;
  /** Phones' activations, per address and per branch. */
  activation: AttemptThrottle;
  /** The unlock e-mails of locked accounts: one per account while its lock lasts. */
  unlockMail: RateLimiterAbstract;
}

export function createThrottles(db: Db): Throttles {
  const create = limiterFactory(db);
  const bloqueioConta = LIMITS.login.budgets.find((b) => b.per === 'account')!.block;
  return {
    login: new AttemptThrottle(create, 'login', LIMITS.login),
    recovery: new AttemptThrottle(create, 'recuperacao', LIMITS.recovery),
    emailCheck: new AttemptThrottle(create, 'email-existe', LIMITS.emailCheck),
    seller: new AttemptThrottle(create, 'vendedor', LIMITS.seller),
    activation: new AttemptThrottle(create, 'ativacao', LIMITS.activation),
    unlockMail: create({ keyPrefix: 'login-aviso-desbloqueio', points: 1, duration: bloqueioConta }),
  };
}
