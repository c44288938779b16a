import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../common/messages';
import { AppRoutes } from '../AppRoutes';
import { setFlash } from '../session/flash';
import { renderLogin } from './renderLogin';

// The react-admin chunk is irrelevant here (and slow to transform).
vi.mock('../admin/loadAdmin', () => ({ loadAdmin: () => Promise.resolve({ default: () => null }) }));

/** Puts the build's /login markup in the page and hydrates it with the client's own tree, as src/main.tsx does. */
async function hidratar(): Promise<{ erros: unknown[]; root: ReturnType<typeof hydrateRoot>; campoDoBuild: Element | null }> {
  const container = document.createElement('div');
  container.innerHTML = renderLogin();
  document.body.appendChild(container);
  const campoDoBuild = container.querySelector('#login-email');
  const erros: unknown[] = [];
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <MemoryRouter initialEntries={['/login']}>
          <AppRoutes />
        </MemoryRouter>
      </StrictMode>,
      { onRecoverableError: (erro) => erros.push(erro) },
    );
  });
  return { erros, root, campoDoBuild };
}

describe('/login pré-renderizada no build', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    sessionStorage.clear();
  });

  it('has the whole form in the HTML, with its labels and no message', () => {
    const html = renderLogin();
    expect(html).toContain('<h1 id="login-titulo">Área do parceiro</h1>');
    expect(html).toContain('<label for="login-email">E-mail</label>');
    expect(html).toContain('<label for="login-senha">Senha</label>');
    expect(html).toContain('href="/esqueciminhasenha"');
    expect(html).not.toContain(MSG.sessaoExpirada);
  });

  it('is hydrated by the client without a mismatch, and a flash message still shows after it', async () => {
    setFlash(MSG.sessaoExpirada);
    const { erros, root, campoDoBuild } = await hidratar();
    expect(erros).toEqual([]);
    expect(await screen.findByText(MSG.sessaoExpirada)).toBeTruthy();
    // The pre-rendered nodes are kept, not replaced.
    expect(campoDoBuild).not.toBeNull();
    expect(screen.getByLabelText('E-mail')).toBe(campoDoBuild);
    act(() => root.unmount());
  });
});
