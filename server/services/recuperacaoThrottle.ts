import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Recovery requests per e-mail and per client address. Every request counts, whether or not the
 * e-mail belongs to someone, so the refusal tells nothing about the account.
 */
export class RecuperacaoThrottle {
  private byEmail = new RateLimiterMemory({ keyPrefix: 'recuperacao-email', points: 3, duration: 15 * 60 });
  private byAddress = new RateLimiterMemory({ keyPrefix: 'recuperacao-ip', points: 20, duration: 15 * 60 });

  /** Counts one request; false when the e-mail or the address has used up its requests for now. */
  async allow(email: string, address: string): Promise<boolean> {
    const results = await Promise.allSettled([this.byEmail.consume(email), this.byAddress.consume(address)]);
    return results.every((r) => r.status === 'fulfilled');
  }
}
