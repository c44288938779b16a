import type { AtualizacaoFilial } from '../api/atualizacao';
import type { RegistroFila } from '../../../common/api/filaRegistros';
import type { ExecucaoSincronizacao } from '../../../common/api/historicoSincronizacao';
import type { ProximaExecucao } from '../../../common/api/statusSincronizacao';
import type { EntregaWebhook, WebhookAlerta, WebhooksDoEscopo } from '../../../common/api/webhook';
import { configuracaoPadrao, type ConfiguracaoBasica } from '../../../common/catalogo';
import { graphql, HttpResponse } from '../../test/graphql';
import { server } from '../../test/server';
import type { Sugestao } from '../api/sugestao';
import type { ResultadoGerenciador, StatusGerenciador, StatusSincronizacao } from '../api/types';

export const FILIAL = { __typename: 'MobileFilial', id: 5, nome: 'Filial Centro', identificadorApp: 'ABC123', ativo: true };

interface Salva {
  dados: Record<string, unknown>;
  mapeamento: Record<string, unknown>;
  ativa: boolean;
}

/** What the manager's pages asked the fake server, for the tests to check. */
export interface BackendFake {
  configuracoes: Map<string, Salva>;
  salvamentos: { tipo: string; dados: Record<string, unknown>; mapeamento: Record<string, unknown>; ativa: boolean }[];
  chamadas: { operacao: string; variaveis: Record<string, unknown> }[];
  status: StatusGerenciador;
  sincronizacao: StatusSincronizacao;
  /** The phone records of the insert pages, by situação. */
  registros: { pendente: number; integrado: number; erro: number; descartado: number };
  /** The next automatic runs the status page lists (filialGerenciadorProximasExecucoes). */
  proximas: ProximaExecucao[];
  respostas: Partial<Record<string, () => ResultadoGerenciador | Promise<ResultadoGerenciador>>>;
  /** The phone records queue (filialGerenciadorRegistros), newest first; re-send and discard change it. */
  fila: RegistroFila[];
  /** The run history (filialGerenciadorExecucoes), newest first, and each run's failures CSV. */
  execucoes: ExecucaoSincronizacao[];
  erroAoSalvar?: { message: string; fields: Record<string, string> };
  /** What the server says though it saved (an insert page not checked against the ERP). */
  avisoAoSalvar?: string;
  /** The webhook alerts (webhookAlerta) and the branch's deliveries (webhookAlertaEntregas), newest first. */
  webhooks: WebhooksDoEscopo;
  entregas: EntregaWebhook[];
  /** The field errors webhookAlertaSalvar answers instead of saving. */
  erroWebhook?: Record<string, string>;
  /** The branch's self-update (filialGerenciadorAtualizacao) and the signed versions it may be pinned to. */
  atualizacao: AtualizacaoFilial;
  versoes: string[];
  /** The proposal of "Sugerir configuração" per type (and table chosen), or the error the server answers. */
  sugestao?: (tipo: string, tabela?: string) => Sugestao | { erro: string };
}

const json = (data: unknown) => HttpResponse.json({ data }) as never;
const view = (tipo: string, c: Salva) => ({
  __typename: 'MobileFilialConfiguracao',
  tipo,
  dados: JSON.stringify(c.dados),
  mapeamento: JSON.stringify(c.mapeamento),
  ativa: c.ativa,
});
const webhookView = (w: WebhookAlerta | null) => (w ? { __typename: 'WebhookAlerta', ...w } : null);
const resultado = (r: ResultadoGerenciador) => ({ __typename: 'GerenciadorResultado', ...r, dados: r.dados === undefined ? null : JSON.stringify(r.dados) });

/** The manager's GraphQL operations over msw, backed by a small in-memory state. */
export function backendFake(opcoes: { basica?: Partial<ConfiguracaoBasica>; filial?: typeof FILIAL | null } = {}): BackendFake {
  const fake: BackendFake = {
    configuracoes: new Map(),
    salvamentos: [],
    chamadas: [],
    status: {
      status: false,
      msg: 'O gerenciador do Cliente esta desconectado.',
      erro: null,
      conectado: false,
      versao: null,
      versaoServidor: '0.1.0',
      desatualizado: false,
      hostname: null,
      ultimoContato: null,
      tokenGerado: false,
    },
    sincronizacao: {
      tipo: '',
      dtInicio: null,
      dtFim: null,
      executando: false,
      sucesso: false,
      cancelada: false,
      erro: null,
      updatedAt: null,
      itemsCount: 0,
      itensSincronizadosCount: 0,
      envioCompleto: false,
      msg: null,
      retomada: false,
      remocoesRetidas: 0,
      proximaExecucao: null,
    },
    registros: { pendente: 0, integrado: 0, erro: 0, descartado: 0 },
    proximas: [],
    respostas: {},
    fila: [],
    execucoes: [],
    webhooks: { contratanteId: 9, proprio: null, contratante: null, podeEditar: true, podeEditarContratante: false },
    entregas: [],
    atualizacao: { versaoAtual: null, versaoAlvo: null, versaoFixada: null, ultimaVersao: null, ultimoResultado: null, ultimoMotivo: null, ultimaEm: null },
    versoes: [],
  };
  if (opcoes.basica) {
    const padrao = configuracaoPadrao('configuracaoBasica');
    fake.configuracoes.set('configuracaoBasica', { dados: { ...padrao.dados, ...opcoes.basica }, mapeamento: { ...padrao.mapeamento }, ativa: true });
  }
  const ler = (tipo: string): Salva => fake.configuracoes.get(tipo) ?? (configuracaoPadrao(tipo) as unknown as Salva);
  const comando = (operacao: string, tipo: 'query' | 'mutation' = 'query') =>
    graphql[tipo](operacao, async ({ variables }) => {
      fake.chamadas.push({ operacao, variaveis: variables });
      const responder = fake.respostas[operacao];
      return json({
        [operacao]: resultado(responder ? await responder() : { status: false, msg: 'Falhou', erro: 'O gerenciador do Cliente esta desconectado.' }),
      });
    });

  server.use(
    graphql.query('mobileFilial', ({ variables }) => {
      fake.chamadas.push({ operacao: 'mobileFilial', variaveis: variables });
      return json({ mobileFilial: opcoes.filial === undefined ? FILIAL : opcoes.filial });
    }),
    graphql.query('mobileFilialConfiguracao', ({ variables }) => json({ mobileFilialConfiguracao: view(variables.tipo, ler(variables.tipo)) })),
    graphql.mutation('createUpdateMobileFilialConfiguracao', ({ variables }) => {
      const { tipo, dados, mapeamento, ativa } = variables.input;
      const salva = { dados: JSON.parse(dados), mapeamento: JSON.parse(mapeamento), ativa };
      fake.salvamentos.push({ tipo, ...salva });
      if (fake.erroAoSalvar) {
        return HttpResponse.json({
          data: null,
          errors: [{ message: fake.erroAoSalvar.message, extensions: { code: 'VALIDATION', fields: fake.erroAoSalvar.fields } }],
        }) as never;
      }
      fake.configuracoes.set(tipo, salva);
      return json({ createUpdateMobileFilialConfiguracao: { ...view(tipo, salva), aviso: fake.avisoAoSalvar ?? null } });
    }),
    graphql.mutation('limparMobileFilialConfiguracao', ({ variables }) => {
      fake.configuracoes.delete(variables.tipo);
      return json({ limparMobileFilialConfiguracao: view(variables.tipo, ler(variables.tipo)) });
    }),
    graphql.query('filialGerenciadorProximasExecucoes', () =>
      json({ filialGerenciadorProximasExecucoes: fake.proximas.map((p) => ({ __typename: 'ProximaExecucao', ...p })) }),
    ),
    graphql.query('filialGerenciadorAtualizacao', () => json({ filialGerenciadorAtualizacao: { __typename: 'GerenciadorAtualizacao', ...fake.atualizacao } })),
    graphql.query('agenteVersoesDisponiveis', () =>
      json({ agenteVersoesDisponiveis: fake.versoes.map((versao) => ({ __typename: 'AgenteVersaoDisponivel', versao, assinada: true })) }),
    ),
    graphql.mutation('filialGerenciadorFixarVersao', ({ variables }) => {
      fake.chamadas.push({ operacao: 'filialGerenciadorFixarVersao', variaveis: variables });
      fake.atualizacao = { ...fake.atualizacao, versaoFixada: variables.versao ?? null, versaoAlvo: variables.versao ?? null };
      return json({ filialGerenciadorFixarVersao: { __typename: 'GerenciadorAtualizacao', ...fake.atualizacao } });
    }),
    graphql.query('filialGerenciadorStatus', () => json({ filialGerenciadorStatus: { __typename: 'GerenciadorStatus', ...fake.status } })),
    graphql.query('filialGerenciadorSincronizarStatus', ({ variables }) =>
      json({ filialGerenciadorSincronizarStatus: { __typename: 'SincronizacaoStatus', ...fake.sincronizacao, tipo: variables.tipo } }),
    ),
    comando('filialGerenciadorTestarConexao'),
    comando('filialGerenciadorTestarSQL'),
    comando('filialGerenciadorSincronizar'),
    comando('filialGerenciadorSincronizarCancelar'),
    comando('filialGerenciadorConfirmarRemocoes', 'mutation'),
    comando('filialGerenciadorRegistrosReenviarErros', 'mutation'),
    comando('filialGerenciadorRegistrosDescartarErros', 'mutation'),
    graphql.query('filialGerenciadorRegistros', ({ variables }) => {
      fake.chamadas.push({ operacao: 'filialGerenciadorRegistros', variaveis: variables });
      const filtrados = fake.fila.filter((r) => (!variables.tipo || r.tipo === variables.tipo) && (!variables.situacao || r.situacao === variables.situacao));
      const offset = variables.offset ?? 0;
      const registros = filtrados.slice(offset, offset + (variables.limit ?? 20)).map((r) => ({ __typename: 'RegistroAplicativo', ...r }));
      return json({ filialGerenciadorRegistros: { __typename: 'RegistrosAplicativoPagina', total: filtrados.length, registros } });
    }),
    ...(['Reenviar', 'Descartar'] as const).map((acao) =>
      graphql.mutation(`filialGerenciadorRegistro${acao}`, ({ variables }) => {
        const operacao = `filialGerenciadorRegistro${acao}`;
        fake.chamadas.push({ operacao, variaveis: variables });
        const registro = fake.fila.find((r) => r.tipo === variables.tipo && r.uuid === variables.uuid && r.situacao === 'erro');
        if (registro) Object.assign(registro, acao === 'Reenviar' ? { situacao: 'pendente', erro: null, erroDetalhe: null } : { situacao: 'descartado' });
        const msg = registro ? (acao === 'Reenviar' ? '1 registro(s) reenviado(s).' : '1 registro(s) descartado(s).') : 'Nenhum registro com erro.';
        return json({ [operacao]: { __typename: 'GerenciadorResultado', status: Boolean(registro), msg, erro: registro ? null : msg } });
      }),
    ),
    graphql.query('filialGerenciadorExecucoes', ({ variables }) => {
      fake.chamadas.push({ operacao: 'filialGerenciadorExecucoes', variaveis: variables });
      const doTipo = fake.execucoes.filter((e) => !variables.tipo || e.tipo === variables.tipo);
      const offset = variables.offset ?? 0;
      const execucoes = doTipo.slice(offset, offset + (variables.limit ?? 20)).map((e) => ({ __typename: 'ExecucaoSincronizacao', ...e }));
      return json({ filialGerenciadorExecucoes: { __typename: 'ExecucoesSincronizacao', total: doTipo.length, execucoes } });
    }),
    graphql.query('filialGerenciadorExecucaoFalhasCsv', ({ variables }) => {
      fake.chamadas.push({ operacao: 'filialGerenciadorExecucaoFalhasCsv', variaveis: variables });
      return json({
        filialGerenciadorExecucaoFalhasCsv: {
          __typename: 'ArquivoTexto',
          nome: `falhas-${variables.id}.csv`,
          conteudo: '\uFEFFidentificador;motivo\r\nP1;Preço inválido\r\n',
        },
      });
    }),
    comando('filialGerenciadorDescobrirTabelas'),
    comando('filialGerenciadorPrevisualizar'),
    comando('filialGerenciadorTestarInsert'),
    ...['filialGerenciadorSugerirConfiguracao', 'filialGerenciadorSugerirConfiguracaoTabela'].map((operacao) =>
      graphql.query(operacao, ({ variables }) => {
        fake.chamadas.push({ operacao, variaveis: variables });
        const r = fake.sugestao?.(variables.tipo, variables.tabela ?? undefined) ?? { erro: 'O gerenciador do Cliente esta desconectado.' };
        if ('erro' in r) return HttpResponse.json({ data: null, errors: [{ message: r.erro, extensions: { code: 'BAD_USER_INPUT' } }] }) as never;
        const resposta = { __typename: 'SugestaoConfiguracao', ...r, dados: JSON.stringify(r.dados), mapeamento: JSON.stringify(r.mapeamento) };
        return json({ filialGerenciadorSugerirConfiguracao: resposta });
      }),
    ),
    graphql.query('webhookAlerta', () =>
      json({
        webhookAlerta: {
          __typename: 'WebhooksAlerta',
          ...fake.webhooks,
          proprio: webhookView(fake.webhooks.proprio),
          contratante: webhookView(fake.webhooks.contratante),
        },
      }),
    ),
    graphql.query('webhookAlertaEntregas', ({ variables }) =>
      json({
        webhookAlertaEntregas: {
          __typename: 'EntregasWebhook',
          total: fake.entregas.length,
          entregas: fake.entregas
            .slice(0, variables.limit ?? 10)
            .map((e) => ({ __typename: 'EntregaWebhook', ...e, tentativas: e.tentativas.map((t) => ({ __typename: 'TentativaWebhook', ...t })) })),
        },
      }),
    ),
    graphql.mutation('webhookAlertaSalvar', ({ variables }) => {
      fake.chamadas.push({ operacao: 'webhookAlertaSalvar', variaveis: variables });
      if (fake.erroWebhook)
        return HttpResponse.json({
          data: null,
          errors: [{ message: Object.values(fake.erroWebhook).join('\n'), extensions: { code: 'VALIDATION', fields: fake.erroWebhook } }],
        }) as never;
      const novo = !fake.webhooks.proprio;
      const agora = '2026-11-26T12:00:00.000Z';
      fake.webhooks.proprio = {
        origem: 'filial',
        url: variables.dados.url,
        ativo: variables.dados.ativo,
        criadoEm: fake.webhooks.proprio?.criadoEm ?? agora,
        atualizadoEm: agora,
        podeEditar: true,
      };
      return json({
        webhookAlertaSalvar: { __typename: 'WebhookAlertaSalvo', segredo: novo ? 'fvwh_segredo-de-teste' : null, webhook: webhookView(fake.webhooks.proprio) },
      });
    }),
    graphql.mutation('webhookAlertaTestar', ({ variables }) => {
      fake.chamadas.push({ operacao: 'webhookAlertaTestar', variaveis: variables });
      return json({
        webhookAlertaTestar: resultado({
          status: true,
          msg: 'Evento de teste enviado à fila: a entrega aparece no histórico de entregas em instantes.',
          erro: null,
        }),
      });
    }),
    graphql.query('filialGerenciadorRegistrosResumo', ({ variables }) =>
      json({ filialGerenciadorRegistrosResumo: { __typename: 'RegistrosAplicativoResumo', tipo: variables.tipo, ...fake.registros } }),
    ),
  );
  return fake;
}
