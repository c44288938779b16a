import { useCallback, useEffect, useState } from 'react';
import { CONFIGURACAO_BASICA_PADRAO, TIPO_BASICA, type ConfiguracaoBasica } from '../../../common/catalogo';
import { falhaDe } from '../api/falhaRequisicao';
import { carregarConfiguracao, carregarFilial, statusGerenciador } from '../api/operacoes';
import type { FilialGerenciador, StatusGerenciador } from '../api/types';
import { INTERVALO_STATUS_MS } from './intervalosPolling';
import { usePolling } from './usePolling';
import { useTratarFalha } from './useTratarFalha';

export type Carga = { fase: 'carregando' } | { fase: 'indisponivel' } | { fase: 'pronta'; filial: FilialGerenciador; basica: ConfiguracaoBasica };

/**
 * The branch (null when it does not exist or the user's contratante may not see it: the server
 * decides) and its basic configuration; then the agent's status every 2 s.
 */
export function useCargaGerenciador(filialId: number) {
  const tratarFalha = useTratarFalha();
  const [carga, setCarga] = useState<Carga>({ fase: 'carregando' });
  const [status, setStatus] = useState<StatusGerenciador | null>(null);

  useEffect(() => {
    let ativo = true;
    setCarga({ fase: 'carregando' });
    setStatus(null);
    (async () => {
      const filial = filialId > 0 ? await carregarFilial(filialId) : null;
      if (!filial) return ativo && setCarga({ fase: 'indisponivel' });
      const basica = await carregarConfiguracao<ConfiguracaoBasica>(filial.id, TIPO_BASICA);
      if (ativo) setCarga({ fase: 'pronta', filial, basica: { ...CONFIGURACAO_BASICA_PADRAO, ...basica.dados } });
    })().catch(async (error) => {
      await tratarFalha(error);
      if (ativo) setCarga({ fase: 'indisponivel' });
    });
    return () => {
      ativo = false;
    };
  }, [filialId, tratarFalha]);

  const identificadorApp = carga.fase === 'pronta' ? carga.filial.identificadorApp : null;
  const atualizarStatus = useCallback(async () => {
    if (!identificadorApp) return;
    try {
      setStatus(await statusGerenciador(identificadorApp));
    } catch (error) {
      // A poll that fails is retried in 2 s without a notification each time; 401 still ends the session.
      if (falhaDe(error).status === 401) await tratarFalha(error);
    }
  }, [identificadorApp, tratarFalha]);
  usePolling(atualizarStatus, INTERVALO_STATUS_MS, Boolean(identificadorApp));

  const setBasica = useCallback((basica: ConfiguracaoBasica) => setCarga((atual) => (atual.fase === 'pronta' ? { ...atual, basica } : atual)), []);
  return { carga, status, atualizarStatus, setBasica };
}
