/**
 * `npm run bench`: the benchmarks that need no browser, one after the other. Each reports its
 * figures beside a baseline measured on the same server in the same run (ratios, no absolute
 * thresholds). Lighthouse runs apart: `npm run bench:lighthouse` (after `npm run build`).
 * The agent's memory is watched for 20 minutes (`npm run bench -- --minutos 5` for a shorter look;
 * bench/agenteMemoria.ts alone: `npx tsx bench/agenteMemoria.ts --minutos 20`).
 */
import { parseArgs } from 'node:util';
import { medirMemoriaAgente, relatorioMemoriaAgente } from './agenteMemoria';
import { medirCustoRequisicao, relatorioCustoRequisicao } from './custoRequisicao';
import { medirDispositivo, relatorioDispositivo } from './device';
import { medirFrota, relatorioFrota } from './frota';
import { medirHub, relatorioHub } from './hub';
import { medirHubHostil, relatorioHubHostil } from './hubHostil';
import { medirListas, relatorioListas } from './listas';
import { medirPedidos, relatorioPedidos } from './pedidos';
import { medirPedidosPostgres, relatorioPedidosPostgres } from './pedidosPostgres';
import { medirSincronizacao, relatorioSincronizacao } from './sync';
import { medirSugestao, relatorioSugestao } from './sugestao';

const { values } = parseArgs({ options: { minutos: { type: 'string', default: '20' } } });
const minutosAgente = Number(values.minutos);

const benchmarks: { nome: string; rodar: () => Promise<string> }[] = [
  {
    nome: 'Custo de uma requisição: CPU do processo do servidor por requisição, ao lado de um node:http puro (SQLite e PostgreSQL)',
    rodar: async () => relatorioCustoRequisicao(await medirCustoRequisicao()),
  },
  { nome: 'API do dispositivo', rodar: async () => relatorioDispositivo(await medirDispositivo()) },
  {
    nome: 'API do dispositivo no PostgreSQL',
    rodar: async () =>
      process.env.TEST_POSTGRES_URL
        ? relatorioDispositivo(await medirDispositivo({ banco: 'postgres' }))
        : '  pulado: defina TEST_POSTGRES_URL para medir a API do dispositivo no PostgreSQL',
  },
  { nome: 'Sincronização do gerenciador (MariaDB → servidor)', rodar: async () => relatorioSincronizacao(await medirSincronizacao()) },
  { nome: 'Pedidos com itens por sub-select, por banco do ERP (agente → servidor)', rodar: async () => relatorioPedidos(await medirPedidos()) },
  {
    nome: 'Listas do back-office no PostgreSQL (100.000 contratantes, 32 clientes)',
    rodar: async () =>
      process.env.TEST_POSTGRES_URL ? relatorioListas(await medirListas()) : '  pulado: defina TEST_POSTGRES_URL para medir as listas no PostgreSQL',
  },
  {
    nome: 'Home da frota: 1.000 filiais, 100 com problema, ao lado da lista simples da mesma tabela (SQLite e PostgreSQL)',
    rodar: async () => relatorioFrota(await medirFrota()),
  },
  {
    nome: 'Pedidos de 10 itens, 50 dispositivos, no PostgreSQL (servidor × os mesmos inserts pelo driver)',
    rodar: async () =>
      process.env.TEST_POSTGRES_URL
        ? relatorioPedidosPostgres(await medirPedidosPostgres())
        : '  pulado: defina TEST_POSTGRES_URL para medir os pedidos no PostgreSQL',
  },
  {
    nome: 'Hub diante de um gerenciador hostil (quadros inválidos, enxurrada de pedidos, lotes grandes)',
    rodar: async () => relatorioHubHostil(await medirHubHostil()),
  },
  {
    nome: 'Hub: agentes com heartbeat e navegadores consultando o status, uma e duas instâncias (PostgreSQL)',
    rodar: async () => (process.env.TEST_POSTGRES_URL ? relatorioHub(await medirHub()) : '  pulado: defina TEST_POSTGRES_URL para medir o hub'),
  },
  {
    nome: 'Sugerir configuração num ERP de 500 tabelas, por banco (× a leitura do catálogo da descoberta)',
    rodar: async () => relatorioSugestao(await medirSugestao()),
  },
  {
    nome: `Memória do agente em ${minutosAgente} min de pedidos e sincronizações`,
    rodar: async () => relatorioMemoriaAgente(await medirMemoriaAgente({ minutos: minutosAgente })),
  },
];

for (const b of benchmarks) {
  const inicio = Date.now();
  console.log(`▶ ${b.nome}`);
  console.log(await b.rodar());
  console.log(`  (${((Date.now() - inicio) / 1000).toFixed(1)} s)\n`);
}
