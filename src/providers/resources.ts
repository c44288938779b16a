import type {
  ContratanteInput,
  MobileDispositivoInput,
  MobileFilialDatabaseInput,
  MobileFilialInput,
  UsuarioInput,
  UsuarioUpdateInput,
} from '../../common/graphql/tipos';
import { fromDatabaseRecord, toDatabaseInput } from './databaseConfig';

/**
 * The GraphQL operations of each react-admin resource (docs/produto.md §7). The resource name is the name of
 * its list query; inputFields are what the server's input type accepts (anything else is refused).
 */
export interface MutationSpec {
  operation: string;
  inputType: string;
  inputFields: readonly string[];
  /** updateUsuario(id: Int!, input): the id travels beside the input instead of inside it. */
  idArgument?: boolean;
}

type Data = Record<string, unknown>;

/**
 * Fields of the input type `T` (generated from the SDL): a name the type does not have is a type error, and
 * so is one the type has and the list leaves out (named in `falta`), unless it is in `Fora` (sent apart,
 * like the id of an update).
 */
const camposDe =
  <T, Fora extends keyof T = never>() =>
  <const K extends readonly (keyof T)[]>(
    campos: K & ([Exclude<keyof T, Fora | K[number]>] extends [never] ? unknown : { falta: Exclude<keyof T, Fora | K[number]> }),
  ): K =>
    campos;

export interface ResourceSpec {
  list: string;
  count: string;
  one: string;
  /** The selection set of one record. */
  fields: string;
  /** Text fields the search box ("q") looks in, with 'ilike'. */
  searchFields: readonly string[];
  /** Absent where the product has no such operation (devices are created by the phone, never removed). */
  create?: MutationSpec;
  /** Absent where records are read only (the audit trail). */
  update?: MutationSpec;
  delete?: string;
  /** A record as the forms see it, from the server's shape (e.g. JSON text split into fields). */
  fromServer?: (record: Data) => Data;
  /** The reverse, before the input fields are picked. */
  toServer?: (data: Data) => Data;
}

const CONTRATANTE_INPUT = camposDe<ContratanteInput, 'id'>()([
  'tipoEmpresa',
  'email',
  'nome',
  'fantasia',
  'docFederal',
  'docEstadual',
  'telefone',
  'ativo',
  'endereco',
  'numero',
  'complemento',
  'cep',
  'bairro',
  'cidadeId',
  'maxDipositivos',
  'maxFiliais',
]);

const FILIAL_INPUT = camposDe<MobileFilialInput, 'id'>()([
  'contratanteId',
  'numeroDispositivos',
  'nome',
  'tipoDocFederal',
  'fantasia',
  'docFederal',
  'docEstadual',
  'telefone',
  'email',
  'cep',
  'cidadeId',
  'endereco',
  'numero',
  'bairro',
  'complemento',
  'ativo',
]);

const BANCO_INPUT = camposDe<MobileFilialDatabaseInput, 'id'>()(['configuracao', 'ativa', 'filialId']);

const CIDADE = 'cidade { id nome estado { sigla } }';

export const RESOURCES: Record<string, ResourceSpec> = {
  usuarios: {
    list: 'usuarios',
    count: 'usuariosCount',
    one: 'usuario',
    fields: 'id nome email telefone ativo ultimaAtividade contratanteId',
    searchFields: ['nome', 'email', 'telefone'],
    create: {
      operation: 'createUsuario',
      inputType: 'UsuarioInput',
      inputFields: camposDe<UsuarioInput>()(['nome', 'email', 'telefone', 'ativo', 'password', 'passwordConfirmacao', 'contratanteId']),
    },
    update: {
      operation: 'updateUsuario',
      inputType: 'UsuarioUpdateInput',
      inputFields: camposDe<UsuarioUpdateInput>()(['nome', 'telefone', 'ativo']),
      idArgument: true,
    },
    delete: 'deleteUsuario',
  },
  contratantes: {
    list: 'contratantes',
    count: 'contratantesCount',
    one: 'contratante',
    fields:
      'id tipoEmpresa email nome fantasia docFederal docEstadual telefone ativo endereco numero complemento cep bairro ' +
      `cidadeId maxDipositivos maxFiliais ${CIDADE}`,
    searchFields: ['nome', 'fantasia', 'docFederal', 'email', 'telefone'],
    create: { operation: 'createUpdateContratante', inputType: 'ContratanteInput', inputFields: CONTRATANTE_INPUT },
    update: { operation: 'createUpdateContratante', inputType: 'ContratanteInput', inputFields: ['id', ...CONTRATANTE_INPUT] },
    delete: 'deleteContratante',
  },
  mobileFiliais: {
    list: 'mobileFiliais',
    count: 'mobileFiliaisCount',
    one: 'mobileFilial',
    fields:
      'id contratanteId filialUuid identificadorApp numeroDispositivos nome tipoDocFederal fantasia docFederal docEstadual ' +
      `telefone email cep cidadeId endereco numero bairro complemento ativo ${CIDADE}`,
    searchFields: ['nome', 'fantasia', 'docFederal', 'identificadorApp', 'email', 'telefone'],
    create: { operation: 'createUpdatMobileFilial', inputType: 'MobileFilialInput', inputFields: FILIAL_INPUT },
    update: { operation: 'createUpdatMobileFilial', inputType: 'MobileFilialInput', inputFields: ['id', ...FILIAL_INPUT] },
    delete: 'deleteMobileFilial',
  },
  mobileDispositivos: {
    list: 'mobileDispositivos',
    count: 'mobileDispositivosCount',
    one: 'mobileDispositivo',
    fields: 'id uuid dispositivo plataforma versaoApp dataAtivacao dataUltimoAcesso ativo bloqueado whitelisted filialId apelido email telefone',
    searchFields: ['uuid', 'dispositivo', 'apelido', 'versaoApp'],
    update: {
      operation: 'updateMobileDispositivo',
      inputType: 'MobileDispositivoInput',
      inputFields: camposDe<MobileDispositivoInput, 'id'>()(['apelido', 'email', 'telefone']),
    },
  },
  auditorias: {
    list: 'auditorias',
    count: 'auditoriasCount',
    one: 'auditorias',
    fields: 'id quando usuarioId usuarioNome usuarioEmail endereco acao entidade entidadeId entidadeNome contratanteId antes depois',
    searchFields: ['usuarioNome', 'usuarioEmail', 'entidadeNome'],
  },
  /** The fleet home's list (docs/frota.md): read only, always trouble first; filters busca, contratanteId, problema. */
  gerenciadoresFrota: {
    list: 'gerenciadoresFrota',
    count: 'gerenciadoresFrotaCount',
    // No single-row query: the list never asks for one.
    one: 'gerenciadoresFrota',
    fields:
      'id filialId nome ativo contratanteId contratanteNome pedidosSincronizados pedidosDia pedidosSemSincronizar qtdeErros gerenciadorConectado ' +
      'versaoGerenciador ultimoContatoGerenciador problemas registrosErro execucoesFalha estruturaAlterada desatualizado versaoAlvo ' +
      'ultimaAtualizacao { quando resultado versao motivo }',
    searchFields: ['busca'],
  },
  mobileFilialDatabases: {
    list: 'mobileFilialDatabases',
    count: 'mobileFilialDatabasesCount',
    one: 'mobileFilialDatabase',
    fields: 'id configuracao database ativa filialId',
    searchFields: ['database'],
    create: { operation: 'createUpdateMobileFilialDatabase', inputType: 'MobileFilialDatabaseInput', inputFields: BANCO_INPUT },
    update: {
      operation: 'createUpdateMobileFilialDatabase',
      inputType: 'MobileFilialDatabaseInput',
      inputFields: BANCO_INPUT,
    },
    delete: 'deleteMobileFilialDatabase',
    fromServer: fromDatabaseRecord,
    toServer: toDatabaseInput,
  },
};

export function resourceSpec(resource: string): ResourceSpec {
  const spec = RESOURCES[resource];
  if (!spec) throw new Error(`Recurso desconhecido: ${resource}`);
  return spec;
}
