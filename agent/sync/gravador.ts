import { converterValor, substituirPlaceholders, TIPOS_DADOS, type Configuracao, type DadosTipo, type InsertCard, type Placeholder, type TipoDados } from '../../common/catalogo';
import type { Dialeto, Executor } from '../dialects';
import type { EstadoLocal } from '../estado';

/** A phone record waiting to be written to the ERP (from the server's pending list). */
export interface RegistroPendente {
  tipo: 'cliente' | 'pedido' | 'ordemServico';
  uuid: string;
  dados: Record<string, unknown>;
}

export type ResultadoGravacao = { situacao: 'integrado'; chaveErp: string } | { situacao: 'erro'; erro: string };

/** The placeholder that receives the header's new key in the items' inserts. */
const CHAVE_DO_CABECALHO: Record<RegistroPendente['tipo'], string> = {
  cliente: 'clienteIdentificador',
  pedido: 'pedidoIdentificador',
  ordemServico: 'ordemServicoIdentificador',
};

export const MSG_REVISAO =
  'A gravação deste registro no ERP foi interrompida e não há como confirmar se ele foi gravado. Confira no ERP antes de reenviá-lo.';

export function tipoDoRegistro(tipo: RegistroPendente['tipo']): TipoDados | undefined {
  return TIPOS_DADOS.find((t) => t.registroApp === tipo);
}

/** Binds `:placeholders` as parameters of their catalogue type; unknown names bind as given. */
export function compilar(dialeto: Pick<Dialeto, 'marcador'>, sql: string, valores: Record<string, unknown>, tipos: Placeholder[]): { sql: string; valores: unknown[] } {
  const lista: unknown[] = [];
  const porNome = new Map(tipos.map((p) => [p.nome, p.tipo]));
  const texto = substituirPlaceholders(sql, (nome, i) => {
    const bruto = valores[nome] ?? null;
    const conversao = converterValor(porNome.get(nome) ?? 'texto', bruto);
    if (!conversao.ok) throw new Error(`O valor de ${nome} (${String(bruto)}) ${conversao.erro}.`);
    lista.push(conversao.valor);
    return dialeto.marcador(i);
  });
  return { sql: texto, valores: lista };
}

/**
 * Writes one phone record to the ERP exactly once. The journal is written before the insert and
 * after it; a record found half-way ('gravando') after a crash is looked up by its uuid when the
 * key select uses :uuid, and otherwise held for review instead of being inserted again.
 */
export class Gravador {
  constructor(
    private dialeto: Dialeto,
    private estado: EstadoLocal,
    private configuracoes: (tipo: string) => Configuracao | undefined,
  ) {}

  async gravar(registro: RegistroPendente): Promise<ResultadoGravacao> {
    const anterior = this.estado.diario(registro.uuid);
    if (anterior?.chaveErp && (anterior.situacao === 'gravado' || anterior.situacao === 'confirmado')) return { situacao: 'integrado', chaveErp: anterior.chaveErp };
    if (anterior?.situacao === 'revisao') return { situacao: 'erro', erro: anterior.erro ?? MSG_REVISAO };

    const def = tipoDoRegistro(registro.tipo);
    const config = def && this.configuracoes(def.tipo);
    if (!def || !config?.ativa) return { situacao: 'erro', erro: `A inserção de ${def?.titulo ?? registro.tipo} não está configurada ou ativa no gerenciador.` };
    const dados = config.dados as unknown as DadosTipo;
    const valores = { ...registro.dados, uuid: registro.uuid, dataSincronizacao: new Date() };

    if (anterior?.situacao === 'gravando') {
      const chave = await this.procurarPorUuid(def, dados.insert, valores).catch(() => undefined);
      if (chave) {
        this.estado.anotar(registro.uuid, registro.tipo, 'gravado', { chaveErp: chave });
        return { situacao: 'integrado', chaveErp: chave };
      }
      if (chave === undefined) {
        this.estado.anotar(registro.uuid, registro.tipo, 'revisao', { erro: MSG_REVISAO });
        return { situacao: 'erro', erro: MSG_REVISAO };
      }
    }

    this.estado.anotar(registro.uuid, registro.tipo, 'gravando');
    try {
      const escrever = (tx: Executor) => this.escrever(tx, def, registro, dados, valores);
      const chave = dados.transacaoInsert ? await this.dialeto.transacao(escrever) : await escrever(this.dialeto);
      this.estado.anotar(registro.uuid, registro.tipo, 'gravado', { chaveErp: chave });
      return { situacao: 'integrado', chaveErp: chave };
    } catch (error) {
      const erro = (error as Error).message || String(error);
      // Inside a transaction nothing stayed in the ERP; without one, part of it may have.
      this.estado.anotar(registro.uuid, registro.tipo, dados.transacaoInsert ? 'erro' : 'revisao', { erro });
      return { situacao: 'erro', erro: dados.transacaoInsert ? erro : `${erro}\n${MSG_REVISAO}` };
    }
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
    let chave: string | null = null;
    for (const card of dados.insert.filter((c) => c.sql.trim())) {
      const insert = compilar(this.dialeto, card.sql, valores, cabecalho);
      await tx.executar(insert.sql, insert.valores);
      if (card.selectChave.trim()) {
        const select = compilar(this.dialeto, card.selectChave, valores, cabecalho);
        const linha = (await tx.executar(select.sql, select.valores))[0];
        const valor = linha ? Object.values(linha)[0] : null;
        if (valor === null || valor === undefined) throw new Error('O select da chave não encontrou o registro inserido.');
        chave = String(valor);
      }
    }
    if (chave === null) throw new Error('Configure o select que lê a chave do registro inserido.');
    const itens = Array.isArray(registro.dados.itens) ? (registro.dados.itens as Record<string, unknown>[]) : [];
    for (const item of itens) {
      const valoresItem = { ...item, [CHAVE_DO_CABECALHO[registro.tipo]]: chave, uuid: registro.uuid };
      for (const card of dados.insertItens.filter((c) => c.sql.trim())) {
        const insert = compilar(this.dialeto, card.sql, valoresItem, deItens);
        await tx.executar(insert.sql, insert.valores);
      }
    }
    return chave;
  }
}
