import { readFileSync } from 'node:fs';

/**
 * Reads the installed agent's settings file: KEY=VALUE lines, `#` comments, optional quotes. The
 * same file is the Linux service's systemd EnvironmentFile and the Windows task's `--config`.
 */
export function lerConfiguracao(texto: string): Record<string, string> {
  const valores: Record<string, string> = {};
  for (const bruta of texto.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const linha = bruta.trim();
    if (!linha || linha.startsWith('#')) continue;
    const igual = linha.indexOf('=');
    if (igual <= 0) continue;
    const chave = linha.slice(0, igual).trim();
    let valor = linha.slice(igual + 1).trim();
    if (valor.length >= 2 && (valor[0] === '"' || valor[0] === "'") && valor.at(-1) === valor[0]) valor = valor.slice(1, -1);
    valores[chave] = valor;
  }
  return valores;
}

export function lerArquivoConfiguracao(arquivo: string): Record<string, string> {
  return lerConfiguracao(readFileSync(arquivo, 'utf8'));
}
