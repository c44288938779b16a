import {
  converterValor,
  errosDosInserts,
  REGISTROS_APP,
  substituirPlaceholders,
  TIPOS_DADOS_POR_TIPO,
  valoresDoCabecalho,
  valoresDoItem,
  type Configuracao,
  type DadosTipo,
  type Placeholder,
  type TipoDados,
  type TipoRegistroApp,
} from '../../common/catalogo';
import type { PassoTesteInsert } from '../../common/api/testeInsert';
import type { EtapaErp, TipoErroErp } from '../../common/erpErrors';
import type { RegistroPendente, ResultadoGravacao } from '../../common/protocolo';
import { classificarErro, ErroNoCommit, type Dialeto, type Executor } from '../dialects';
import { ErroEstadoLocal, type EstadoLocal } from '../estado';
import { anotarGravacao, criarTabelaGravacao, procurarGravacao, tabelaGravacaoExiste } from './tabelaGravacao';

/**
 * A phone record waiting to be written to the ERP and the outcome the agent reports: one definition
 * with the server's (common/protocolo). `reenviadoEm`, an operator's last re-send, is the only thing
 * that releases a write held for review.
 */
export type { RegistroPendente, ResultadoGravacao };

/** A record's error kind: the ERP's own, or one of the write-back's (common/catalogo/registros). */
export type TipoErroRegistro = TipoErroErp | 'revisao' | 'configuracao' | 'valor';

export const MSG_TABELA_NAO_AUTORIZADA =
  'A gravação exatamente uma vez está configurada com a tabela do gerenciador (fv_gravacao), mas a criação dela no banco do ERP não foi autorizada. Autorize a criação na página de inserção ou escolha uma coluna do ERP para guardar o identificador do registro.';

export const MSG_REVISAO =
  'A gravação deste registro no ERP foi interrompida e não há como confirmar se ele foi gravado. Confira no ERP e, se ele não estiver lá, reenvie-o.';

export function tipoDoRegistro(tipo: TipoRegistroApp): TipoDados | undefined {
  return TIPOS_DADOS_POR_TIPO[REGISTROS_APP[tipo]?.insert ?? ''];
}

/** A phone value that does not convert to its placeholder's type: nothing reached the ERP. */
class ErroValor extends Error {}
/** The insert configuration cannot produce the record's key. */
class ErroConfiguracao extends Error {}
/** A statement of the configuration would control the transaction: refused before anything reaches the ERP. */
export class ErroComando extends ErroConfiguracao {}
/**
 * The insert test's transaction was no longer open when it was to be rolled back (a statement
 * committed it): what ran may be in the ERP. `confirmado` is false when the check itself failed
 * (the connection dropped), so that it cannot be told either way; `causa` is the statement's failure, if one failed.
 */
export class ErroNaoDesfeito extends Error {
  constructor(
    readonly confirmado: boolean,
    readonly causa: unknown,
  ) {
    super('a transação do teste não pôde ser desfeita');
  }
}

/** Binds `:placeholders` as parameters of their catalogue type; unknown names bind as given. `nomes` are the placeholders in order. */
export function compilar(
  dialeto: Pick<Dialeto, 'marcador'>,
  sql: string,
  valores: Record<string, unknown>,
  tipos: Placeholder[],
): { sql: string; valores: unknown[]; nomes: string[] } {
  const lista: unknown[] = [];
  const nomes: string[] = [];
  const porNome = new Map(tipos.map((p) => [p.nome, p.tipo]));
  const texto = substituirPlaceholders(sql, (nome, i) => {
    const bruto = valores[nome] ?? null;
    const conversao = converterValor(porNome.get(nome) ?? 'texto', bruto);
    if (!conversao.ok) throw new ErroValor(`O valor de ${nome} (${String(bruto)}) ${conversao.erro}.`);
    lista.push(conversao.valor);
    nomes.push(nome);
    return dialeto.marcador(i);
  });
  return { sql: texto, valores: lista, nomes };
}

/** Each statement of a write as it is about to run (the insert test shows them). */
export type ObservadorEscrita = (passo: PassoTesteInsert) => void;

/** Ends the insert test's transaction after the last statement, so that nothing stays in the ERP. */
const REVERTER = Symbol('reverter');

/**
 * Writes one phone record to the ERP exactly once, whatever the order of retries, crashes and
 * re-sends. The journal is written before the insert and after it. A failure that provably left
 * nothing in the ERP (inside a transaction, before its COMMIT; or before the first statement)
 * can be tried again as is. When it cannot be known (the connection dropped during the COMMIT, or
 * mid-way without a transaction), the journal stays 'gravando' and the next attempt first looks
 * the record up by its uuid (when the key select uses :uuid); without that look-up it is held for
 * review rather than inserted twice.
 */
export class Gravador {
  constructor(
    private dialeto: Dialeto,
    private estado: EstadoLocal,
    private configuracoes: (tipo: string) => Configuracao | undefined,
  ) {}

  async gravar(registro: RegistroPendente): Promise<ResultadoGravacao> {
    let anterior = this.estado.diario(registro.uuid);
    if (anterior?.chaveErp && (anterior.situacao === 'gravado' || anterior.situacao === 'confirmado'))
      return { situacao: 'integrado', chaveErp: anterior.chaveErp };
    if (anterior?.situacao === 'revisao') {
      if (!registro.reenviadoEm || registro.reenviadoEm === anterior.reenvio) return erro('revisao', anterior.erro ?? MSG_REVISAO, '');
      // An operator checked the ERP and re-sent it: it is written again.
      this.estado.anotar(registro.uuid, registro.tipo, 'erro', { reenvio: registro.reenviadoEm });
      anterior = this.estado.diario(registro.uuid);
    }

    const def = tipoDoRegistro(registro.tipo);
    const config = def && this.configuracoes(def.tipo);
    if (!def || !config?.ativa) return erro('configuracao', `A inserção de ${def?.titulo ?? registro.tipo} não está configurada ou ativa no gerenciador.`, '');
    const dados = config.dados as unknown as DadosTipo;
    const valores = valoresDoCabecalho(registro.tipo, registro.dados, { uuid: registro.uuid, dataSincronizacao: new Date() });
    const propria = dados.gravacaoUnica?.modo === 'tabelaGerenciador';
    const recusa = this.comandoRecusado(def, dados);
    if (recusa) return erro('configuracao', recusa, '');

    if (propria) {
      // The agent's own table says whether the record is already in the ERP, whatever the journal says
      // (a state file lost or restored from a backup included): a row there means written, under its key.
      try {
        if (!(await this.prepararTabela(dados))) return erro('configuracao', MSG_TABELA_NAO_AUTORIZADA, '');
        const chave = await procurarGravacao(this.dialeto, (i) => this.dialeto.marcador(i), registro.uuid);
        if (chave !== null) {
          this.estado.anotar(registro.uuid, registro.tipo, 'gravado', { chaveErp: chave });
          return { situacao: 'integrado', chaveErp: chave };
        }
      } catch (error) {
        return this.falha(error);
      }
    } else if (anterior?.situacao === 'gravando') {
      let chave: string | null | undefined;
      try {
        chave = await this.procurarPorUuid(def, dados, valores);
      } catch (error) {
        // Cannot look now (ERP down, key select broken): the journal stays as it is for the next try.
        return this.falha(error);
      }
      if (chave) {
        this.estado.anotar(registro.uuid, registro.tipo, 'gravado', { chaveErp: chave });
        return { situacao: 'integrado', chaveErp: chave };
      }
      if (chave === undefined) {
        this.estado.anotar(registro.uuid, registro.tipo, 'revisao', { erro: MSG_REVISAO, reenvio: registro.reenviadoEm });
        return erro('revisao', MSG_REVISAO, '');
      }
    }

    this.estado.anotar(registro.uuid, registro.tipo, 'gravando');
    let concluidos = 0;
    const contar = (tx: Executor): Executor => ({
      executar: async (sql, v) => {
        const linhas = await tx.executar(sql, v);
        concluidos++;
        return linhas;
      },
    });
    try {
      const escrever = (tx: Executor) => this.escrever(contar(tx), def, registro, dados, valores);
      const chave = dados.transacaoInsert ? await this.dialeto.transacao(escrever) : await escrever(this.dialeto);
      this.estado.anotar(registro.uuid, registro.tipo, 'gravado', { chaveErp: chave });
      return { situacao: 'integrado', chaveErp: chave };
    } catch (error) {
      // The ERP took the record but the journal could not say so (the agent's disk is full): no
      // acknowledgement. The journal still says 'gravando', so the next attempt looks the record up
      // instead of inserting it again.
      if (error instanceof ErroEstadoLocal) throw error;
      const { transitorio, tipo } = this.classificar(error);
      if (propria && (tipo === 'chaveDuplicada' || tipo === 'bloqueio')) {
        // Another attempt of the same record committed meanwhile (its uuid is taken in fv_gravacao): it is there.
        const chave = await procurarGravacao(this.dialeto, (i) => this.dialeto.marcador(i), registro.uuid).catch(() => null);
        if (chave !== null) {
          this.estado.anotar(registro.uuid, registro.tipo, 'gravado', { chaveErp: chave });
          return { situacao: 'integrado', chaveErp: chave };
        }
      }
      // A statement cut mid-flight (connection lost, timeout) may or may not have been applied.
      const emVoo = tipo === 'conexaoPerdida' || tipo === 'tempoEsgotado';
      const incerto = dados.transacaoInsert ? error instanceof ErroNoCommit && transitorio : concluidos > 0 || emVoo;
      if (!incerto) {
        // Nothing stayed in the ERP: the next attempt inserts again.
        this.estado.anotar(registro.uuid, registro.tipo, 'erro', { erro: (error as Error).message });
        return this.falha(error);
      }
      if (transitorio) return this.falha(error);
      // Without a transaction part of it may be in the ERP: someone has to look before it goes again.
      this.estado.anotar(registro.uuid, registro.tipo, 'revisao', { erro: MSG_REVISAO, reenvio: registro.reenviadoEm });
      const falha = this.classificar(error);
      return erro('revisao', `${falha.msg}\n${MSG_REVISAO}`, falha.detalhe);
    }
  }

  /**
   * The insert test: runs the configured statements for `registro` as a real write would (same
   * values, same order, items included) inside a transaction that is always rolled back, telling
   * `observar` each statement with its bound values. Returns the key the follow-up select read.
   * Nothing is journaled. Before the rollback the dialect says whether its transaction is still open:
   * when a statement ended it, ErroNaoDesfeito says so instead of a rollback that would undo nothing.
   */
  async ensaiar(registro: RegistroPendente, observar: ObservadorEscrita): Promise<string> {
    const def = tipoDoRegistro(registro.tipo);
    const config = def && this.configuracoes(def.tipo);
    if (!def || !config) throw new ErroConfiguracao(`A inserção de ${def?.titulo ?? registro.tipo} não está configurada no gerenciador.`);
    const dados = config.dados as unknown as DadosTipo;
    const recusa = this.comandoRecusado(def, dados);
    if (recusa) throw new ErroComando(recusa);
    const valores = valoresDoCabecalho(registro.tipo, registro.dados, { uuid: registro.uuid, dataSincronizacao: new Date() });
    let fim = { falha: new Error('a transação do teste não foi aberta') } as { chave: string } | { falha: unknown };
    try {
      await this.dialeto.transacao(async (tx) => {
        try {
          await tx.aberta();
          fim = { chave: await this.escrever(tx, def, registro, dados, valores, observar) };
        } catch (error) {
          fim = { falha: error };
        }
        const aberta = await tx.aberta().catch(() => null);
        if (aberta !== true) throw new ErroNaoDesfeito(aberta === false, 'falha' in fim ? fim.falha : null);
        throw REVERTER;
      });
    } catch (error) {
      if (error !== REVERTER) throw error;
    }
    if ('falha' in fim) throw fim.falha;
    return fim.chave;
  }

  /** The first statement of the configuration that would control the write's transaction (common/catalogo/validacao), as a message. */
  private comandoRecusado(def: TipoDados, dados: DadosTipo): string | undefined {
    return Object.values(errosDosInserts(def, dados, this.dialeto.tipo))[0];
  }

  /** Dialects whose fv_gravacao is known to exist (checked once, not before every record). */
  private static tabelasProntas = new WeakSet<Dialeto>();

  /** fv_gravacao exists, created now if the integrator agreed; false when it is missing and was not agreed. */
  private async prepararTabela(dados: DadosTipo): Promise<boolean> {
    if (Gravador.tabelasProntas.has(this.dialeto)) return true;
    if (!(await tabelaGravacaoExiste(this.dialeto))) {
      if (!dados.gravacaoUnica?.criarTabela) return false;
      await criarTabelaGravacao(this.dialeto);
    }
    Gravador.tabelasProntas.add(this.dialeto);
    return true;
  }

  /** How a failure reads to the integrator (the insert test shows it beside the statement that failed). */
  descreverFalha(error: unknown, etapa: EtapaErp) {
    return this.classificar(error, etapa);
  }

  private classificar(error: unknown, etapa: EtapaErp = 'gravar') {
    if (error instanceof ErroValor) return { tipo: 'valor' as const, msg: error.message, detalhe: '', transitorio: false };
    if (error instanceof ErroConfiguracao) return { tipo: 'configuracao' as const, msg: error.message, detalhe: '', transitorio: false };
    return classificarErro(this.dialeto.tipo, error, etapa);
  }

  /** The result of a failure: transient ones stay pending (retried), the others go to erro. */
  private falha(error: unknown): ResultadoGravacao {
    const f = this.classificar(error);
    return { situacao: f.transitorio ? 'pendente' : 'erro', erro: f.msg, detalhe: f.detalhe, tipoErro: f.tipo };
  }

  /** The key select of the first insert, when it looks the record up by :uuid: null if absent, undefined if it cannot tell. */
  private async procurarPorUuid(def: TipoDados, dados: DadosTipo, valores: Record<string, unknown>): Promise<string | null | undefined> {
    const selectChave = dados.gravacaoUnica?.modo === 'colunaErp' ? dados.gravacaoUnica.selectUuid : (dados.insert[0]?.selectChave ?? '');
    if (!/(?<![:\w]):uuid\b/.test(selectChave)) return undefined;
    const { sql, valores: lista } = compilar(this.dialeto, selectChave, valores, def.inserts[0]?.placeholders ?? []);
    // A look-up only: read-only, like every select outside the write's transaction.
    const linhas = await this.dialeto.consultar(sql, lista);
    const valor = linhas[0] ? Object.values(linhas[0])[0] : null;
    return valor === null || valor === undefined ? null : String(valor);
  }

  private async escrever(
    tx: Executor,
    def: TipoDados,
    registro: RegistroPendente,
    dados: DadosTipo,
    valores: Record<string, unknown>,
    observar?: ObservadorEscrita,
  ): Promise<string> {
    const cabecalho = def.inserts.find((g) => g.chave === 'insert')?.placeholders ?? [];
    const deItens = def.inserts.find((g) => g.chave === 'insertItens')?.placeholders ?? [];
    /** Compiles and runs one statement, telling the observer first (so a failure names its statement). */
    const rodar = async (sql: string, v: Record<string, unknown>, tipos: Placeholder[], passo: Omit<PassoTesteInsert, 'sql' | 'parametros'>) => {
      const compilado = compilar(this.dialeto, sql, v, tipos);
      observar?.({ ...passo, sql, parametros: compilado.nomes.map((nome, i) => ({ nome, valor: compilado.valores[i] ?? null })) });
      return tx.executar(compilado.sql, compilado.valores);
    };
    let chave: string | null = null;
    for (const [i, card] of dados.insert.entries()) {
      if (!card.sql?.trim()) continue;
      const devolvidas = await rodar(card.sql, valores, cabecalho, { grupo: 'insert', card: i + 1, item: null, etapa: 'insert' });
      if (card.selectChave?.trim()) {
        const linha = (await rodar(card.selectChave, valores, cabecalho, { grupo: 'insert', card: i + 1, item: null, etapa: 'selectChave' }))[0];
        const valor = linha ? Object.values(linha)[0] : null;
        if (valor === null || valor === undefined)
          throw new ErroConfiguracao('O select da chave não encontrou o registro inserido. Confira o select que lê a chave do registro inserido.');
        chave = String(valor);
      } else if (devolvidas[0]) {
        // The insert returned the key itself (INSERT … RETURNING, OUTPUT INSERTED): no select needed.
        const valor = Object.values(devolvidas[0])[0];
        if (valor !== null && valor !== undefined) chave = String(valor);
      }
    }
    if (chave === null) throw new ErroConfiguracao('Configure o select que lê a chave do registro inserido, ou um insert que a devolva (RETURNING).');
    if (dados.gravacaoUnica?.modo === 'tabelaGerenciador' && (!observar || (await tabelaGravacaoExiste(this.dialeto)))) {
      // In the record's transaction: its COMMIT writes both or neither (the test's rollback undoes both).
      await anotarGravacao(tx, (i) => this.dialeto.marcador(i), registro.uuid, registro.tipo, chave);
    }
    const itens = Array.isArray(registro.dados.itens) ? (registro.dados.itens as Record<string, unknown>[]) : [];
    for (const [n, item] of itens.entries()) {
      const valoresItem = valoresDoItem(registro.tipo, valores, item, n, chave);
      for (const [i, card] of dados.insertItens.entries()) {
        if (card.sql?.trim()) await rodar(card.sql, valoresItem, deItens, { grupo: 'insertItens', card: i + 1, item: n + 1, etapa: 'insert' });
      }
    }
    return chave;
  }
}

const erro = (tipoErro: TipoErroRegistro, mensagem: string, detalhe: string): ResultadoGravacao => ({ situacao: 'erro', erro: mensagem, detalhe, tipoErro });
