import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import CancelIcon from '@mui/icons-material/Cancel';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import ReplayIcon from '@mui/icons-material/Replay';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, Box, Card, CardContent, LinearProgress, Typography, type AlertColor } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MSG } from '../../../common/messages';
import { cancelarSincronizacao, confirmarRemocoes, limparDadosSite, sincronizar, statusSincronizacao } from '../api/operacoes';
import type { StatusSincronizacao } from '../api/types';
import { ConfirmButton } from '../components/ConfirmButton';
import { Secao } from '../components/PaginaGerenciador';
import { useGerenciador } from '../GerenciadorContext';
import { FUSO_AGENDA } from '../../../common/catalogo';
import { formatarDataHora, formatarDataHoraNoFuso } from '../../../common/text/dataHora';
import { useChamada } from '../hooks/useChamada';
import { INTERVALO_PROXIMA_MS, INTERVALO_SINCRONIZACAO_MS } from '../hooks/intervalosPolling';
import { usePolling } from '../hooks/usePolling';
import { AvisoEstrutura } from './AvisoEstrutura';
import { useSessaoExpirada } from '../hooks/useSessaoExpirada';

/** Polls allowed before the agent reports the run as started (it may take a moment to begin). */
const ESPERA_INICIO = 20;
/** After a save, the agent takes a moment to program the new schedule: read it a few times. */
const LEITURAS_APOS_SALVAR = 5;
const INTERVALO_APOS_SALVAR_MS = 1000;

const CAMPOS: (keyof StatusSincronizacao)[] = [
  'dtInicio',
  'dtFim',
  'executando',
  'sucesso',
  'cancelada',
  'erro',
  'updatedAt',
  'itemsCount',
  'itensSincronizadosCount',
  'envioCompleto',
  'retomada',
];

/** How the run's message reads: running, held removals, done, cancelled, failed. */
function gravidade(s: StatusSincronizacao): AlertColor {
  if (s.executando || s.cancelada) return 'info';
  if (s.remocoesRetidas > 0) return 'warning';
  return s.sucesso ? 'success' : 'error';
}

interface Props {
  tipo: string;
  /** A read type: its next automatic run is shown (common/catalogo/agenda). */
  comAgenda?: boolean;
  /** Changes when the page's configuration was saved or cleared: the agent programs the next run again. */
  revisao?: number;
}

/**
 * The sync panel of a data type: start (new/changed or all), cancel, clear server data, the run's
 * status and, for a read type, when its next automatic run starts as the agent programmed it.
 */
export function PainelSincronizacao({ tipo, comAgenda = false, revisao = 0 }: Props) {
  const translate = useTranslate();
  const { filial, status: gerenciador } = useGerenciador();
  const [status, setStatus] = useState<StatusSincronizacao | null>(null);
  const [acompanhando, setAcompanhando] = useState(false);
  const polls = useRef({ total: 0, viuExecutando: false });
  const inicio = useChamada(MSG.erroInicioSincronizacao);
  const cancelamento = useChamada(MSG.erroCancelamentoSincronizacao);
  const limpeza = useChamada(MSG.erroLimpezaDadosServidor);
  const remocoes = useChamada(MSG.erroInesperado);

  const sessaoExpirada = useSessaoExpirada();
  const atualizar = useCallback(async () => {
    const atual = await statusSincronizacao(filial.identificadorApp, tipo);
    setStatus(atual);
    return atual;
  }, [filial.identificadorApp, tipo]);

  useEffect(() => {
    atualizar().catch(sessaoExpirada);
  }, [atualizar, sessaoExpirada]);

  usePolling(
    async () => {
      const atual = await atualizar();
      polls.current.total += 1;
      if (atual.executando) polls.current.viuExecutando = true;
      else if (polls.current.viuExecutando || polls.current.total > ESPERA_INICIO) setAcompanhando(false);
    },
    INTERVALO_SINCRONIZACAO_MS,
    acompanhando,
  );

  const aposSalvar = useRef({ revisao, leituras: 0 });
  const [relendo, setRelendo] = useState(false);
  useEffect(() => {
    if (revisao === aposSalvar.current.revisao) return;
    aposSalvar.current = { revisao, leituras: 0 };
    setRelendo(true);
  }, [revisao]);
  usePolling(
    async () => {
      await atualizar();
      if (++aposSalvar.current.leituras >= LEITURAS_APOS_SALVAR) setRelendo(false);
    },
    INTERVALO_APOS_SALVAR_MS,
    comAgenda && relendo && !acompanhando,
  );
  // The first call of a polling runs at once: the mount already read the status.
  const lentamente = useRef(false);
  usePolling(
    async () => {
      if (lentamente.current) await atualizar();
      lentamente.current = true;
    },
    INTERVALO_PROXIMA_MS,
    comAgenda && !relendo && !acompanhando,
  );

  const acompanhar = (jaExecutando: boolean) => {
    polls.current = { total: 0, viuExecutando: jaExecutando };
    setAcompanhando(true);
  };
  const iniciar = async (reenviarTodos: boolean) => {
    const resultado = await inicio.chamar(() => sincronizar(filial.identificadorApp, tipo, reenviarTodos));
    if (resultado?.status) acompanhar(false);
  };
  const cancelar = async () => {
    const resultado = await cancelamento.chamar(() => cancelarSincronizacao(filial.identificadorApp, tipo));
    if (resultado?.status) acompanhar(true);
  };
  const limpar = async () => {
    await limpeza.chamar(() => limparDadosSite(filial.identificadorApp, tipo));
    await atualizar().catch(() => undefined);
  };
  const confirmar = async () => {
    await remocoes.chamar(() => confirmarRemocoes(filial.identificadorApp, tipo));
    await atualizar().catch(() => undefined);
  };

  const executando = Boolean(status?.executando);
  const ocupado = inicio.executando || cancelamento.executando || limpeza.executando || remocoes.executando;
  const retidas = status?.remocoesRetidas ?? 0;
  const valor = (campo: keyof StatusSincronizacao): ReactNode => {
    const v = status?.[campo];
    // The run's Portuguese message first (what to fix), the engine's own text under it as the detail.
    if (campo === 'erro' && status?.erro) {
      return (
        <>
          {status.msg && status.msg !== status.erro && <span style={{ display: 'block' }}>{status.msg}</span>}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {translate('app.gerenciador.sincronizacao.detalhe', { detalhe: status.erro })}
          </Typography>
        </>
      );
    }
    if (typeof v === 'boolean') return translate(v ? 'app.gerenciador.sim' : 'app.gerenciador.nao');
    if (campo === 'dtInicio' || campo === 'dtFim' || campo === 'updatedAt') return formatarDataHora(v as string | null) || '—';
    return v === null || v === undefined || v === '' ? '—' : String(v);
  };

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Secao id="sincronizacao" titulo={translate('app.gerenciador.sincronizacao.titulo')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <ConfirmButton
              variant="contained"
              icone={<SyncIcon />}
              label="app.gerenciador.sincronizacao.sincronizar"
              confirmacao={translate('app.gerenciador.sincronizacao.confirma_sincronizar')}
              disabled={executando || ocupado}
              onConfirm={() => iniciar(false)}
            />
            <ConfirmButton
              variant="outlined"
              icone={<ReplayIcon />}
              label="app.gerenciador.sincronizacao.reenviar"
              confirmacao={translate('app.gerenciador.sincronizacao.confirma_reenviar')}
              disabled={executando || ocupado}
              onConfirm={() => iniciar(true)}
            />
            <ConfirmButton
              variant="outlined"
              icone={<CancelIcon />}
              label="app.gerenciador.sincronizacao.cancelar"
              confirmacao={translate('app.gerenciador.sincronizacao.confirma_cancelar')}
              disabled={!executando || ocupado}
              onConfirm={cancelar}
            />
            <ConfirmButton
              variant="outlined"
              color="error"
              icone={<DeleteSweepIcon />}
              label="app.gerenciador.sincronizacao.limpar"
              confirmacao={translate('app.gerenciador.sincronizacao.confirma_limpar')}
              disabled={executando || ocupado}
              onConfirm={limpar}
            />
            {retidas > 0 && (
              <ConfirmButton
                variant="contained"
                color="warning"
                icone={<PlaylistRemoveIcon />}
                label="app.gerenciador.sincronizacao.confirmar_remocoes"
                confirmacao={translate('app.gerenciador.sincronizacao.confirma_remocoes', { n: retidas })}
                disabled={executando || ocupado}
                onConfirm={confirmar}
              />
            )}
          </Box>
          {comAgenda && <ProximaExecucao status={status} conectado={gerenciador?.conectado ?? false} />}
          {status?.msg && (
            <Alert severity={gravidade(status)} variant="outlined" sx={{ mt: 2, whiteSpace: 'pre-line' }} data-campo="msg">
              {status.msg}
            </Alert>
          )}
          <AvisoEstrutura divergencias={status?.divergencias} />
          <LinearProgress
            sx={{ mt: 2 }}
            aria-label={translate('app.gerenciador.sincronizacao.progresso')}
            // The agent does not know the total rows until the read ends: indeterminate while it runs.
            variant={executando ? 'indeterminate' : 'determinate'}
            value={status?.envioCompleto ? 100 : 0}
          />
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 1, mt: 2, mb: 0 }}>
            {CAMPOS.map((campo) => (
              <Box key={campo} sx={campo === 'erro' && status?.erro ? { gridColumn: '1 / -1', order: 1 } : undefined}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`app.gerenciador.sincronizacao.${campo}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }} data-campo={campo}>
                  {valor(campo)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Secao>
      </CardContent>
    </Card>
  );
}

/** The next automatic run, in Brasília time as the schedule's windows are written, or why there is none. */
function ProximaExecucao({ status, conectado }: { status: StatusSincronizacao | null; conectado: boolean }) {
  const translate = useTranslate();
  if (!status) return null;
  const proxima = status.proximaExecucao
    ? translate('app.gerenciador.agenda.proxima_em', { data: formatarDataHoraNoFuso(status.proximaExecucao, FUSO_AGENDA) })
    : translate(
        status.executando
          ? 'app.gerenciador.agenda.proxima_executando'
          : conectado
            ? 'app.gerenciador.agenda.proxima_nenhuma'
            : 'app.gerenciador.agenda.proxima_desconectado',
      );
  return (
    <Box sx={{ mt: 2 }}>
      <Typography>
        {translate('app.gerenciador.agenda.proxima')}: <span data-campo="proximaExecucao">{proxima}</span>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.gerenciador.agenda.manual_agora')}
      </Typography>
    </Box>
  );
}
