import { formatDocFederal, formatPhone } from '../../common/text/formatDocuments';
import { formatarDataHoraPlanilha } from '../../common/text/dataHora';
import type { AppAbility } from '../../common/permissions';
import { ACOES_AUDITORIA, ENTIDADES_AUDITORIA } from '../../common/auditoria';
import type { Crud } from './crud';
import type { QueryOptions, WhereItem } from './queryOptions';

type Linha = Record<string, unknown>;
type Formato = (valor: unknown, linha: Linha, fuso: string) => unknown;

interface Coluna {
  titulo: string;
  campo: string;
  formato?: Formato;
}

const simNao: Formato = (v) => (v === null || v === undefined ? '' : v ? 'Sim' : 'Não');
const documento: Formato = (v) => formatDocFederal(v as string | null);
const telefone: Formato = (v) => formatPhone(v as string | null);
const dataHora: Formato = (v, _, fuso) => formatarDataHoraPlanilha(v as string | null, fuso);
/** The database's name inside its configuration (never the rest of it: the password is there, ciphered). */
const nomeDatabase: Formato = (v) => {
  try {
    return (JSON.parse(String(v ?? '{}')) as { database?: string }).database ?? '';
  } catch {
    return '';
  }
};

const rotulo = (rotulos: Record<string, string>): Formato => (v) => rotulos[String(v)] ?? v;

/** Each list's file: SPEC §2's columns and labels, formatted as the list shows them. */
export const EXPORTACOES: Record<string, { arquivo: string; colunas: Coluna[] }> = {
  contratantes: {
    arquivo: 'contratantes',
    colunas: [
      { titulo: 'Nome', campo: 'nome' },
      { titulo: 'CPF / CNPJ', campo: 'docFederal', formato: documento },
      { titulo: 'Email', campo: 'email' },
      { titulo: 'Telefone', campo: 'telefone', formato: telefone },
      { titulo: 'Ativo', campo: 'ativo', formato: simNao },
    ],
  },
  usuarios: {
    arquivo: 'usuarios',
    colunas: [
      { titulo: 'Nome', campo: 'nome' },
      { titulo: 'Email', campo: 'email' },
      { titulo: 'Telefone', campo: 'telefone', formato: telefone },
      { titulo: 'Ativo', campo: 'ativo', formato: simNao },
      { titulo: 'Última atividade', campo: 'ultimaAtividade', formato: dataHora },
    ],
  },
  mobileFiliais: {
    arquivo: 'filiais',
    colunas: [
      { titulo: 'Nome', campo: 'nome' },
      { titulo: 'CPF / CNPJ', campo: 'docFederal', formato: documento },
      { titulo: 'Identificador do App', campo: 'identificadorApp' },
      { titulo: 'Email', campo: 'email' },
      { titulo: 'Telefone', campo: 'telefone', formato: telefone },
      { titulo: 'Ativo', campo: 'ativo', formato: simNao },
    ],
  },
  mobileDispositivos: {
    arquivo: 'dispositivos',
    colunas: [
      { titulo: 'UUID', campo: 'uuid' },
      { titulo: 'Dispositivo', campo: 'dispositivo' },
      { titulo: 'Apelido', campo: 'apelido' },
      { titulo: 'Versão do App', campo: 'versaoApp' },
      { titulo: 'Data Ultimo Acesso', campo: 'dataUltimoAcesso', formato: dataHora },
      { titulo: 'Ativo', campo: 'ativo', formato: simNao },
      { titulo: 'Bloqueado', campo: 'bloqueado', formato: simNao },
    ],
  },
  auditorias: {
    arquivo: 'auditoria',
    colunas: [
      { titulo: 'Data', campo: 'quando', formato: dataHora },
      { titulo: 'Usuário', campo: 'usuarioNome' },
      { titulo: 'Email', campo: 'usuarioEmail' },
      { titulo: 'Endereço IP', campo: 'endereco' },
      { titulo: 'Ação', campo: 'acao', formato: rotulo(ACOES_AUDITORIA) },
      { titulo: 'Registro', campo: 'entidade', formato: rotulo(ENTIDADES_AUDITORIA) },
      { titulo: 'Código', campo: 'entidadeId' },
      { titulo: 'Nome', campo: 'entidadeNome' },
      { titulo: 'Antes', campo: 'antes' },
      { titulo: 'Depois', campo: 'depois' },
    ],
  },
  mobileFilialDatabases: {
    arquivo: 'databases',
    colunas: [
      { titulo: 'Database', campo: 'configuracao', formato: nomeDatabase },
      { titulo: 'Ativa', campo: 'ativa', formato: simNao },
    ],
  },
};

/** Rows read per query: the file never holds more than one page in the server's memory. */
export const PAGINA_EXPORTACAO = 1000;

/**
 * Every row the list's conditions match, inside what the ability may list, page by page in `id`
 * order (keyset: `id > last`, so a page costs the same at the end of 100,000 rows as at the start).
 */
export async function* paginasExportacao(crud: Pick<Crud<never>, 'list'>, ability: AppAbility, where: QueryOptions['where']): AsyncGenerator<Linha[]> {
  let ultimo = 0;
  for (;;) {
    const depois: WhereItem = { campo: 'id', operador: '>', valor: String(ultimo) };
    const pagina = await crud.list(ability, {
      where: { orWhere: where?.orWhere ?? null, andWhere: [...(where?.andWhere ?? []), depois] },
      order: [{ campo: 'id', direcao: 'ASC' }],
      limit: PAGINA_EXPORTACAO,
    });
    if (pagina.length) yield pagina;
    if (pagina.length < PAGINA_EXPORTACAO) return;
    ultimo = Number(pagina[pagina.length - 1].id);
  }
}

export function cabecalho(recurso: string): string[] {
  return EXPORTACOES[recurso].colunas.map((c) => c.titulo);
}

export function celulas(recurso: string, linha: Linha, fuso: string): unknown[] {
  return EXPORTACOES[recurso].colunas.map((c) => (c.formato ? c.formato(linha[c.campo], linha, fuso) : linha[c.campo]));
}
