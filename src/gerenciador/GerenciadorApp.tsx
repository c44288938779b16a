import { useMemo } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { ConfiguracaoBasicaPage } from './basica/ConfiguracaoBasicaPage';
import { ConfiguracaoConexaoPage } from './conexao/ConfiguracaoConexaoPage';
import { ConfiguracaoDadosRoute } from './dados/ConfiguracaoDadosRoute';
import { GerenciadorContext, type GerenciadorValor } from './GerenciadorContext';
import { useCargaGerenciador } from './hooks/useCargaGerenciador';
import { FilialIndisponivel, GerenciadorCarregando } from './layout/FilialIndisponivel';
import { GerenciadorLayout } from './layout/GerenciadorLayout';
import { idDaFilial, ROTA_BASICA, ROTA_CONEXAO, ROTA_REGISTROS, ROTA_SITUACAO } from './gerenciadorRoutes';
import { FilaRegistrosPage } from './registros/FilaRegistrosPage';
import { SituacaoGerenciadorPage } from './situacao/SituacaoGerenciadorPage';

/**
 * /admin/gerenciador/{id}/…: the integration manager of one branch, a lazy chunk of its own.
 * Nothing shows until the branch is loaded; unknown pages go to situacao_gerenciador.
 */
export default function GerenciadorApp() {
  const { filialId } = useParams();
  const id = idDaFilial(filialId);
  const basename = useBasename();
  const { carga, status, atualizarStatus, setBasica } = useCargaGerenciador(id);

  const valor = useMemo<GerenciadorValor | null>(
    () =>
      carga.fase === 'pronta'
        ? {
            filial: carga.filial,
            basica: carga.basica,
            setBasica,
            status,
            atualizarStatus: () => void atualizarStatus(),
            caminho: (rota: string) => `${basename}/gerenciador/${id}/${rota}`,
          }
        : null,
    [carga, status, atualizarStatus, setBasica, basename, id],
  );

  if (carga.fase === 'carregando') return <GerenciadorCarregando />;
  if (!valor) return <FilialIndisponivel />;
  const situacao = valor.caminho(ROTA_SITUACAO);
  return (
    <GerenciadorContext.Provider value={valor}>
      <GerenciadorLayout>
        <Routes>
          <Route path={ROTA_SITUACAO} element={<SituacaoGerenciadorPage />} />
          <Route path={ROTA_BASICA} element={<ConfiguracaoBasicaPage />} />
          <Route path={ROTA_CONEXAO} element={<ConfiguracaoConexaoPage />} />
          <Route path={ROTA_REGISTROS} element={<FilaRegistrosPage />} />
          <Route path=":rota" element={<ConfiguracaoDadosRoute />} />
          <Route path="*" element={<Navigate to={situacao} replace />} />
        </Routes>
      </GerenciadorLayout>
    </GerenciadorContext.Provider>
  );
}
