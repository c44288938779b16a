import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { ARTEFATOS, MANIFESTO, PLATAFORMAS, TIPOS_DOWNLOAD, type Manifesto } from '../../server/downloads/artefatos';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

/** A build output of this test's making: small files with distinct bytes and the manifest the build writes. */
function saidaDoBuild(pasta: string): Record<string, Buffer> {
  mkdirSync(pasta, { recursive: true });
  const conteudos: Record<string, Buffer> = {};
  const artefatos = TIPOS_DOWNLOAD.flatMap((tipo) =>
    PLATAFORMAS.map((plataforma) => {
      const { arquivo } = ARTEFATOS[tipo][plataforma];
      const conteudo = Buffer.from(`${tipo}/${plataforma}: ${'x'.repeat(1000)}`);
      writeFileSync(join(pasta, arquivo), conteudo);
      conteudos[`${tipo}/${plataforma}`] = conteudo;
      return { tipo, plataforma, arquivo, tamanho: conteudo.length, sha256: createHash('sha256').update(conteudo).digest('hex') };
    }),
  );
  const manifesto: Manifesto = { versao: '9.8.7', geradoEm: new Date().toISOString(), node: { linux: 'v20.20.2', windows: 'v24.21.0' }, artefatos };
  writeFileSync(join(pasta, MANIFESTO), JSON.stringify(manifesto));
  return conteudos;
}

describe.skipIf(postgresUnavailable())('downloads do gerenciador', () => {
  let t: TestApp;
  let admin: string;
  let comFilial: Partner;
  let semFilial: Partner;
  let raiz: string;
  let conteudos: Record<string, Buffer>;
  const anterior = process.env.AGENT_DIST_DIR;

  beforeAll(async () => {
    raiz = mkdtempSync(join(tmpdir(), 'downloads-'));
    conteudos = saidaDoBuild(join(raiz, 'dist-agent'));
    process.env.AGENT_DIST_DIR = join(raiz, 'dist-agent');
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    comFilial = await createPartner(t, admin, 'Baixa');
    semFilial = await createPartner(t, admin, 'Vazia');
    await createFilial(t, comFilial.token, 'Filial Baixa');
  });
  afterAll(async () => {
    if (anterior === undefined) delete process.env.AGENT_DIST_DIR;
    else process.env.AGENT_DIST_DIR = anterior;
    await t?.close();
    rmSync(raiz, { recursive: true, force: true });
  });

  const get = (caminho: string, token?: string) => fetch(`${t.url}${caminho}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('refuses every download without a valid session (401)', async () => {
    for (const caminho of ['/api/v1/downloads', '/api/v1/downloads/instalador', '/api/v1/downloads/executavel?plataforma=linux']) {
      for (const token of [undefined, 'token-forjado']) {
        const r = await get(caminho, token);
        expect(r.status).toBe(401);
        expect(await r.json()).toEqual({ erro: MSG.sessaoExpirada });
      }
    }
  });

  it('refuses the files to a logged user without access to any branch (403); the list tells why, with no ticket and no files', async () => {
    for (const caminho of ['/api/v1/downloads/instalador', '/api/v1/downloads/executavel?plataforma=linux']) {
      const r = await get(caminho, semFilial.token);
      expect(r.status).toBe(403);
      expect(await r.json()).toEqual({ erro: MSG.downloadSemFilial });
    }
    // The sidebar asks on every page load: no error status for it in the browser's console.
    const lista = await get('/api/v1/downloads', semFilial.token);
    expect(lista.status).toBe(200);
    expect(await lista.json()).toMatchObject({ motivo: MSG.downloadSemFilial, ticket: null, artefatos: [], versao: null });
  });

  it('lists version, size and SHA-256 of each file for the sidebar', async () => {
    const r = await get('/api/v1/downloads', comFilial.token);
    expect(r.status).toBe(200);
    const corpo = (await r.json()) as { versao: string; plataformaPadrao: string; ticket: string; artefatos: Record<string, unknown>[] };
    expect(corpo).toMatchObject({ versao: '9.8.7', plataformaPadrao: 'windows', motivo: null });
    expect(corpo.ticket).toEqual(expect.any(String));
    expect(corpo.artefatos).toContainEqual({
      tipo: 'instalador',
      plataforma: 'windows',
      nome: 'fv-gerenciador-9.8.7-instalador-windows-x64.exe',
      contentType: 'application/vnd.microsoft.portable-executable',
      tamanho: conteudos['instalador/windows'].length,
      sha256: createHash('sha256').update(conteudos['instalador/windows']).digest('hex'),
      url: '/api/v1/downloads/instalador?plataforma=windows',
    });
    expect(corpo.artefatos).toHaveLength(4);
  });

  it('serves each file with its type and file name, Windows when no platform is given', async () => {
    const casos = [
      [
        '/api/v1/downloads/instalador',
        'instalador/windows',
        'application/vnd.microsoft.portable-executable',
        'fv-gerenciador-9.8.7-instalador-windows-x64.exe',
      ],
      ['/api/v1/downloads/executavel', 'executavel/windows', 'application/vnd.microsoft.portable-executable', 'fv-gerenciador-9.8.7-windows-x64.exe'],
      ['/api/v1/downloads/instalador?plataforma=linux', 'instalador/linux', 'application/gzip', 'fv-gerenciador-9.8.7-instalador-linux-x64.tar.gz'],
      ['/api/v1/downloads/executavel?plataforma=linux', 'executavel/linux', 'application/octet-stream', 'fv-gerenciador-9.8.7-linux-x64'],
    ] as const;
    for (const [caminho, chave, tipo, nome] of casos) {
      const r = await get(caminho, comFilial.token);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe(tipo);
      expect(r.headers.get('content-disposition')).toBe(`attachment; filename="${nome}"`);
      expect(r.headers.get('content-length')).toBe(String(conteudos[chave].length));
      expect(Buffer.from(await r.arrayBuffer()).equals(conteudos[chave])).toBe(true);
    }
  });

  it('serves the files to the provider administrator too', async () => {
    const r = await get('/api/v1/downloads/executavel', admin);
    expect(r.status).toBe(200);
    await r.arrayBuffer();
  });

  it('accepts the short-lived link ticket instead of the session, and nothing else as a ticket', async () => {
    const { ticket } = (await (await get('/api/v1/downloads', comFilial.token)).json()) as { ticket: string };
    const link = await get(`/api/v1/downloads/instalador?plataforma=linux&ticket=${encodeURIComponent(ticket)}`);
    expect(link.status).toBe(200);
    expect(Buffer.from(await link.arrayBuffer()).equals(conteudos['instalador/linux'])).toBe(true);

    // A session token is not a ticket, and a ticket opens no session.
    expect((await get(`/api/v1/downloads/instalador?ticket=${comFilial.token}`)).status).toBe(401);
    const gql = await t.gql('{ usuarios { id } }', {}, ticket);
    expect(gql.errors?.[0]?.message).toBe(MSG.sessaoExpirada);
    // A password change (new session version) voids the tickets issued before it.
    await t.app.db.kysely
      .updateTable('usuario')
      .set((eb) => ({ sessaoVersao: eb('sessaoVersao', '+', 1) }))
      .where('id', '=', comFilial.usuarioId)
      .execute();
    expect((await get(`/api/v1/downloads/instalador?ticket=${encodeURIComponent(ticket)}`)).status).toBe(401);
    await t.app.db.kysely
      .updateTable('usuario')
      .set((eb) => ({ sessaoVersao: eb('sessaoVersao', '-', 1) }))
      .where('id', '=', comFilial.usuarioId)
      .execute();
  });

  it('answers a clear 400 for an unknown platform and 404 for an unknown kind of file', async () => {
    const plataforma = await get('/api/v1/downloads/instalador?plataforma=macos', comFilial.token);
    expect(plataforma.status).toBe(400);
    expect(await plataforma.json()).toEqual({ erro: MSG.plataformaInvalida });
    expect((await get('/api/v1/downloads/codigo-fonte', comFilial.token)).status).toBe(404);
  });

  it('says the files were not built yet, and never serves a file the build is still writing', async () => {
    writeFileSync(join(raiz, 'dist-agent', ARTEFATOS.executavel.linux.arquivo), 'metade');
    const incompleto = await get('/api/v1/downloads/executavel?plataforma=linux', comFilial.token);
    expect(incompleto.status).toBe(404);
    expect(await incompleto.json()).toEqual({ erro: MSG.gerenciadorNaoGerado });

    process.env.AGENT_DIST_DIR = join(raiz, 'nao-gerado');
    try {
      const semBuild = await get('/api/v1/downloads/instalador', comFilial.token);
      expect(semBuild.status).toBe(404);
      expect(await semBuild.json()).toEqual({ erro: MSG.gerenciadorNaoGerado });
      expect(await (await get('/api/v1/downloads', comFilial.token)).json()).toMatchObject({ versao: null, artefatos: [] });
    } finally {
      process.env.AGENT_DIST_DIR = join(raiz, 'dist-agent');
    }
  });
});
