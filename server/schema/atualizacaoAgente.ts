import { actor, type AppContext } from '../context';

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
  extend type Query {
    "The versions of the agent this server can offer, newest first (provider administrator, or a user with a branch)."
    agenteVersoesDisponiveis: [AgenteVersaoDisponivel!]!
  }
`;

export const atualizacaoAgenteResolvers = {
  Query: {
    agenteVersoesDisponiveis: (_: unknown, _a: unknown, ctx: AppContext) => ctx.services.atualizacaoAgente.versoesDisponiveis(ctx.ability, actor(ctx)),
  },
};
