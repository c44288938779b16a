import { createHash, randomUUID } from 'node:crypto';
import { CONFIGURACAO_BASICA_PADRAO, type ConfiguracaoBasica } from '../../common/catalogo';
import { MobileDadosService, type RegistroSincronizado } from '../../server/sincronizacao/mobileDados';
import { RegistrosAppService } from '../../server/gravacao/registrosApp';
import { TelefoneSimulado } from '../../scripts/device';
import { createFilial, createPartner, type Partner } from '../support/fixtures';
import { ADMIN, type TestApp } from '../support/testApp';

/** Shared set-up of the device API tests: a partner's branch, its basic configuration and synced data. */
export interface CenarioMobile {
  t: TestApp;
  partner: Partner;
  filialId: number;
  identificadorApp: string;
  dados: MobileDadosService;
  registros: RegistrosAppService;
  configurar: (basica: Partial<ConfiguracaoBasica>) => Promise<void>;
  sincronizar: (tipo: string, registros: RegistroSincronizado[]) => Promise<void>;
  telefone: (uuid?: string) => Promise<TelefoneSimulado>;
  /** A phone activated and logged in as the seller. */
  vendedorLogado: (login: string, senha: string, uuid?: string) => Promise<TelefoneSimulado>;
}

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
export const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

let sequencia = 0;

/** A seller as the agent pushes it (configuracaoDadosUsuario), with an md5 password by default. */
export const usuario = (identificador: string, login: string, senha: string, extra: Record<string, unknown> = {}): RegistroSincronizado => ({
  identificador,
  dados: {
    usuarioIdentificador: identificador,
    nome: `Vendedor ${login}`,
    login,
    password: md5(senha),
    visualizaTodosPedidos: false,
    naoFazPedido: false,
    ...extra,
  },
});

export const produto = (identificador: string, extra: Record<string, unknown> = {}): RegistroSincronizado => ({
  identificador,
  dados: {
    produtoIdentificador: identificador,
    descricao: `Produto ${identificador}`,
    valorUnitario: 10,
    valorVendaAPrazo: 0,
    estoqueAtual: 100,
    ativo: true,
    ...extra,
  },
});

export const cliente = (identificador: string, extra: Record<string, unknown> = {}): RegistroSincronizado => ({
  identificador,
  dados: { clienteIdentificador: identificador, nome: `Cliente ${identificador}`, tipoPessoa: 'J', docFederal: '11222333000181', ativo: true, ...extra },
});

export async function criarCenario(
  t: TestApp,
  nome: string,
  opcoes: { numeroDispositivos?: number; basica?: Partial<ConfiguracaoBasica> } = {},
): Promise<CenarioMobile> {
  sequencia += 1;
  const admin = await t.login(ADMIN.email, ADMIN.password);
  const partner = await createPartner(t, admin, `${nome}${sequencia}`);
  const numeroDispositivos = opcoes.numeroDispositivos ?? 20;
  await t.app.db.kysely.updateTable('contratante').set({ maxDipositivos: numeroDispositivos, maxFiliais: 5 }).where('id', '=', partner.contratanteId).execute();
  const filialId = await createFilial(t, partner.token, `Filial ${nome}`, { numeroDispositivos });
  const { identificadorApp } = await t.app.db.kysely
    .selectFrom('mobile_filial')
    .select('identificadorApp')
    .where('id', '=', filialId)
    .executeTakeFirstOrThrow();
  const dados = new MobileDadosService(t.app.db);
  const registros = new RegistrosAppService(t.app.db, { notify: () => undefined });

  const configurar = async (basica: Partial<ConfiguracaoBasica>) => {
    const r = await t.gql(
      'mutation($i: MobileFilialConfiguracaoInput!) { createUpdateMobileFilialConfiguracao(input: $i) { id } }',
      { i: { filialId, tipo: 'configuracaoBasica', dados: JSON.stringify({ ...CONFIGURACAO_BASICA_PADRAO, ...basica }), mapeamento: '{}', ativa: true } },
      partner.token,
    );
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  };
  if (opcoes.basica) await configurar(opcoes.basica);

  const telefone = async (uuid: string = randomUUID()) => {
    const fone = new TelefoneSimulado(t.url);
    const r = await fone.ativar({ identificadorApp, uuid });
    if (r.status !== 200) throw new Error(`ativação falhou: ${JSON.stringify(r.corpo)}`);
    return fone;
  };
  return {
    t,
    partner,
    filialId,
    identificadorApp,
    dados,
    registros,
    configurar,
    telefone,
    sincronizar: async (tipo, lote) => void (await dados.gravarLote(filialId, tipo, lote)),
    vendedorLogado: async (login, senha, uuid) => {
      const fone = await telefone(uuid);
      const r = await fone.login(login, senha);
      if (r.status !== 200) throw new Error(`login falhou: ${JSON.stringify(r.corpo)}`);
      return fone;
    },
  };
}
