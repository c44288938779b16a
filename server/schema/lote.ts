import { actor } from '../context';
import type { ContratanteInput } from '../services/contratantes';
import type { FilialInput } from '../services/filiais';
import { emLote } from '../services/lote';
import { salvarContratante } from './contratante';
import { salvarFilial } from './filial';
import type { Resolvers } from './resolverTypes';

/** The bulk actions: one per request (server/graphql/umaAcaoEmLote.ts). */
export const ACOES_EM_LOTE = ['ativarUsuarios', 'ativarContratantes', 'ativarMobileFiliais', 'bloqueiaMobileDispositivos'] as const;

export const loteTypeDefs = /* GraphQL */ `
  "A row a bulk action left as it was, and why (the message the single-row action gives)."
  type RecusaLote {
    id: Int!
    nome: String!
    motivo: String!
  }
  type ResultadoLote {
    alterados: [Int!]!
    recusados: [RecusaLote!]!
  }
  extend type Mutation {
    "Activates or deactivates each user as updateUsuario would (its rules and permission, row by row)."
    ativarUsuarios(ids: [Int!]!, ativo: Boolean!): ResultadoLote!
    "As createUpdateContratante with only 'ativo' changed, row by row."
    ativarContratantes(ids: [Int!]!, ativo: Boolean!): ResultadoLote!
    "As createUpdatMobileFilial with only 'ativo' changed, row by row."
    ativarMobileFiliais(ids: [Int!]!, ativo: Boolean!): ResultadoLote!
    "As bloqueiaMobileDispositivo, row by row."
    bloqueiaMobileDispositivos(ids: [Int!]!): ResultadoLote!
  }
`;

type Linha = Record<string, unknown>;
const nomeDe = (row: Linha) => String(row.nome ?? '');

export const loteResolvers: Resolvers = {
  Mutation: {
    ativarUsuarios: (_, a, ctx) =>
      emLote(
        a.ids,
        (id) => ctx.services.usuarios.crud.find(ctx.ability, id),
        nomeDe,
        async (id) => {
          await ctx.services.usuarios.update(ctx.ability, actor(ctx), id, { ativo: a.ativo });
        },
      ),
    ativarContratantes: (_, a, ctx) =>
      emLote(
        a.ids,
        (id) => ctx.services.contratantes.crud.find(ctx.ability, id),
        nomeDe,
        async (id, atual) => {
          await salvarContratante(ctx, { ...(atual as ContratanteInput), id, ativo: a.ativo });
        },
      ),
    ativarMobileFiliais: (_, a, ctx) =>
      emLote(
        a.ids,
        (id) => ctx.services.filiais.crud.find(ctx.ability, id),
        nomeDe,
        async (id, atual) => {
          await salvarFilial(ctx, { ...(atual as FilialInput), id, ativo: a.ativo });
        },
      ),
    bloqueiaMobileDispositivos: (_, a, ctx) =>
      emLote(
        a.ids,
        (id) => ctx.services.dispositivos.crud.find(ctx.ability, id),
        (row: Linha) => String(row.apelido || row.dispositivo || row.uuid),
        async (id) => {
          await ctx.services.dispositivos.block(ctx.ability, id);
        },
      ),
  },
};
