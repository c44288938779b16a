import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { lerArquivoConfiguracao } from './configArquivo';
import { EstadoLocal } from './estado';
import { Gerenciador, VERSAO_AGENTE } from './gerenciador';
import { log } from './log';
import { comandoDoAgente, supervisionar } from './supervisor';

const USO = `uso: fv-gerenciador --server URL --token TOKEN [--estado ARQUIVO]
       fv-gerenciador --config ARQUIVO [--supervisionar] [--log ARQUIVO]
       fv-gerenciador --versao
(em desenvolvimento: npm run agent -- …; também lê GERENCIADOR_SERVIDOR, GERENCIADOR_TOKEN e GERENCIADOR_ESTADO)`;

const { values } = parseArgs({
  options: {
    server: { type: 'string' },
    token: { type: 'string' },
    estado: { type: 'string' },
    config: { type: 'string' },
    supervisionar: { type: 'boolean', default: false },
    log: { type: 'string' },
    versao: { type: 'boolean', default: false },
  },
});

if (values.versao) {
  process.stdout.write(`${VERSAO_AGENTE}\n`);
  process.exit(0);
}

// Command line first, then the settings file written by the installer, then the environment.
const arquivo = values.config ? lerArquivoConfiguracao(values.config) : {};
const valor = (opcao: string | undefined, chave: string) => opcao ?? arquivo[chave] ?? process.env[chave];
const servidor = valor(values.server, 'GERENCIADOR_SERVIDOR');
const token = valor(values.token, 'GERENCIADOR_TOKEN');
const arquivoEstado = valor(values.estado, 'GERENCIADOR_ESTADO') ?? 'gerenciador-estado.db';

if (!servidor || !token) {
  process.stderr.write(`${USO}\n`);
  process.exit(2);
}

if (values.supervisionar) {
  const repassar = process.argv.slice(2).filter((a, i, todos) => a !== '--supervisionar' && a !== '--log' && todos[i - 1] !== '--log' && !a.startsWith('--log='));
  const { comando, argumentos } = comandoDoAgente(repassar);
  const registrar = values.log ? (m: string) => appendFileSync(values.log!, `${new Date().toISOString()} supervisor: ${m}\n`) : log;
  const supervisao = supervisionar(comando, argumentos, { log: values.log, registrar });
  for (const sinal of ['SIGINT', 'SIGTERM'] as const) process.on(sinal, () => void supervisao.parar().then(() => process.exit(0)));
} else {
  // Every driver error is handled where it happens; a stray rejection is logged, never the end of the agent.
  process.on('unhandledRejection', (motivo) => log(`promessa rejeitada sem tratamento: ${motivo instanceof Error ? motivo.message : String(motivo)}`));
  const estado = new EstadoLocal(resolve(arquivoEstado));
  const gerenciador = new Gerenciador(servidor, token, estado);
  gerenciador.iniciar();
  log(`iniciado (versão ${VERSAO_AGENTE}); servidor ${servidor}`);

  const encerrar = () => {
    void gerenciador.encerrar().finally(() => {
      estado.fechar();
      process.exit(0);
    });
  };
  for (const sinal of ['SIGINT', 'SIGTERM'] as const) process.on(sinal, encerrar);
  // Started by the supervisor: its channel closing means stop (it was stopped or killed).
  if (process.send) process.on('disconnect', encerrar);
}
