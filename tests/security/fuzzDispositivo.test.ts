import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registroDeExemplo } from '../../common/catalogo';
import type { TelefoneSimulado } from '../../scripts/device';
import { cliente, criarCenario, produto, usuario, type CenarioMobile } from '../integration/mobileCenario';
import { AgenteCru } from '../support/agenteCru';
import { gerarToken } from '../support/agenteFixtures';
import { POR_RODADA, RODADAS, SEMENTE, lixo, mutar, resumo, type Operacao } from '../support/fuzz';
import { startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

/** Phone requests in flight at once. */
const CONCORRENCIA = 8;

/** A phone's request: what goes on the wire is `texto()`. */
class Pedido {
  constructor(
    readonly metodo: 'GET' | 'POST',
    readonly caminho: string,
    readonly token: 'nenhum' | 'dispositivo' | 'vendedor',
    readonly corpo?: unknown,
    readonly corpoBruto?: string,
  ) {}
  texto(): string | undefined {
    return this.metodo === 'GET' ? undefined : (this.corpoBruto ?? JSON.stringify(this.corpo) ?? '');
  }
  com(corpo: unknown, corpoBruto?: string): Pedido {
    return new Pedido(this.metodo, this.caminho, this.token, corpo, corpoBruto);
  }
  [fc.toStringMethod](): string {
    return `${this.metodo} ${this.caminho} (${this.token}) ${resumo(this.texto() ?? '')}`;
  }
}

/**
 * Property-based fuzzing of the device API (/api/v1/mobile), which anyone with the branch's QR
 * code or a phone's token can reach: at least 10,000 random and mutated bodies over HTTP to the
 * running server (activation, seller login, customers, orders, service orders, password clearing,
 * odd paths and queries). No answer is a 5xx, and another tenant's phone and agent are answered
 * after every group.
 */
describe.skipIf(postgresUnavailable())(`fuzzing of the device API (${testEngine})`, { timeout: 360_000 }, () => {
  let t: TestApp;
  let cenario: CenarioMobile;
  let foneBom: TelefoneSimulado;
  let foneFuzz: TelefoneSimulado;
  let tokenDispositivo: string;
  let agenteBom: AgenteCru;

  beforeAll(async () => {
    t = await startTestApp();
    // Permissive rules and no customer uniqueness: the valid bodies (and many mutated ones) are stored, so the fuzz reaches storage.
    cenario = await criarCenario(t, 'FuzzFone', {
      basica: {
        campoClienteValidacaoUnico: 'nenhum',
        utilizaOrdemServico: true,
        permiteIncluirServicoSemCadastro: true,
        permiteVendaProdutoSemEstoque: true,
        utilizaProdutoFracionado: true,
        permiteAlterarValorVendaItemPedido: true,
        permiteDescontoNoItemPedido: true,
        permiteDescontoNoPedido: true,
        permiteDescontoNoProdutoOrdemServico: true,
        permiteAlterarValorVendaProdutoOrdemServico: true,
        permiteDescontoNoServicoOrdemServico: true,
        permiteAlterarValorVendaServicoOrdemServico: true,
        permiteDescontoNaOrdemServico: true,
      },
    });
    await cenario.sincronizar('configuracaoDadosUsuario', [usuario('1', 'vendedor', 'senha-certa'), usuario('2', 'outro', 'outra-senha')]);
    await cenario.sincronizar('configuracaoDadosProduto', [produto('P1'), produto('P2')]);
    await cenario.sincronizar('configuracaoDadosCliente', [cliente('C1')]);
    await cenario.sincronizar('configuracaoDadosFormaPagamento', [{ identificador: '1', dados: { formaPagamentoIdentificador: '1', descricao: 'Dinheiro' } }]);
    foneFuzz = await cenario.vendedorLogado('outro', 'outra-senha');
    tokenDispositivo = (await cenario.telefone()).token!;
    // The well-behaved phone and agent are another tenant's.
    const outro = await criarCenario(t, 'FuzzFoneOutro');
    await outro.sincronizar('configuracaoDadosUsuario', [usuario('1', 'vendedor', 'senha-certa')]);
    foneBom = await outro.vendedorLogado('vendedor', 'senha-certa');
    agenteBom = await AgenteCru.abrir(t.url, (await gerarToken(t, outro.partner.token, outro.filialId)).token);
  });
  afterAll(async () => {
    agenteBom?.fechar();
    await t?.close();
  });

  it(`${RODADAS * POR_RODADA} random and mutated phone requests: never a 5xx, and the others are answered`, async () => {
    const chaves = { clienteIdentificador: 'C1', produtoIdentificador: 'P1', formaPagamentoIdentificador: '1' };
    const validos: fc.Arbitrary<Pedido> = fc.oneof(
      fc.constant(null).map(
        () =>
          new Pedido('POST', '/api/v1/mobile/ativacao', 'nenhum', {
            identificadorApp: cenario.identificadorApp,
            uuid: randomUUID(),
            dispositivo: 'Moto G',
            plataforma: 'android',
            versaoApp: '1.0.0',
          }),
      ),
      fc.constantFrom('outro', 'vendedor', 'ninguem').map((login) => new Pedido('POST', '/api/v1/mobile/login', 'dispositivo', { login, senha: 'errada' })),
      fc
        .constantFrom<['clientes', 'cliente'] | ['pedidos', 'pedido'] | ['ordens-servico', 'ordemServico']>(
          ['clientes', 'cliente'],
          ['pedidos', 'pedido'],
          ['ordens-servico', 'ordemServico'],
        )
        .map(([rota, tipo]) => new Pedido('POST', `/api/v1/mobile/${rota}`, 'vendedor', { uuid: randomUUID(), ...registroDeExemplo(tipo, chaves) })),
      fc.constantFrom('1', '2', 'x').map((id) => new Pedido('POST', `/api/v1/mobile/usuarios/${id}/limpar-senha`, 'vendedor', {})),
    );
    const mutado = fc
      .tuple(validos, fc.nat(), fc.constantFrom<Operacao>('trocar', 'apagar', 'acrescentar', 'envolver', 'texto'), lixo)
      .map(([p, i, op, v]) => p.com(mutar(p.corpo, i, op, v)));
    const cru = fc
      .tuple(
        validos,
        fc.oneof(
          { weight: 20, arbitrary: fc.string({ maxLength: 300 }) },
          { weight: 20, arbitrary: fc.constantFrom('null', '[]', '42', '"x"', '{', '{"uuid":', '\u0000', '{"__proto__":{"admin":true}}', '['.repeat(100_000)) },
          // Past the 512 KB a phone may post (413), now and then: each costs the server half a megabyte read.
          { weight: 1, arbitrary: fc.constant(null).map(() => `{"uuid":"${'u'.repeat(600 * 1024)}"}`) },
        ),
      )
      .map(([p, corpoBruto]) => p.com(undefined, corpoBruto));
    const caminhoEstranho = fc
      .tuple(
        fc.constantFrom<'GET' | 'POST'>('GET', 'POST'),
        fc.constantFrom('clientes', 'pedidos', 'dados', 'usuarios', 'ordens-servico'),
        fc.string({ maxLength: 30 }),
      )
      .map(
        ([metodo, base, resto]) =>
          new Pedido(
            metodo,
            `/api/v1/mobile/${base}/${encodeURIComponent(resto)}${metodo === 'GET' ? `?desde=${encodeURIComponent(resto)}&limite=${encodeURIComponent(resto)}` : ''}`,
            'vendedor',
            {},
          ),
      );
    const pedido = fc.oneof(
      { weight: 2, arbitrary: validos },
      { weight: 10, arbitrary: mutado },
      { weight: 2, arbitrary: cru },
      { weight: 1, arbitrary: caminhoEstranho },
    );

    const erros5xx: string[] = [];
    const status = new Map<number, number>();
    const enviar = async (p: Pedido) => {
      const token = p.token === 'vendedor' ? foneFuzz.token : p.token === 'dispositivo' ? tokenDispositivo : undefined;
      const r = await fetch(`${t.url}${p.caminho}`, {
        method: p.metodo,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: p.texto(),
      });
      const texto = await r.text();
      status.set(r.status, (status.get(r.status) ?? 0) + 1);
      if (r.status >= 500) erros5xx.push(`${r.status} ${p[fc.toStringMethod]()} → ${texto.slice(0, 200)}`);
    };
    await fc.assert(
      fc.asyncProperty(fc.array(pedido, { minLength: POR_RODADA, maxLength: POR_RODADA }), async (pedidos) => {
        const fila = [...pedidos];
        await Promise.all(
          Array.from({ length: CONCORRENCIA }, async () => {
            for (let p = fila.shift(); p; p = fila.shift()) await enviar(p);
          }),
        );
        // Another tenant is served: its phone gets its branch, its agent its configuration.
        expect((await foneBom.chamar('GET', '/configuracao')).status).toBe(200);
        expect((await agenteBom.pedir('configuracao', {}))?.erro).toBeUndefined();
        expect(erros5xx).toEqual([]);
      }),
      { numRuns: RODADAS, seed: SEMENTE, endOnFailure: true },
    );
    const total = [...status.values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(10_000);
    // The fuzz got past the doors: bodies were refused for what they held, and records were stored.
    expect(status.get(400) ?? 0).toBeGreaterThan(1000);
    expect(status.get(200) ?? 0).toBeGreaterThan(100);
    expect(status.get(413) ?? 0).toBeGreaterThan(0);
  });
});
