import net from 'node:net';

/**
 * A TCP relay between the agent and a database server (MariaDB, PostgreSQL) that can stop a write
 * transaction at its COMMIT, to test a crash there: `encaminhar` lets the COMMIT reach the server
 * (it commits) and keeps its answer from the agent; `reter` keeps the COMMIT itself (the server
 * rolls back when the connection goes). Only the COMMIT of a write transaction counts (BEGIN or START
 * TRANSACTION without READ ONLY: the selects' read-only transactions commit too). Both engines send
 * these statements as text in the clear (no TLS here), which is all the relay looks at.
 */
export interface ProxyCommit {
  porta: number;
  /** Resolves when the next write COMMIT is held, in the given way. */
  armar(modo: 'encaminhar' | 'reter'): Promise<void>;
  /** Cuts every relayed connection (as the dead agent's sockets would be). */
  cortar(): void;
  fechar(): Promise<void>;
}

export async function criarProxyCommit(host: string, porta: number): Promise<ProxyCommit> {
  let armado: { modo: 'encaminhar' | 'reter'; avisar: () => void } | null = null;
  const abertos = new Set<net.Socket>();
  const servidor = net.createServer((cliente) => {
    const banco = net.connect(porta, host);
    abertos.add(cliente).add(banco);
    let escreveu = false;
    let retido = false;
    cliente.on('data', (parte: Buffer) => {
      if (retido) return;
      // Statements are read in the order they appear in the chunk (one small message each, here).
      for (const m of parte.toString('latin1').matchAll(/\b(START TRANSACTION|BEGIN)\b(\s+READ\s+ONLY)?|\b(COMMIT|ROLLBACK)\b/gi)) {
        if (m[1]) escreveu = !m[2];
        else if (m[3]!.toUpperCase() === 'COMMIT' && escreveu && armado) {
          const { modo, avisar } = armado;
          armado = null;
          retido = true;
          if (modo === 'encaminhar') banco.write(parte);
          avisar();
          return;
        } else escreveu = false;
      }
      banco.write(parte);
    });
    banco.on('data', (parte: Buffer) => {
      if (!retido) cliente.write(parte);
    });
    const fechar = () => {
      cliente.destroy();
      banco.destroy();
      abertos.delete(cliente);
      abertos.delete(banco);
    };
    cliente.on('error', fechar).on('close', fechar);
    banco.on('error', fechar).on('close', fechar);
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  return {
    porta: (servidor.address() as net.AddressInfo).port,
    armar: (modo) => new Promise<void>((avisar) => (armado = { modo, avisar })),
    cortar: () => {
      for (const s of abertos) s.destroy();
      abertos.clear();
    },
    fechar: () =>
      new Promise<void>((resolve) => {
        for (const s of abertos) s.destroy();
        servidor.close(() => resolve());
      }),
  };
}
