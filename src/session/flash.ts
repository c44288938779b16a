/**
 * A one-time message carried across a redirect to a page outside react-admin (e.g. 'Sessão
 * expirada!' shown on /login after a 401).
 */
const FLASH_KEY = 'fv.flash';

export function setFlash(message: string, storage: Storage = window.sessionStorage): void {
  storage.setItem(FLASH_KEY, message);
}

export function peekFlash(storage: Storage = window.sessionStorage): string | null {
  return storage.getItem(FLASH_KEY);
}

export function clearFlash(storage: Storage = window.sessionStorage): void {
  storage.removeItem(FLASH_KEY);
}
