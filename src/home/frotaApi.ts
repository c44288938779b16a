import type { ContadoresFrota, DiaFrota } from '../../common/api/frota';
import { authorizedGraphql } from '../providers/restClient';

const CONTADORES =
  'query gerenciadoresFrotaContadores($c: Int) { r: gerenciadoresFrotaContadores(contratanteId: $c) { filiais conectados offline estrutura execucoesFalha registrosErro registrosErroTotal desatualizado } }';
const GRAFICOS =
  'query gerenciadoresFrotaGraficos($c: Int) { r: gerenciadoresFrotaGraficos(contratanteId: $c) { dia pedidosRecebidos pedidosIntegrados execucoesFalha } }';

/** The counters of the fleet home (of one contratante when given). */
export const lerContadoresFrota = async (contratanteId: number | null) => (await authorizedGraphql<{ r: ContadoresFrota }>(CONTADORES, { c: contratanteId })).r;

/** The 30 days of the fleet's charts, oldest first. */
export const lerGraficosFrota = async (contratanteId: number | null) => (await authorizedGraphql<{ r: DiaFrota[] }>(GRAFICOS, { c: contratanteId })).r;
