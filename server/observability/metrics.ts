import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { TIPOS_DADOS_POR_TIPO } from '../../common/catalogo';
import type { ResultadoExecucao } from '../../common/api/historicoSincronizacao';
import type { ObservabilityService } from '../services/observability';

/** What the gauges read at each scrape: this instance's agents and the database's queues. */
export interface FontesMetricas {
  agentesConectados: () => number;
  observability: ObservabilityService;
}

/**
 * The Prometheus metrics of one server instance (its own registry, so several apps in one process,
 * as in the tests, never share counters). Label values come only from bounded sets: GraphQL root
 * fields that passed validation, REST route shapes, the catalogue's data types.
 */
export class Metricas {
  readonly registry = new Registry();
  private readonly requisicoes: Histogram<'interface' | 'operacao' | 'status'>;
  private readonly execucoes: Counter<'tipo' | 'resultado'>;

  constructor(fontes: FontesMetricas) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'forcavendas_' });
    this.requisicoes = new Histogram({
      name: 'forcavendas_requisicoes_segundos',
      help: 'Duração das requisições HTTP por interface (graphql, rest, estatico) e operação.',
      labelNames: ['interface', 'operacao', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.execucoes = new Counter({
      name: 'forcavendas_sincronizacoes_total',
      help: 'Execuções de sincronização terminadas nesta instância, por tipo de dado e resultado.',
      labelNames: ['tipo', 'resultado'],
      registers,
    });
    new Gauge({
      name: 'forcavendas_gerenciadores_conectados',
      help: 'Gerenciadores (agentes) conectados a esta instância.',
      registers,
      collect() {
        this.set(fontes.agentesConectados());
      },
    });
    new Gauge({
      name: 'forcavendas_registros_aplicativo',
      help: 'Registros enviados pelos celulares, por tipo e situação.',
      labelNames: ['tipo', 'situacao'],
      registers,
      async collect() {
        this.reset();
        for (const c of await fontes.observability.registrosPorSituacao()) this.set({ tipo: c.tipo, situacao: c.situacao }, c.total);
      },
    });
    // Both queue gauges come from one read per scrape (prom-client collects them side by side).
    let leitura: ReturnType<ObservabilityService['filaGravacao']> | null = null;
    const fila = () => (leitura ??= fontes.observability.filaGravacao().finally(() => (leitura = null)));
    new Gauge({
      name: 'forcavendas_fila_gravacao_pendentes',
      help: 'Registros dos celulares esperando a gravação no ERP.',
      registers,
      async collect() {
        this.set((await fila()).pendentes);
      },
    });
    new Gauge({
      name: 'forcavendas_fila_gravacao_idade_segundos',
      help: 'Há quanto tempo (s) espera o registro pendente mais antigo (0 sem pendentes).',
      registers,
      async collect() {
        const { maisAntigo } = await fila();
        this.set(maisAntigo ? Math.max(0, (Date.now() - Date.parse(maisAntigo)) / 1000) : 0);
      },
    });
  }

  /** Times one request; `operacao` must come from a bounded set (see the class comment). */
  observarRequisicao(rotulos: { interface: string; operacao: string; status: number }, segundos: number): void {
    this.requisicoes.observe({ interface: rotulos.interface, operacao: rotulos.operacao, status: String(rotulos.status) }, segundos);
  }

  execucaoTerminada(tipo: string, resultado: ResultadoExecucao): void {
    this.execucoes.inc({ tipo: TIPOS_DADOS_POR_TIPO[tipo] ? tipo : 'desconhecido', resultado });
  }
}
