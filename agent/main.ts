import { appendFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { lerArquivoConfiguracao } from './configArquivo';
import { EstadoLocal } from './estado';
import { Gerenciador } from './gerenciador';
import { lerLinhaDeComando, semSegredos, temSegredos, USO } from './linhaDeComando';
import { log } from './log';
import { VERSAO_AGENTE } from './versao';
import { ErroProxy } from './rede/proxy';
import { Rede } from './rede/rede';
import { arquivoDiario } from './atualizacao/diario';
import { comandoDoAgente, executavelNovo, PRAZO_CONEXAO_ATUALIZACAO_MS, supervisionar } from './supervisor';

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
// A token (or a proxy password) given on the command line leaves the process list (ps,
// /proc/<pid>/cmdline) at once: the title overwrites the arguments' memory. The token is kept in the
// state file for the next starts.
if (temSegredos(process.argv.slice(2))) process.title = ['fv-gerenciador', ...semSegredos(process.argv.slice(2))].join(' ');

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

// Command line first, then the settings file written by the installer, then the environment; the
// token last of all from the state file, where the first start that had one kept it.
const arquivo = values.config ? lerConfig(values.config) : {};
const valor = (opcao: string | undefined, chave: string) => opcao ?? arquivo[chave] ?? process.env[chave];
const servidor = valor(values.server, 'GERENCIADOR_SERVIDOR');
const tokenDado = valor(values.token, 'GERENCIADOR_TOKEN');
const arquivoEstado = resolve(valor(values.estado, 'GERENCIADOR_ESTADO') ?? 'gerenciador-estado.db');
const configuracaoRede = { proxy: valor(values.proxy, 'GERENCIADOR_PROXY'), ca: valor(values.ca, 'GERENCIADOR_CA') };
const SEM_TOKEN = 'informe o token da filial na primeira execução (--token, GERENCIADOR_TOKEN ou --config); depois ele fica guardado no arquivo de estado';

if (!servidor) sairComUso('informe o servidor e o token (--server e --token, ou --config)');
if (!URL.canParse(servidor) || !/^(http|ws)s?:$/.test(new URL(servidor).protocol))
  sairComUso(`o endereço do servidor não é válido: ${servidor} (use https://servidor ou http://servidor:porta)`);
let rede: Rede;
try {
  rede = Rede.ler(configuracaoRede);
} catch (erro) {
  if (!(erro instanceof ErroProxy)) throw erro;
  sairComUso(erro.message);
}
if (!tokenDado && !existsSync(arquivoEstado)) sairComUso(SEM_TOKEN);
const estado = new EstadoLocal(arquivoEstado);
const token = estado.tokenDoAgente(tokenDado);
if (!token) {
  estado.fechar();
  sairComUso(SEM_TOKEN);
}

if (values.supervisionar) {
  estado.fechar();
  // The worker reads the token from the state file: neither its command line nor its environment carries it.
  const { comando, argumentos } = comandoDoAgente(['--server', servidor, '--estado', arquivoEstado]);
  const { GERENCIADOR_TOKEN: _token, GERENCIADOR_PROXY: _proxy, GERENCIADOR_CA: _ca, ...herdado } = process.env;
  // The proxy (and its password) reaches the worker through its environment, never its command line.
  const ambiente = {
    ...herdado,
    ...(configuracaoRede.proxy ? { GERENCIADOR_PROXY: configuracaoRede.proxy } : {}),
    ...(configuracaoRede.ca ? { GERENCIADOR_CA: configuracaoRede.ca } : {}),
  };
  const registrar = values.log ? (m: string) => appendFileSync(values.log!, `${new Date().toISOString()} supervisor: ${m}\n`) : log;
  // Only an executable swaps itself: run from the source, `comando` is node (agent/supervisor.ts).
  const sea = process.getBuiltinModule('node:sea')?.isSea() ?? false;
  const prazo = Number(process.env.GERENCIADOR_PRAZO_ATUALIZACAO);
  const atualizacao = sea ? { diario: arquivoDiario(arquivoEstado), prazoMs: prazo > 0 ? prazo * 1000 : PRAZO_CONEXAO_ATUALIZACAO_MS } : undefined;
  const supervisao = supervisionar(comando, argumentos, {
    log: values.log,
    registrar,
    ambiente: { ...ambiente, ...(sea ? { GERENCIADOR_SUPERVISIONADO: '1' } : {}) },
    atualizacao,
  });
  for (const sinal of ['SIGINT', 'SIGTERM'] as const) process.on(sinal, () => void supervisao.parar().then(() => process.exit(0)));
} else {
  // Every driver error is handled where it happens; a stray rejection is logged, never the end of the agent.
  process.on('unhandledRejection', (motivo) => log(`promessa rejeitada sem tratamento: ${motivo instanceof Error ? motivo.message : String(motivo)}`));
  // Under its supervisor, an executable updates itself: the new version beside this one, the swap done by the supervisor.
  const atualizacao =
    process.send && process.env.GERENCIADOR_SUPERVISIONADO === '1'
      ? { destino: executavelNovo(process.execPath), diario: arquivoDiario(arquivoEstado), avisar: (aviso: object) => void process.send?.(aviso) }
      : undefined;
  const gerenciador = new Gerenciador(servidor, token, estado, { rede, atualizacao });
  gerenciador.iniciar();
  log(`iniciado (versão ${VERSAO_AGENTE}, Node ${process.version}); servidor ${servidor}; ${rede.descrever(new URL(servidor))}`);

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
