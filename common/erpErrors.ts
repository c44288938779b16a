/**
 * Failures of the ERP database as the integrator reads them. Each dialect of the agent maps its
 * driver's codes to one of these kinds (agent/dialects/<engine>/errors.ts); the message says what to fix, in
 * Portuguese, and the engine's own text travels beside it as the detail.
 */
export const TIPOS_ERRO_ERP = {
  autenticacao: {
    transitorio: false,
    msg: 'o banco de dados do ERP recusou o usuário ou a senha. Confira o usuário e a senha na configuração da conexão.',
  },
  hostInacessivel: {
    transitorio: true,
    msg: 'não foi possível conectar ao servidor do banco de dados do ERP. Confira o endereço (hostname) e a porta, e se o servidor está ligado e aceita conexões deste computador.',
  },
  conexaoPerdida: {
    transitorio: true,
    msg: 'a conexão com o banco de dados do ERP caiu durante a operação (o servidor foi reiniciado ou encerrou a conexão).',
  },
  bancoIndisponivel: {
    transitorio: true,
    msg: 'o banco de dados do ERP está iniciando, em manutenção ou sem conexões livres no momento.',
  },
  tempoEsgotado: {
    transitorio: true,
    msg: 'o banco de dados do ERP não respondeu a tempo.',
  },
  bloqueio: {
    transitorio: true,
    msg: 'o registro está bloqueado por outra transação no ERP (espera de bloqueio ou deadlock).',
  },
  bancoNaoEncontrado: {
    transitorio: false,
    msg: 'o banco de dados do ERP não foi encontrado. Confira o nome do banco (ou o caminho do arquivo) na configuração da conexão.',
  },
  tabelaNaoEncontrada: {
    transitorio: false,
    msg: 'uma tabela usada no SQL não existe no banco do ERP. Confira o nome da tabela (e o esquema) no SQL.',
  },
  colunaNaoEncontrada: {
    transitorio: false,
    msg: 'uma coluna usada no SQL não existe na tabela do ERP. Confira os nomes das colunas no SQL.',
  },
  sintaxe: {
    transitorio: false,
    msg: 'o SQL tem um erro de sintaxe. Confira a instrução no ponto indicado pelo banco.',
  },
  chaveDuplicada: {
    transitorio: false,
    msg: 'o ERP recusou o registro porque já existe outro com a mesma chave (violação de chave única).',
  },
  chaveEstrangeira: {
    transitorio: false,
    msg: 'o ERP recusou o registro porque ele se refere a um registro que não existe no ERP (violação de chave estrangeira). Confira se o cliente, o produto ou os outros códigos enviados existem no ERP.',
  },
  valorObrigatorio: {
    transitorio: false,
    msg: 'o ERP recusou o registro porque uma coluna obrigatória ficou sem valor ou uma regra (check) da tabela não foi atendida. Confira se o insert preenche todas as colunas obrigatórias.',
  },
  permissao: {
    transitorio: false,
    msg: 'o usuário do banco de dados não tem permissão para esta operação. Peça ao administrador do banco a permissão de leitura (e, para a inserção, de escrita) nas tabelas usadas.',
  },
  conversao: {
    transitorio: false,
    msg: 'um valor não pôde ser convertido para o tipo da coluna do ERP (texto longo demais, número ou data inválidos). Confira os tipos das colunas e os valores usados no SQL.',
  },
  desconhecido: {
    transitorio: false,
    msg: 'o banco de dados do ERP informou um erro não identificado. Veja o detalhe abaixo.',
  },
} as const;

export type TipoErroErp = keyof typeof TIPOS_ERRO_ERP;

/** What the agent was doing when the ERP failed: the start of every message. */
export const ETAPAS_ERP = {
  conectar: 'Falha ao conectar ao banco de dados do ERP',
  testarSelect: 'Falha ao executar o select de teste',
  sincronizar: 'Falha ao ler o select de sincronização',
  subSelect: 'Falha ao ler o sub-select',
  gravar: 'Falha ao gravar o registro no ERP',
  descobrir: 'Falha ao ler as tabelas do banco do ERP',
  previsualizar: 'Falha ao pré-visualizar o select',
  testarInsert: 'Falha ao testar o insert',
} as const;

export type EtapaErp = keyof typeof ETAPAS_ERP;

/** A classified ERP failure: its kind, the Portuguese message and the engine's text. */
export interface FalhaErp {
  tipo: TipoErroErp;
  msg: string;
  detalhe: string;
  /** Worth retrying as is (connection, timeout, lock, database starting). */
  transitorio: boolean;
}

/** The message of a kind of failure at a step: "Falha ao …: o que aconteceu. O que conferir." */
export function mensagemErroErp(tipo: TipoErroErp, etapa: EtapaErp, complemento = ''): string {
  return `${ETAPAS_ERP[etapa]}${complemento ? ` ${complemento}` : ''}: ${TIPOS_ERRO_ERP[tipo].msg}`;
}

export function falhaErp(tipo: TipoErroErp, etapa: EtapaErp, detalhe: string, complemento = ''): FalhaErp {
  return { tipo, msg: mensagemErroErp(tipo, etapa, complemento), detalhe, transitorio: TIPOS_ERRO_ERP[tipo].transitorio };
}
