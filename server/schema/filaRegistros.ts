import type { AppContext } from '../context';
import type { Resolvers } from './resolverTypes';

/** The manager's queue of phone records (docs/guia-integrador.md §7, Registros do Aplicativo); re-send and discard are the filialGerenciadorRegistro* mutations. */
export const filaRegistrosTypeDefs = /* GraphQL */ `
  "How a phone record stands (common/catalogo SITUACOES_REGISTRO_APP, which the service checks a filter against)."
  enum SituacaoRegistroApp {
    pendente
    integrado
    erro
    descartado
  }
  "A record a phone sent; tipo is its insert page's type."
  type RegistroAplicativo {
    id: Int!
    tipo: String!
    uuid: String!
    situacao: SituacaoRegistroApp!
    descricao: String!
    chaveErp: String
    erro: String
    erroDetalhe: String
    tentativas: Int!
    dispositivo: String
    vendedor: String
    recebidoEm: String!
    integradoEm: String
    atualizadoEm: String!
  }
  type RegistrosAplicativoPagina {
    total: Int!
    registros: [RegistroAplicativo!]!
  }
  extend type Query {
    "The branch's phone records, newest first, by insert type (tipo) and situação (a SituacaoRegistroApp; a String, so that the service answers any other with its own message)."
    filialGerenciadorRegistros(identificadorApp: String!, tipo: String, situacao: String, limit: Int, offset: Int): RegistrosAplicativoPagina!
  }
`;

export const filaRegistrosResolvers: Resolvers = {
  Query: {
    filialGerenciadorRegistros: (
      _: unknown,
      a: { identificadorApp: string; tipo?: string | null; situacao?: string | null; limit?: number | null; offset?: number | null },
      ctx: AppContext,
    ) => ctx.services.filaRegistrosApp.listar(ctx.ability, a.identificadorApp, { tipo: a.tipo, situacao: a.situacao, limite: a.limit, offset: a.offset }),
  },
};
