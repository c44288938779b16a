import { useSyncExternalStore } from 'react';
import { clearSession, readSession, SESSION_KEY, writeSession } from './storage';
import type { Session } from './types';

/**
 * The current session shared by the light pages, the route gate and the admin providers: one
 * snapshot, updated on login and logout (and when another tab changes localStorage).
 */
let current: Session | null | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (current === undefined) current = readSession();
  return current;
}

export function saveSession(session: Session, permaneceLogado: boolean): void {
  writeSession(session, permaneceLogado);
  current = session;
  notify();
}

export function endSession(): void {
  clearSession();
  current = null;
  notify();
}

/** Forgets the cached snapshot and reads the storages again (tests, other tabs). */
export function reloadSession(): void {
  current = readSession();
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) reloadSession();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}
