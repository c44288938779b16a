import { parseArgs } from 'node:util';
import { erroDeArgumentos } from '../common/text/argumentos';
import { VERSAO_AGENTE } from './gerenciador';

/** The manager's command line: the options it takes and the usage text shown for help or a bad option. */
export const USO = `Gerenciador de integração Força de Vendas ${VERSAO_AGENTE}

uso: fv-gerenciador --server URL --token TOKEN [--estado ARQUIVO]
     fv-gerenciador --server URL [--estado ARQUIVO]
     fv-gerenciador --config ARQUIVO [--supervisionar] [--log ARQUIVO]
     fv-gerenciador --versao
     fv-gerenciador --ajuda

  --server URL          endereço do servidor (o mesmo aberto no navegador)
  --token TOKEN         token da filial, gerado na página Situação do gerenciador; basta na
                        primeira vez: fica guardado no arquivo de estado
  --estado ARQUIVO      arquivo de estado local (padrão: gerenciador-estado.db)
  --config ARQUIVO      arquivo de configuração escrito pelo instalador (CHAVE=valor)
  --supervisionar       reinicia o gerenciador quando ele para
  --log ARQUIVO         grava o registro neste arquivo
  --versao              mostra a versão
  -h, --help, --ajuda   mostra esta ajuda

Sem --server e --token, lê GERENCIADOR_SERVIDOR, GERENCIADOR_TOKEN e GERENCIADOR_ESTADO do
arquivo de configuração ou do ambiente; sem token em nenhum deles, usa o guardado no arquivo de
estado. O token nunca aparece na lista de processos (ps).`;

export interface Opcoes {
  server?: string;
  token?: string;
  estado?: string;
  config?: string;
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

/** The arguments as the process list may show them: the token's value masked (the agent makes them its process title). */
export function semToken(argumentos: string[]): string[] {
  return argumentos.map((a, i) => (argumentos[i - 1] === '--token' ? '***' : a.startsWith('--token=') ? '--token=***' : a));
}
