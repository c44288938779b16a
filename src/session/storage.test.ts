import { describe, expect, it } from 'vitest';
import { testSession } from '../test/graphql';
import { clearSession, parseSession, readSession, SESSION_KEY, sessionFromPayload, writeSession, type SessionStorages } from './storage';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
const storages = (): SessionStorages => ({ persistent: memoryStorage(), tab: memoryStorage() });

describe('session storage', () => {
  const session = testSession();

  it('builds {usuario, token, autenticado: true, acao} from the login answer', () => {
    expect(sessionFromPayload({ token: 't', acao: null, usuario: session.usuario })).toEqual({
      usuario: session.usuario,
      token: 't',
      autenticado: true,
      acao: null,
    });
  });

  it('keeps the session in localStorage when the user stays logged in', () => {
    const s = storages();
    writeSession(session, true, s);
    expect(s.persistent.getItem(SESSION_KEY)).not.toBeNull();
    expect(s.tab.getItem(SESSION_KEY)).toBeNull();
    expect(readSession(s)).toEqual(session);
  });

  it('keeps it only for the tab otherwise', () => {
    const s = storages();
    writeSession(session, false, s);
    expect(s.persistent.getItem(SESSION_KEY)).toBeNull();
    expect(readSession(s)).toEqual(session);
  });

  it('replaces a previous session and clears both storages on logout', () => {
    const s = storages();
    writeSession(session, true, s);
    writeSession({ ...session, token: 'novo' }, false, s);
    expect(s.persistent.getItem(SESSION_KEY)).toBeNull();
    expect(readSession(s)?.token).toBe('novo');
    s.persistent.setItem(SESSION_KEY, JSON.stringify(session));
    clearSession(s);
    expect(readSession(s)).toBeNull();
  });

  it('treats anything malformed as no session', () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession('{')).toBeNull();
    expect(parseSession('{"token":"t","autenticado":false}')).toBeNull();
    expect(parseSession(JSON.stringify({ ...session, token: '' }))).toBeNull();
    expect(parseSession(JSON.stringify({ ...session, acao: undefined }))?.acao).toBeNull();
  });
});
