import { formatDocFederal, formatPhone } from '../../common/text/formatDocuments';
import { formatarDataHoraPlanilha } from '../../common/text/dataHora';
import type { AppAbility } from '../../common/permissions';
import { ACOES_AUDITORIA, ENTIDADES_AUDITORIA } from '../../common/auditoria';
import type { Crud } from './crud';
import type { QueryOptions, WhereItem } from './queryOptions';
import { ROTULOS_CAMPOS as R } from '../../common/rotulosCampos';

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

const rotulo =
  (rotulos: Record<string, string>): Formato =>
  (v) =>
    rotulos[String(v)] ?? v;

/** Each list's file: docs/produto.md §2's columns, with the labels the SPA shows (common/rotulosCampos.ts), formatted as the list shows them. */
export const EXPORTACOES: Record<string, { arquivo: string; colunas: Coluna[] }> = {
  contratantes: {
    arquivo: 'contratantes',
    colunas: [
      { titulo: R.contratantes.nome, campo: 'nome' },
      { titulo: R.contratantes.docFederal, campo: 'docFederal', formato: documento },
      { titulo: R.contratantes.email, campo: 'email' },
      { titulo: R.contratantes.telefone, campo: 'telefone', formato: telefone },
      { titulo: R.contratantes.ativo, campo: 'ativo', formato: simNao },
    ],
  },
  usuarios: {
    arquivo: 'usuarios',
    colunas: [
      { titulo: R.usuarios.nome, campo: 'nome' },
      { titulo: R.usuarios.email, campo: 'email' },
      { titulo: R.usuarios.telefone, campo: 'telefone', formato: telefone },
      { titulo: R.usuarios.ativo, campo: 'ativo', formato: simNao },
      { titulo: R.usuarios.ultimaAtividade, campo: 'ultimaAtividade', formato: dataHora },
    ],
  },
  mobileFiliais: {
    arquivo: 'filiais',
    colunas: [
      { titulo: R.mobileFiliais.nome, campo: 'nome' },
      { titulo: R.mobileFiliais.docFederal, campo: 'docFederal', formato: documento },
      { titulo: R.mobileFiliais.identificadorApp, campo: 'identificadorApp' },
      { titulo: R.mobileFiliais.email, campo: 'email' },
      { titulo: R.mobileFiliais.telefone, campo: 'telefone', formato: telefone },
      { titulo: R.mobileFiliais.ativo, campo: 'ativo', formato: simNao },
    ],
  },
  mobileDispositivos: {
    arquivo: 'dispositivos',
    colunas: [
      { titulo: R.mobileDispositivos.uuid, campo: 'uuid' },
      { titulo: R.mobileDispositivos.dispositivo, campo: 'dispositivo' },
      { titulo: R.mobileDispositivos.apelido, campo: 'apelido' },
      { titulo: R.mobileDispositivos.versaoApp, campo: 'versaoApp' },
      { titulo: R.mobileDispositivos.dataUltimoAcesso, campo: 'dataUltimoAcesso', formato: dataHora },
      { titulo: R.mobileDispositivos.ativo, campo: 'ativo', formato: simNao },
      { titulo: R.mobileDispositivos.bloqueado, campo: 'bloqueado', formato: simNao },
    ],
  },
  auditorias: {
    arquivo: 'auditoria',
    colunas: [
      { titulo: R.auditorias.quando, campo: 'quando', formato: dataHora },
      { titulo: R.auditorias.usuarioNome, campo: 'usuarioNome' },
      { titulo: R.auditorias.usuarioEmail, campo: 'usuarioEmail' },
      { titulo: R.auditorias.endereco, campo: 'endereco' },
      { titulo: R.auditorias.acao, campo: 'acao', formato: rotulo(ACOES_AUDITORIA) },
      { titulo: R.auditorias.entidade, campo: 'entidade', formato: rotulo(ENTIDADES_AUDITORIA) },
      { titulo: R.auditorias.entidadeId, campo: 'entidadeId' },
      // The list shows the record's name under 'Registro' and the changes under 'Alterações'; the file splits them.
      { titulo: 'Nome', campo: 'entidadeNome' },
      { titulo: R.auditorias.antes, campo: 'antes' },
      { titulo: 'Depois', campo: 'depois' },
    ],
  },
  mobileFilialDatabases: {
    arquivo: 'databases',
    colunas: [
      { titulo: R.mobileFilialDatabases.database, campo: 'configuracao', formato: nomeDatabase },
      { titulo: R.mobileFilialDatabases.ativa, campo: 'ativa', formato: simNao },
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
