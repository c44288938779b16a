import type { Linha } from '../dialects';

/** How a dialect reads a select page by page (Dialeto.percorrer with its SQL bound). */
export type Leitor = (aoPagina: (linhas: Linha[]) => Promise<boolean>) => Promise<void>;

/**
 * The pages of a read, read ahead of their processing: while one page is mapped and sent, the next
 * ones (at most `limite`) are already being read, so the ERP's latency overlaps the agent's and the
 * server's work. Leaving the loop early (cancel, failure) stops the read after the page in hand; a
 * failure of the read comes out after the pages read before it.
 */
export async function* paginasAdiante(ler: Leitor, limite = 2): AsyncGenerator<Linha[]> {
  const fila: Linha[][] = [];
  let terminou = false;
  let falha: { erro: unknown } | null = null;
  let parar = false;
  let avisarConsumidor: () => void = () => undefined;
  let avisarLeitor: () => void = () => undefined;

  const leitura = ler(async (linhas) => {
    fila.push(linhas);
    avisarConsumidor();
    while (fila.length >= limite && !parar) await new Promise<void>((r) => (avisarLeitor = r));
    return !parar;
  })
    .then(
      () => undefined,
      (erro: unknown) => void (falha = { erro }),
    )
    .finally(() => {
      terminou = true;
      avisarConsumidor();
    });

  try {
    for (;;) {
      const pagina = fila.shift();
      if (pagina) {
        avisarLeitor();
        yield pagina;
        continue;
      }
      if (terminou) {
        if (falha) throw (falha as { erro: unknown }).erro;
        return;
      }
      await new Promise<void>((r) => (avisarConsumidor = r));
    }
  } finally {
    parar = true;
    avisarLeitor();
    await leitura;
  }
}
