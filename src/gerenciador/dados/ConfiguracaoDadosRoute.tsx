import { Navigate, useParams } from 'react-router-dom';
import { useGerenciador } from '../GerenciadorContext';
import { ROTA_SITUACAO, tipoDaRota } from '../gerenciadorRoutes';
import { ConfiguracaoDadosPage } from './ConfiguracaoDadosPage';

/** configuracao_dados_*: the catalogue's page of that path, or situacao_gerenciador when unknown or hidden by its flag. */
export function ConfiguracaoDadosRoute() {
  const { rota } = useParams();
  const { basica, caminho } = useGerenciador();
  const tipo = tipoDaRota(rota, basica);
  if (!tipo) return <Navigate to={caminho(ROTA_SITUACAO)} replace />;
  return <ConfiguracaoDadosPage key={tipo.tipo} def={tipo} />;
}
