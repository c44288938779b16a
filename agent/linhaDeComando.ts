import { parseArgs } from 'node:util';
import { ocultarSegredos } from '../common/logRedaction';
import { erroDeArgumentos } from '../common/text/argumentos';
import { VERSAO_AGENTE } from './versao';

/** The manager's command line: the options it takes and the usage text shown for help or a bad option. */
export const USO = `Gerenciador de integração Força de Vendas ${VERSAO_AGENTE}

uso: fv-gerenciador --server URL --token TOKEN [--estado ARQUIVO] [--proxy URL] [--ca ARQUIVO]
     fv-gerenciador --server URL [--estado ARQUIVO] [--proxy URL] [--ca ARQUIVO]
     fv-gerenciador --config ARQUIVO [--supervisionar] [--log ARQUIVO]
     fv-gerenciador --versao
     fv-gerenciador --ajuda

  --server URL          endereço do servidor (o mesmo aberto no navegador)
  --token TOKEN         token da filial, gerado na página Situação do gerenciador; basta na
                        primeira vez: fica guardado no arquivo de estado
  --estado ARQUIVO      arquivo de estado local (padrão: gerenciador-estado.db)
  --proxy URL           proxy HTTP(S) da rede da empresa, com usuário e senha se ele pedir:
                        http://usuario:senha@proxy.empresa:3128 (sem ele, vale HTTPS_PROXY;
                        NO_PROXY lista os endereços que não passam pelo proxy)
  --ca ARQUIVO          certificados (PEM) a aceitar além dos do Node, como o de um proxy que
                        inspeciona o TLS; --ca sistema usa os do sistema operacional
  --config ARQUIVO      arquivo de configuração escrito pelo instalador (CHAVE=valor)
  --supervisionar       reinicia o gerenciador quando ele para
  --log ARQUIVO         grava o registro neste arquivo
  --versao              mostra a versão
  -h, --help, --ajuda   mostra esta ajuda

Sem --server e --token, lê GERENCIADOR_SERVIDOR, GERENCIADOR_TOKEN e GERENCIADOR_ESTADO do
arquivo de configuração ou do ambiente (e GERENCIADOR_PROXY, GERENCIADOR_CA no lugar de --proxy e
--ca); sem token em nenhum deles, usa o guardado no arquivo de estado. O token e a senha do proxy
nunca aparecem na lista de processos (ps) nem no registro.`;

export interface Opcoes {
  server?: string;
  token?: string;
  estado?: string;
  config?: string;
  proxy?: string;
  ca?: string;
  supervisionar: boolean;
  log?: string;
  versao: boolean;
}

export type LinhaDeComando = { tipo: 'ajuda' } | { tipo: 'erro'; mensagem: string } | { tipo: 'opcoes'; opcoes: Opcoes };

/** Reads the arguments; never throws: an unknown option, a missing value or a stray argument is an `erro`. */
export function lerLinhaDeComando(argumentos: string[]): LinhaDeComando {
  try {
    const { values } = parseArgs({
      args: argumentos,
      options: {
        server: { type: 'string' },
        token: { type: 'string' },
        estado: { type: 'string' },
        config: { type: 'string' },
        proxy: { type: 'string' },
        ca: { type: 'string' },
        supervisionar: { type: 'boolean', default: false },
        log: { type: 'string' },
        versao: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
        ajuda: { type: 'boolean', default: false },
      },
    });
    if (values.help || values.ajuda) return { tipo: 'ajuda' };
    const { help: _help, ajuda: _ajuda, ...opcoes } = values;
    return { tipo: 'opcoes', opcoes };
  } catch (erro) {
    return { tipo: 'erro', mensagem: erroDeArgumentos(erro) };
  }
}

/**
 * The arguments as the process list may show them (the agent makes them its process title): the
 * token's value masked, and the password of a proxy URL.
 */
export function semSegredos(argumentos: string[]): string[] {
  return argumentos.map((a, i) => {
    if (argumentos[i - 1] === '--token') return '***';
    if (a.startsWith('--token=')) return '--token=***';
    return argumentos[i - 1] === '--proxy' || a.startsWith('--proxy=') ? ocultarSegredos(a) : a;
  });
}

/** Whether the command line holds something the process list must not show. */
export const temSegredos = (argumentos: string[]) => semSegredos(argumentos).some((a, i) => a !== argumentos[i]);
