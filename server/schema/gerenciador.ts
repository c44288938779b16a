import { actor } from '../context';
import type { Resolvers } from './resolverTypes';

export const gerenciadorTypeDefs = /* GraphQL */ `
  "Result of a manager call (docs/produto.md §3): status, msg, erro; dados holds e.g. the row of a select test (JSON)."
  type GerenciadorResultado {
    status: Boolean!
    msg: String
    erro: String
    dados: String
  }
  type GerenciadorStatus {
    status: Boolean!
    msg: String
    erro: String
    conectado: Boolean!
    versao: String
    versaoServidor: String!
    desatualizado: Boolean!
    hostname: String
    ultimoContato: String
    tokenGerado: Boolean!
  }
  type SincronizacaoStatus {
    tipo: String!
    dtInicio: String
    dtFim: String
    executando: Boolean!
    sucesso: Boolean!
    cancelada: Boolean!
    erro: String
    updatedAt: String
    itemsCount: Int!
    itensSincronizadosCount: Int!
    envioCompleto: Boolean!
    "The run's outcome in Portuguese; erro keeps the detail (the engine's text, the rows that failed)."
    msg: String
    "The run started again by itself after an interruption (a lost server, a killed agent)."
    retomada: Boolean!
    "Removals held by the safety valve until confirmed (filialGerenciadorConfirmarRemocoes)."
    remocoesRetidas: Int!
    "Changes of the ERP's structure under the type's configuration (a column gone or retyped): the runs are held meanwhile."
    divergencias: [DivergenciaEstrutura!]!
    "Since when they hold (ISO), null when there are none."
    divergenciasDesde: String
    "When the next automatic run starts (ISO), as the connected agent programmed it from the interval and the schedule; null when none is programmed, one is running or the agent is not connected."
    proximaExecucao: String
  }
  "A read type's next automatic run as the connected agent programmed it (ISO; null while a run of it is going)."
  type ProximaExecucao {
    tipo: String!
    proximaExecucao: String
    executando: Boolean!
  }
  "A table or column a configuration uses that the ERP no longer has as it was (coluna null: the whole table)."
  type DivergenciaEstrutura {
    tabela: String!
    coluna: String
    motivo: String!
  }
  "How many phone records of an insert type (configuracaoDadosInsertCliente/Pedido/OrdemServico) are in each situação."
  type RegistrosAplicativoResumo {
    tipo: String!
    pendente: Int!
    integrado: Int!
    erro: Int!
    descartado: Int!
    "Changes of the ERP's structure under the insert's statements: the records wait in the queue meanwhile."
    divergencias: [DivergenciaEstrutura!]!
    divergenciasDesde: String
  }
  input SincronizarInput {
    tipo: String!
    reenviarTodos: Boolean
  }
  extend type Query {
    filialGerenciadorStatus(identificadorApp: String!): GerenciadorStatus!
    filialGerenciadorTestarConexao(identificadorApp: String!, dadosConexao: String!): GerenciadorResultado!
    filialGerenciadorTestarSQL(identificadorApp: String!, dadosSQL: String!): GerenciadorResultado!
    filialGerenciadorSincronizar(identificadorApp: String!, dados: SincronizarInput!): GerenciadorResultado!
    filialGerenciadorSincronizarCancelar(identificadorApp: String!, tipo: String!): GerenciadorResultado!
    filialGerenciadorSincronizarStatus(identificadorApp: String!, tipo: String!): SincronizacaoStatus!
    "The read types with an automatic run programmed or running, in the catalogue's order; empty while the agent is not connected."
    filialGerenciadorProximasExecucoes(identificadorApp: String!): [ProximaExecucao!]!
    "Phone records of the branch for an insert type (tipo), by situação (pendente, integrado, erro, descartado)."
    filialGerenciadorRegistrosResumo(identificadorApp: String!, tipo: String!): RegistrosAplicativoResumo!
  }
  extend type Mutation {
    filialGerenciadorLimparDadosSite(identificadorApp: String!, tipo: String!): GerenciadorResultado!
    filialGerenciadorReiniciar(identificadorApp: String!): GerenciadorResultado!
    "Sends the removals the safety valve held for a data type (tipo) after its last complete read."
    filialGerenciadorConfirmarRemocoes(identificadorApp: String!, tipo: String!): GerenciadorResultado!
    "Puts one phone record in erro (by uuid) of an insert type back in the queue; the agent writes it again."
    filialGerenciadorRegistroReenviar(identificadorApp: String!, tipo: String!, uuid: String!): GerenciadorResultado!
    "Discards one phone record in erro (by uuid): never written to the ERP; the record and its history stay."
    filialGerenciadorRegistroDescartar(identificadorApp: String!, tipo: String!, uuid: String!): GerenciadorResultado!
    "Puts every phone record in erro of an insert type back in the queue."
    filialGerenciadorRegistrosReenviarErros(identificadorApp: String!, tipo: String!): GerenciadorResultado!
    "Discards every phone record in erro of an insert type."
    filialGerenciadorRegistrosDescartarErros(identificadorApp: String!, tipo: String!): GerenciadorResultado!
    "A new agent token for the branch, shown once; the previous one stops working."
    gerarTokenGerenciador(filialId: Int!): String!
  }
`;

type R = { status: boolean; msg?: string | null; erro?: string | null; dados?: unknown };
const withJson = (r: R) => ({ ...r, dados: r.dados === undefined || r.dados === null ? null : JSON.stringify(r.dados) });

export const gerenciadorResolvers: Resolvers = {
  Query: {
    filialGerenciadorStatus: (_, a, ctx) => ctx.services.gerenciador.status(ctx.ability, a.identificadorApp),
    filialGerenciadorTestarConexao: async (_, a, ctx) =>
      withJson(await ctx.services.gerenciador.testarConexao(ctx.ability, a.identificadorApp, a.dadosConexao)),
    filialGerenciadorTestarSQL: async (_, a, ctx) => withJson(await ctx.services.gerenciador.testarSQL(ctx.ability, a.identificadorApp, a.dadosSQL)),
    filialGerenciadorSincronizar: async (_, a, ctx) => withJson(await ctx.services.gerenciador.sincronizar(ctx.ability, a.identificadorApp, a.dados)),
    filialGerenciadorSincronizarCancelar: async (_, a, ctx) => withJson(await ctx.services.gerenciador.cancelar(ctx.ability, a.identificadorApp, a.tipo)),
    filialGerenciadorSincronizarStatus: (_, a, ctx) => ctx.services.gerenciador.sincronizacaoStatus(ctx.ability, a.identificadorApp, a.tipo),
    filialGerenciadorProximasExecucoes: (_, a, ctx) => ctx.services.gerenciador.proximasExecucoes(ctx.ability, a.identificadorApp),
    filialGerenciadorRegistrosResumo: (_, a, ctx) => ctx.services.filaRegistrosApp.resumo(ctx.ability, a.identificadorApp, a.tipo),
  },
  Mutation: {
    filialGerenciadorLimparDadosSite: async (_, a, ctx) => withJson(await ctx.services.gerenciador.limparDadosSite(ctx.ability, a.identificadorApp, a.tipo)),
    filialGerenciadorReiniciar: async (_, a, ctx) => withJson(await ctx.services.gerenciador.reiniciar(ctx.ability, a.identificadorApp)),
    gerarTokenGerenciador: (_, a, ctx) => ctx.services.gerenciador.gerarToken(ctx.ability, a.filialId),
    filialGerenciadorConfirmarRemocoes: async (_, a, ctx) =>
      withJson(await ctx.services.gerenciador.confirmarRemocoes(ctx.ability, a.identificadorApp, a.tipo)),
    filialGerenciadorRegistroReenviar: async (_, a, ctx) =>
      withJson(await ctx.services.filaRegistrosApp.reenviar(ctx.ability, actor(ctx).id, a.identificadorApp, a.tipo, a.uuid)),
    filialGerenciadorRegistroDescartar: async (_, a, ctx) =>
      withJson(await ctx.services.filaRegistrosApp.descartar(ctx.ability, actor(ctx).id, a.identificadorApp, a.tipo, a.uuid)),
    filialGerenciadorRegistrosReenviarErros: async (_, a, ctx) =>
      withJson(await ctx.services.filaRegistrosApp.reenviar(ctx.ability, actor(ctx).id, a.identificadorApp, a.tipo)),
    filialGerenciadorRegistrosDescartarErros: async (_, a, ctx) =>
      withJson(await ctx.services.filaRegistrosApp.descartar(ctx.ability, actor(ctx).id, a.identificadorApp, a.tipo)),
  },
};
