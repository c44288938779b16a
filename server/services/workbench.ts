import { randomUUID } from 'node:crypto';
import type { ResultadoPrevia } from '../../common/api/previa';
import type { SugestaoConfiguracao } from '../../common/api/sugestao';
import {
  REGISTROS_APP, registroDeExemplo, registroDoInsert, TIPOS_DADOS_POR_TIPO, tipoDaChave, erroSelect,
  type TipoRegistroApp,
} from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { ACTIONS, type AppAbility } from '../../common/permissions';
import { COMANDOS, MAX_NOME_TABELA, type PayloadDe, type ResultadoGerenciador } from '../../common/protocolo';
import type { Db } from '../db/connection';
import { AppError, badRequest } from '../errors';
import type { AgentHub } from '../hub/agentHub';
import { CAMPOS_OCULTOS_DOS_APARELHOS } from '../mobile/visibilidadeVendedor';
import type { FiliaisService } from './filiais';

/** The browser gives up after 15 s (SPEC §9): the server answers first, with the hub's own message. */
const PRAZO_AGENTE_MS = 14_000;

/** A page's configuration as JSON text ({dados, mapeamento}); anything else is a clear 400. */
function configuracaoJson(texto: string): { dados: Record<string, unknown>; mapeamento: Record<string, unknown> } {
  try {
    const valor = JSON.parse(texto) as { dados?: unknown; mapeamento?: unknown };
    const objeto = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
    const dados = objeto(valor?.dados);
    if (dados) return { dados, mapeamento: objeto(valor.mapeamento) ?? {} };
  } catch {
    // falls through to the error below
  }
  throw badRequest(MSG.dadosInvalidos);
}

/**
 * The integrator's workbench (ISSUE 15) as filialGerenciador* operations: discovery of the ERP's
 * tables, the preview of a data page and the insert test of an insert page, each with the page's
 * configuration as it stands (saved or not). Each checks the user's right to edit the branch, then
 * relays to its agent; the SQL runs only there.
 */
export class WorkbenchService {
  constructor(
    private db: Db,
    private hub: AgentHub,
    private filiais: FiliaisService,
  ) {}

  private async chamar<K extends 'descobrirTabelas' | 'previsualizar' | 'testarInsert' | 'sugerirConfiguracao'>(filialId: number, comando: K, payload: PayloadDe<K>): Promise<ResultadoGerenciador> {
    try {
      const r: ResultadoGerenciador = await this.hub.request(filialId, comando, payload, PRAZO_AGENTE_MS);
      return { status: r.status && !r.erro, msg: r.msg ?? null, erro: r.erro ?? null, dados: r.dados };
    } catch (error) {
      const msg = error instanceof Error ? error.message : MSG.erroInesperado;
      return { status: false, msg, erro: msg };
    }
  }

  async descobrirTabelas(ability: AppAbility, identificadorApp: string): Promise<ResultadoGerenciador> {
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.EDITAR);
    return this.chamar(filialId, COMANDOS.descobrirTabelas, {});
  }

  /** The first rows of a data page's select, mapped as the phones would receive them (fields phones never get left out). */
  async previsualizar(ability: AppAbility, identificadorApp: string, tipo: string, configuracao: string): Promise<ResultadoGerenciador> {
    const def = TIPOS_DADOS_POR_TIPO[tipo];
    if (!def) throw new AppError('BAD_REQUEST', MSG.tipoConfiguracaoInvalido);
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.EDITAR);
    if (def.direcao !== 'erpParaNuvem') return { status: false, msg: MSG.previaSomenteLeitura, erro: MSG.previaSomenteLeitura };
    const config = configuracaoJson(configuracao);
    const select = String(config.dados.select ?? '').trim();
    if (!select) return { status: false, msg: MSG.selectRequerido, erro: MSG.selectRequerido };
    // Without the engine here, refused when every engine would refuse it; the agent checks with its own.
    const recusa = erroSelect(select);
    if (recusa) return { status: false, msg: recusa, erro: recusa };
    const resultado = await this.chamar(filialId, COMANDOS.previsualizar, { tipo, configuracao: config });
    const previa = resultado.dados as ResultadoPrevia | undefined;
    const ocultos = CAMPOS_OCULTOS_DOS_APARELHOS[tipo] ?? [];
    if (previa?.linhas && ocultos.length) {
      for (const linha of previa.linhas) for (const campo of ocultos) if (linha.dados) delete linha.dados[campo];
    }
    return resultado;
  }

  /**
   * "Sugerir configuração": the agent's draft of a type's configuration from the ERP's catalogue and a
   * sample (reads only). Same right as the other workbench calls; a failure (agent offline, ERP
   * unreachable) is a clear error in Portuguese, never a half-filled proposal.
   */
  async sugerirConfiguracao(ability: AppAbility, identificadorApp: string, tipo: string, tabela?: string): Promise<SugestaoConfiguracao> {
    if (!TIPOS_DADOS_POR_TIPO[tipo]) throw new AppError('BAD_REQUEST', MSG.sugestaoTipoInvalido);
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.EDITAR);
    // A table no ERP could name (the agent refuses names the protocol does not carry) is not in this one.
    const escolhida = tabela?.trim() || undefined;
    if (escolhida && escolhida.length > MAX_NOME_TABELA) throw new AppError('BAD_REQUEST', MSG.sugestaoTabelaInexistente(`${escolhida.slice(0, 60)}…`));
    const resultado = await this.chamar(filialId, COMANDOS.sugerirConfiguracao, escolhida ? { tipo, tabela: escolhida } : { tipo });
    const sugestao = resultado.dados as SugestaoConfiguracao | undefined;
    if (!resultado.status || !sugestao || sugestao.tipo !== tipo) throw new AppError('BAD_REQUEST', resultado.msg || MSG.erroInesperado);
    return sugestao;
  }

  /**
   * The insert test with a sample record: the branch's last received record of the type (under a new
   * uuid, as a new record would come), or one built from the catalogue's examples with keys the ERP
   * has (the first synced customer, product, seller…).
   */
  async testarInsert(ability: AppAbility, identificadorApp: string, tipo: string, configuracao: string): Promise<ResultadoGerenciador> {
    if (!TIPOS_DADOS_POR_TIPO[tipo]) throw new AppError('BAD_REQUEST', MSG.tipoConfiguracaoInvalido);
    const filialId = await this.filiais.idDoGerenciador(ability, identificadorApp, ACTIONS.EDITAR);
    const registro = registroDoInsert(tipo);
    if (!registro) return { status: false, msg: MSG.testeInsertSomenteInsert, erro: MSG.testeInsertSomenteInsert };
    const config = configuracaoJson(configuracao);
    const amostra = await this.amostra(filialId, registro);
    return this.chamar(filialId, COMANDOS.testarInsert, { tipo, configuracao: config, amostra });
  }

  private async amostra(filialId: number, tipo: TipoRegistroApp) {
    const uuid = randomUUID();
    const ultimo = await this.db.kysely.selectFrom('mobile_registro').select('dados')
      .where('filialId', '=', filialId).where('tipo', '=', tipo).orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (ultimo) {
      const dados = JSON.parse(ultimo.dados) as Record<string, unknown>;
      // An order for a customer created on a phone carries that customer's uuid until it has an ERP key.
      const cliente = typeof dados.clienteIdentificador === 'string' ? await this.chaveClienteDoApp(filialId, dados.clienteIdentificador) : null;
      if (cliente) dados.clienteIdentificador = cliente;
      return { tipo, uuid, dados, origem: 'ultimoRecebido' as const };
    }
    return { tipo, uuid, dados: registroDeExemplo(tipo, await this.chavesDoErp(filialId, tipo)), origem: 'exemplo' as const };
  }

  private async chaveClienteDoApp(filialId: number, uuid: string): Promise<string | null> {
    const cliente = await this.db.kysely.selectFrom('mobile_registro').select('chaveErp')
      .where('filialId', '=', filialId).where('tipo', '=', 'cliente').where('uuid', '=', uuid).executeTakeFirst();
    return cliente?.chaveErp ?? null;
  }

  /** For each key placeholder of the record (clienteIdentificador, produtoIdentificador…), the first identifier the branch synced of its type. */
  private async chavesDoErp(filialId: number, tipo: TipoRegistroApp): Promise<Record<string, string>> {
    const def = TIPOS_DADOS_POR_TIPO[REGISTROS_APP[tipo].insert]!;
    const nomes = new Set(def.inserts.flatMap((g) => g.placeholders.map((p) => p.nome)));
    nomes.delete(REGISTROS_APP[tipo].chave);
    const chaves: Record<string, string> = {};
    for (const nome of nomes) {
      const tipoDado = tipoDaChave(nome);
      if (!tipoDado) continue;
      const primeiro = await this.db.kysely.selectFrom('mobile_dado').select('identificador')
        .where('filialId', '=', filialId).where('tipo', '=', tipoDado).where('removido', '=', 0).orderBy('identificador').limit(1).executeTakeFirst();
      if (primeiro) chaves[nome] = primeiro.identificador;
    }
    return chaves;
  }
}
