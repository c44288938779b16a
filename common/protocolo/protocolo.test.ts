import { describe, expect, it } from 'vitest';
import {
  COMANDOS,
  DEFINICOES_COMANDOS,
  DEFINICOES_EVENTOS,
  EVENTOS,
  MAX_BYTES_MENSAGEM,
  MAX_BYTES_POR_TIPO,
  MAX_REGISTROS_LOTE,
  MAX_TEXTO_ERRO,
  PING_MS,
  SEM_RESPOSTA_MS,
  VERIFICACAO_MS,
  VigiaLink,
  lerDoAgente,
  lerDoServidor,
  lerResposta,
  prepararPayload,
  razaoDeFechamento,
} from '.';

const texto = (m: unknown) => JSON.stringify(m);
const doAgente = (m: unknown) => {
  const t = texto(m);
  return lerDoAgente(t, new TextEncoder().encode(t).length);
};
const doServidor = (m: unknown) => {
  const t = texto(m);
  return lerDoServidor(t, new TextEncoder().encode(t).length);
};
const motivo = (r: { ok: true } | { ok: false; motivo: string }) => (r.ok ? null : r.motivo);

/** Messages exactly as the agent sends them today (agent/gerenciador.ts, agent/gravacao, agent/sincronizacao). */
const VALIDAS_DO_AGENTE = [
  { id: 'h1', type: 'hello', payload: { versao: '0.1.0', hostname: 'erp-servidor' } },
  { id: 'b1', type: 'heartbeat' },
  { id: 'c1', type: 'configuracao', payload: {} },
  { id: 'p1', type: 'pendentes', payload: { limite: 20 } },
  { id: 'k1', type: 'chavesPedidos', payload: {} },
  {
    id: 's1',
    type: 'statusExecucao',
    payload: {
      tipo: 'configuracaoDadosProduto',
      dtInicio: '2026-01-02T03:04:05.000Z',
      dtFim: null,
      executando: true,
      sucesso: false,
      cancelada: false,
      erro: null,
      itemsCount: 0,
      itensSincronizadosCount: 0,
      envioCompleto: false,
      retomada: false,
      remocoesRetidas: 0,
      msg: null,
      reenviarTodos: true,
    },
  },
  {
    id: 's2',
    type: 'statusExecucao',
    payload: {
      tipo: 'configuracaoDadosProduto',
      dtFim: '2026-01-02T03:04:06.000Z',
      executando: false,
      itemsCount: 3,
      itensSincronizadosCount: 2,
      sucesso: false,
      cancelada: false,
      envioCompleto: false,
      erro: 'x',
      msg: 'y',
      falhas: [{ identificador: null, motivo: 'o identificador codigo está vazio' }],
      falhasTotal: 1,
    },
  },
  {
    id: 'l1',
    type: 'lote',
    payload: {
      tipo: 'configuracaoDadosProduto',
      geracao: 0,
      registros: [
        {
          identificador: 'AB12 ',
          dados: {
            identificador: 'AB12 ',
            descricao: 'Café',
            preco: 1.5,
            ativo: true,
            obs: null,
            camposPersonalizados: { CP_1: 'a' },
            selectItens: [{ produtoIdentificador: 'P1', valor: 2 }],
          },
        },
      ],
    },
  },
  { id: 'l2', type: 'lote', payload: { tipo: 'configuracaoDadosProduto', geracao: 3, removidos: ['P1', 'P2'] } },
  { id: 'g1', type: 'confirmacao', payload: { tipo: 'pedido', uuid: 'u-1', situacao: 'integrado', chaveErp: '1001' } },
  { id: 'g2', type: 'confirmacao', payload: { tipo: 'cliente', uuid: 'u-2', situacao: 'erro', erro: 'Falha ao gravar', detalhe: '', tipoErro: 'revisao' } },
  {
    id: 'e1',
    type: 'estrutura',
    payload: {
      tipo: 'configuracaoDadosProduto',
      divergencias: [{ tabela: 'PRODUTO', coluna: 'ESTOQUE', motivo: 'A coluna ESTOQUE de PRODUTO não existe mais no ERP (removida ou renomeada).' }],
    },
  },
  { id: 'e2', type: 'estrutura', payload: { tipo: 'configuracaoDadosProduto', divergencias: [] } },
  { id: 'a1', type: 'agenda', payload: { tipo: 'configuracaoDadosProduto', proximaExecucao: '2026-01-02T11:00:00.000Z' } },
  { id: 'a2', type: 'agenda', payload: { tipo: 'configuracaoDadosProduto', proximaExecucao: null } },
  { id: 'r1', type: 'resposta', payload: { status: true, msg: 'ok' } },
  { id: 'r2', type: 'resposta', payload: null, erro: 'Comando desconhecido' },
];

describe('the protocol’s definitions', () => {
  it('names every command and event once, fimLeitura gone', () => {
    expect(Object.keys(COMANDOS).sort()).toEqual(Object.keys(DEFINICOES_COMANDOS).sort());
    expect(Object.keys(COMANDOS)).toHaveLength(13);
    expect(Object.keys(DEFINICOES_EVENTOS).sort()).toEqual([
      'agenda',
      'atualizacaoResultado',
      'chavesPedidos',
      'configuracao',
      'confirmacao',
      'estrutura',
      'heartbeat',
      'hello',
      'lote',
      'pendentes',
      'statusExecucao',
    ]);
    expect(EVENTOS.resposta).toBe('resposta');
    expect('fimLeitura' in EVENTOS).toBe(false);
    // A command and an event never share a name: one map types both ways.
    expect(Object.keys(COMANDOS).filter((k) => k in DEFINICOES_EVENTOS)).toEqual([]);
  });

  it('takes every message the agent sends today as it is', () => {
    for (const m of VALIDAS_DO_AGENTE) expect(motivo(doAgente(m)), m.id).toBeNull();
    const lote = doAgente(VALIDAS_DO_AGENTE[7]);
    // ERP keys byte for byte: nothing trimmed or rewritten.
    expect(lote.ok && lote.mensagem.type === 'lote' && lote.mensagem.payload.registros?.[0]?.identificador).toBe('AB12 ');
  });

  it('refuses what is not a message, naming why and never the content', () => {
    expect(motivo(lerDoAgente('null', 4))).toBe('a mensagem não é um objeto JSON');
    expect(motivo(lerDoAgente('42', 2))).toBe('a mensagem não é um objeto JSON');
    expect(motivo(lerDoAgente('[]', 2))).toBe('a mensagem não é um objeto JSON');
    expect(motivo(lerDoAgente('{"id":', 6))).toBe('a mensagem não é um JSON válido');
    expect(motivo(doAgente({ type: 'heartbeat' }))).toBe('a mensagem não tem um id válido');
    expect(motivo(doAgente({ id: 'x'.repeat(101), type: 'heartbeat' }))).toBe('a mensagem não tem um id válido');
    expect(motivo(doAgente({ id: '1', type: 'apagarTudo', payload: {} }))).toBe('tipo de mensagem desconhecido');
    expect(motivo(doAgente({ id: '1', type: '__proto__', payload: {} }))).toBe('tipo de mensagem desconhecido');
    // A command is not an event: the agent cannot send the server its own commands.
    expect(motivo(doAgente({ id: '1', type: 'sincronizar', payload: { tipo: 'x', reenviarTodos: true } }))).toBe('tipo de mensagem desconhecido');
    expect(motivo(doAgente({ id: '1', type: 'pendentes', payload: { limite: 'muitos' } }))).toBe('pendentes: limite tem o tipo errado');
    expect(motivo(doAgente({ id: '1', type: 'pendentes', payload: { limite: 1e9 } }))).toBe('pendentes: limite é grande demais');
    expect(motivo(doAgente({ id: '1', type: 'lote', payload: { tipo: 'p', geracao: 0, registros: [{ identificador: '   ', dados: {} }] } }))).toBe(
      'lote: registros.0.identificador não pode ficar em branco',
    );
    expect(
      motivo(doAgente({ id: '1', type: 'lote', payload: { tipo: 'p', geracao: 0, registros: [{ identificador: 'a', dados: { x: { y: { z: 1 } } } }] } })),
    ).toMatch(/^lote: registros\.0\.dados não é um registro mapeado/);
    expect(motivo(doAgente({ id: '1', type: 'confirmacao', payload: { tipo: 'pedido', uuid: 'u', situacao: 'perdido' } }))).toBe(
      'confirmacao: situacao tem um formato não aceito',
    );
    const segredo = doAgente({ id: '1', type: 'hello', payload: { versao: 'senha-secreta-123'.repeat(5), hostname: 'h' } });
    expect(motivo(segredo)).toBe('hello: versao é grande demais');
  });

  it('bounds each message by bytes and each batch by rows', () => {
    const batida = texto({ id: '1', type: 'heartbeat', payload: { lixo: 'x'.repeat(2000) } });
    expect(motivo(lerDoAgente(batida, batida.length))).toBe(`heartbeat grande demais (${batida.length} bytes; máximo ${MAX_BYTES_POR_TIPO.heartbeat})`);
    expect(motivo(lerDoAgente('{}', MAX_BYTES_MENSAGEM + 1))).toMatch(/^mensagem grande demais/);
    const registros = Array.from({ length: MAX_REGISTROS_LOTE + 1 }, (_, i) => ({ identificador: `P${i}`, dados: {} }));
    expect(motivo(doAgente({ id: '1', type: 'lote', payload: { tipo: 'p', geracao: 0, registros } }))).toBe('lote: registros é grande demais');
  });

  it('cuts the ERP’s free texts instead of refusing them (a driver’s message can be any length)', () => {
    const longo = 'e'.repeat(MAX_TEXTO_ERRO + 500);
    const r = doAgente({
      id: '1',
      type: 'confirmacao',
      payload: { tipo: 'pedido', uuid: 'u', situacao: 'pendente', erro: longo, detalhe: longo, tipoErro: 'conexaoPerdida' },
    });
    expect(r.ok && r.mensagem.type === 'confirmacao' && r.mensagem.payload.situacao === 'pendente' && r.mensagem.payload.erro.length).toBe(MAX_TEXTO_ERRO);
    const preparado = prepararPayload('confirmacao', { tipo: 'pedido', uuid: 'u', situacao: 'erro', erro: longo, detalhe: '', tipoErro: 'sintaxe' });
    expect(preparado.ok && preparado.payload.situacao === 'erro' && preparado.payload.erro.length).toBe(MAX_TEXTO_ERRO);
  });

  it('checks answers against the request they answer', () => {
    expect(lerResposta('pendentes', [{ tipo: 'pedido', uuid: 'u', dados: { itens: [] }, reenviadoEm: null }]).ok).toBe(true);
    expect(lerResposta('pendentes', [{ tipo: 'boleto', uuid: 'u', dados: {} }])).toEqual({
      ok: false,
      motivo: 'resposta a pendentes: 0.tipo tem um valor não aceito',
    });
    expect(lerResposta('lote', { geracao: 2, aceitos: 500 }).ok).toBe(true);
    expect(lerResposta('testarSQL', { status: 'sim' }).ok).toBe(false);
    expect(lerResposta('configuracaoAlterada', { status: true }).ok).toBe(true);
  });

  it('reads the server’s commands as the server sends them today, and refuses the rest', () => {
    const validos = [
      {
        id: '1',
        type: 'testarConexao',
        payload: { tipoIntegracao: 'postgres', hostname: 'db', porta: '5432', database: 'erp', username: 'u', password: 'p', conexaoEstabelecida: false },
      },
      { id: '2', type: 'testarSQL', payload: { instrucao: 'select 1', tipo: 'SELECT', limitar: true } },
      { id: '3', type: 'sincronizar', payload: { tipo: 'configuracaoDadosProduto', reenviarTodos: false } },
      { id: '4', type: 'cancelar', payload: { tipo: 'configuracaoDadosProduto' } },
      { id: '5', type: 'reiniciar', payload: {} },
      { id: '6', type: 'configuracaoAlterada', payload: { tipo: 'configuracaoIntegracao' } },
      { id: '7', type: 'registrosPendentes', payload: {} },
      { id: '8', type: 'descobrirTabelas', payload: {} },
      { id: '9', type: 'previsualizar', payload: { tipo: 'configuracaoDadosProduto', configuracao: { dados: { select: 'select 1' }, mapeamento: {} } } },
      { id: '11', type: 'sugerirConfiguracao', payload: { tipo: 'configuracaoDadosProduto' } },
      {
        id: '10',
        type: 'testarInsert',
        payload: {
          tipo: 'configuracaoDadosInsertPedido',
          configuracao: { dados: {}, mapeamento: {} },
          amostra: { tipo: 'pedido', uuid: 'u', dados: {}, origem: 'exemplo' },
        },
      },
    ];
    for (const m of validos) expect(motivo(doServidor(m)), m.type).toBeNull();
    const conexao = doServidor(validos[0]);
    // The port as a number, whatever the page typed; the page's other fields go along.
    expect(conexao.ok && conexao.mensagem.type === 'testarConexao' && conexao.mensagem.payload).toMatchObject({
      porta: 5432,
      portaMssql: 0,
      sqliteArquivo: '',
      conexaoEstabelecida: false,
    });
    expect(motivo(doServidor({ id: '1', type: 'sincronizar', payload: { tipo: 5 } }))).toBe('sincronizar: tipo tem o tipo errado');
    expect(motivo(doServidor({ id: '1', type: 'lote', payload: {} }))).toBe('tipo de mensagem desconhecido');
    expect(motivo(doServidor({ id: '1', type: 'testarConexao', payload: { tipoIntegracao: 'oracle' } }))).toBe(
      'testarConexao: tipoIntegracao tem um valor não aceito',
    );
  });

  it('keeps a close reason within the 123 bytes a frame carries', () => {
    const razao = razaoDeFechamento(`Mensagem inválida: ${'ção'.repeat(100)}`);
    expect(new TextEncoder().encode(razao).length).toBeLessThanOrEqual(123);
    expect(razao.startsWith('Mensagem inválida: ção')).toBe(true);
  });
});

describe('the watch over a link', () => {
  it('pings every PING_MS while the other side answers, and drops the link after SEM_RESPOSTA_MS of silence', () => {
    const inicio = 1_000_000;
    const vigia = new VigiaLink(inicio);
    const passos = (de: number, ate: number) => {
      const feitos: [number, string | null][] = [];
      for (let t = de; t <= ate; t += VERIFICACAO_MS) feitos.push([t - inicio, vigia.passo(t)]);
      return feitos;
    };
    expect(passos(inicio + VERIFICACAO_MS, inicio + 2 * PING_MS)).toEqual([
      [2500, null],
      [5000, 'ping'],
      [7500, null],
      [10000, 'encerrar'],
    ]);
    // A pong (or any message) each time keeps it open.
    const viva = new VigiaLink(inicio);
    for (let t = inicio + VERIFICACAO_MS; t < inicio + 60_000; t += VERIFICACAO_MS) {
      expect(viva.passo(t)).not.toBe('encerrar');
      viva.sinal(t);
    }
  });

  it('notices a link cut right after a sign within the contract’s 15 s, wherever the checks fall', () => {
    for (let fase = 0; fase < VERIFICACAO_MS; fase += 100) {
      const corte = 1_000_000;
      const vigia = new VigiaLink(corte);
      let t = corte + fase;
      while (vigia.passo(t) !== 'encerrar') t += VERIFICACAO_MS;
      expect(t - corte).toBeLessThanOrEqual(SEM_RESPOSTA_MS + VERIFICACAO_MS);
    }
    expect(SEM_RESPOSTA_MS + VERIFICACAO_MS).toBeLessThanOrEqual(15_000);
  });
});
