import { TIPOS_DADOS, tipoHabilitado, type ConfiguracaoBasica, type TipoDados } from '../../common/catalogo';

const PREFIXO = 'configuracao_dados_';

/** The name a phone uses in /dados/{tipo}: the manager page's route without its prefix ("produto", "tabela_preco"). */
export const nomeCurto = (def: TipoDados) => def.rota.slice(PREFIXO.length);

/** The types phones pull: those the agent brings from the ERP. */
export const TIPOS_PUXAVEIS: TipoDados[] = TIPOS_DADOS.filter((t) => t.direcao === 'erpParaNuvem');

const POR_NOME = new Map(TIPOS_PUXAVEIS.map((t) => [nomeCurto(t), t]));

export const tipoPorNomeCurto = (nome: string): TipoDados | undefined => POR_NOME.get(nome);

export const tiposHabilitados = (basica: ConfiguracaoBasica) => TIPOS_PUXAVEIS.filter((t) => tipoHabilitado(t, basica)).map(nomeCurto);
