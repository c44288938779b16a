import { GerenciadoresFrotaContadoresDocument, GerenciadoresFrotaGraficosDocument } from '../graphql/operacoes';
import { authorizedGraphql } from '../providers/restClient';

/** The counters of the fleet home (of one contratante when given). */
export const lerContadoresFrota = async (contratanteId: number | null) =>
  (await authorizedGraphql(GerenciadoresFrotaContadoresDocument, { c: contratanteId })).r;

/** The 30 days of the fleet's charts, oldest first. */
export const lerGraficosFrota = async (contratanteId: number | null) => (await authorizedGraphql(GerenciadoresFrotaGraficosDocument, { c: contratanteId })).r;
