import net from 'node:net';

/**
 * A TCP relay in front of the server that can cut the link without closing it, as a network that
 * goes away does: `cortar` stops carrying bytes both ways and keeps every connection open (no FIN,
 * no reset: each side has to notice by itself); `religar` drops what was open during the cut (those
 * connections died with the network) and carries new connections again.
 */
export interface ProxyTcp {
  url: string;
  cortar(): void;
  religar(): void;
  fechar(): Promise<void>;
}

export async function criarProxyTcp(destino: string): Promise<ProxyTcp> {
  const alvo = new URL(destino);
  let cortado = false;
  const abertos = new Set<net.Socket>();
  const servidor = net.createServer((cliente) => {
    abertos.add(cliente);
    cliente.on('error', () => undefined);
    cliente.on('close', () => abertos.delete(cliente));
    // During a cut a new connection reaches nothing: the client waits until it gives up.
    if (cortado) return;
    const servidorReal = net.connect(Number(alvo.port), alvo.hostname);
    abertos.add(servidorReal);
    servidorReal.on('error', () => undefined);
    servidorReal.on('close', () => abertos.delete(servidorReal));
    cliente.on('data', (parte: Buffer) => void (cortado || servidorReal.write(parte)));
    servidorReal.on('data', (parte: Buffer) => void (cortado || cliente.write(parte)));
    // A close goes through only while the link works; during a cut nothing does.
    cliente.on('close', () => void (cortado || servidorReal.destroy()));
    servidorReal.on('close', () => void (cortado || cliente.destroy()));
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(servidor.address() as net.AddressInfo).port}`,
    cortar: () => void (cortado = true),
    religar: () => {
      for (const s of abertos) s.destroy();
      abertos.clear();
      cortado = false;
    },
    fechar: async () => {
      for (const s of abertos) s.destroy();
      await new Promise((r) => servidor.close(r));
    },
  };
}
