import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { loadConfig } from '../../server/config';
import { startLookupStub, type LookupStub } from '../support/lookupStub';
import { postgresUnavailable } from '../support/testDatabase';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

describe.skipIf(postgresUnavailable())('consultas públicas de CEP e CNPJ', () => {
  let t: TestApp;
  let stub: LookupStub;
  let token: string;
  beforeAll(async () => {
    stub = await startLookupStub();
    t = await startTestApp({ CEP_LOOKUP_URL: stub.cepUrl, CNPJ_LOOKUP_URL: stub.cnpjUrl, LOOKUP_TIMEOUT_MS: '500' });
    token = await t.login(ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  const CEP = 'query($c: String!) { consultaCep(cep: $c) { cep logradouro bairro localidade uf ibge cidade { id nome estado { sigla } } } }';
  const cnpj = (doc: string, auth = token) =>
    fetch(`${t.url}/api/v1/contratante/consulta-cnpj/${doc}`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} });

  it('fills street, district and the IBGE city from the CEP', async () => {
    stub.setMode('ok');
    const r = await t.gql(CEP, { c: '01310-100' }, token);
    expect(r.data).toEqual({
      consultaCep: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
        cidade: { id: 3550308, nome: 'São Paulo', estado: { sigla: 'SP' } },
      },
    });
  });

  it('says when a CEP does not exist, and when the service is down or slow', async () => {
    stub.setMode('ok');
    expect((await t.gql(CEP, { c: '99999999' }, token)).errors?.[0].message).toBe(MSG.cepNaoEncontrado);
    stub.setMode('down');
    expect((await t.gql(CEP, { c: '01310100' }, token)).errors?.[0].message).toBe(MSG.cepIndisponivel);
    stub.setMode('slow');
    expect((await t.gql(CEP, { c: '01310100' }, token)).errors?.[0].message).toBe(MSG.cepIndisponivel);
  });

  it('fills the company from the CNPJ through REST', async () => {
    stub.setMode('ok');
    const response = await cnpj('11.222.333%2F0001-81');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      erro: false,
      nome: 'EMPRESA EXEMPLO COMERCIO LTDA',
      fantasia: 'EXEMPLO',
      numero: '1000',
      complemento: 'SALA 12',
      telefone: '1134567890',
      email: 'contato@exemplo.com.br',
      cep: '01310100',
      logradouro: 'AV PAULISTA',
      bairro: 'BELA VISTA',
      cidadeId: 3550308,
    });
  });

  it('flags an unknown CNPJ or a service that is down, so the form goes on by hand', async () => {
    stub.setMode('ok');
    expect(await (await cnpj('12ABC34501DE35')).json()).toEqual({ erro: true, mensagem: MSG.cnpjNaoEncontrado });
    stub.setMode('down');
    expect(await (await cnpj('11222333000181')).json()).toEqual({ erro: true, mensagem: MSG.cnpjIndisponivel });
  });

  it('answers 401 to the CNPJ lookup without a session', async () => {
    const response = await cnpj('11222333000181', '');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ erro: MSG.sessaoExpirada });
  });

  it('reads BrasilAPI, the default CNPJ service, into the same fields; its 404 and 400 are a CNPJ not found', async () => {
    stub.setMode('ok');
    const outro = await startTestApp({ CNPJ_LOOKUP_URL: stub.brasilApiUrl, CEP_LOOKUP_URL: stub.cepUrl, LOOKUP_TIMEOUT_MS: '500' });
    try {
      const tokenOutro = await outro.login(ADMIN.email, ADMIN.password);
      const consulta = async (doc: string) =>
        (await fetch(`${outro.url}/api/v1/contratante/consulta-cnpj/${doc}`, { headers: { authorization: `Bearer ${tokenOutro}` } })).json();
      expect(await consulta('11222333000181')).toEqual({
        erro: false,
        nome: 'EMPRESA EXEMPLO COMERCIO LTDA',
        fantasia: 'EXEMPLO',
        numero: '1000',
        complemento: 'SALA 12',
        telefone: '1134567890',
        email: '',
        cep: '01310100',
        logradouro: 'AVENIDA PAULISTA',
        bairro: 'BELA VISTA',
        cidadeId: 3550308,
      });
      expect(await consulta('11444777000161')).toEqual({ erro: true, mensagem: MSG.cnpjNaoEncontrado });
      expect(await consulta('12ABC34501DE35')).toEqual({ erro: true, mensagem: MSG.cnpjNaoEncontrado });
      stub.setMode('down');
      expect(await consulta('11222333000181')).toEqual({ erro: true, mensagem: MSG.cnpjIndisponivel });
    } finally {
      stub.setMode('ok');
      await outro.close();
    }
  });

  it('switched off with `off`, answers unavailable at once without asking anyone', async () => {
    const desligado = await startTestApp({ CNPJ_LOOKUP_URL: 'off', CEP_LOOKUP_URL: 'OFF' });
    try {
      const tokenDesligado = await desligado.login(ADMIN.email, ADMIN.password);
      expect((await desligado.gql(CEP, { c: '01310100' }, tokenDesligado)).errors?.[0].message).toBe(MSG.cepIndisponivel);
      const r = await fetch(`${desligado.url}/api/v1/contratante/consulta-cnpj/11222333000181`, { headers: { authorization: `Bearer ${tokenDesligado}` } });
      expect(await r.json()).toEqual({ erro: true, mensagem: MSG.cnpjIndisponivel });
    } finally {
      await desligado.close();
    }
  });
});

describe('consultas públicas: configuração', () => {
  it('defaults to BrasilAPI for CNPJ and ViaCEP for CEP; `off` switches each off; another URL replaces it', () => {
    const pasta = { DATA_DIR: mkdtempSync(join(tmpdir(), 'consultas-')), APP_SECRET: 'x'.repeat(40) };
    expect(loadConfig(pasta)).toMatchObject({ cnpjLookupUrl: 'https://brasilapi.com.br/api/cnpj/v1', cepLookupUrl: 'https://viacep.com.br/ws' });
    const desligadas = loadConfig({ ...pasta, CNPJ_LOOKUP_URL: 'off', CEP_LOOKUP_URL: 'off' });
    expect([desligadas.cnpjLookupUrl, desligadas.cepLookupUrl]).toEqual([undefined, undefined]);
    expect(loadConfig({ ...pasta, CNPJ_LOOKUP_URL: 'https://receitaws.com.br/v1/cnpj' }).cnpjLookupUrl).toBe('https://receitaws.com.br/v1/cnpj');
    rmSync(pasta.DATA_DIR, { recursive: true, force: true });
  });
});
