import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { lerArquivoConfiguracao } from './configArquivo';
import { EstadoLocal } from './estado';
import { Gerenciador, VERSAO_AGENTE } from './gerenciador';
import { lerLinhaDeComando, USO } from './linhaDeComando';
import { log } from './log';
import { comandoDoAgente, supervisionar } from './supervisor';

/** A usage error: what went wrong, the usage text, exit code 2 (never a stack trace). */
function sairComUso(mensagem: string): never {
  process.stderr.write(`fv-gerenciador: ${mensagem}\n\n${USO}\n`);
  process.exit(2);
}

const linha = lerLinhaDeComando(process.argv.slice(2));
if (linha.tipo === 'ajuda') {
  process.stdout.write(`${USO}\n`);
  process.exit(0);
}
if (linha.tipo === 'erro') sairComUso(linha.mensagem);
const values = linha.opcoes;

if (values.versao) {
  process.stdout.write(`${VERSAO_AGENTE}\n`);
  process.exit(0);
}

/** The settings file written by the installer; unreadable, it is a usage error. */
function lerConfig(caminho: string): Record<string, string> {
  try {
    return lerArquivoConfiguracao(caminho);
  } catch (erro) {
    return sairComUso(`não foi possível ler o arquivo de configuração ${caminho} (${(erro as NodeJS.ErrnoException).code ?? 'erro'})`);
  }
}

// Command line first, then the settings file written by the installer, then the environment.
const arquivo = values.config ? lerConfig(values.config) : {};
const valor = (opcao: string | undefined, chave: string) => opcao ?? arquivo[chave] ?? process.env[chave];
const servidor = valor(values.server, 'GERENCIADOR_SERVIDOR');
const token = valor(values.token, 'GERENCIADOR_TOKEN');
const arquivoEstado = valor(values.estado, 'GERENCIADOR_ESTADO') ?? 'gerenciador-estado.db';

if (!servidor || !token) sairComUso('informe o servidor e o token (--server e --token, ou --config)');

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
