import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { criarErp, type ErpDeTeste } from '../../tests/support/erps';
import { abrirDialeto, type Dialeto } from '../dialects';
import { ErroEstadoLocal, EstadoLocal } from '../estado';
import { configInsertPedido } from '../testing/configPedido';
import type { SituacaoDiario } from './diario';
import { Gravador } from './gravador';

/** A journal whose disk fills up exactly when the agent notes the ERP's answer ('gravado'). */
class DiarioQueEnche extends EstadoLocal {
  cheio = false;
  override anotar(uuid: string, tipo: string, situacao: SituacaoDiario, extra?: Parameters<EstadoLocal['anotar']>[3]): void {
    if (this.cheio && situacao === 'gravado') throw new ErroEstadoLocal(MSG.discoCheioGerenciador('estado.db'), null);
    super.anotar(uuid, tipo, situacao, extra);
  }
}

/**
 * The write-back journal on a disk that fills between the ERP's commit and the journal's note: the
 * agent must not acknowledge a record it could not journal, and the next attempt must find the
 * record the ERP already has instead of inserting it again (docs/operacao.md, "Disco cheio").
 */
describe('gravação com o diário sem espaço', () => {
  let erp: ErpDeTeste;
  let dialeto: Dialeto;
  let estado: DiarioQueEnche;

  beforeAll(async () => {
    erp = await criarErp('sqlite');
    dialeto = abrirDialeto(erp.conexao);
    estado = new DiarioQueEnche(':memory:');
  });
  afterAll(async () => {
    estado.fechar();
    await dialeto.fechar();
    await erp.remover();
  });

  it('does not acknowledge what it could not journal, and later finds it in the ERP instead of writing it twice', async () => {
    const registro = { tipo: 'pedido' as const, uuid: 'uuid-disco-cheio', dados: { clienteIdentificador: 'C001', valorTotal: 5, itens: [] } };
    const gravador = new Gravador(dialeto, estado, () => configInsertPedido());
    estado.cheio = true;
    await expect(gravador.gravar(registro)).rejects.toBeInstanceOf(ErroEstadoLocal);
    expect(estado.diario(registro.uuid)?.situacao).toBe('gravando');
    expect(await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [registro.uuid])).toHaveLength(1);

    estado.cheio = false;
    const depois = await gravador.gravar(registro);
    const [linha] = await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [registro.uuid]);
    expect(depois).toEqual({ situacao: 'integrado', chaveErp: String(linha!.id) });
    expect(await erp.sql('SELECT id FROM pedidos WHERE uuid_app = ?', [registro.uuid])).toHaveLength(1);
    expect(estado.diario(registro.uuid)?.situacao).toBe('gravado');
  });
});
