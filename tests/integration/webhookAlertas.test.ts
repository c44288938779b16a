import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTOS_WEBHOOK, type CorpoWebhook, type EntregaWebhook } from '../../common/api/webhook';
import { gerarToken, type FilialComGerenciador } from '../support/agenteFixtures';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { createApp } from '../../server/app';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';

const MINUTO = 60 * 1000;

interface Recebido {
  caminho: string;
  headers: IncomingHttpHeaders;
  corpo: string;
  /** The signature checked as docs/operacao.md tells a receiver to, with the secret of the path's webhook. */
  assinaturaValida: boolean;
}

/**
 * A receiver as an integrator would write one: it recomputes X-FV-Assinatura (HMAC-SHA256 of
 * "<X-FV-Timestamp>.<body>" with the webhook's secret) and answers, per path, the next status of
 * its script (200 when the script is over).
 */
async function iniciarReceptor() {
  const recebidos: Recebido[] = [];
  const segredos = new Map<string, string>();
  const roteiros = new Map<string, number[]>();
  const server: Server = createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      const corpo = Buffer.concat(partes).toString('utf8');
      const caminho = req.url ?? '/';
      const segredo = segredos.get(caminho) ?? '';
      const esperada = Buffer.from(
        `sha256=${createHmac('sha256', segredo)
          .update(`${String(req.headers['x-fv-timestamp'])}.${corpo}`)
          .digest('hex')}`,
      );
      const recebida = Buffer.from(String(req.headers['x-fv-assinatura'] ?? ''));
      recebidos.push({ caminho, headers: req.headers, corpo, assinaturaValida: esperada.length === recebida.length && timingSafeEqual(esperada, recebida) });
      res.writeHead(roteiros.get(caminho)?.shift() ?? 200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, recebidos, segredos, roteiros, fechar: () => new Promise((r) => server.close(r)) };
}

const ESCOPO = `escopo: $e`;
const CAMPOS_ENTREGA = 'id evento resumo origem situacao criadoEm entregueEm proximaTentativa tentativas { numero em statusHttp erro duracaoMs }';

/**
 * Webhook alerts (docs/operacao.md, Alertas por webhook), delivered to a real HTTP receiver that checks the signature: queued by
 * a real alert (the agent offline past the limit), retried with backoff on the server's clock (the
 * test's, moved by hand: no sleeping), each attempt recorded and listed as the manager page reads it.
 */
describe('alertas por webhook', { timeout: 60_000 }, () => {
  let t: TestApp;
  let receptor: Awaited<ReturnType<typeof iniciarReceptor>>;
  let parceiro: Partner;
  let outro: Partner;
  let filial: FilialComGerenciador;
  let agora = Date.now();

  beforeAll(async () => {
    receptor = await iniciarReceptor();
    t = await startTestApp(
      { PERIODIC_TASKS_MS: '0', WEBHOOK_QUEUE_MS: '0', WEBHOOK_ALLOW_PRIVATE_NETWORK: '1', PUBLIC_URL: 'https://fv.exemplo.com.br' },
      { agora: () => new Date(agora) },
    );
    const admin = await t.login(ADMIN.email, ADMIN.password);
    parceiro = await createPartner(t, admin, 'Gancho');
    outro = await createPartner(t, admin, 'Vizinho');
    filial = await gerarToken(t, parceiro.token, await createFilial(t, parceiro.token, 'Loja Gancho'));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await receptor?.fechar();
  });

  const salvar = async (escopo: Record<string, unknown>, url: string, token = parceiro.token) =>
    t.gql<{ r: { segredo: string | null; webhook: { url: string; ativo: boolean; origem: string } } }>(
      `mutation($e: WebhookEscopo!, $d: WebhookAlertaInput!) { r: webhookAlertaSalvar(${ESCOPO}, dados: $d) { segredo webhook { url ativo origem } } }`,
      { e: escopo, d: { url, ativo: true } },
      token,
    );
  const entregas = async (escopo: Record<string, unknown>, token = parceiro.token) =>
    t.gql<{ r: { total: number; entregas: EntregaWebhook[] } }>(
      `query($e: WebhookEscopo!) { r: webhookAlertaEntregas(${ESCOPO}, limit: 20) { total entregas { ${CAMPOS_ENTREGA} } } }`,
      { e: escopo },
      token,
    );
  /** The periodic alert check, then everything it queued and sent, to its end. */
  const verificar = async () => {
    await t.app.services.alertas.verificar();
    await t.app.services.avisos.ociosos();
  };
  const processar = async () => {
    const n = await t.app.services.webhooks.processar();
    await t.app.services.avisos.ociosos();
    return n;
  };

  it('delivers the offline alert signed, retries after 500 twice with growing waits, and records the three attempts', async () => {
    const salvo = await salvar({ identificadorApp: filial.identificadorApp }, `${receptor.base}/filial`);
    expect(salvo.errors).toBeUndefined();
    expect(salvo.data!.r.segredo).toMatch(/^fvwh_[\w-]{43}$/);
    expect(salvo.data!.r.webhook).toEqual({ url: `${receptor.base}/filial`, ativo: true, origem: 'filial' });
    receptor.segredos.set('/filial', salvo.data!.r.segredo!);
    receptor.roteiros.set('/filial', [500, 500, 200]);

    // The e-mail alerts are off (never saved): the webhook alone makes the branch watched.
    await verificar();
    agora += 31 * MINUTO;
    await verificar();
    expect(receptor.recebidos).toHaveLength(1);
    let lista = (await entregas({ identificadorApp: filial.identificadorApp })).data!.r;
    expect(lista.total).toBe(1);
    expect(lista.entregas[0]).toMatchObject({ evento: 'gerenciador.desconectado', origem: 'filial', situacao: 'pendente' });
    expect(lista.entregas[0]!.tentativas).toMatchObject([{ numero: 1, statusHttp: 500 }]);
    expect(lista.entregas[0]!.proximaTentativa).toBe(new Date(agora + 30_000).toISOString());

    agora += 29_000;
    expect(await processar()).toBe(0);
    agora += 1000;
    expect(await processar()).toBe(1);
    expect(receptor.recebidos).toHaveLength(2);
    lista = (await entregas({ identificadorApp: filial.identificadorApp })).data!.r;
    expect(lista.entregas[0]!.proximaTentativa).toBe(new Date(agora + 60_000).toISOString());
    agora += 60_000;
    expect(await processar()).toBe(1);
    expect(await processar()).toBe(0);

    expect(receptor.recebidos).toHaveLength(3);
    expect(receptor.recebidos.map((r) => r.assinaturaValida)).toEqual([true, true, true]);
    const corpos = receptor.recebidos.map((r) => JSON.parse(r.corpo) as CorpoWebhook);
    // One delivery: the same body and id in each attempt, each attempt with its own timestamp.
    expect(new Set(receptor.recebidos.map((r) => r.corpo)).size).toBe(1);
    expect(receptor.recebidos.map((r) => r.headers['x-fv-entrega'])).toEqual([corpos[0]!.id, corpos[0]!.id, corpos[0]!.id]);
    expect(receptor.recebidos.map((r) => r.headers['x-fv-evento'])).toEqual(Array(3).fill('gerenciador.desconectado'));
    expect(new Set(receptor.recebidos.map((r) => r.headers['x-fv-timestamp'])).size).toBe(3);
    expect(corpos[0]).toMatchObject({
      evento: 'gerenciador.desconectado',
      contratante: { id: parceiro.contratanteId, nome: 'Gancho Ltda' },
      filial: { id: filial.filialId, nome: 'Loja Gancho', identificadorApp: filial.identificadorApp },
      resumo: 'gerenciador desconectado',
      detalhes: { minutosDesconectado: 31 },
      link: `https://fv.exemplo.com.br/admin/gerenciador/${filial.filialId}/situacao_gerenciador`,
    });

    lista = (await entregas({ identificadorApp: filial.identificadorApp })).data!.r;
    expect(lista.total).toBe(1);
    expect(lista.entregas[0]).toMatchObject({ situacao: 'entregue', proximaTentativa: null, entregueEm: new Date(agora).toISOString() });
    expect(lista.entregas[0]!.tentativas.map((x) => [x.numero, x.statusHttp])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect(lista.entregas[0]!.tentativas[0]!.erro).toContain('HTTP 500');
    expect(lista.entregas[0]!.tentativas[2]!.erro).toBeNull();
  });

  it('sends a branch’s events to its contratante’s webhook as well, each signed with its own secret; the test button reaches only its own', async () => {
    const empresa = await salvar({ contratanteId: parceiro.contratanteId }, `${receptor.base}/empresa`);
    expect(empresa.errors).toBeUndefined();
    receptor.segredos.set('/empresa', empresa.data!.r.segredo!);
    const antes = receptor.recebidos.length;

    const teste = await t.gql<{ r: { status: boolean; msg: string } }>(
      `mutation($e: WebhookEscopo!) { r: webhookAlertaTestar(${ESCOPO}) { status msg } }`,
      { e: { contratanteId: parceiro.contratanteId } },
      parceiro.token,
    );
    expect(teste.data!.r.status).toBe(true);
    await t.app.services.avisos.ociosos();
    expect(receptor.recebidos.slice(antes).map((r) => [r.caminho, r.headers['x-fv-evento'], r.assinaturaValida])).toEqual([
      ['/empresa', 'webhook.teste', true],
    ]);

    // What the agent's self-update will raise: both webhooks receive it.
    expect(
      await t.app.services.webhooks.enfileirar(filial.filialId, EVENTOS_WEBHOOK.agenteAtualizado, {
        resumo: 'gerenciador atualizado',
        detalhes: { de: '1.0.0', para: '1.1.0' },
      }),
    ).toBe(2);
    await t.app.services.avisos.ociosos();
    const novos = receptor.recebidos.slice(antes + 1);
    expect(novos.map((r) => r.caminho).sort()).toEqual(['/empresa', '/filial']);
    expect(novos.every((r) => r.assinaturaValida && r.headers['x-fv-evento'] === 'agente.atualizado')).toBe(true);

    const daFilial = (await entregas({ identificadorApp: filial.identificadorApp })).data!.r;
    expect(
      daFilial.entregas
        .slice(0, 2)
        .map((e) => [e.evento, e.origem, e.situacao])
        .sort(),
    ).toEqual([
      ['agente.atualizado', 'contratante', 'entregue'],
      ['agente.atualizado', 'filial', 'entregue'],
    ]);
    const daEmpresa = (await entregas({ contratanteId: parceiro.contratanteId })).data!.r;
    expect(daEmpresa.entregas.map((e) => e.evento)).toEqual(['agente.atualizado', 'webhook.teste']);
  });

  it('signs with the new secret once it is generated, never shows the secret again, and keeps another partner out', async () => {
    const escopo = { identificadorApp: filial.identificadorApp };
    const leitura = await t.gql<{ r: Record<string, unknown> }>(
      `query($e: WebhookEscopo!) { r: webhookAlerta(${ESCOPO}) { podeEditar proprio { url origem podeEditar } contratante { url origem } } }`,
      { e: escopo },
      parceiro.token,
    );
    expect(leitura.data!.r).toEqual({
      podeEditar: true,
      proprio: { url: `${receptor.base}/filial`, origem: 'filial', podeEditar: true },
      contratante: { url: `${receptor.base}/empresa`, origem: 'contratante' },
    });
    const resalvo = await salvar(escopo, `${receptor.base}/filial`);
    expect(resalvo.data!.r.segredo).toBeNull();

    const antigo = receptor.segredos.get('/filial')!;
    const novo = await t.gql<{ r: { segredo: string } }>(
      `mutation($e: WebhookEscopo!) { r: webhookAlertaGerarSegredo(${ESCOPO}) { segredo } }`,
      { e: escopo },
      parceiro.token,
    );
    expect(novo.data!.r.segredo).not.toBe(antigo);
    const antes = receptor.recebidos.length;
    await t.gql(`mutation($e: WebhookEscopo!) { webhookAlertaTestar(${ESCOPO}) { status } }`, { e: escopo }, parceiro.token);
    await t.app.services.avisos.ociosos();
    expect(receptor.recebidos[antes]!.assinaturaValida).toBe(false);
    receptor.segredos.set('/filial', novo.data!.r.segredo);

    for (const [consulta, variaveis] of [
      [`query($e: WebhookEscopo!) { webhookAlerta(${ESCOPO}) { podeEditar } }`, { e: escopo }],
      [`query($e: WebhookEscopo!) { webhookAlertaEntregas(${ESCOPO}) { total } }`, { e: escopo }],
      [`query($e: WebhookEscopo!) { webhookAlertaEntregas(${ESCOPO}) { total } }`, { e: { contratanteId: parceiro.contratanteId } }],
      [`mutation($e: WebhookEscopo!) { webhookAlertaTestar(${ESCOPO}) { status } }`, { e: escopo }],
      [`mutation($e: WebhookEscopo!) { webhookAlertaGerarSegredo(${ESCOPO}) { segredo } }`, { e: { contratanteId: parceiro.contratanteId } }],
      [
        `mutation($e: WebhookEscopo!, $d: WebhookAlertaInput!) { webhookAlertaSalvar(${ESCOPO}, dados: $d) { segredo } }`,
        { e: escopo, d: { url: 'https://x.exemplo.com/', ativo: true } },
      ],
    ] as const) {
      const r = await t.gql(consulta, variaveis, outro.token);
      expect(r.errors?.[0]?.extensions?.code, consulta).toBe('NOT_FOUND');
    }
    // The other partner's own company is fine, and a URL with credentials is refused in Portuguese.
    const proprio = await salvar({ contratanteId: outro.contratanteId }, 'https://usuario:senha@x.exemplo.com/', outro.token);
    expect(proprio.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', fields: { url: expect.stringContaining('não pode levar usuário e senha') } });
  });
  it('keeps the queue in the database: another server process started on it sends the retry that was pending', async () => {
    receptor.roteiros.set('/filial', [503]);
    const antes = receptor.recebidos.length;
    expect(
      await t.app.services.webhooks.enfileirar(filial.filialId, EVENTOS_WEBHOOK.agenteRevertido, {
        resumo: 'gerenciador revertido',
        detalhes: { de: '1.1.0', para: '1.0.0' },
      }),
    ).toBe(2);
    await t.app.services.avisos.ociosos();
    expect(
      receptor.recebidos
        .slice(antes)
        .map((r) => r.caminho)
        .sort(),
    ).toEqual(['/empresa', '/filial']);

    const reiniciado = await createApp(t.config, { agora: () => new Date(agora) });
    try {
      agora += 30_000;
      expect(await reiniciado.services.webhooks.processar()).toBe(1);
    } finally {
      await reiniciado.close();
    }
    expect(receptor.recebidos.slice(antes + 2).map((r) => [r.caminho, r.headers['x-fv-evento'], r.assinaturaValida])).toEqual([
      ['/filial', 'agente.revertido', true],
    ]);
    const lista = (await entregas({ identificadorApp: filial.identificadorApp })).data!.r;
    const revertido = lista.entregas.find((e) => e.evento === 'agente.revertido' && e.origem === 'filial')!;
    expect(revertido.situacao).toBe('entregue');
    expect(revertido.tentativas.map((x) => x.statusHttp)).toEqual([503, 200]);
  });
});
