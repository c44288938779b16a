import { useCallback, useState } from 'react';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SITUACOES_REGISTRO_APP } from '../../../common/catalogo';
import { MSG } from '../../../common/messages';
import { descartarRegistrosComErro, reenviarRegistrosComErro, resumoRegistros } from '../api/operacoes';
import type { ResultadoGerenciador, ResumoRegistros } from '../api/types';
import { ConfirmButton } from '../components/ConfirmButton';
import { Secao } from '../components/PaginaGerenciador';
import { useGerenciador } from '../GerenciadorContext';
import { useChamada } from '../hooks/useChamada';
import { usePolling } from '../hooks/usePolling';
import { AvisoEstrutura } from './AvisoEstrutura';
import { useSessaoExpirada } from '../hooks/useSessaoExpirada';

/** The counts follow the agent's work while the page is open. */
const INTERVALO_RESUMO_MS = 5000;

/**
 * On an insert page: how many records the phones sent of this type are in each situação, and the
 * records in erro re-sent to the ERP or discarded, all at once, each after a confirmation.
 */
export function RegistrosAplicativo({ tipo }: { tipo: string }) {
  const translate = useTranslate();
  const { filial } = useGerenciador();
  const [resumo, setResumo] = useState<ResumoRegistros | null>(null);
  const sessaoExpirada = useSessaoExpirada();
  const reenvio = useChamada(MSG.erroInesperado);
  const descarte = useChamada(MSG.erroInesperado);

  const atualizar = useCallback(async () => setResumo(await resumoRegistros(filial.identificadorApp, tipo)), [filial.identificadorApp, tipo]);
  usePolling(atualizar, INTERVALO_RESUMO_MS);

  const agir = (operacao: (identificadorApp: string, tipo: string) => Promise<ResultadoGerenciador>, chamada: typeof reenvio) => async () => {
    await chamada.chamar(() => operacao(filial.identificadorApp, tipo));
    await atualizar().catch(sessaoExpirada);
  };
  const erros = resumo?.erro ?? 0;
  const ocupado = reenvio.executando || descarte.executando;

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Secao id="registros-aplicativo" titulo={translate('app.gerenciador.registros.titulo')}>
          <Typography color="text.secondary">{translate('app.gerenciador.registros.descricao')}</Typography>
          <AvisoEstrutura divergencias={resumo?.divergencias} />
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1, mt: 2, mb: 2 }}>
            {SITUACOES_REGISTRO_APP.map((situacao) => (
              <Box key={situacao}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`app.gerenciador.registros.${situacao}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} data-situacao={situacao}>
                  {resumo ? resumo[situacao] : '—'}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <ConfirmButton
              variant="contained"
              icone={<ReplayIcon />}
              label="app.gerenciador.registros.reenviar"
              confirmacao={translate('app.gerenciador.registros.confirma_reenviar', { n: erros })}
              disabled={!erros || ocupado}
              onConfirm={agir(reenviarRegistrosComErro, reenvio)}
            />
            <ConfirmButton
              variant="outlined"
              color="error"
              icone={<DeleteForeverIcon />}
              label="app.gerenciador.registros.descartar"
              confirmacao={translate('app.gerenciador.registros.confirma_descartar', { n: erros })}
              disabled={!erros || ocupado}
              onConfirm={agir(descartarRegistrosComErro, descarte)}
            />
          </Box>
        </Secao>
      </CardContent>
    </Card>
  );
}
