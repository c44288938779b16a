import { randomUUID } from 'node:crypto';
import type { AmostraInsert, ResultadoTesteInsert } from '../../common/api/testeInsert';
import {
  REGISTROS_APP,
  registroDoCatalogo,
  TIPOS_DADOS_POR_TIPO,
  tipoDaChave,
  variantesDoRegistro,
  type CatalogoSincronizado,
  type ItemDoCatalogo,
  type TipoRegistroApp,
} from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { ativo, precoDoProduto } from '../gravacao/regras';
import type { RegistrosAppService } from '../gravacao/registrosApp';
import { estruturaDoRegistro } from '../gravacao/validacao';
import { flagDe } from '../mobile/vendedores';
import type { MobileDadosService, RegistroSincronizado } from '../sincronizacao/mobileDados';

/** How many synced records a built sample looks through for active ones (the first by key). */
const PROCURA = 200;

const tipoDo = (registro: TipoRegistroApp) => REGISTROS_APP[registro].erp;

/**
 * The record an insert test runs (docs/guia-integrador.md, "Testar Insert"): the newest record of
 * the type still in the branch's queue (pendente or erro: the one that is failing), else the last one
 * received, each under a new uuid as a new record would come; else one built from the synced
 * catalogue (a real customer and seller, distinct active products at their real prices). Never from
 * invented keys: without a synced catalogue the answer says what to sync.
 */
export class AmostraInsertService {
  constructor(
    private registros: RegistrosAppService,
    private dados: MobileDadosService,
  ) {}

  async amostra(filialId: number, tipo: TipoRegistroApp, agora = new Date()): Promise<{ ok: true; amostra: AmostraInsert } | { ok: false; msg: string }> {
    const recebido = await this.recebido(filialId, tipo);
    const chaves = await this.chaves(filialId, tipo);
    let base: Record<string, unknown>;
    let origem: ResultadoTesteInsert['origem'];
    if (recebido) {
      base = recebido.dados;
      origem = recebido.origem;
    } else {
      const construido = registroDoCatalogo(tipo, await this.catalogo(filialId, chaves), agora);
      if (!construido.ok) return { ok: false, msg: MSG.testeInsertSemCatalogo(TIPOS_DADOS_POR_TIPO[REGISTROS_APP[tipo].insert]!.titulo, construido.faltam) };
      base = construido.dados;
      origem = 'exemplo';
    }
    const estrutura = estruturaDoRegistro(tipo);
    const opcionais = {
      cabecalho: estrutura.cabecalho.filter((c) => !c.requerido).map((c) => c.nome),
      itens: (estrutura.itens ?? []).filter((c) => !c.requerido).map((c) => c.nome),
    };
    const { preenchidos, vazios } = variantesDoRegistro(tipo, base, opcionais, chaves, agora);
    return { ok: true, amostra: { tipo, uuid: randomUUID(), origem, dados: preenchidos, vazios } };
  }

  /** The queue's newest record of the type (pendente or erro), else the last received; a phone customer's uuid replaced by its ERP key. */
  private async recebido(filialId: number, tipo: TipoRegistroApp): Promise<{ dados: Record<string, unknown>; origem: 'fila' | 'ultimoRecebido' } | null> {
    const daFila = await this.registros.maisRecente(filialId, tipo, ['pendente', 'erro']);
    const registro = daFila ?? (await this.registros.maisRecente(filialId, tipo));
    return registro ? { dados: registro.dados, origem: daFila ? 'fila' : 'ultimoRecebido' } : null;
  }

  /** For each reference placeholder of the record (forma de pagamento, tabela de preço…), the first key the branch synced of its type. */
  private async chaves(filialId: number, tipo: TipoRegistroApp): Promise<Record<string, string>> {
    const def = TIPOS_DADOS_POR_TIPO[REGISTROS_APP[tipo].insert]!;
    const nomes = new Set(def.inserts.flatMap((g) => g.placeholders.map((p) => p.nome)));
    for (const proprio of [REGISTROS_APP[tipo].chave, 'clienteIdentificador', 'usuarioIdentificador', 'produtoIdentificador', 'servicoIdentificador'])
      nomes.delete(proprio);
    const chaves: Record<string, string> = {};
    for (const nome of nomes) {
      const tipoDado = tipoDaChave(nome);
      const primeiro = tipoDado ? (await this.dados.primeiros(filialId, tipoDado, 1))[0] : undefined;
      if (primeiro) chaves[nome] = primeiro.identificador;
    }
    return chaves;
  }

  /** What a built sample takes from the synced catalogue: an active customer, its seller, distinct active products at their prices. */
  private async catalogo(filialId: number, chaves: Record<string, string>): Promise<CatalogoSincronizado> {
    const ativos = async (tipoDado: string) => (await this.dados.primeiros(filialId, tipoDado, PROCURA)).filter((r) => ativo(r.dados));
    const cliente = (await ativos(tipoDo('cliente')))[0] ?? null;
    const vendedores = (await ativos('configuracaoDadosUsuario')).filter((u) => !flagDe(u.dados.naoFazPedido));
    const doCliente = cliente?.dados.usuarioIdentificador ? String(cliente.dados.usuarioIdentificador) : null;
    const vendedor = vendedores.find((u) => u.identificador === doCliente) ?? vendedores[0] ?? null;
    const tabelaId = cliente?.dados.tabelaPrecoIdentificador ? String(cliente.dados.tabelaPrecoIdentificador) : chaves.tabelaPrecoIdentificador;
    const tabelaPreco = tabelaId ? ((await this.dados.buscar(filialId, 'configuracaoDadosTabelaPreco', [tabelaId])).get(tabelaId) ?? null) : null;
    const item = (r: RegistroSincronizado, preco: number): ItemDoCatalogo => ({
      identificador: r.identificador,
      descricao: r.dados.descricao ? String(r.dados.descricao) : null,
      preco,
    });
    const produtos = (await ativos('configuracaoDadosProduto'))
      .slice(0, 2)
      .map((p) => item(p, precoDoProduto(p.identificador, p.dados, { tabelaPreco, formaPagamento: null })));
    const servicos = (await ativos('configuracaoDadosServico')).slice(0, 1).map((s) => item(s, Number(s.dados.valorUnitario) || 0));
    return {
      cliente: cliente?.identificador ?? null,
      vendedor: vendedor?.identificador ?? null,
      produtos,
      servicos,
      chaves: { ...chaves, ...(tabelaPreco && tabelaId ? { tabelaPrecoIdentificador: tabelaId } : {}) },
    };
  }
}
