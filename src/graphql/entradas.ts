// Gerado por `npm run codegen` a partir do schema (codegen.ts): não edite.
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type ContratanteInput = {
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  bairro?: InputMaybe<Scalars['String']['input']>;
  cep?: InputMaybe<Scalars['String']['input']>;
  cidadeId?: InputMaybe<Scalars['Int']['input']>;
  complemento?: InputMaybe<Scalars['String']['input']>;
  docEstadual?: InputMaybe<Scalars['String']['input']>;
  docFederal?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  endereco?: InputMaybe<Scalars['String']['input']>;
  fantasia?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  maxDipositivos?: InputMaybe<Scalars['Int']['input']>;
  maxFiliais?: InputMaybe<Scalars['Int']['input']>;
  nome?: InputMaybe<Scalars['String']['input']>;
  numero?: InputMaybe<Scalars['String']['input']>;
  telefone?: InputMaybe<Scalars['String']['input']>;
  tipoEmpresa?: InputMaybe<Scalars['String']['input']>;
};

export type MobileDispositivoInput = {
  apelido?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  telefone?: InputMaybe<Scalars['String']['input']>;
};

export type MobileFilialConfiguracaoInput = {
  ativa?: InputMaybe<Scalars['Boolean']['input']>;
  dados: Scalars['String']['input'];
  filialId: Scalars['Int']['input'];
  mapeamento?: InputMaybe<Scalars['String']['input']>;
  tipo: Scalars['String']['input'];
};

export type MobileFilialDatabaseInput = {
  ativa?: InputMaybe<Scalars['Boolean']['input']>;
  configuracao: Scalars['String']['input'];
  filialId?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
};

export type MobileFilialInput = {
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  bairro?: InputMaybe<Scalars['String']['input']>;
  cep?: InputMaybe<Scalars['String']['input']>;
  cidadeId?: InputMaybe<Scalars['Int']['input']>;
  complemento?: InputMaybe<Scalars['String']['input']>;
  contratanteId?: InputMaybe<Scalars['Int']['input']>;
  docEstadual?: InputMaybe<Scalars['String']['input']>;
  docFederal?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  endereco?: InputMaybe<Scalars['String']['input']>;
  fantasia?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  nome?: InputMaybe<Scalars['String']['input']>;
  numero?: InputMaybe<Scalars['String']['input']>;
  numeroDispositivos?: InputMaybe<Scalars['Int']['input']>;
  telefone?: InputMaybe<Scalars['String']['input']>;
  tipoDocFederal?: InputMaybe<Scalars['String']['input']>;
};

export type OrderItem = {
  campo: Scalars['String']['input'];
  direcao?: InputMaybe<Scalars['String']['input']>;
};

/** List options (docs/produto.md §7): limit/offset are ignored when 0; campo and operador are checked against fixed lists. */
export type QueryOptions = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Array<OrderItem>>;
  where?: InputMaybe<WhereInput>;
};

export type SincronizarInput = {
  reenviarTodos?: InputMaybe<Scalars['Boolean']['input']>;
  tipo: Scalars['String']['input'];
};

export type UsuarioInput = {
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  contratanteId?: InputMaybe<Scalars['Int']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  nome?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  passwordConfirmacao?: InputMaybe<Scalars['String']['input']>;
  telefone?: InputMaybe<Scalars['String']['input']>;
};

/** updateUsuario takes the input without id, password and contratanteId; the e-mail is read-only. */
export type UsuarioUpdateInput = {
  ativo?: InputMaybe<Scalars['Boolean']['input']>;
  nome?: InputMaybe<Scalars['String']['input']>;
  telefone?: InputMaybe<Scalars['String']['input']>;
};

export type WebhookAlertaInput = {
  ativo: Scalars['Boolean']['input'];
  url: Scalars['String']['input'];
};

/** Which webhook: a branch's (identificadorApp, as the manager area) or a contratante's (contratanteId); one of the two. */
export type WebhookEscopo = {
  contratanteId?: InputMaybe<Scalars['Int']['input']>;
  identificadorApp?: InputMaybe<Scalars['String']['input']>;
};

export type WhereInput = {
  andWhere?: InputMaybe<Array<WhereItem>>;
  /** At least one must hold (the list search box). */
  orWhere?: InputMaybe<Array<WhereItem>>;
};

export type WhereItem = {
  campo: Scalars['String']['input'];
  operador: Scalars['String']['input'];
  valor?: InputMaybe<Scalars['String']['input']>;
};
