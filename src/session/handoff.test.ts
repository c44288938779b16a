import { afterEach, describe, expect, it } from 'vitest';
import { testSession } from '../test/graphql';
import { OFFER_TTL_MS, offerSession, requestSession, resetHandoff } from './handoff';

/** The 'Gerenciador' hand-off between two tabs (here two channels of one process). */
describe('session hand-off to the tab the Gerenciador link opens', () => {
  const session = testSession();
  const current = () => session;
  const shortWait = 300;
  afterEach(() => resetHandoff());

  it('gives the session to the tab that opens the offered path (or a page under it), once', async () => {
    offerSession('/admin/gerenciador/7', current);
    expect(await requestSession('/admin/gerenciador/7/situacao_gerenciador')).toEqual(session);
    expect(await requestSession('/admin/gerenciador/7', shortWait)).toBeNull();
  });

  it('gives nothing for another path, for an expired offer, or without a session', async () => {
    offerSession('/admin/gerenciador/7', current);
    expect(await requestSession('/admin/gerenciador/70', shortWait)).toBeNull();
    expect(await requestSession('/admin/usuarios', shortWait)).toBeNull();
    resetHandoff();
    offerSession('/admin/gerenciador/7', current, Date.now() - OFFER_TTL_MS);
    expect(await requestSession('/admin/gerenciador/7', shortWait)).toBeNull();
    resetHandoff();
    offerSession('/admin/gerenciador/7', () => null);
    expect(await requestSession('/admin/gerenciador/7', shortWait)).toBeNull();
  });
});
