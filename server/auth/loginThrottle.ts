import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Failed logins per e-mail and per client address. After too many failures the key is refused
 * for a while, whatever the password; a success clears the e-mail's count.
 */
export class LoginThrottle {
  private byEmail = new RateLimiterMemory({ keyPrefix: 'login-email', points: 5, duration: 15 * 60, blockDuration: 15 * 60 });
  private byAddress = new RateLimiterMemory({ keyPrefix: 'login-ip', points: 30, duration: 15 * 60, blockDuration: 15 * 60 });

  async isBlocked(email: string, address: string): Promise<boolean> {
    const [e, a] = await Promise.all([this.byEmail.get(email), this.byAddress.get(address)]);
    return (e !== null && e.remainingPoints <= 0) || (a !== null && a.remainingPoints <= 0);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await Promise.allSettled([this.byEmail.consume(email), this.byAddress.consume(address)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.byEmail.delete(email);
  }
}
