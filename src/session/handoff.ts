import { parseSession } from './storage';
import type { Session } from './types';

/**
 * Hands this tab's session to a tab it opens itself (the 'Gerenciador' link, target=_blank,
 * rel=noopener), when the session lives only in this tab (no "Permanecer logado"). Nothing goes in
 * the URL: the clicking tab arms a single-use offer for that one path, valid a few seconds; the
 * new tab asks for it over a same-origin BroadcastChannel and keeps the answer in its own
 * sessionStorage. A tab that opens any other path, or asks later, or twice, gets nothing.
 */
export const HANDOFF_CHANNEL = 'fv.sessao';
/** How long an armed offer waits for the new tab (its page load included). */
export const OFFER_TTL_MS = 30_000;
/** How long a new tab waits for an answer before going to /login. */
export const REQUEST_TIMEOUT_MS = 1_500;

type Message = { tipo: 'pedido'; id: string; caminho: string } | { tipo: 'sessao'; id: string; sessao: string };

interface Offer {
  caminho: string;
  expira: number;
}

const offers: Offer[] = [];
let channel: BroadcastChannel | null = null;

export const handoffSupported = () => typeof BroadcastChannel !== 'undefined';

const coversPath = (offer: string, path: string) => path === offer || path.startsWith(`${offer}/`);

/** Takes (single use) the armed offer that covers a path, if one is still valid. */
function takeOffer(path: string, now: number): boolean {
  for (let i = offers.length - 1; i >= 0; i--) if (offers[i].expira <= now) offers.splice(i, 1);
  const index = offers.findIndex((offer) => coversPath(offer.caminho, path));
  if (index < 0) return false;
  offers.splice(index, 1);
  return true;
}

function answering(currentSession: () => Session | null): BroadcastChannel {
  if (channel) return channel;
  const opened = new BroadcastChannel(HANDOFF_CHANNEL);
  opened.onmessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message?.tipo !== 'pedido' || typeof message.caminho !== 'string') return;
    const session = currentSession();
    if (!session || !takeOffer(message.caminho, Date.now())) return;
    opened.postMessage({ tipo: 'sessao', id: message.id, sessao: JSON.stringify(session) } satisfies Message);
  };
  channel = opened;
  return opened;
}

/** In the clicking tab: the next tab that opens `path` (within OFFER_TTL_MS) may take this session once. */
export function offerSession(path: string, currentSession: () => Session | null, now = Date.now()): void {
  if (!handoffSupported()) return;
  answering(currentSession);
  offers.push({ caminho: path, expira: now + OFFER_TTL_MS });
}

/** In a new tab without a session: asks the tab that opened `path` for its session. */
export function requestSession(path: string, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Session | null> {
  if (!handoffSupported()) return Promise.resolve(null);
  const asking = new BroadcastChannel(HANDOFF_CHANNEL);
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const finish = (session: Session | null) => {
      clearTimeout(timer);
      asking.close();
      resolve(session);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    asking.onmessage = (event: MessageEvent<Message>) => {
      const message = event.data;
      if (message?.tipo === 'sessao' && message.id === id) finish(parseSession(message.sessao));
    };
    asking.postMessage({ tipo: 'pedido', id, caminho: path } satisfies Message);
  });
}

/** Forgets every offer and closes the channel (tests). */
export function resetHandoff(): void {
  offers.length = 0;
  channel?.close();
  channel = null;
}
