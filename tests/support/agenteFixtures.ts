import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EstadoLocal } from '../../agent/estado';
import type { Relogio } from '../../agent/agendador';
import { Gerenciador } from '../../agent/gerenciador';
import type { ConexaoErp } from '../../agent/dialects';
import { EVENTOS } from '../../common/protocolo';
import type { GerenciadorEventHandler } from '../../server/hub/gerenciadorHub';
import type { TestApp } from './testApp';

export interface FilialComGerenciador {
  filialId: number;
  identificadorApp: string;
  token: string;
}

/** The agent token of a branch, generated through the API (shown once). */
export async function gerarToken(t: TestApp, adminToken: string, filialId: number): Promise<FilialComGerenciador> {
  const r = await t.gql<{ gerarTokenGerenciador: string }>('mutation($f: Int!) { gerarTokenGerenciador(filialId: $f) }', { f: filialId }, adminToken);
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  const filial = await t.app.db.kysely.selectFrom('mobile_filial').select('identificadorApp').where('id', '=', filialId).executeTakeFirstOrThrow();
  return { filialId, identificadorApp: filial.identificadorApp, token: r.data.gerarTokenGerenciador };
}

/** Saves one manager configuration through the API, as the manager pages do. */
export async function salvarConfiguracao(
  t: TestApp,
  token: string,
  filialId: number,
  tipo: string,
  dados: Record<string, unknown>,
  mapeamento?: unknown,
  ativa = true,
) {
  const r = await t.gql(
    'mutation($i: MobileFilialConfiguracaoInput!) { createUpdateMobileFilialConfiguracao(input: $i) { id } }',
    { i: { filialId, tipo, dados: JSON.stringify(dados), mapeamento: mapeamento ? JSON.stringify(mapeamento) : undefined, ativa } },
    token,
  );
  if (r.errors) throw new Error(JSON.stringify(r.errors));
}

export function conexaoComoDados(conexao: ConexaoErp): Record<string, unknown> {
  return { ...conexao, conexaoEstabelecida: true };
}

/**
 * An agent running inside the test process, with its own state file (or the file of an agent
 * stopped before, as after a restart) and the system's clock or one the test moves (agent/testing/relogioFalso.ts).
 */
export function iniciarAgente(
  url: string,
  token: string,
  opcoes: { relogio?: Relogio; arquivoEstado?: string } = {},
): { gerenciador: Gerenciador; estado: EstadoLocal; arquivoEstado: string; parar: () => Promise<void> } {
  const arquivoEstado = opcoes.arquivoEstado ?? join(mkdtempSync(join(tmpdir(), 'agente-')), 'estado.db');
  const estado = new EstadoLocal(arquivoEstado);
  const gerenciador = new Gerenciador(url, token, estado, { relogio: opcoes.relogio });
  gerenciador.iniciar();
  return {
    gerenciador,
    estado,
    arquivoEstado,
    parar: async () => {
      await gerenciador.encerrar();
      estado.fechar();
    },
  };
}

/** Polls until `teste` holds (or fails with the last value seen). */
export async function esperar<T>(ler: () => Promise<T>, teste: (v: T) => boolean, ms = 20_000): Promise<T> {
  const limite = Date.now() + ms;
  let ultimo = await ler();
  while (!teste(ultimo)) {
    if (Date.now() > limite) throw new Error(`tempo esgotado; último valor: ${JSON.stringify(ultimo)}`);
    await new Promise((r) => setTimeout(r, 100));
    ultimo = await ler();
  }
  return ultimo;
}

/** Holds the agent's n-th batch of a type at the server until released (to act in the middle of a run). */
export class Comporta {
  private lotes = 0;
  private soltar: (() => void) | null = null;
  private chegou: (() => void) | null = null;
  readonly aberta: Promise<void>;
  private aguardando: Promise<void>;

  constructor(
    private tipo: string,
    private segurarNo: number,
  ) {
    this.aberta = new Promise((r) => (this.soltar = r));
    this.aguardando = new Promise((r) => (this.chegou = r));
  }

  /** Resolves once the agent's batch is held: the run is in its middle. */
  retida(): Promise<void> {
    return this.aguardando;
  }

  liberar(): void {
    this.soltar?.();
  }

  envolver(original: GerenciadorEventHandler): GerenciadorEventHandler {
    return async (filialId, mensagem, responder) => {
      const payload = (mensagem.payload ?? {}) as { tipo?: string };
      if (mensagem.type === EVENTOS.lote && payload.tipo === this.tipo && ++this.lotes === this.segurarNo) {
        this.chegou?.();
        await this.aberta;
      }
      return original(filialId, mensagem, responder);
    };
  }
}
