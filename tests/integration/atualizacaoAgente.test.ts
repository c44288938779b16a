import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASTA_VERSOES } from '../../server/downloads/artefatos';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { novaChave, publicarVersao } from '../support/versoesAgente';

const VERSOES = 'query { agenteVersoesDisponiveis { versao assinada chave plataformas { plataforma tamanho sha256 assinatura } } }';

/**
 * The agents' self-update on the server (docs/operacao.md, "Atualização automática dos
 * gerenciadores"): the versions it offers, read from the build's archive.
 */
describe('atualização dos gerenciadores: servidor', () => {
  let t: TestApp;
  let admin: string;
  let parceiro: Partner;
  let semFilial: Partner;
  const pasta = mkdtempSync(join(tmpdir(), 'versoes-'));
  const chave = novaChave();
  const anterior = process.env.AGENT_DIST_DIR;

  beforeAll(async () => {
    process.env.AGENT_DIST_DIR = pasta;
    t = await startTestApp();
    admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Versoes');
    semFilial = await createPartner(t, admin, 'SemFilial');
    await createFilial(t, parceiro.token, 'Loja Versões');
    publicarVersao(pasta, '0.2.0', { linux: 'binário 0.2.0 linux', windows: 'binário 0.2.0 windows' }, chave);
    publicarVersao(pasta, '0.10.0', { linux: 'binário 0.10.0' }, chave);
    publicarVersao(pasta, '0.3.0', { linux: 'sem assinatura' }, null);
    // Not versions: a folder without a manifest, and one whose manifest names another version.
    mkdirSync(join(pasta, PASTA_VERSOES, '0.4.0'));
    publicarVersao(pasta, '0.5.0', { linux: 'x' }, chave);
    writeFileSync(join(pasta, PASTA_VERSOES, '0.5.0', 'manifest.json'), JSON.stringify({ versao: '9.9.9', artefatos: [] }));
  });
  afterAll(async () => {
    await t?.close();
    if (anterior === undefined) delete process.env.AGENT_DIST_DIR;
    else process.env.AGENT_DIST_DIR = anterior;
    rmSync(pasta, { recursive: true, force: true });
  });

  it('lists the archived versions newest first, with each platform’s SHA-256 and signature, and which are signed', async () => {
    const r = await t.gql<{ agenteVersoesDisponiveis: { versao: string; assinada: boolean; chave: string | null; plataformas: { plataforma: string; assinatura: string | null }[] }[] }>(VERSOES, {}, admin);
    expect(r.errors).toBeUndefined();
    const versoes = r.data!.agenteVersoesDisponiveis;
    expect(versoes.map((v) => [v.versao, v.assinada])).toEqual([['0.10.0', true], ['0.3.0', false], ['0.2.0', true]]);
    expect(versoes[2].chave).toBe(chave.impressao);
    expect(versoes[2].plataformas.map((p) => p.plataforma).sort()).toEqual(['linux', 'windows']);
    expect(versoes[2].plataformas.every((p) => p.assinatura?.length === 88)).toBe(true);
  });

  it('shows them to a partner with a branch, and to no one else', async () => {
    expect((await t.gql(VERSOES, {}, parceiro.token)).errors).toBeUndefined();
    const recusado = await t.gql(VERSOES, {}, semFilial.token);
    expect(recusado.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(VERSOES, {})).status).toBe(401);
  });
});
