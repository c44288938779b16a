import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** A webhook's secret just generated: shown this once, with a copy button (the server keeps it sealed and never shows it again). */
export function SegredoWebhook({ segredo, id }: { segredo: string; id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(segredo);
      notify('app.gerenciador.webhook.segredo_copiado', { type: 'success' });
    } catch {
      notify('app.gerenciador.webhook.segredo_copiar_falhou', { type: 'warning' });
    }
  };
  return (
    <Alert severity="warning" sx={{ my: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
      {translate('app.gerenciador.webhook.segredo_aviso')}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <TextField
          id={id}
          label={translate('app.gerenciador.webhook.segredo')}
          value={segredo}
          size="small"
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          sx={{ flex: '1 1 16rem', minWidth: 0 }}
        />
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copiar()}>
          {translate('app.gerenciador.webhook.copiar_segredo')}
        </Button>
      </Box>
    </Alert>
  );
}
