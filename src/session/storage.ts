import type { AuthPayload, Session } from './types';

export const SESSION_KEY = 'fv.session';

export interface SessionStorages {
  persistent: Storage;
  tab: Storage;
}

function browserStorages(): SessionStorages {
  return { persistent: window.localStorage, tab: window.sessionStorage };
}

export function sessionFromPayload(payload: AuthPayload): Session {
  return { usuario: payload.usuario, token: payload.token, autenticado: true, acao: payload.acao ?? null };
}

/** Parses a stored session; anything malformed counts as no session. */
export function parseSession(text: string | null): Session | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Session> | null;
    if (!value || value.autenticado !== true || typeof value.token !== 'string' || !value.token) return null;
    if (!value.usuario || typeof value.usuario.id !== 'number') return null;
    return { usuario: value.usuario, token: value.token, autenticado: true, acao: value.acao ?? null };
  } catch {
    return null;
  }
}

/** The stored session: the "stay logged in" one (localStorage) first, then this tab's. */
export function readSession(storages: SessionStorages = browserStorages()): Session | null {
  return parseSession(storages.persistent.getItem(SESSION_KEY)) ?? parseSession(storages.tab.getItem(SESSION_KEY));
}

/** Removes the session from both storages. */
export function clearSession(storages: SessionStorages = browserStorages()): void {
  storages.persistent.removeItem(SESSION_KEY);
  storages.tab.removeItem(SESSION_KEY);
}

/** Stores in localStorage when the user asked to stay logged in, otherwise only for this tab. */
export function writeSession(session: Session, permaneceLogado: boolean, storages: SessionStorages = browserStorages()): void {
  clearSession(storages);
  const target = permaneceLogado ? storages.persistent : storages.tab;
  target.setItem(SESSION_KEY, JSON.stringify(session));
}
