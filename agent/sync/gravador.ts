import {
  converterValor, REGISTROS_APP, substituirPlaceholders, TIPOS_DADOS_POR_TIPO,
  type Configuracao, type DadosTipo, type InsertCard, type Placeholder, type TipoDados, type TipoRegistroApp,
} from '../../common/catalogo';
import type { TipoErroErp } from '../../common/erpErrors';
import { classificarErro, ErroNoCommit, type Dialeto, type Executor } from '../dialects';
import type { EstadoLocal } from '../estado';

/** A phone record waiting to be written to the ERP (from the server's pending list). */
export interface RegistroPendente {
  tipo: TipoRegistroApp;
  uuid: string;
  dados: Record<string, unknown>;
  /** When an operator last re-sent it: the only thing that releases a write held for review. */
  reenviadoEm?: string | null;
}

/** A record's error kind: the ERP's own, or one of the write-back's (common/catalogo/registros). */
export type TipoErroRegistro = TipoErroErp | 'revisao' | 'configuracao' | 'valor';

/**
 * integrado: in the ERP under chaveErp. erro: refused for a reason someone has to fix (it waits
 * for a new insert or connection, a re-send or a new post). pendente: a transient failure
 * (connection, timeout, lock); the agent tries again by itself.
 */
export type ResultadoGravacao =
  | { situacao: 'integrado'; chaveErp: string }
  | { situacao: 'erro' | 'pendente'; erro: string; detalhe: string; tipoErro: TipoErroRegistro };

export const MSG_REVISAO =
  'A gravação deste registro no ERP foi interrompida e não há como confirmar se ele foi gravado. Confira no ERP e, se ele não estiver lá, reenvie-o.';

export function tipoDoRegistro(tipo: TipoRegistroApp): TipoDados | undefined {
  return TIPOS_DADOS_POR_TIPO[REGISTROS_APP[tipo]?.insert ?? ''];
}

/** A phone value that does not convert to its placeholder's type: nothing reached the ERP. */
class ErroValor extends Error {}
/** The insert configuration cannot produce the record's key. */
class ErroConfiguracao extends Error {}

/** Binds `:placeholders` as parameters of their catalogue type; unknown names bind as given. */
export function compilar(dialeto: Pick<Dialeto, 'marcador'>, sql: string, valores: Record<string, unknown>, tipos: Placeholder[]): { sql: string; valores: unknown[] } {
  const lista: unknown[] = [];
  const porNome = new Map(tipos.map((p) => [p.nome, p.tipo]));
  const texto = substituirPlaceholders(sql, (nome, i) => {
    const bruto = valores[nome] ?? null;
    const conversao = converterValor(porNome.get(nome) ?? 'texto', bruto);
    if (!conversao.ok) throw new ErroValor(`O valor de ${nome} (${String(bruto)}) ${conversao.erro}.`);
    lista.push(conversao.valor);
    return dialeto.marcador(i);
  });
  return { sql: texto, valores: lista };
}

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
    if (anterior?.chaveErp && (anterior.situacao === 'gravado' || anterior.situacao === 'confirmado')) return { situacao: 'integrado', chaveErp: anterior.chaveErp };
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
    const valores = { ...registro.dados, uuid: registro.uuid, dataSincronizacao: new Date() };

    if (anterior?.situacao === 'gravando') {
      let chave: string | null | undefined;
      try {
        chave = await this.procurarPorUuid(def, dados.insert, valores);
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
      consultar: (sql, v) => tx.consultar(sql, v),
    });
    try {
      const escrever = (tx: Executor) => this.escrever(contar(tx), def, registro, dados, valores);
      const chave = dados.transacaoInsert ? await this.dialeto.transacao(escrever) : await escrever(this.dialeto);
      this.estado.anotar(registro.uuid, registro.tipo, 'gravado', { chaveErp: chave });
      return { situacao: 'integrado', chaveErp: chave };
    } catch (error) {
      const { transitorio, tipo } = this.classificar(error);
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

  private classificar(error: unknown) {
    if (error instanceof ErroValor) return { tipo: 'valor' as const, msg: error.message, detalhe: '', transitorio: false };
    if (error instanceof ErroConfiguracao) return { tipo: 'configuracao' as const, msg: error.message, detalhe: '', transitorio: false };
    return classificarErro(this.dialeto.tipo, error, 'gravar');
  }

  /** The result of a failure: transient ones stay pending (retried), the others go to erro. */
  private falha(error: unknown): ResultadoGravacao {
    const f = this.classificar(error);
    return { situacao: f.transitorio ? 'pendente' : 'erro', erro: f.msg, detalhe: f.detalhe, tipoErro: f.tipo };
  }

  /** The key select of the first insert, when it looks the record up by :uuid: null if absent, undefined if it cannot tell. */
  private async procurarPorUuid(def: TipoDados, inserts: InsertCard[], valores: Record<string, unknown>): Promise<string | null | undefined> {
    const selectChave = inserts[0]?.selectChave ?? '';
    if (!/(?<![:\w]):uuid\b/.test(selectChave)) return undefined;
    const { sql, valores: lista } = compilar(this.dialeto, selectChave, valores, def.inserts[0]?.placeholders ?? []);
    const linhas = await this.dialeto.executar(sql, lista);
    const valor = linhas[0] ? Object.values(linhas[0])[0] : null;
    return valor === null || valor === undefined ? null : String(valor);
  }

  private async escrever(tx: Executor, def: TipoDados, registro: RegistroPendente, dados: DadosTipo, valores: Record<string, unknown>): Promise<string> {
    const cabecalho = def.inserts.find((g) => g.chave === 'insert')?.placeholders ?? [];
    const deItens = def.inserts.find((g) => g.chave === 'insertItens')?.placeholders ?? [];
    const chaveDoCabecalho = REGISTROS_APP[registro.tipo].chave;
    let chave: string | null = null;
    for (const card of dados.insert.filter((c) => c.sql.trim())) {
      const insert = compilar(this.dialeto, card.sql, valores, cabecalho);
      await tx.executar(insert.sql, insert.valores);
      if (card.selectChave.trim()) {
        const select = compilar(this.dialeto, card.selectChave, valores, cabecalho);
        const linha = (await tx.executar(select.sql, select.valores))[0];
        const valor = linha ? Object.values(linha)[0] : null;
        if (valor === null || valor === undefined) throw new ErroConfiguracao('O select da chave não encontrou o registro inserido. Confira o select que lê a chave do registro inserido.');
        chave = String(valor);
      }
    }
    if (chave === null) throw new ErroConfiguracao('Configure o select que lê a chave do registro inserido.');
    const itens = Array.isArray(registro.dados.itens) ? (registro.dados.itens as Record<string, unknown>[]) : [];
    for (const item of itens) {
      const valoresItem = { ...item, [chaveDoCabecalho]: chave, uuid: registro.uuid };
      for (const card of dados.insertItens.filter((c) => c.sql.trim())) {
        const insert = compilar(this.dialeto, card.sql, valoresItem, deItens);
        await tx.executar(insert.sql, insert.valores);
      }
    }
    return chave;
  }
}

const erro = (tipoErro: TipoErroRegistro, mensagem: string, detalhe: string): ResultadoGravacao => ({ situacao: 'erro', erro: mensagem, detalhe, tipoErro });
