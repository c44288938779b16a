import { useCallback, useState } from 'react';
import type { EsquemaErp } from '../../../common/api/esquemaErp';
import { descobrirTabelas } from '../api/workbench';
import { mensagemResultado, resultadoOk } from '../hooks/useTratarFalha';
import { useTratarFalha } from '../hooks/useTratarFalha';
import { useGerenciador } from '../GerenciadorContext';

export type EstadoDescoberta =
  { fase: 'ocioso' } | { fase: 'lendo'; esquema: EsquemaErp | null } | { fase: 'concluido'; esquema: EsquemaErp | null; ok: boolean; mensagem: string };

/** The ERP's tables read through the agent on request (it may be offline); the last good answer stays while a new one is read. */
export function useDescoberta() {
  const { filial } = useGerenciador();
  const tratarFalha = useTratarFalha();
  const [estado, setEstado] = useState<EstadoDescoberta>({ fase: 'ocioso' });
  const ler = useCallback(async () => {
    setEstado((antes) => ({ fase: 'lendo', esquema: antes.fase === 'ocioso' ? null : antes.esquema }));
    try {
      const r = await descobrirTabelas(filial.identificadorApp);
      setEstado((antes) => ({
        fase: 'concluido',
        esquema: r.dados ?? (antes.fase === 'ocioso' ? null : antes.esquema),
        ok: resultadoOk(r),
        mensagem: mensagemResultado(r),
      }));
    } catch (error) {
      const falha = await tratarFalha(error);
      setEstado((antes) => ({ fase: 'concluido', esquema: antes.fase === 'ocioso' ? null : antes.esquema, ok: false, mensagem: falha.message }));
    }
  }, [filial.identificadorApp, tratarFalha]);
  const esquema = estado.fase === 'ocioso' ? null : estado.esquema;
  return { estado, esquema, ler };
}

export type Descoberta = ReturnType<typeof useDescoberta>;
