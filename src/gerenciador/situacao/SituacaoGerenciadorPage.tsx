import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Alert, Box, Card, CardContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MSG } from '../../../common/messages';
import { reiniciarGerenciador } from '../api/operacoes';
import { ConfirmButton } from '../components/ConfirmButton';
import { PaginaGerenciador, Secao } from '../components/PaginaGerenciador';
import { useGerenciador } from '../GerenciadorContext';
import { ProximasExecucoes } from '../agenda/ProximasExecucoes';
import { HistoricoExecucoes } from '../historico/HistoricoExecucoes';
import { formatarDataHora } from '../../../common/text/dataHora';
import { useChamada } from '../hooks/useChamada';
import { WebhookAlertas } from '../webhook/WebhookAlertas';
import { AtualizacaoGerenciador } from './AtualizacaoGerenciador';
import { ListaDeDados, type LinhaDeDado } from './ListaDeDados';
import { TokenGerenciador } from './TokenGerenciador';

/** situacao_gerenciador: the agent's connection and version, restart, its self-update, the next automatic runs, the agent token, the webhook alerts and their deliveries, and the run history. */
export function SituacaoGerenciadorPage() {
  const translate = useTranslate();
  const { filial, status, atualizarStatus } = useGerenciador();
  const reinicio = useChamada(MSG.erroReinicioGerenciador);
  const linhas: LinhaDeDado[] = [
    ['app.gerenciador.situacao.filial', `${filial.nome} (${filial.identificadorApp})`],
    ['app.gerenciador.situacao.versao', status?.versao],
    ['app.gerenciador.situacao.versao_servidor', status?.versaoServidor],
    ['app.gerenciador.situacao.hostname', status?.hostname],
    ['app.gerenciador.situacao.ultimo_contato', formatarDataHora(status?.ultimoContato)],
  ];

  return (
    <PaginaGerenciador titulo="app.gerenciador.menu.situacao">
      <Card variant="outlined">
        <CardContent>
          {status?.desatualizado && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('app.gerenciador.situacao.desatualizado')}
            </Alert>
          )}
          <ListaDeDados linhas={linhas} />
          <Box sx={{ mt: 2 }}>
            <ConfirmButton
              variant="contained"
              icone={<RestartAltIcon />}
              label="app.gerenciador.situacao.reiniciar"
              confirmacao={translate('app.gerenciador.situacao.confirma_reiniciar')}
              disabled={reinicio.executando}
              onConfirm={async () => {
                await reinicio.chamar(() => reiniciarGerenciador(filial.identificadorApp));
                atualizarStatus();
              }}
            />
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mt: 3 }}>
        <CardContent>
          <AtualizacaoGerenciador />
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mt: 3 }}>
        <CardContent>
          <ProximasExecucoes />
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mt: 3 }}>
        <CardContent>
          <Secao id="token-gerenciador" titulo={translate('app.gerenciador.token.titulo')}>
            <TokenGerenciador />
          </Secao>
        </CardContent>
      </Card>
      <WebhookAlertas />
      <HistoricoExecucoes tipo={null} />
    </PaginaGerenciador>
  );
}
