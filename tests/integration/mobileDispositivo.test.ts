import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TelefoneSimulado } from '../../scripts/device';
import { postgresUnavailable } from '../support/testDatabase';
import { TEST_SECRET, startTestApp, type TestApp } from '../support/testApp';
import { criarCenario, usuario, type CenarioMobile } from './mobileCenario';

/** Raw HTTP (fetch cannot send a lying Content-Length or stream a body without one). */
function cru(
  url: string,
  opcoes: { method: string; path: string; headers?: Record<string, string | number>; corpo?: Buffer; pedacos?: number },
): Promise<{ status: number; corpo: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = request({ hostname, port, method: opcoes.method, path: opcoes.path, headers: opcoes.headers }, (res) => {
      let texto = '';
      res.on('data', (c) => (texto += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, corpo: texto ? JSON.parse(texto) : {} }));
    });
    req.on('error', reject);
    if (opcoes.pedacos) {
      // A chunked body: 64 KB at a time, no Content-Length.
      const pedaco = Buffer.alloc(64 * 1024, 'a');
      let enviados = 0;
      const escrever = () => {
        while (enviados < opcoes.pedacos!) {
          enviados += 1;
          if (!req.write(pedaco)) return void req.once('drain', escrever);
        }
        req.end();
      };
      escrever();
    } else req.end(opcoes.corpo);
  });
}

describe.skipIf(postgresUnavailable())('API do dispositivo: ativação, bloqueio e limite', () => {
  let t: TestApp;
  let c: CenarioMobile;

  beforeAll(async () => {
    t = await startTestApp();
    c = await criarCenario(t, 'Ativa', { numeroDispositivos: 20 });
    await c.sincronizar('configuracaoDadosUsuario', [usuario('10', 'joao', 'senha123')]);
  });
  afterAll(() => t?.close());

  const dispositivo = (uuid: string) =>
    t.app.db.kysely.selectFrom('mobile_dispositivo').selectAll().where('filialId', '=', c.filialId).where('uuid', '=', uuid).execute();

  it('activates a device the back-office then lists and shows', async () => {
    const fone = new TelefoneSimulado(t.url);
    const r = await fone.ativar({ identificadorApp: c.identificadorApp.toLowerCase(), dispositivo: 'Moto G84', plataforma: 'android', versaoApp: '2.3.1' });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ filial: { id: c.filialId, nome: 'Filial Ativa' }, dispositivo: { uuid: fone.uuid } });

    const lista = await t.gql<{ mobileDispositivos: Record<string, unknown>[] }>(
      'query($q: QueryOptions) { mobileDispositivos(queryOptions: $q) { id uuid dispositivo plataforma versaoApp dataAtivacao dataUltimoAcesso ativo bloqueado filialId } }',
      { q: { where: { andWhere: [{ campo: 'filialId', operador: '=', valor: String(c.filialId) }] } } },
      c.partner.token,
    );
    const linha = lista.data!.mobileDispositivos.find((d) => d.uuid === fone.uuid)!;
    // Activated by the QR code only: listed, but not active (it holds no seat) until a seller logs in on it.
    expect(linha).toMatchObject({ dispositivo: 'Moto G84', plataforma: 'Android', versaoApp: '2.3.1', ativo: false, bloqueado: false, filialId: c.filialId });
    expect((await fone.login('joao', 'senha123')).status).toBe(200);
    const depois = await t.gql<{ mobileDispositivo: Record<string, unknown> }>(
      'query($id: Int!) { mobileDispositivo(id: $id) { ativo bloqueado } }',
      { id: linha.id },
      c.partner.token,
    );
    expect(depois.data!.mobileDispositivo).toEqual({ ativo: true, bloqueado: false });
    expect(linha.dataAtivacao).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    const form = await t.gql<{ mobileDispositivo: Record<string, unknown> }>(
      'query($id: Int!) { mobileDispositivo(id: $id) { uuid dispositivo plataforma dataUltimoAcesso } }',
      { id: linha.id },
      c.partner.token,
    );
    expect(form.data!.mobileDispositivo).toMatchObject({ uuid: fone.uuid, dispositivo: 'Moto G84', plataforma: 'Android' });
  });

  it('re-activation with the current token refreshes the same row and replaces the token', async () => {
    const fone = await c.telefone();
    const antigo = fone.token;
    const [antes] = await dispositivo(fone.uuid);
    await new Promise((r) => setTimeout(r, 5));
    const r = await fone.ativar({ identificadorApp: c.identificadorApp, versaoApp: '9.9.9' });
    expect(r.status).toBe(200);
    const linhas = await dispositivo(fone.uuid);
    expect(linhas).toHaveLength(1);
    expect(linhas[0].versaoApp).toBe('9.9.9');
    expect(linhas[0].dataAtivacao! > antes.dataAtivacao!).toBe(true);
    const velho = new TelefoneSimulado(t.url, antigo);
    expect((await velho.configuracao()).status).toBe(401);
    expect((await fone.configuracao()).status).toBe(200);
    await t.app.db.kysely.deleteFrom('mobile_dispositivo').where('uuid', '=', fone.uuid).execute();
  });

  it('refuses an unknown identificadorApp and an inactive branch with clear messages', async () => {
    const fone = new TelefoneSimulado(t.url);
    expect(await fone.ativar({ identificadorApp: 'NAOEXISTE1' })).toEqual({
      status: 404,
      corpo: { erro: 'Identificador do aplicativo não encontrado. Confira o código da filial.', codigo: 'IDENTIFICADOR_DESCONHECIDO' },
    });
    await t.app.db.kysely.updateTable('mobile_filial').set({ ativo: 0 }).where('id', '=', c.filialId).execute();
    try {
      expect(await fone.ativar({ identificadorApp: c.identificadorApp })).toEqual({
        status: 403,
        corpo: { erro: 'A filial está inativa. Procure o administrador.', codigo: 'FILIAL_INATIVA' },
      });
      expect(await fone.chamar('POST', '/ativacao', { uuid: 'x' })).toMatchObject({
        status: 400,
        corpo: { campos: { identificadorApp: 'O campo identificadorApp é requerido.' } },
      });
    } finally {
      await t.app.db.kysely.updateTable('mobile_filial').set({ ativo: 1 }).where('id', '=', c.filialId).execute();
    }
  });

  it('numeroDispositivos counts the devices a seller logged in on: an activation takes no seat, a full branch refuses new devices, blocking frees the seat', async () => {
    const d = await t.app.db.kysely.selectFrom('mobile_filial').select('numeroDispositivos').where('id', '=', c.filialId).executeTakeFirstOrThrow();
    await t.app.db.kysely.updateTable('mobile_filial').set({ numeroDispositivos: 1 }).where('id', '=', c.filialId).execute();
    await t.app.db.kysely.deleteFrom('mobile_dispositivo').where('filialId', '=', c.filialId).execute();
    const limite = { status: 409, corpo: { erro: 'A filial já atingiu o limite de 1 dispositivo(s) ativo(s).', codigo: 'LIMITE_DISPOSITIVOS' } };
    try {
      // Two activations on a branch of one seat: neither takes it.
      const primeiro = await c.telefone();
      const segundo = await c.telefone();
      expect((await primeiro.login('joao', 'senha123')).status).toBe(200);
      // The seat is the first one's: the second phone's seller is refused, and a new phone too.
      expect(await segundo.login('joao', 'senha123')).toEqual(limite);
      expect(await new TelefoneSimulado(t.url).ativar({ identificadorApp: c.identificadorApp })).toEqual(limite);
      // The first one may refresh itself: it holds the seat.
      expect((await primeiro.ativar({ identificadorApp: c.identificadorApp })).status).toBe(200);

      // Blocking frees the seat; the block stays.
      const [linha] = await dispositivo(primeiro.uuid);
      const bloqueio = await t.gql('mutation($id: Int!) { bloqueiaMobileDispositivo(id: $id) { ativo bloqueado } }', { id: linha.id }, c.partner.token);
      expect(bloqueio.data).toEqual({ bloqueiaMobileDispositivo: { ativo: false, bloqueado: true } });
      expect((await segundo.login('joao', 'senha123')).status).toBe(200);
      expect((await primeiro.configuracao()).corpo).toMatchObject({ codigo: 'DISPOSITIVO_BLOQUEADO' });
      expect((await new TelefoneSimulado(t.url, undefined, primeiro.uuid).ativar({ identificadorApp: c.identificadorApp })).status).toBe(403);
      expect(await dispositivo(primeiro.uuid)).toEqual([expect.objectContaining({ id: linha.id, bloqueado: 1, ativo: 0 })]);
    } finally {
      await t.app.db.kysely.deleteFrom('mobile_dispositivo').where('filialId', '=', c.filialId).execute();
      await t.app.db.kysely.updateTable('mobile_filial').set({ numeroDispositivos: d.numeroDispositivos }).where('id', '=', c.filialId).execute();
    }
  });

  it('an activation no seller logged in on within a day is inactive, then removed; a seated or blocked one stays', async () => {
    await t.app.db.kysely.deleteFrom('mobile_dispositivo').where('filialId', '=', c.filialId).execute();
    const [velho, sentado, bloqueado, recente] = [await c.telefone(), await c.vendedorLogado('joao', 'senha123'), await c.telefone(), await c.telefone()];
    const [linhaBloqueada] = await dispositivo(bloqueado.uuid);
    await t.gql('mutation($id: Int!) { bloqueiaMobileDispositivo(id: $id) { id } }', { id: linhaBloqueada.id }, c.partner.token);
    const ontem = new Date(Date.now() - 25 * 3600 * 1000).toISOString();
    await t.app.db.kysely
      .updateTable('mobile_dispositivo')
      .set({ dataAtivacao: ontem })
      .where('filialId', '=', c.filialId)
      .where('uuid', '!=', recente.uuid)
      .execute();
    expect(await velho.configuracao()).toEqual({
      status: 403,
      corpo: { erro: 'Este dispositivo está inativo. Ative-o novamente.', codigo: 'DISPOSITIVO_INATIVO' },
    });
    expect(await velho.login('joao', 'senha123')).toMatchObject({ status: 403, corpo: { codigo: 'DISPOSITIVO_INATIVO' } });
    expect((await sentado.configuracao()).status).toBe(200);
    expect((await recente.configuracao()).status).toBe(200);

    expect(await t.app.services.dispositivos.expirarAtivacoes()).toBe(1);
    const restantes = await t.app.db.kysely.selectFrom('mobile_dispositivo').select('uuid').where('filialId', '=', c.filialId).orderBy('id').execute();
    expect(restantes.map((r) => r.uuid)).toEqual([sentado.uuid, bloqueado.uuid, recente.uuid]);
    // Activating again (the phone's token is still its own) gives it another day.
    expect((await velho.ativar({ identificadorApp: c.identificadorApp })).status).toBe(200);
    expect((await velho.login('joao', 'senha123')).status).toBe(200);
    await t.app.db.kysely.deleteFrom('mobile_dispositivo').where('filialId', '=', c.filialId).execute();
  });

  it('phones racing for the last seat: exactly one seller login gets it', async () => {
    await t.app.db.kysely.updateTable('mobile_filial').set({ numeroDispositivos: 1 }).where('id', '=', c.filialId).execute();
    try {
      const fones = await Promise.all(Array.from({ length: 6 }, () => c.telefone()));
      const respostas = await Promise.all(fones.map((f) => f.login('joao', 'senha123')));
      expect(respostas.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const ativos = await t.app.db.kysely.selectFrom('mobile_dispositivo').select('id').where('filialId', '=', c.filialId).where('ativo', '=', 1).execute();
      expect(ativos).toHaveLength(1);
    } finally {
      await t.app.db.kysely.deleteFrom('mobile_dispositivo').where('filialId', '=', c.filialId).execute();
      await t.app.db.kysely.updateTable('mobile_filial').set({ numeroDispositivos: 20 }).where('id', '=', c.filialId).execute();
    }
  });

  it('a blocked device gets 403 on every call, its activation included, and each call is recorded', async () => {
    const fone = await c.telefone();
    const vendedor = await c.telefone();
    expect((await vendedor.login('joao', 'senha123')).status).toBe(200);
    await t.app.db.kysely
      .updateTable('mobile_dispositivo')
      .set({ bloqueado: 1, ativo: 0, dataUltimoAcesso: '2020-01-01T00:00:00.000Z' })
      .where('uuid', 'in', [fone.uuid, vendedor.uuid])
      .execute();
    const chamadas = [
      () => fone.configuracao(),
      () => fone.puxar('produto'),
      () => fone.login('joao', 'senha123'),
      () => vendedor.puxar('produto'),
      () => vendedor.postar('pedidos', { uuid: randomUUID() }),
      () => vendedor.situacao('pedidos', 'qualquer'),
      () => vendedor.chamar('POST', '/usuarios/10/limpar-senha'),
      () => fone.ativar({ identificadorApp: c.identificadorApp }),
    ];
    for (const chamada of chamadas) {
      const r = await chamada();
      expect(r).toEqual({ status: 403, corpo: { erro: 'Este dispositivo está bloqueado. Procure o administrador.', codigo: 'DISPOSITIVO_BLOQUEADO' } });
    }
    for (const linha of [...(await dispositivo(fone.uuid)), ...(await dispositivo(vendedor.uuid))]) expect(linha.dataUltimoAcesso! > '2021').toBe(true);
    await t.app.db.kysely.deleteFrom('mobile_dispositivo').where('uuid', 'in', [fone.uuid, vendedor.uuid]).execute();
  });

  it('every call updates dataUltimoAcesso', async () => {
    const fone = await c.telefone();
    for (const chamada of [() => fone.configuracao(), () => fone.puxar('produto'), () => fone.login('joao', 'errada'), () => fone.puxar('nao_existe')]) {
      await t.app.db.kysely.updateTable('mobile_dispositivo').set({ dataUltimoAcesso: '2020-01-01T00:00:00.000Z' }).where('uuid', '=', fone.uuid).execute();
      await chamada();
      const [linha] = await dispositivo(fone.uuid);
      expect(Date.now() - Date.parse(linha.dataUltimoAcesso!)).toBeLessThan(60_000);
    }
    await t.app.db.kysely.deleteFrom('mobile_dispositivo').where('uuid', '=', fone.uuid).execute();
  });

  it('missing, forged and foreign-purpose tokens get 401', async () => {
    const semToken = new TelefoneSimulado(t.url);
    expect(await semToken.configuracao()).toEqual({
      status: 401,
      corpo: { erro: 'Dispositivo não autenticado. Ative o dispositivo.', codigo: 'TOKEN_AUSENTE' },
    });
    const forjado = await new SignJWT({ p: 'mobile-dispositivo', s: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('forcavendas')
      .sign(new TextEncoder().encode('outro-segredo-qualquer-bem-comprido'));
    expect((await new TelefoneSimulado(t.url, forjado).configuracao()).status).toBe(401);
    // A back-office session token is not a device token, even signed with the same secret.
    const sessao = await new SignJWT({ p: 'sessao', v: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('forcavendas')
      .sign(new TextEncoder().encode(TEST_SECRET));
    expect((await new TelefoneSimulado(t.url, sessao).configuracao()).status).toBe(401);
    expect((await new TelefoneSimulado(t.url, c.partner.token).puxar('produto')).status).toBe(401);
  });

  describe('nothing a phone sends produces a 500', () => {
    it('malformed JSON, non-objects and wrong types are 400 with a message', async () => {
      const fone = new TelefoneSimulado(t.url);
      for (const corpoBruto of ['{"identificadorApp": ', 'null', '[1,2]', '"texto"', '', '\u0000\u0001']) {
        const r = await fone.chamar('POST', '/ativacao', undefined, { corpoBruto });
        expect(r.status).toBe(400);
        expect(String(r.corpo.erro)).toMatch(/JSON/);
      }
      const tipos = await fone.chamar('POST', '/ativacao', { identificadorApp: 123, uuid: { a: 1 }, versaoApp: 'x'.repeat(41) });
      expect(tipos).toEqual({
        status: 400,
        corpo: {
          erro: expect.any(String),
          codigo: 'DADOS_INVALIDOS',
          campos: {
            identificadorApp: 'O campo identificadorApp deve ser um texto de até 40 caracteres.',
            uuid: 'O campo uuid deve ser um texto de até 100 caracteres.',
            versaoApp: 'O campo versaoApp deve ser um texto de até 40 caracteres.',
          },
        },
      });
      const logado = await c.vendedorLogado('joao', 'senha123');
      for (const corpoBruto of [
        '{',
        '[]',
        '{"uuid": 5}',
        '{"uuid": "a", "itens": "muitos"}',
        '{"uuid": "b", "itens": [null, 1, []]}',
        '{"uuid":"c","valorTotal":{"$gt":0}}',
      ]) {
        const r = await logado.chamar('POST', '/pedidos', undefined, { corpoBruto });
        expect(r.status, corpoBruto).toBe(400);
        expect(r.corpo.erro).toEqual(expect.any(String));
      }
    });

    it('oversized bodies are refused with 413, declared or streamed', async () => {
      const fone = await c.vendedorLogado('joao', 'senha123');
      const grande = Buffer.alloc(600 * 1024, 'a');
      const declarado = await cru(t.url, {
        method: 'POST',
        path: '/api/v1/mobile/pedidos',
        headers: { authorization: `Bearer ${fone.token}`, 'content-type': 'application/json', 'content-length': grande.length },
        corpo: grande,
      });
      expect(declarado).toEqual({ status: 413, corpo: { erro: 'O corpo da requisição excede o limite de 512 KB.', codigo: 'CORPO_GRANDE' } });
      const streamed = await cru(t.url, {
        method: 'POST',
        path: '/api/v1/mobile/ativacao',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        pedacos: 12,
      });
      expect(streamed.status).toBe(413);
      const fetchGrande = await fone.chamar('POST', '/ativacao', undefined, {
        corpoBruto: JSON.stringify({ identificadorApp: c.identificadorApp, uuid: 'x', lixo: 'y'.repeat(700 * 1024) }),
      });
      expect(fetchGrande.status).toBe(413);
      // The server is still fine afterwards.
      expect((await fone.configuracao()).status).toBe(200);
    });

    it('unknown routes, odd paths and odd query strings are 4xx', async () => {
      const fone = await c.telefone();
      const casos = [
        () => fone.chamar('GET', '/nada'),
        () => fone.chamar('DELETE', '/ativacao'),
        () => fone.chamar('GET', '/dados/%E0%A4%A'),
        () => fone.chamar('GET', '/pedidos/%ZZ'),
        () => fone.chamar('GET', '/dados/produto?desde=%ZZ&limite=abc'),
        () => fone.chamar('GET', '/dados/produto?limite=100000'),
        () => fone.chamar('GET', '/dados/produto?desde=1.0.99999999999999999999'),
        () => fone.chamar('GET', `/dados/${'x'.repeat(5000)}`),
      ];
      for (const caso of casos) {
        const r = await caso();
        expect(r.status).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        expect(r.corpo.erro).toEqual(expect.any(String));
      }
    });
  });
});
