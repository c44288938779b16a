import {
  parametrosDoTipo,
  registrosPorPagina,
  remocoesPrecisamConfirmacao,
  substituirPlaceholders,
  valoresDosParametros,
  valoresFixos,
  vincularParametros,
  type ConfiguracaoBasica,
  type Configuracao,
  type DadosTipo,
  type SubSelect,
  type TipoDados,
} from '../../common/catalogo';
import type { ResultadoPrevia } from '../../common/api/previa';
import { falhaErp, type FalhaErp } from '../../common/erpErrors';
import { MSG } from '../../common/messages';
import {
  BYTES_ALVO_LOTE,
  EVENTOS,
  MAX_FALHAS_POR_EXECUCAO,
  MAX_IDENTIFICADOR,
  type DadosMapeados,
  type EventoComResposta,
  type PayloadDe,
  type RespostaDe,
} from '../../common/protocolo';
import { ErroDesconectado } from '../conexao';
import { classificarErro, ErroErp, type Dialeto, type Linha } from '../dialects';
import { ErroEstadoLocal, type EstadoLocal } from '../estado';
import { colunasAusentes, criarMapeador, ehFalha, leitorDeColunas, mapearCampos, type FalhaMapeamento, type RegistroMapeado } from './mapeador';
import { paginasAdiante } from './leituraAdiante';
import { COLUNA_PAI, planejarSubSelect, type PlanoSubSelect } from './subSelectLote';

/** What the sync needs from the hub connection: a request typed and checked by the protocol (agent/conexao.ts). */
export interface CanalServidor {
  pedir<K extends EventoComResposta>(type: K, payload: PayloadDe<K>, timeoutMs?: number): Promise<RespostaDe<K>>;
}

type Relato = Omit<PayloadDe<'statusExecucao'>, 'tipo'>;

/** How a run ended (the agent decides from it whether to resume or reschedule). */
export type FimExecucao = 'sucesso' | 'falha' | 'cancelada' | 'remocoesRetidas';

const LOTE_REMOCAO = 500;
const MAX_FALHAS_RELATADAS = 20;
const INTERVALO_STATUS_MS = 1000;
/**
 * The changed records of successive pages go in batches of this many pages' worth (500 records with
 * pages of 100): the server stores a batch in one transaction, and each commit waits for the disk.
 */
const PAGINAS_POR_LOTE = 5;
/**
 * Batches sent and not yet acknowledged: the server stores a branch's batches in the order sent, so
 * with the next one already there it never waits for the agent; each is recorded as sent only after
 * its own acknowledgement and every one before it.
 */
const LOTES_EM_VOO = 2;

/** The server cleared this type's data during the run: what the agent thinks was sent is gone. */
class ErroGeracao extends Error {}
/** The server refused or did not answer a batch (a lost connection stays ErroDesconectado, to resume). */
class ErroServidor extends Error {}

type ItensDaLinha = Record<string, unknown[]> | string;

/**
 * One run of one data type ERP → cloud: pages the select, runs each sub-select once per page, maps
 * every row, sends only what changed since the server's last acknowledgement (or everything), and
 * sends the identifiers that disappeared as removed only after a complete read in which every row
 * mapped, and only up to the safety valve (common/catalogo/sincronizacao). Status goes to the server
 * as it moves; failures carry a Portuguese message and the engine's text.
 */
export class Sincronizador {
  private cancelado = false;
  private planos = new Map<string, PlanoSubSelect>();
  private avisarInicio: () => void = () => undefined;
  /**
   * Settles once the server has stored this run's start (or the run ended without telling it): the
   * page's request for a run is answered only then, so that the status it reads next is this run's,
   * never the end of the run before (with the ERP changed since, that end would pass for this one).
   */
  readonly iniciada = new Promise<void>((r) => (this.avisarInicio = r));
  /** Set as the run's end leaves for the server: from then on the page may show this run as over. */
  encerrada = false;
  private avisarLiberacao: () => void = () => undefined;
  /** Settles once the run has let go of its type (the agent would start another of it). */
  readonly liberada = new Promise<void>((r) => (this.avisarLiberacao = r));

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

  /** The run is over, or will not start: whoever waits for its start stops waiting. */
  liberarInicio(): void {
    this.avisarInicio();
  }

  /** The agent no longer holds the type for this run. */
  liberar(): void {
    this.avisarLiberacao();
  }

  private status(patch: Relato): Promise<unknown> {
    if (patch.executando === false) this.encerrada = true;
    return this.canal.pedir(EVENTOS.statusExecucao, { tipo: this.def.tipo, ...patch }).catch(() => undefined);
  }

  private get dados(): DadosTipo {
    return this.config.dados as unknown as DadosTipo;
  }

  async executar(reenviarTodos: boolean, retomada = false): Promise<FimExecucao> {
    const tipo = this.def.tipo;
    let inicio: { execucao: number; enviadosAntes: number };
    try {
      inicio = this.estado.iniciarExecucao(tipo, this.geracao, reenviarTodos);
    } catch (error) {
      // Nothing can run without the state file (its disk is full): the data page says why.
      if (error instanceof ErroEstadoLocal) {
        const agora = new Date().toISOString();
        await this.status({
          dtInicio: agora,
          dtFim: agora,
          executando: false,
          sucesso: false,
          cancelada: false,
          erro: null,
          itemsCount: 0,
          itensSincronizadosCount: 0,
          envioCompleto: false,
          retomada,
          remocoesRetidas: 0,
          msg: error.message,
          reenviarTodos,
        });
      }
      throw error;
    }
    const { execucao, enviadosAntes } = inicio;
    const mapeador = criarMapeador(this.def, this.config.mapeamento, this.basica);
    const falhas: FalhaMapeamento[] = [];
    let itemsCount = 0;
    let itensSincronizadosCount = 0;
    let ultimoStatus = 0;
    let primeira = true;
    /** The acknowledgements recorded so far, in the order the batches went (the last one waits for all before it). */
    let confirmados: Promise<void> = Promise.resolve();
    const emVoo: Promise<void>[] = [];
    let aEnviar: RegistroMapeado[] = [];
    let caracteresAEnviar = 0;
    const enviar = async () => {
      const lote = aEnviar;
      aEnviar = [];
      caracteresAEnviar = 0;
      if (emVoo.length >= LOTES_EM_VOO) await emVoo.shift();
      // The server computes the hashes it keeps: the agent's own (of its state file) stay here. The
      // mapper gives only the shapes a mapped record may have; the connection checks them before they leave.
      const envio = this.enviarLote({ registros: lote.map(({ identificador, dados: d }) => ({ identificador, dados: d as DadosMapeados })) });
      confirmados = Promise.all([envio, confirmados]).then(() => this.estado.confirmarEnvio(tipo, lote));
      confirmados.catch(() => undefined);
      emVoo.push(confirmados);
    };
    await this.status({
      dtInicio: new Date().toISOString(),
      dtFim: null,
      executando: true,
      sucesso: false,
      cancelada: false,
      erro: null,
      itemsCount,
      itensSincronizadosCount,
      envioCompleto: false,
      retomada,
      remocoesRetidas: 0,
      msg: retomada ? MSG.sincronizacaoRetomada : null,
      reenviarTodos,
    });
    this.avisarInicio();
    const fim = (patch: Relato) => this.status({ dtFim: new Date().toISOString(), executando: false, itemsCount, itensSincronizadosCount, ...patch });
    try {
      const select = await this.selectComParametros();
      const tamanho = registrosPorPagina(this.dados.quantidadeRegistrosPaginar);
      // The next pages are read while this one is mapped and sent (leituraAdiante).
      for await (const linhas of paginasAdiante((aoPagina) => this.dialeto.percorrer(select.sql, tamanho, aoPagina, select.valores))) {
        if (primeira) {
          primeira = false;
          const ausente = mapeador.colunasAusentes(linhas[0]!)[0];
          if (ausente)
            throw new ErroErp({
              ...falhaErp('colunaNaoEncontrada', 'sincronizar', colunasDoResultado(linhas[0]!)),
              msg: MSG.colunaNaoRetornada(ausente.coluna, ausente.campo),
            });
        }
        const registros = new Map<string, RegistroMapeado>();
        for (const resultado of await this.mapearPagina(linhas, mapeador)) {
          if (ehFalha(resultado)) falhas.push(resultado);
          else registros.set(resultado.identificador, resultado);
        }
        const alterados = this.estado.alterados(tipo, execucao, [...registros.values()]);
        // Sent once a batch's worth has changed (in records or in size), while the next pages are read and mapped.
        for (const registro of alterados) {
          aEnviar.push(registro);
          caracteresAEnviar += registro.tamanho;
          if (caracteresAEnviar >= BYTES_ALVO_LOTE) await enviar();
        }
        if (aEnviar.length >= PAGINAS_POR_LOTE * tamanho) await enviar();
        itemsCount += linhas.length;
        itensSincronizadosCount += alterados.length;
        // The panel polls every 500 ms: one progress report a second is enough, and saves a round-trip a page.
        if (Date.now() - ultimoStatus >= INTERVALO_STATUS_MS) {
          ultimoStatus = Date.now();
          await this.status({ itemsCount, itensSincronizadosCount });
        }
        if (this.cancelado) break;
      }
      // What the last pages read changed goes too, after a cancel as well (it stops after the page in hand).
      if (aEnviar.length) await enviar();
      await confirmados;

      if (this.cancelado) {
        await fim({ sucesso: false, cancelada: true, envioCompleto: false, erro: null, msg: MSG.sincronizacaoCancelada });
        return 'cancelada';
      }
      if (falhas.length) {
        await fim({
          sucesso: false,
          cancelada: false,
          envioCompleto: false,
          erro: resumoFalhas(falhas),
          msg: MSG.registrosNaoLidos(falhas.length),
          falhas: falhas.slice(0, MAX_FALHAS_POR_EXECUCAO),
          falhasTotal: falhas.length,
        });
        return 'falha';
      }
      const remover = this.estado.contarNaoVistos(tipo, execucao);
      if (remocoesPrecisamConfirmacao(remover, enviadosAntes)) {
        this.estado.reterRemocoes(tipo, execucao);
        await fim({
          sucesso: true,
          cancelada: false,
          envioCompleto: false,
          erro: null,
          remocoesRetidas: remover,
          removidos: 0,
          msg: MSG.remocoesRetidas(remover, enviadosAntes),
        });
        return 'remocoesRetidas';
      }
      await this.enviarRemocoes(execucao);
      await fim({
        sucesso: true,
        cancelada: false,
        envioCompleto: true,
        erro: null,
        removidos: remover,
        msg: MSG.sincronizacaoConcluida(itemsCount, itensSincronizadosCount, remover),
      });
      return 'sucesso';
    } catch (error) {
      const falha = this.descrever(error);
      await fim({ sucesso: false, cancelada: this.cancelado, envioCompleto: false, erro: falha.detalhe || null, msg: falha.msg });
      throw error;
    }
  }

  /**
   * A run refused before it reads (the ERP's structure changed under the select: agent/estrutura):
   * recorded as a failed run with the reason, and nothing is read, sent or removed.
   */
  async recusar(msg: string, detalhe: string): Promise<void> {
    await this.status({
      dtInicio: new Date().toISOString(),
      dtFim: null,
      executando: true,
      sucesso: false,
      cancelada: false,
      erro: null,
      itemsCount: 0,
      itensSincronizadosCount: 0,
      envioCompleto: false,
      retomada: false,
      remocoesRetidas: 0,
      msg: null,
      reenviarTodos: false,
    });
    this.avisarInicio();
    await this.status({ dtFim: new Date().toISOString(), executando: false, sucesso: false, cancelada: false, envioCompleto: false, erro: detalhe, msg });
  }

  /**
   * The data page's preview: the first `limite` rows of the select, bound, sub-selected and mapped by
   * the very code of a run, without sending anything or touching the state file. A mapped column the
   * select does not return, which would fail the run, is told beside the rows.
   */
  async previsualizar(limite: number): Promise<ResultadoPrevia & { avisos: string[] }> {
    const mapeador = criarMapeador(this.def, this.config.mapeamento, this.basica);
    const select = await this.selectComParametros(true);
    const deExemplo = select.deExemplo.length ? [MSG.parametrosDeExemplo(select.deExemplo)] : [];
    let previa: ResultadoPrevia & { avisos: string[] } = { colunas: [], linhas: [], avisos: deExemplo };
    await this.dialeto.percorrer(
      select.sql,
      limite,
      async (linhas) => {
        const resultados = await this.mapearPagina(linhas, mapeador);
        previa = {
          colunas: linhas[0] ? Object.keys(linhas[0]) : [],
          avisos: [...deExemplo, ...(linhas[0] ? mapeador.colunasAusentes(linhas[0]).map((a) => MSG.colunaNaoRetornada(a.coluna, a.campo)) : [])],
          linhas: resultados.map((r) =>
            ehFalha(r) ? { identificador: r.identificador, dados: null, erro: r.motivo } : { identificador: r.identificador, dados: r.dados, erro: null },
          ),
        };
        return false;
      },
      select.valores,
    );
    return previa;
  }

  /** The rows of a page mapped with their sub-selects, or why each could not be: one code for a run and a preview. */
  private async mapearPagina(linhas: Linha[], mapeador: ReturnType<typeof criarMapeador>): Promise<(RegistroMapeado | FalhaMapeamento)[]> {
    const itens = await this.itensDaPagina(linhas, mapeador.chaveBruta);
    return linhas.map((linha, i) => {
      const sub = itens[i]!;
      return typeof sub === 'string' ? { identificador: mapeador.identificadorDe(linha), motivo: sub } : mapeador.mapear(linha, sub);
    });
  }

  /** Sends the removals the safety valve held, when the run that held them is still the last one. */
  async confirmarRemocoes(): Promise<number | null> {
    const execucao = this.estado.remocoesRetidas(this.def.tipo);
    if (execucao === null) return null;
    const quantidade = this.estado.contarNaoVistos(this.def.tipo, execucao);
    await this.enviarRemocoes(execucao);
    this.estado.liberarRemocoes(this.def.tipo);
    await this.status({ remocoesRetidas: 0, envioCompleto: true, removidos: quantidade, msg: MSG.remocoesConfirmadas(quantidade) });
    return quantidade;
  }

  private descrever(error: unknown): FalhaErp {
    // The agent's own disk, not the ERP: the run is told as it is, and runs again once it can.
    if (error instanceof ErroEstadoLocal) return { tipo: 'desconhecido', msg: error.message, detalhe: '', transitorio: true };
    if (error instanceof ErroGeracao) return { tipo: 'desconhecido', msg: MSG.dadosLimposDuranteSincronizacao, detalhe: '', transitorio: false };
    if (error instanceof ErroServidor || error instanceof ErroDesconectado)
      return { tipo: 'desconhecido', msg: MSG.falhaEnvioServidor, detalhe: error.message, transitorio: true };
    return classificarErro(this.dialeto.tipo, error, 'sincronizar');
  }

  /**
   * The select with its catalogue parameters bound (order status: the ERP keys of the phones'
   * orders and the configured initial and final status; common/catalogo/parametrosSelect). The
   * preview (`exemplos`) binds the catalogue's sample where the page or the server has no value yet,
   * and names them in `deExemplo`.
   */
  private async selectComParametros(exemplos = false): Promise<{ sql: string; valores: unknown[]; deExemplo: string[] }> {
    const dados = this.dados;
    const parametros = parametrosDoTipo(this.def);
    if (!parametros.length) return { sql: dados.select, valores: [], deExemplo: [] };
    const listas: Record<string, string[]> = {};
    if (parametros.some((p) => p.nome === 'pedidosIdentificadores')) listas.pedidosIdentificadores = await this.canal.pedir(EVENTOS.chavesPedidos, {});
    const { valores, deExemplo } = valoresDosParametros(parametros, this.config.dados, listas, exemplos);
    return { ...vincularParametros(dados.select, valores, (i) => this.dialeto.marcador(i)), deExemplo };
  }

  private async enviarLote(lote: Omit<PayloadDe<'lote'>, 'tipo' | 'geracao'>): Promise<void> {
    const resposta = await this.canal.pedir(EVENTOS.lote, { tipo: this.def.tipo, geracao: this.geracao, ...lote }).catch((error: Error) => {
      throw error instanceof ErroDesconectado ? error : new ErroServidor(error.message);
    });
    if (resposta && resposta.geracao !== this.geracao) throw new ErroGeracao(MSG.dadosLimposDuranteSincronizacao);
  }

  private async enviarRemocoes(execucao: number): Promise<void> {
    for (;;) {
      const naoVistos = this.estado.naoVistos(this.def.tipo, execucao, LOTE_REMOCAO);
      if (!naoVistos.length) return;
      // An identifier the server could never have kept (blank, or longer than it stores) is forgotten without a word to it.
      const removidos = naoVistos.filter((id) => id.trim() && id.length <= MAX_IDENTIFICADOR);
      if (removidos.length) await this.enviarLote({ removidos });
      this.estado.esquecer(this.def.tipo, naoVistos);
    }
  }

  /**
   * The sub-select rows of each row of the page, mapped (or why a row's could not be): each
   * sub-select runs once for the whole page when its SQL allows (subSelectLote), else per row.
   */
  private async itensDaPagina(linhas: Linha[], chaveBruta: (linha: Linha) => unknown): Promise<ItensDaLinha[]> {
    const porLinha: ItensDaLinha[] = linhas.map(() => ({}));
    for (const sub of this.def.subSelects) {
      const sql = this.dados[sub.chave];
      if (!sql?.trim() || (sub.visivel && !sub.visivel(this.basica))) continue;
      const chaves = linhas.map(chaveBruta);
      const resultados = await this.lerSubSelect(sub, sql, chaves);
      resultados.forEach((r, i) => {
        const atual = porLinha[i];
        if (typeof atual === 'string') return;
        porLinha[i] = typeof r === 'string' ? `${sub.label}: ${r}` : { ...atual, [sub.chave]: r };
      });
    }
    return porLinha;
  }

  /** One sub-select for the parents' keys: the mapped rows of each parent, or why they failed. */
  private async lerSubSelect(sub: SubSelect, sql: string, chaves: unknown[]): Promise<(unknown[] | string)[]> {
    let plano = this.planos.get(sub.chave);
    if (!plano) this.planos.set(sub.chave, (plano = planejarSubSelect(sql)));
    const colunas = this.config.mapeamento[sub.chave] ?? {};
    const fixos = valoresFixos(this.config.mapeamento, sub.chave);
    const mapeadas = sub.campos
      .filter((c) => colunas[c.nome] && fixos[c.nome] === undefined)
      .map((c) => ({ coluna: colunas[c.nome]!, campo: `${c.label} (${sub.label})` }));
    const ler = async (texto: string, valores: unknown[]) => {
      try {
        return await this.dialeto.consultar(texto, valores);
      } catch (error) {
        throw new ErroErp(classificarErro(this.dialeto.tipo, error, 'subSelect', `"${sub.label}"`), error);
      }
    };
    const verificar = (linhas: Linha[]) => {
      const ausente = linhas[0] ? colunasAusentes(linhas[0], mapeadas)[0] : undefined;
      if (ausente)
        throw new ErroErp({
          ...falhaErp('colunaNaoEncontrada', 'subSelect', colunasDoResultado(linhas[0]!)),
          msg: MSG.colunaNaoRetornada(ausente.coluna, ausente.campo, 'sub-select'),
        });
    };
    const mapear = (linhas: Linha[]): unknown[] | string => {
      const mapeados = linhas.map((l) => mapearCampos(sub.campos, colunas, l, fixos));
      return mapeados.find((m): m is string => typeof m === 'string') ?? mapeados;
    };

    if (plano.modo === 'linha') {
      const resultados: (unknown[] | string)[] = [];
      for (const chave of chaves) {
        if (chave === null || chave === undefined) {
          resultados.push([]);
          continue;
        }
        const valores: unknown[] = [];
        const texto = substituirPlaceholders(sql, (_nome, i) => {
          valores.push(chave);
          return this.dialeto.marcador(i);
        });
        const linhas = await ler(texto, valores);
        verificar(linhas);
        resultados.push(mapear(linhas));
      }
      return resultados;
    }

    const distintas = [...new Map(chaves.filter((c) => c !== null && c !== undefined).map((c) => [String(c), c])).values()];
    const grupos = new Map<string, Linha[]>(distintas.map((c) => [String(c), []]));
    if (distintas.length) {
      const linhas = await ler(plano.sql(distintas.map((_, i) => this.dialeto.marcador(i))), distintas);
      verificar(linhas);
      for (const linha of linhas) {
        const pai = String(leitorDeColunas(linha)(COLUNA_PAI));
        // The engine may have matched 'AB12' to 'AB12 ' (PAD SPACE collations): fall back to the key without trailing blanks.
        const grupo = grupos.get(pai) ?? grupos.get(distintas.map(String).find((c) => c.trimEnd() === pai.trimEnd()) ?? '');
        grupo?.push(linha);
      }
    }
    return chaves.map((c) => (c === null || c === undefined ? [] : mapear(grupos.get(String(c)) ?? [])));
  }
}

const colunasDoResultado = (linha: Linha) =>
  `Colunas retornadas: ${Object.keys(linha)
    .filter((k) => k.toLowerCase() !== COLUNA_PAI)
    .join(', ')}`;

function resumoFalhas(falhas: FalhaMapeamento[]): string {
  const linhas = falhas.slice(0, MAX_FALHAS_RELATADAS).map((f) => `Registro ${f.identificador ?? '(sem identificador)'}: ${f.motivo}`);
  const resto = falhas.length - linhas.length;
  return `${falhas.length} registro(s) não sincronizado(s).\n${linhas.join('\n')}${resto > 0 ? `\n… e mais ${resto}.` : ''}`;
}
