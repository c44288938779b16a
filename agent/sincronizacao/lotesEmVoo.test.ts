import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONFIGURACAO_BASICA_PADRAO, TIPOS_DADOS_POR_TIPO } from '../../common/catalogo';
import { MSG } from '../../common/messages';
import { EVENTOS } from '../../common/protocolo';
import { criarErp, inserirProdutos, type ErpDeTeste } from '../../tests/support/erps';
import { abrirDialeto, type Dialeto } from '../dialects';
import { EstadoLocal } from '../estado';
import { configProdutos } from '../testing/configProdutos';
import { NuvemEmMemoria } from '../testing/nuvemFalsa';
import { Sincronizador } from './sincronizador';

/** Pages of 100 rows; the agent sends the changed records of five pages as one batch of 500. */
const POR_PAGINA = 100;
const POR_LOTE = 500;

/** A cloud that answers each batch only when the test says so (or refuses it), and tells what it holds unanswered. */
class NuvemQueSegura extends NuvemEmMemoria {
  semResposta: { registros: string[]; responder: () => void; recusar: (motivo: string) => void }[] = [];
  private avisos: (() => void)[] = [];

  override async pedir<T>(type: string, payload: unknown): Promise<T> {
    if (type !== EVENTOS.lote) return super.pedir<T>(type, payload);
    const registros = ((payload as { registros?: { identificador: string }[] }).registros ?? []).map((r) => r.identificador);
    return new Promise<T>((resolve, reject) => {
      this.semResposta.push({ registros, responder: () => void super.pedir<T>(type, payload).then(resolve), recusar: (motivo) => reject(new Error(motivo)) });
      for (const avisar of this.avisos.splice(0)) avisar();
    });
  }

  /** Resolves once `n` batches are waiting for their answer. */
  async aguardando(n: number): Promise<void> {
    while (this.semResposta.length < n) await new Promise<void>((r) => this.avisos.push(r));
  }
}

const lote = (n: number) => Array.from({ length: POR_LOTE }, (_, i) => `P${String(n * POR_LOTE + i + 1).padStart(4, '0')}`);
const umaVoltaDoLaco = () => new Promise<void>((r) => setTimeout(r, 0));

describe('batches in flight (the agent does not wait for one acknowledgement before sending the next)', () => {
  let erp: ErpDeTeste;
  let dialeto: Dialeto;
  let estado: EstadoLocal;

  beforeEach(async () => {
    erp = await criarErp('sqlite');
    await inserirProdutos(erp, 5 * POR_LOTE);
    dialeto = abrirDialeto(erp.conexao);
    estado = new EstadoLocal(':memory:');
  });
  afterEach(async () => {
    await dialeto.fechar();
    estado.fechar();
    await erp.remover();
  });

  const sincronizador = (nuvem: NuvemEmMemoria) =>
    new Sincronizador(nuvem, dialeto, estado, TIPOS_DADOS_POR_TIPO.configuracaoDadosProduto, configProdutos(POR_PAGINA), CONFIGURACAO_BASICA_PADRAO, 0);

  it('groups five pages into a batch of 500, sends the second batch before the first is answered, never a third, and stores every row once', async () => {
    const nuvem = new NuvemQueSegura();
    const execucao = sincronizador(nuvem).executar(false);
    await nuvem.aguardando(2);
    expect(nuvem.semResposta.map((l) => l.registros)).toEqual([lote(0), lote(1)]);
    // However long the first answer takes, the third batch waits for it.
    for (let i = 0; i < 20; i++) await umaVoltaDoLaco();
    expect(nuvem.semResposta).toHaveLength(2);
    nuvem.semResposta[0]!.responder();
    await nuvem.aguardando(3);
    expect(nuvem.semResposta[2]!.registros).toEqual(lote(2));
    for (let respondidos = 1; respondidos < 5; respondidos++) {
      await nuvem.aguardando(respondidos + 1);
      nuvem.semResposta[respondidos]!.responder();
    }
    expect(await execucao).toBe('sucesso');
    expect(nuvem.enviados).toBe(5 * POR_LOTE);
    expect(nuvem.registros.size).toBe(5 * POR_LOTE);
    expect(nuvem.status).toMatchObject({ sucesso: true, itemsCount: 5 * POR_LOTE, itensSincronizadosCount: 5 * POR_LOTE });
  });

  it('when a batch is refused, a later batch the server took is not recorded as sent: the next run sends both again', async () => {
    const nuvem = new NuvemQueSegura();
    const execucao = sincronizador(nuvem).executar(false);
    await nuvem.aguardando(2);
    nuvem.semResposta[0]!.responder();
    await nuvem.aguardando(3);
    // The second batch is refused while the third was already stored by the server.
    nuvem.semResposta[2]!.responder();
    nuvem.semResposta[1]!.recusar('Falha ao processar a mensagem no servidor.');
    await expect(execucao).rejects.toThrow('Falha ao processar a mensagem no servidor.');
    expect(nuvem.status).toMatchObject({ executando: false, sucesso: false, msg: MSG.falhaEnvioServidor });

    const reenvio = new NuvemEmMemoria();
    expect(await sincronizador(reenvio).executar(false)).toBe('sucesso');
    // The first batch was acknowledged and is not sent again; the refused batch and every one after it are.
    expect([...reenvio.registros.keys()]).toEqual([...lote(1), ...lote(2), ...lote(3), ...lote(4)]);
  });
});
