import { Box, FormControlLabel, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { alertasDaFilial, LIMITES_ALERTAS, ROTULOS_ALERTAS, type ConfiguracaoAlertas } from '../../../common/catalogo';
import { Secao } from '../components/PaginaGerenciador';
import type { Erros } from '../hooks/useConfiguracaoForm';

type Campo = keyof ConfiguracaoAlertas;

interface Props {
  dados: Record<string, unknown>;
  erros: Erros;
  definir: (campo: Campo, valor: unknown) => void;
}

/** configuracao_basica's e-mail alerts (docs/guia-integrador.md §9): on/off, recipients, the offline and failed-runs thresholds, records in erro. */
export function AlertasEmail({ dados, erros, definir }: Props) {
  const translate = useTranslate();
  const alertas = alertasDaFilial(dados);
  const numero = (campo: 'alertaOfflineMinutos' | 'alertaFalhasSeguidas', [min, max]: readonly [number, number]) => (
    <TextField
      id={`basica-${campo}`}
      type="number"
      label={ROTULOS_ALERTAS[campo]}
      value={String(alertas[campo] ?? '')}
      onChange={(e) => definir(campo, e.target.value === '' ? '' : Number(e.target.value))}
      error={Boolean(erros[campo])}
      helperText={erros[campo]}
      disabled={!alertas.alertasEmail}
      slotProps={{ htmlInput: { min, max, step: 1 } }}
    />
  );
  return (
    <Secao id="alertas-email" titulo={translate('app.gerenciador.alertas.titulo')}>
      <Box component="p" sx={{ mt: 0, color: 'text.secondary', typography: 'body2' }}>
        {translate('app.gerenciador.alertas.ajuda')}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormControlLabel
          control={<Switch checked={Boolean(alertas.alertasEmail)} onChange={(e) => definir('alertasEmail', e.target.checked)} />}
          label={ROTULOS_ALERTAS.alertasEmail}
        />
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(alertas.alertaRegistroErro)}
              onChange={(e) => definir('alertaRegistroErro', e.target.checked)}
              disabled={!alertas.alertasEmail}
            />
          }
          label={ROTULOS_ALERTAS.alertaRegistroErro}
        />
        <TextField
          id="basica-alertasDestinatarios"
          label={ROTULOS_ALERTAS.alertasDestinatarios}
          value={alertas.alertasDestinatarios}
          onChange={(e) => definir('alertasDestinatarios', e.target.value)}
          error={Boolean(erros.alertasDestinatarios)}
          helperText={erros.alertasDestinatarios}
          disabled={!alertas.alertasEmail}
          multiline
          sx={{ gridColumn: { lg: '1 / -1' } }}
        />
        {numero('alertaOfflineMinutos', LIMITES_ALERTAS.offlineMinutos)}
        {numero('alertaFalhasSeguidas', LIMITES_ALERTAS.falhasSeguidas)}
      </Box>
    </Secao>
  );
}
