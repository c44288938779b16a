export const commonTypeDefs = /* GraphQL */ `
  "List options (docs/produto.md §7): limit/offset are ignored when 0; campo and operador are checked against fixed lists."
  input QueryOptions {
    limit: Int
    offset: Int
    where: WhereInput
    order: [OrderItem!]
  }
  input WhereInput {
    andWhere: [WhereItem!]
    "At least one must hold (the list search box)."
    orWhere: [WhereItem!]
  }
  input WhereItem {
    campo: String!
    operador: String!
    valor: String
  }
  input OrderItem {
    campo: String!
    direcao: String
  }
  type Query
  type Mutation
`;
