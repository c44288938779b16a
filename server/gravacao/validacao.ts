import {
  ehIdentificadorErp,
  enviadoPeloAplicativo,
  REGISTROS_APP,
  TIPOS_REGISTRO_APP,
  tipoValorCampoPersonalizado,
  TIPOS_DADOS_POR_TIPO,
  converterValor,
  valorPreenchido,
  type CampoMapeavel,
  type CampoPersonalizado,
  type Placeholder,
  type TipoRegistroApp,
  type TipoValor,
} from '../../common/catalogo';
import { isValidCep, isValidEmail, isValidPhone } from '../../common/validation/contact';
import { cleanDocFederal, isValidDocFederal } from '../../common/validation/documents';
import { MSG } from '../../common/messages';
import { MSG_MOBILE } from '../mobile/mobileMessages';

/**
 * Where the catalogue describes each phone record: the insert type's placeholders give the fields a
 * phone may send and their types; the ERP type of the same entity says which are required (its
 * non-optional fields) and which values are allowed. The record's own ERP key, the items' parent key,
 * the seller and the sync fields are the server's or the agent's, never the phone's.
 */
const DO_SERVIDOR = new Set(['uuid', 'dataSincronizacao', 'usuarioIdentificador']);
const PERCENTUAIS = new Set(['percDesconto']);
const MAX_TEXTO = 2000;
export const MAX_ITENS = 500;

/** The ERP type whose configuration holds the record's custom fields. */
export const tipoErpDoRegistro = (tipo: TipoRegistroApp) => REGISTROS_APP[tipo].erp;

interface CampoRegistro {
  nome: string;
  label: string;
  tipo: TipoValor;
  requerido: boolean;
  valores?: readonly string[];
}

function camposDe(placeholders: Placeholder[], referencia: CampoMapeavel[], excluidos: Set<string>): CampoRegistro[] {
  const porNome = new Map(referencia.map((c) => [c.nome, c]));
  return placeholders
    .filter((p) => enviadoPeloAplicativo(p) && !excluidos.has(p.nome))
    .map((p) => ({
      nome: p.nome,
      label: p.descricao,
      tipo: p.tipo,
      requerido: porNome.has(p.nome) && !porNome.get(p.nome)!.opcional,
      valores: porNome.get(p.nome)?.valores,
    }));
}

/** Header and item fields of a phone record, read from the catalogue once. */
export function estruturaDoRegistro(tipo: TipoRegistroApp): { cabecalho: CampoRegistro[]; itens: CampoRegistro[] | null } {
  const def = REGISTROS_APP[tipo];
  const insert = TIPOS_DADOS_POR_TIPO[def.insert];
  const erp = TIPOS_DADOS_POR_TIPO[def.erp];
  const grupo = (chave: 'insert' | 'insertItens') => insert.inserts.find((g) => g.chave === chave);
  const cabecalho = camposDe(grupo('insert')!.placeholders, erp.campos, new Set([...DO_SERVIDOR, def.chave]));
  const itensPh = grupo('insertItens');
  const itensErp = erp.subSelects.find((s) => s.chave === 'selectItens')?.campos ?? [];
  return { cabecalho, itens: itensPh ? camposDe(itensPh.placeholders, itensErp, new Set([def.chave])) : null };
}

const ESTRUTURAS = Object.fromEntries(TIPOS_REGISTRO_APP.map((t) => [t, estruturaDoRegistro(t)])) as Record<
  TipoRegistroApp,
  ReturnType<typeof estruturaDoRegistro>
>;

type Erros = Record<string, string>;

/** Reads the catalogue fields of one object: converted values, one message per broken field. */
function lerCampos(
  campos: CampoRegistro[],
  origem: Record<string, unknown>,
  erros: Erros,
  prefixo: string,
  rotulo: (m: string) => string,
): Record<string, unknown> {
  const saida: Record<string, unknown> = {};
  for (const campo of campos) {
    const bruto = origem[campo.nome];
    const chave = `${prefixo}${campo.nome}`;
    if (bruto !== null && bruto !== undefined && typeof bruto === 'object') {
      erros[chave] = rotulo(MSG_MOBILE.campoInvalido(campo.label, 'tem um formato inválido'));
      continue;
    }
    const c =
      campo.tipo === 'texto' && typeof bruto === 'boolean'
        ? { ok: false as const, erro: 'deve ser um texto' }
        : converterValor(campo.tipo, typeof bruto === 'string' && campo.tipo !== 'texto' ? bruto.trim() : bruto);
    if (!c.ok) {
      erros[chave] = rotulo(MSG_MOBILE.campoInvalido(campo.label, c.erro));
      continue;
    }
    // ERP keys travel byte for byte (a customer 'AB12 ' must reach the ERP's foreign key as it is); other text is trimmed.
    const valor = typeof c.valor === 'string' && !ehIdentificadorErp(campo.nome) ? c.valor.trim() : c.valor;
    if (!valorPreenchido(typeof valor === 'string' ? valor.trim() : valor)) {
      if (campo.requerido) erros[chave] = rotulo(MSG_MOBILE.campoRequerido(campo.label));
      continue;
    }
    if (typeof valor === 'string' && valor.length > MAX_TEXTO) erros[chave] = rotulo(MSG_MOBILE.campoTexto(campo.label, MAX_TEXTO));
    else if (campo.valores && !campo.valores.includes(String(valor).toUpperCase()))
      erros[chave] = rotulo(MSG_MOBILE.valorNaoPermitido(campo.label, campo.valores));
    else if (typeof valor === 'number' && valor < 0) erros[chave] = rotulo(MSG_MOBILE.campoNaoNegativo(campo.label));
    else if (typeof valor === 'number' && PERCENTUAIS.has(campo.nome) && valor > 100) erros[chave] = rotulo(MSG_MOBILE.percentualInvalido(campo.label));
    else if (campo.nome === 'quantidade' && valor === 0) erros[chave] = rotulo(MSG_MOBILE.campoMaiorQueZero(campo.label));
    else saida[campo.nome] = campo.valores ? String(valor).toUpperCase() : valor;
  }
  return saida;
}

/** The phone-editable custom fields of the entity: known ids, their types, mandatory ones and selectable options. */
function lerCamposPersonalizados(valor: unknown, definicoes: CampoPersonalizado[], erros: Erros): Record<string, unknown> | undefined {
  const editaveis = definicoes.filter((d) => d.editavel || d.tipo === 'selecionavel');
  if (valor !== undefined && valor !== null && (typeof valor !== 'object' || Array.isArray(valor))) {
    erros.camposPersonalizados = MSG_MOBILE.camposPersonalizadosObjeto;
    return undefined;
  }
  const enviados = (valor ?? {}) as Record<string, unknown>;
  // At most a few unknown ids are named back (a phone could send thousands of keys).
  const desconhecidos = Object.keys(enviados)
    .filter((id) => !editaveis.some((d) => d.id === id))
    .slice(0, 10);
  for (const id of desconhecidos.map((i) => i.slice(0, 60))) erros[`camposPersonalizados.${id}`] = MSG_MOBILE.campoPersonalizadoDesconhecido(id);
  const saida: Record<string, unknown> = {};
  for (const d of editaveis) {
    const chave = `camposPersonalizados.${d.id}`;
    const campo: CampoRegistro = { nome: d.id, label: d.label || d.id, tipo: tipoValorCampoPersonalizado(d.tipo), requerido: d.editavelObrigatorio };
    const lido = lerCampos([campo], enviados, erros, 'camposPersonalizados.', (m) => m);
    if (!(d.id in lido)) continue;
    if (d.tipo === 'selecionavel' && !d.valoresSelecionavel.some((v) => v.id === String(lido[d.id])))
      erros[chave] = MSG_MOBILE.campoPersonalizadoOpcao(campo.label);
    else saida[d.id] = lido[d.id];
  }
  return Object.keys(saida).length ? saida : undefined;
}

/** Document, phone, e-mail and CEP of a new customer, with the back-office's own rules and messages. */
function validarContatoCliente(dados: Record<string, unknown>, erros: Erros): void {
  if (typeof dados.docFederal === 'string' && typeof dados.tipoPessoa === 'string') {
    if (!isValidDocFederal(dados.tipoPessoa, dados.docFederal)) erros.docFederal = MSG.docFederalInvalido;
    else dados.docFederal = cleanDocFederal(dados.tipoPessoa, dados.docFederal);
  }
  if (typeof dados.telefone === 'string' && !isValidPhone(dados.telefone)) erros.telefone = MSG.telefoneInvalido;
  if (typeof dados.email === 'string' && !isValidEmail(dados.email)) erros.email = MSG.emailInvalido;
  if (typeof dados.cep === 'string' && !isValidCep(dados.cep)) erros.cep = MSG_MOBILE.campoInvalido('CEP', 'não é válido');
}

export type ValidacaoRegistro = { ok: true; dados: Record<string, unknown> } | { ok: false; campos: Erros };

/**
 * A phone's record checked against the catalogue: required fields, types, allowed values, items.
 * Returns the normalised dados to store (unknown fields dropped) or one message per field path.
 */
export function validarRegistroApp(tipo: TipoRegistroApp, corpo: Record<string, unknown>, camposPersonalizados: CampoPersonalizado[] = []): ValidacaoRegistro {
  const erros: Erros = {};
  const estrutura = ESTRUTURAS[tipo];
  const dados = lerCampos(estrutura.cabecalho, corpo, erros, '', (m) => m);
  if (REGISTROS_APP[tipo].cadastro) validarContatoCliente(dados, erros);
  const personalizados = lerCamposPersonalizados(corpo.camposPersonalizados, camposPersonalizados, erros);
  if (personalizados) dados.camposPersonalizados = personalizados;

  if (estrutura.itens) {
    const itens = corpo.itens;
    if (!Array.isArray(itens) || !itens.length) erros.itens = MSG_MOBILE.itensRequeridos;
    else if (itens.length > MAX_ITENS) erros.itens = MSG_MOBILE.itensDemais(MAX_ITENS);
    else {
      dados.itens = itens.map((item, i) => {
        const n = i + 1;
        if (!item || typeof item !== 'object' || Array.isArray(item)) {
          erros[`itens.${n}`] = MSG_MOBILE.itemNaoObjeto(n);
          return {};
        }
        const lido = lerCampos(estrutura.itens!, item as Record<string, unknown>, erros, `itens.${n}.`, (m) => MSG_MOBILE.doItem(n, m));
        // A product item of a service order needs its product; a service item is checked by the branch's rules.
        if (REGISTROS_APP[tipo].regras?.itensServico && lido.tipoItem === 'P' && !valorPreenchido(lido.produtoIdentificador)) {
          erros[`itens.${n}.produtoIdentificador`] = MSG_MOBILE.doItem(n, MSG_MOBILE.campoRequerido('Identificador do produto'));
        }
        return lido;
      });
    }
  }
  return Object.keys(erros).length ? { ok: false, campos: erros } : { ok: true, dados };
}
