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
}

export function createThrottles(db: Db): Throttles {
  const create = limiterFactory(db);
  return {
    login: new AttemptThrottle(create, 'login', LIMITS.login),
    recovery: new AttemptThrottle(create, 'recuperacao', LIMITS.recovery),
    emailCheck: new AttemptThrottle(create, 'email-existe', LIMITS.emailCheck),
    seller: new AttemptThrottle(create, 'vendedor', LIMITS.login),
  };
}
