import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Menu } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../common/messages';
import { HttpResponse } from '../test/graphql';
import { peekFlash } from '../session/flash';
import { getSession } from '../session/sessionStore';
import { currentRoute, renderAdmin } from '../test/renderAdmin';
import { server } from '../test/server';
import { DownloadMenuItem } from './DownloadMenuItem';
import { artefatoPadrao, type DownloadsGerenciador } from './downloadsGerenciador';

const SHA = 'ab12cd34ef56'.padEnd(64, '0');
const DOWNLOADS: DownloadsGerenciador = {
  motivo: null,
  versao: '0.1.0',
  plataformaPadrao: 'windows',
  ticket: 'ticket de teste',
  artefatos: [
    {
      tipo: 'instalador',
      plataforma: 'linux',
      nome: 'fv-gerenciador-0.1.0-instalador-linux-x64.tar.gz',
      tamanho: 10,
      sha256: '1'.repeat(64),
      url: '/api/v1/downloads/instalador?plataforma=linux',
    },
    {
      tipo: 'instalador',
      plataforma: 'windows',
      nome: 'fv-gerenciador-0.1.0-instalador-windows-x64.exe',
      tamanho: 10,
      sha256: SHA,
      url: '/api/v1/downloads/instalador?plataforma=windows',
    },
  ],
};

function renderItem() {
  return renderAdmin(
    <Menu>
      <DownloadMenuItem
        tipo="instalador"
        href="/api/v1/downloads/instalador"
        label="app.menu.download_instalador"
        artefato={artefatoPadrao(DOWNLOADS, 'instalador')}
        versao={DOWNLOADS.versao}
      />
    </Menu>,
    { path: '/home', url: '/home' },
  );
}

describe('sidebar download entries', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the Windows file’s version and checksum under the label', () => {
    renderItem();
    expect(screen.getByText('Download Instalador Gerenciador')).toBeTruthy();
    const detalhe = screen.getByText('versão 0.1.0 · SHA-256 ab12cd34ef56…');
    expect(detalhe.getAttribute('title')).toBe(`SHA-256 ${SHA}`);
  });

  it('fetches a fresh ticket with the session and lets the browser save the file from its link', async () => {
    let autorizacao: string | null = null;
    server.use(
      http.get('/api/v1/downloads', ({ request }) => {
        autorizacao = request.headers.get('authorization');
        return HttpResponse.json(DOWNLOADS);
      }),
    );
    const clicados: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicados.push({ href: this.getAttribute('href')!, download: this.download });
    });
    renderItem();
    await userEvent.setup().click(screen.getByText('Download Instalador Gerenciador'));
    await waitFor(() => expect(clicados).toHaveLength(1));
    expect(autorizacao).toBe('Bearer token-de-teste');
    expect(clicados[0]).toEqual({
      href: '/api/v1/downloads/instalador?plataforma=windows&ticket=ticket%20de%20teste',
      download: 'fv-gerenciador-0.1.0-instalador-windows-x64.exe',
    });
  });

  it('tells a user without any branch why nothing downloads', async () => {
    server.use(http.get('/api/v1/downloads', () => HttpResponse.json({ erro: MSG.downloadSemFilial }, { status: 403 })));
    renderItem();
    await userEvent.setup().click(screen.getByText('Download Instalador Gerenciador'));
    expect(await screen.findByText(MSG.downloadSemFilial)).toBeTruthy();
  });

  it('tells it as well when the list answers why (no branch yet) instead of refusing', async () => {
    server.use(http.get('/api/v1/downloads', () => HttpResponse.json({ ...DOWNLOADS, motivo: MSG.downloadSemFilial, ticket: null, artefatos: [] })));
    const clicados = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderItem();
    await userEvent.setup().click(screen.getByText('Download Instalador Gerenciador'));
    expect(await screen.findByText(MSG.downloadSemFilial)).toBeTruthy();
    expect(clicados).not.toHaveBeenCalled();
  });

  it('ends the session when the stored token is no longer valid (401): Sessão expirada! and nothing downloaded', async () => {
    server.use(http.get('/api/v1/downloads', () => HttpResponse.json({ erro: MSG.sessaoExpirada }, { status: 401 })));
    const clicados = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderItem();
    await userEvent.setup().click(screen.getByText('Download Instalador Gerenciador'));
    // As for every other call: the session ends and the login page opens saying 'Sessão expirada!'.
    await waitFor(() => expect(getSession()).toBeNull());
    expect(peekFlash()).toBe(MSG.sessaoExpirada);
    await waitFor(() => expect(currentRoute()).toBe('/login'));
    expect(clicados).not.toHaveBeenCalled();
  });
});
