import { substituirPlaceholders, type ConfiguracaoBasica, type Configuracao, type DadosTipo, type TipoDados } from '../../common/catalogo';
import { EVENTOS } from '../../common/protocolo';
import type { Dialeto, Linha } from '../dialects';
import type { EstadoLocal } from '../estado';
import { criarMapeador, ehFalha, mapearCampos, type FalhaMapeamento, type RegistroMapeado } from './mapeador';

/** What the sync needs from the hub connection. */
export interface CanalServidor {
  pedir<T>(type: string, payload: unknown, timeoutMs?: number): Promise<T>;
}

export interface RespostaLote {
  geracao: number;
}

const LOTE_REMOCAO = 500;
const MAX_FALHAS_RELATADAS = 20;
const INTERVALO_STATUS_MS = 1000;

/**
 * One run of one data type ERP → cloud: pages the select, maps each row (sub-selects included),
 * sends only what changed since the server's last acknowledgement (or everything), and after a full
 * read sends the identifiers that disappeared as removed. Status goes to the server as it moves.
 */
export class Sincronizador {
  private cancelado = false;

  constructor(
    private canal: CanalServidor,
    private dialeto: Dialeto,
    private estado: EstadoLocal,
    private def: TipoDados,
    private config: Configuracao,
    private basica: ConfiguracaoBasica,
    private geracao: number,
  ) {}

  cancelar(): void {
    this.cancelado = true;
  }

  private status(patch: Record<string, unknown>): Promise<unknown> {
    return this.canal.pedir(EVENTOS.statusExecucao, { tipo: this.def.tipo, ...patch }).catch(() => undefined);
  }

  async executar(reenviarTodos: boolean): Promise<void> {
    const tipo = this.def.tipo;
    const dados = this.config.dados as unknown as DadosTipo;
    const execucao = this.estado.iniciarExecucao(tipo, this.geracao, reenviarTodos);
    const mapeador = criarMapeador(this.def, this.config.mapeamento, this.basica);
    const falhas: FalhaMapeamento[] = [];
    let itemsCount = 0;
    let itensSincronizadosCount = 0;
    let ultimoStatus = 0;
    await this.status({ dtInicio: new Date().toISOString(), dtFim: null, executando: true, sucesso: false, cancelada: false, erro: null, itemsCount, itensSincronizadosCount, envioCompleto: false });
    try {
      const select = await this.selectComParametros(dados);
      await this.dialeto.percorrer(select.sql, Math.max(1, Number(dados.quantidadeRegistrosPaginar) || 50), async (linhas) => {
        const registros = new Map<string, RegistroMapeado>();
        for (const linha of linhas) {
          const itens = await this.subSelects(linha, mapeador.chave);
          const resultado = typeof itens === 'string' ? { identificador: null, motivo: itens } : mapeador.mapear(linha, itens);
          if (ehFalha(resultado)) falhas.push(typeof itens === 'string' ? { ...resultado, identificador: mapeador.identificadorDe(linha) } : resultado);
          else registros.set(resultado.identificador, resultado);
        }
        const alterados = this.estado.alterados(tipo, execucao, [...registros.values()]);
        if (alterados.length) await this.enviarLote({ registros: alterados.map(({ identificador, dados: d, hash }) => ({ identificador, dados: d, hash })) });
        this.estado.confirmarEnvio(tipo, alterados);
        itemsCount += linhas.length;
        itensSincronizadosCount += alterados.length;
        // The panel polls every 500 ms: one progress report a second is enough, and saves a round-trip a page.
        if (Date.now() - ultimoStatus >= INTERVALO_STATUS_MS) {
          ultimoStatus = Date.now();
          await this.status({ itemsCount, itensSincronizadosCount });
        }
        return !this.cancelado;
      }, select.valores);
      if (!this.cancelado) await this.enviarRemocoes(execucao);
      const erro = falhas.length ? resumoFalhas(falhas) : null;
      await this.status({ dtFim: new Date().toISOString(), executando: false, sucesso: !this.cancelado, cancelada: this.cancelado, envioCompleto: !this.cancelado, erro, itemsCount, itensSincronizadosCount });
    } catch (error) {
      await this.status({ dtFim: new Date().toISOString(), executando: false, sucesso: false, cancelada: this.cancelado, envioCompleto: false, erro: (error as Error).message, itemsCount, itensSincronizadosCount });
      throw error;
    }
  }

  /**
   * The select with its catalogue parameters bound (order status: the ERP keys of the phones'
   * orders and the configured initial and final status). A list binds as one marker per value.
   */
  private async selectComParametros(dados: DadosTipo): Promise<{ sql: string; valores: unknown[] }> {
    if (!this.def.parametrosSelect?.length) return { sql: dados.select, valores: [] };
    const parametros: Record<string, unknown> = { situacaoInicial: dados.situacaoInicial ?? '', situacaoFinal: dados.situacaoFinal ?? '' };
    if (this.def.parametrosSelect.some((p) => p.nome === 'pedidosIdentificadores')) {
      parametros.pedidosIdentificadores = await this.canal.pedir<string[]>(EVENTOS.chavesPedidos, {});
    }
    const valores: unknown[] = [];
    const sql = substituirPlaceholders(dados.select, (nome) => {
      const valor = parametros[nome] ?? null;
      // An empty list still has to be valid SQL: IN (NULL) matches nothing.
      const lista = Array.isArray(valor) ? (valor.length ? valor : [null]) : [valor];
      return lista.map((v) => this.dialeto.marcador(valores.push(v) - 1)).join(', ');
    });
    return { sql, valores };
  }

  private async enviarLote(lote: { registros?: unknown[]; removidos?: string[] }): Promise<void> {
    const resposta = await this.canal.pedir<RespostaLote>(EVENTOS.lote, { tipo: this.def.tipo, geracao: this.geracao, ...lote });
    // The server's data of this type was cleared meanwhile: what we think was sent is no longer there.
    if (resposta && resposta.geracao !== this.geracao) throw new Error('Os dados do servidor foram limpos durante a sincronização; execute-a novamente.');
  }

  private async enviarRemocoes(execucao: number): Promise<void> {
    for (;;) {
      const removidos = this.estado.naoVistos(this.def.tipo, execucao, LOTE_REMOCAO);
      if (!removidos.length) return;
      await this.enviarLote({ removidos });
      this.estado.esquecer(this.def.tipo, removidos);
    }
  }

  /** Rows of each sub-select for this parent: its SQL binds the parent's identifier as :identificador. */
  private async subSelects(linha: Linha, chave: string | undefined): Promise<Record<string, unknown[]> | string> {
    const itens: Record<string, unknown[]> = {};
    const dados = this.config.dados as unknown as DadosTipo;
    for (const sub of this.def.subSelects) {
      const sql = dados[sub.chave];
      if (!sql || (sub.visivel && !sub.visivel(this.basica))) continue;
      const identificador = chave ? mapearCampos([this.def.campos[0]], this.config.mapeamento.campos, linha) : {};
      const valores: unknown[] = [];
      const texto = substituirPlaceholders(sql, (nome, i) => {
        valores.push(typeof identificador === 'object' ? (identificador[nome] ?? identificador[chave!]) : null);
        return this.dialeto.marcador(i);
      });
      const colunas = this.config.mapeamento[sub.chave] ?? {};
      const linhas = await this.dialeto.executar(texto, valores);
      const mapeados = linhas.map((l) => mapearCampos(sub.campos, colunas, l));
      const falha = mapeados.find((m) => typeof m === 'string');
      if (falha) return `${sub.label}: ${falha}`;
      itens[sub.chave] = mapeados;
    }
    return itens;
  }
}

function resumoFalhas(falhas: FalhaMapeamento[]): string {
  const linhas = falhas.slice(0, MAX_FALHAS_RELATADAS).map((f) => `Registro ${f.identificador ?? '(sem identificador)'}: ${f.motivo}`);
  const resto = falhas.length - linhas.length;
  return `${falhas.length} registro(s) não sincronizado(s).\n${linhas.join('\n')}${resto > 0 ? `\n… e mais ${resto}.` : ''}`;
}
