import type { EsquemaErp } from '../../../common/api/esquemaErp';
import { MOTORES } from '../engines';
import type { Dialeto } from '../types';
import { agruparTabelas, ler, texto } from './agrupar';

/** The ERP's tables and views with their columns and types, read from the engine's own catalogue. */
export async function lerEsquema(dialeto: Pick<Dialeto, 'tipo' | 'consultar'>): Promise<EsquemaErp> {
  const { esquema } = MOTORES[dialeto.tipo];
  return { tipoIntegracao: dialeto.tipo, ...agruparTabelas((await dialeto.consultar(esquema.tabelas)).map(esquema.linha)) };
}

/**
 * Of `tabelas` (names as written in an insert), those whose engine cannot roll back (MySQL/MariaDB
 * MyISAM and the like): a test there would write for good. Other engines always roll back.
 */
export async function tabelasSemTransacao(dialeto: Pick<Dialeto, 'tipo' | 'consultar'>, tabelas: string[]): Promise<string[]> {
  const motores = MOTORES[dialeto.tipo].esquema.motoresDasTabelas;
  if (!motores || !tabelas.length) return [];
  const nomes = [...new Set(tabelas)];
  const linhas = await dialeto.consultar(motores.sql(nomes.length), nomes);
  return linhas.filter((l) => motores.semTransacao(ler(l, 'motor'))).map((l) => texto(ler(l, 'tabela')));
}
