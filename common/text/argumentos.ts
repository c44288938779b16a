/** A command line mistake reported by node:util's parseArgs, in Portuguese (the agent's and the phone simulator's). */
export function erroDeArgumentos(erro: unknown): string {
  const { code, message } = erro as { code?: string; message?: string };
  const opcao = /'(-[^' ]+)/.exec(message ?? '')?.[1] ?? '';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `opção desconhecida: ${opcao}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `valor ausente ou inválido para ${opcao}`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `argumento inesperado: ${/'([^']+)'/.exec(message ?? '')?.[1] ?? ''}`;
    default:
      return 'argumentos inválidos';
  }
}
