import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTOS, type RegistroPendente } from '../../common/protocolo';
import { criarErp, type ErpDeTeste } from '../../tests/support/erps';
import { abrirDialeto, type Dialeto } from '../dialects';
import { EstadoLocal } from '../estado';
import { configInsertPedido } from '../testing/configPedido';
import { CicloGravacao, type ContextoGravacao } from './cicloGravacao';

const esperar = async (condicao: () => boolean, ms = 10_000) => {
  const limite = Date.now() + ms;
  while (!condicao()) {
    if (Date.now() > limite) throw new Error('tempo esgotado');
    await new Promise((r) => setTimeout(r, 20));
  }
};

/**
 * The server could not answer the agent's request for pending records (it timed out, its database
 * restarting): that is a failure of the pass, logged and tried again after the write-back's wait,
 * not an empty list that leaves the phones' orders waiting for the next ten-second tick.
 */
describe('ciclo de gravação: pedido de pendentes que falha', () => {
  let erp: ErpDeTeste;
  let dialeto: Dialeto;
  let estado: EstadoLocal;

  beforeAll(async () => {
    erp = await criarErp('sqlite');
    dialeto = abrirDialeto(erp.conexao);
    estado = new EstadoLocal(':memory:');
  });
  afterAll(async () => {
    estado.fechar();
    await dialeto.fechar();
    await erp.remover();
  });

  it('logs the failed request, waits 1 s and asks again, then writes the order once', async () => {
    const registro: RegistroPendente = { tipo: 'pedido', uuid: 'uuid-pendentes-falhou', dados: { clienteIdentificador: 'C001', valorTotal: 5, itens: [] } };
    const pedidos: number[] = [];
    const confirmacoes: unknown[] = [];
    let entregue = false;
    const pedir = async (type: string, payload: unknown) => {
      if (type === EVENTOS.pendentes) {
        pedidos.push(Date.now());
        if (pedidos.length === 1) throw new Error('O servidor não respondeu a tempo.');
        if (entregue) return [];
        entregue = true;
        return [registro];
      }
      if (type === EVENTOS.confirmacao) confirmacoes.push(payload);
      return { ok: true };
    };
    const registrado: string[] = [];
    const ciclo = new CicloGravacao({
      canal: { conectada: true, pedir: pedir as ContextoGravacao['canal']['pedir'] },
      estado,
      comDialeto: (trabalho) => trabalho(dialeto),
      configuracao: () => configInsertPedido(),
      divergenciasDe: async () => [],
      registrar: (mensagem) => registrado.push(mensagem),
    });
    try {
      await ciclo.processarPendentes();
      expect(registrado).toEqual(['gravação adiada por 1 s: não foi possível pedir os registros pendentes ao servidor: O servidor não respondeu a tempo.']);
      expect(confirmacoes).toEqual([]);

      await esperar(() => confirmacoes.length === 1);
      expect(pedidos[1]! - pedidos[0]!).toBeGreaterThanOrEqual(900);
      const linhas = await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [registro.uuid]);
      expect(linhas).toHaveLength(1);
      expect(confirmacoes[0]).toMatchObject({ uuid: registro.uuid, situacao: 'integrado', chaveErp: String(linhas[0]!.id) });
      expect(estado.diario(registro.uuid)?.situacao).toBe('confirmado');
    } finally {
      await ciclo.encerrar();
    }
  });

  it('writes a record handed over during a configuration reload with the reloaded configuration', async () => {
    // The insert was saved and announced (the reload is under way) when the pass asked for the order.
    const registro: RegistroPendente = { tipo: 'pedido', uuid: 'uuid-durante-recarga', dados: { clienteIdentificador: 'C001', valorTotal: 7, itens: [] } };
    let configuracao: ReturnType<typeof configInsertPedido> | undefined;
    let terminarRecarga!: () => void;
    const recarga = new Promise<void>((r) => (terminarRecarga = r));
    const confirmacoes: { situacao?: string; erro?: string }[] = [];
    let entregue = false;
    const pedir = async (type: string, payload: unknown) => {
      if (type === EVENTOS.pendentes) {
        if (entregue) return [];
        entregue = true;
        // The reload ends after the answer is in: the pass must wait for it.
        setImmediate(() => {
          configuracao = configInsertPedido();
          terminarRecarga();
        });
        return [registro];
      }
      if (type === EVENTOS.confirmacao) confirmacoes.push(payload as { situacao?: string });
      return { ok: true };
    };
    const ciclo = new CicloGravacao({
      canal: { conectada: true, pedir: pedir as ContextoGravacao['canal']['pedir'] },
      estado,
      comDialeto: (trabalho) => trabalho(dialeto),
      configuracao: () => configuracao,
      configuracaoCarregada: () => recarga,
      divergenciasDe: async () => [],
      registrar: () => undefined,
    });
    try {
      await ciclo.processarPendentes();
      expect(confirmacoes).toHaveLength(1);
      expect(confirmacoes[0]).toMatchObject({ uuid: registro.uuid, situacao: 'integrado' });
      expect(await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [registro.uuid])).toHaveLength(1);
    } finally {
      await ciclo.encerrar();
    }
  });
});
