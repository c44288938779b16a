import { MSG } from '../../common/messages';
import type { ResultadoGerenciador } from '../../common/protocolo';
import { classificarErro, type Dialeto } from '../dialects';
import { lerEsquema } from '../dialects/schema';
import { MAX_TABELAS } from '../dialects/schema/agrupar';

/** Discovery: the ERP's tables and views with their columns and types, from the engine's catalogue. */
export async function descobrirTabelas(dialeto: Dialeto): Promise<ResultadoGerenciador> {
  try {
    const esquema = await lerEsquema(dialeto);
    return {
      status: true,
      msg: esquema.truncado ? MSG.tabelasTruncadas(MAX_TABELAS) : MSG.tabelasDescobertas(esquema.tabelas.length),
      erro: null,
      dados: esquema,
    };
  } catch (error) {
    const f = classificarErro(dialeto.tipo, error, 'descobrir');
    return { status: false, msg: f.msg, erro: f.detalhe || f.msg };
  }
}
