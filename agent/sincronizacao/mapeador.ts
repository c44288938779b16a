import { hash } from 'node:crypto';
import {
  converterValor,
  ehIdentificadorErp,
  valorPreenchido,
  tipoValorCampoPersonalizado,
  valoresFixos,
  type CampoMapeavel,
  type ConfiguracaoBasica,
  type Mapeamento,
  type TipoDados,
} from '../../common/catalogo';
import { MAX_BYTES_REGISTRO, MAX_IDENTIFICADOR } from '../../common/protocolo';
import type { Linha } from '../dialects';

/** A record ready for the cloud: its identifier in the ERP, its mapped fields, their hash and the length of their JSON. */
export interface RegistroMapeado {
  identificador: string;
  dados: Record<string, unknown>;
  hash: string;
  /** Characters of the record's JSON: batches are cut by it (common/protocolo/limites.ts). */
  tamanho: number;
}

/** A row that could not be mapped: which one and why (the run reports it and goes on). */
export interface FalhaMapeamento {
  identificador: string | null;
  motivo: string;
}

/** Reads a column by name regardless of case (Firebird answers in upper case, PostgreSQL in lower). */
export function leitorDeColunas(linha: Linha): (coluna: string) => unknown {
  let porNome: Map<string, string> | null = null;
  return (coluna) => {
    const nome = coluna.trim();
    // The name as written, or as the engine folds it, is found without scanning the row's keys.
    for (const tentativa of [nome, nome.toLowerCase(), nome.toUpperCase()]) if (Object.hasOwn(linha, tentativa)) return linha[tentativa];
    porNome ??= new Map(Object.keys(linha).map((k) => [k.toLowerCase(), k]));
    const chave = porNome.get(nome.toLowerCase());
    return chave === undefined ? undefined : linha[chave];
  };
}

/**
 * A text value as the phones show it: without the blanks a CHAR(n) column pads it with (Firebird and
 * PostgreSQL return 'Aberto    '). ERP keys (…Identificador) are left byte for byte, since they
 * travel back to the ERP's foreign keys. The preview and the sync both map through here, so what the
 * page previews is what the phone receives (docs/guia-integrador.md, "Pré-visualizar").
 */
export function semPreenchimento(nome: string, tipo: CampoMapeavel['tipo'], valor: unknown): unknown {
  return tipo === 'texto' && typeof valor === 'string' && !ehIdentificadorErp(nome) ? valor.replace(/ +$/, '') : valor;
}

/**
 * Maps one row's columns to catalogue fields; returns the values or the first reason it cannot. A
 * field with a fixed value (`fixos`) takes it instead of a column, converted the same way.
 */
export function mapearCampos(
  campos: CampoMapeavel[],
  colunas: Record<string, string>,
  linha: Linha,
  fixos: Record<string, string> = {},
): Record<string, unknown> | string {
  const ler = leitorDeColunas(linha);
  const dados: Record<string, unknown> = {};
  for (const campo of campos) {
    const fixo = fixos[campo.nome];
    const coluna = colunas[campo.nome];
    if (fixo === undefined && !coluna) {
      if (!campo.opcional) return `o campo ${campo.nome} não está mapeado`;
      if (campo.padrao !== undefined) dados[campo.nome] = campo.padrao;
      continue;
    }
    const bruto = fixo !== undefined ? fixo.trim() : ler(coluna!);
    if (bruto === undefined) return `a coluna ${coluna} (campo ${campo.nome}) não veio no select`;
    const conversao = converterValor(campo.tipo, bruto);
    if (!conversao.ok) return `o campo ${campo.nome} (${String(bruto)}) ${conversao.erro}`;
    let valor = semPreenchimento(campo.nome, campo.tipo, conversao.valor);
    if (!valorPreenchido(valor)) {
      if (!campo.opcional) return `o campo obrigatório ${campo.nome} está vazio`;
      valor = campo.padrao ?? null;
    }
    if (campo.valores && valorPreenchido(valor)) {
      const permitido = campo.valores.find((v) => v.toLowerCase() === String(valor).trim().toLowerCase());
      if (!permitido) return `o campo ${campo.nome} tem o valor ${String(valor)}; aceitos: ${campo.valores.join(', ')}`;
      valor = permitido;
    }
    dados[campo.nome] = valor;
  }
  return dados;
}

/**
 * The mapper of one data type: the catalogue's fields visible under the branch's basic
 * configuration, the custom fields, and the hash that tells whether a record changed.
 */
export function criarMapeador(def: TipoDados, mapeamento: Mapeamento, basica: ConfiguracaoBasica) {
  const campos = def.campos.filter((c) => !c.visivel || c.visivel(basica));
  const fixos = valoresFixos(mapeamento, 'campos');
  const chave = def.campos[0]?.nome;
  const personalizados = mapeamento.camposPersonalizados.filter((c) => c.fieldRelacionado);

  /** The ERP's key byte for byte: a code such as 'AB12 ' must reach the ERP's foreign key as it left. */
  const identificadorDe = (linha: Linha): string | null => {
    const bruto = chave ? leitorDeColunas(linha)(mapeamento.campos[chave] ?? '') : undefined;
    return valorPreenchido(bruto) && String(bruto).trim() !== '' ? String(bruto) : null;
  };

  return {
    chave,
    identificadorDe,
    /** The parent's key as the ERP returned it, bound into its sub-selects. */
    chaveBruta: (linha: Linha): unknown => (chave ? leitorDeColunas(linha)(mapeamento.campos[chave] ?? '') : undefined),
    /** Mapped columns (fields and custom fields) that the select's result does not have at all. */
    colunasAusentes: (linha: Linha) =>
      colunasAusentes(linha, [
        ...campos.filter((c) => mapeamento.campos[c.nome] && fixos[c.nome] === undefined).map((c) => ({ coluna: mapeamento.campos[c.nome]!, campo: c.label })),
        ...personalizados.map((c) => ({ coluna: c.fieldRelacionado, campo: c.label || c.id })),
      ]),
    /** Maps a row; `itens` are the sub-select rows already mapped (price-table items, payment methods). */
    mapear(linha: Linha, itens: Record<string, unknown[]> = {}): RegistroMapeado | FalhaMapeamento {
      const identificador = identificadorDe(linha);
      const dados = mapearCampos(campos, mapeamento.campos, linha, fixos);
      if (typeof dados === 'string') return { identificador, motivo: dados };
      if (!identificador) return { identificador, motivo: `o identificador ${chave} está vazio` };
      // The server keeps identifiers of up to 200 characters: a longer one fails this row, not the batch.
      if (identificador.length > MAX_IDENTIFICADOR)
        return {
          identificador: identificador.slice(0, MAX_IDENTIFICADOR),
          motivo: `o identificador ${chave} tem ${identificador.length} caracteres; o máximo é ${MAX_IDENTIFICADOR}`,
        };
      if (personalizados.length) {
        const ler = leitorDeColunas(linha);
        const valores: Record<string, unknown> = {};
        for (const cp of personalizados) {
          const tipo = tipoValorCampoPersonalizado(cp.tipo);
          const conversao = converterValor(tipo, ler(cp.fieldRelacionado) ?? null);
          if (!conversao.ok) return { identificador, motivo: `o campo personalizado ${cp.label || cp.id} ${conversao.erro}` };
          valores[cp.id] = semPreenchimento(cp.id, tipo, conversao.valor);
        }
        dados.camposPersonalizados = valores;
      }
      Object.assign(dados, itens);
      const texto = JSON.stringify(dados);
      if (texto.length > MAX_BYTES_REGISTRO) {
        return {
          identificador,
          motivo: `o registro mapeado tem ${(texto.length / 1048576).toFixed(1)} MB (com os sub-selects); o máximo é ${MAX_BYTES_REGISTRO / 1048576} MB`,
        };
      }
      return { identificador, dados, hash: hash('sha1', texto, 'base64url'), tamanho: texto.length };
    },
  };
}

/** The mapped columns a result row lacks (named in the SQL, perhaps, but not in its column list). */
export function colunasAusentes(linha: Linha, mapeadas: { coluna: string; campo: string }[]): { coluna: string; campo: string }[] {
  const ler = leitorDeColunas(linha);
  return mapeadas.filter((m) => m.coluna.trim() && ler(m.coluna) === undefined);
}

export const ehFalha = (r: RegistroMapeado | FalhaMapeamento): r is FalhaMapeamento => 'motivo' in r;
