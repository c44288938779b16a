import type { ReactNode } from 'react';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EstadoTeste } from '../hooks/useTeste';

/** The test button: disabled with a spinner while the test runs. */
export function BotaoTeste({ estado, label, onClick, disabled }: { estado: EstadoTeste; label: string; onClick: () => void; disabled?: boolean }) {
  const translate = useTranslate();
  const executando = estado.fase === 'executando';
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      disabled={executando || disabled}
      startIcon={executando ? <CircularProgress size={16} aria-hidden /> : <PlayArrowIcon />}
    >
      {translate(label)}
    </Button>
  );
}

/** What the last test said: idle text, running, green success or red failure with the message. */
export function TesteFeedback({ estado, ocioso, children }: { estado: EstadoTeste; ocioso?: ReactNode; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
      {estado.fase === 'ocioso' && ocioso && <Typography color="text.secondary">{ocioso}</Typography>}
      {estado.fase === 'executando' && <Typography>{translate('app.gerenciador.teste.executando')}</Typography>}
      {estado.fase === 'concluido' && (
        <Alert severity={estado.ok ? 'success' : 'error'} variant="outlined">
          {estado.mensagem || translate(estado.ok ? 'app.gerenciador.teste.sucesso' : 'app.gerenciador.teste.falha')}
          {children}
        </Alert>
      )}
    </Box>
  );
}
