import type { Resolvers } from './resolverTypes';

export const cidadeTypeDefs = /* GraphQL */ `
  type Estado {
    id: Int!
    nome: String!
    sigla: String!
  }
  type Cidade {
    id: Int!
    nome: String!
    estadoId: Int!
    estado: Estado!
  }
  "Address by postal code (ViaCEP format) with the matching IBGE city."
  type Cep {
    cep: String!
    logradouro: String
    complemento: String
    bairro: String
    localidade: String
    uf: String
    unidade: String
    ibge: String
    gia: String
    cidade: Cidade
  }
  extend type Query {
    consultaCep(cep: String!): Cep!
    "Autocomplete: names starting with the text, accent- and case-insensitive, up to 10 by default."
    cidades(nome: String, limit: Int): [Cidade!]!
    cidade(id: Int!): Cidade
  }
`;

export const cidadeResolvers: Resolvers = {
  Query: {
    cidades: (_, a, ctx) => ctx.services.cidades.search(a.nome, a.limit ?? 10),
    cidade: (_, a, ctx) => ctx.cidades(a.id),
    consultaCep: (_, a, ctx) => ctx.services.lookups.cep(a.cep),
  },
};
