import { actor } from '../context';
import type { Resolvers } from './resolverTypes';

/** The agents' self-update (docs/operacao.md, "Atualização automática dos gerenciadores"). */
export const atualizacaoAgenteTypeDefs = /* GraphQL */ `
  "An executable of a version, as the agent checks it: SHA-256 and ed25519 signature (base64; null when unsigned)."
  type AgenteVersaoPlataforma {
    plataforma: String!
    tamanho: Int!
    sha256: String!
    assinatura: String
  }
  "A version the server can offer (built by npm run build:agent and archived under AGENT_DIST_DIR/versoes)."
  type AgenteVersaoDisponivel {
    versao: String!
    geradoEm: String!
    "SHA-256 of the public key that signed it (hex); null for an unsigned build."
    chave: String
    "Every platform signed: only then can it be a target."
    assinada: Boolean!
    plataformas: [AgenteVersaoPlataforma!]!
  }
  "A rollout: the version offered to a share of a contratante's branches, or of everyone's (contratanteId null)."
  type AgenteRollout {
    contratanteId: Int
    contratanteNome: String
    versao: String!
    percentual: Int!
    atualizadoEm: String!
  }
  "A branch's self-update: the version its agent last reported, its target, its pin and its last attempt (atualizado, revertido, recusado, falhou)."
  type GerenciadorAtualizacao {
    versaoAtual: String
    versaoAlvo: String
    versaoFixada: String
    ultimaVersao: String
    ultimoResultado: String
    ultimoMotivo: String
    ultimaEm: String
  }
  extend type Query {
    "The versions of the agent this server can offer, newest first (provider administrator, or a user with a branch)."
    agenteVersoesDisponiveis: [AgenteVersaoDisponivel!]!
    "The rollouts (provider administrator)."
    agenteRollouts: [AgenteRollout!]!
    "The branch's self-update: current, target, pin and last attempt."
    filialGerenciadorAtualizacao(identificadorApp: String!): GerenciadorAtualizacao!
  }
  extend type Mutation {
    "Offers a version to a share (0-100 %) of a contratante's branches, or of everyone's without contratanteId (provider administrator)."
    agenteDefinirRollout(contratanteId: Int, versao: String!, percentual: Int!): AgenteRollout!
    "Removes a rollout: its branches follow everyone's again."
    agenteRemoverRollout(contratanteId: Int): Boolean!
    "Pins the branch to a version (null: follows the rollouts)."
    filialGerenciadorFixarVersao(identificadorApp: String!, versao: String): GerenciadorAtualizacao!
  }
`;

export const atualizacaoAgenteResolvers: Resolvers = {
  Query: {
    agenteVersoesDisponiveis: (_, _a, ctx) => ctx.services.atualizacaoAgente.versoesDisponiveis(ctx.ability, actor(ctx)),
    agenteRollouts: (_, _a, ctx) => ctx.services.atualizacaoAgente.rollouts(ctx.ability, actor(ctx)),
    filialGerenciadorAtualizacao: (_, a, ctx) => ctx.services.atualizacaoAgente.situacao(ctx.ability, a.identificadorApp),
  },
  Mutation: {
    agenteDefinirRollout: (_, a, ctx) =>
      ctx.services.atualizacaoAgente.definirRollout(ctx.ability, actor(ctx), {
        contratanteId: a.contratanteId ?? null,
        versao: a.versao,
        percentual: a.percentual,
      }),
    agenteRemoverRollout: (_, a, ctx) => ctx.services.atualizacaoAgente.removerRollout(ctx.ability, actor(ctx), a.contratanteId ?? null),
    filialGerenciadorFixarVersao: (_, a, ctx) => ctx.services.atualizacaoAgente.fixarVersao(ctx.ability, a.identificadorApp, a.versao ?? null),
  },
};
