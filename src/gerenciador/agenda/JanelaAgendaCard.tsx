import DeleteIcon from '@mui/icons-material/Delete';
import { Box, FormHelperText, IconButton, Paper, TextField, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DIAS_SEMANA, type JanelaAgenda, type ListaAgenda } from '../../../common/catalogo';
import type { Erros } from '../hooks/useConfiguracaoForm';

/** The days as the chips show them (short) and name them (whole), Sunday first as Date#getDay counts. */
const DIAS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'] as const;

interface Props {
  lista: ListaAgenda;
  indice: number;
  janela: JanelaAgenda;
  erros: Erros;
  onAlterar: (patch: Partial<JanelaAgenda>) => void;
  onRemover: () => void;
}

/** One window of a schedule: its days as toggle chips and its start and end times (Brasília). */
export function JanelaAgendaCard({ lista, indice, janela, erros, onAlterar, onRemover }: Props) {
  const translate = useTranslate();
  const prefixo = `agenda-${lista}-${indice}`;
  const erro = (campo: keyof JanelaAgenda) => erros[`agenda.${lista}.${indice}.${campo}`];
  const numero = translate('app.gerenciador.agenda.janela', { n: indice + 1 });
  const alcance = janela.inicio && janela.fim ? (janela.inicio === janela.fim ? 'dia_inteiro' : janela.fim < janela.inicio ? 'meia_noite' : null) : null;
  const horario = (campo: 'inicio' | 'fim') => (
    <TextField
      id={`${prefixo}-${campo}`}
      type="time"
      label={translate(`app.gerenciador.agenda.${campo}`)}
      value={janela[campo]}
      onChange={(e) => onAlterar({ [campo]: e.target.value })}
      error={Boolean(erro(campo))}
      helperText={erro(campo) ?? (campo === 'fim' && alcance ? translate(`app.gerenciador.agenda.${alcance}`) : undefined)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
    />
  );

  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none', position: 'relative' }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 1, lineHeight: '40px' }}>
          {numero}
        </Typography>
        <Typography id={`${prefixo}-dias-rotulo`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {translate('app.gerenciador.agenda.dias')}
        </Typography>
        <ToggleButtonGroup
          value={janela.dias}
          onChange={(_, dias: number[]) => onAlterar({ dias: [...dias].sort((a, b) => a - b) })}
          aria-labelledby={`${prefixo}-dias-rotulo`}
          aria-describedby={erro('dias') ? `${prefixo}-dias-erro` : undefined}
          aria-invalid={erro('dias') ? true : undefined}
          tabIndex={erro('dias') ? -1 : undefined}
          size="small"
          sx={{
            flexWrap: 'wrap',
            gap: 0.5,
            '& .MuiToggleButtonGroup-grouped': {
              m: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: '16px !important',
              px: 1.25,
              py: 0.25,
              textTransform: 'none',
              minWidth: 44,
            },
            '& .MuiToggleButtonGroup-grouped.Mui-selected, & .MuiToggleButtonGroup-grouped.Mui-selected:hover': {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderColor: 'primary.main',
            },
          }}
        >
          {DIAS_SEMANA.map((dia) => (
            <ToggleButton key={dia} value={dia} aria-label={translate(`app.gerenciador.agenda.dias_semana.${DIAS[dia]}`)}>
              {translate(`app.gerenciador.agenda.dias_curtos.${DIAS[dia]}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {erro('dias') && (
          <FormHelperText id={`${prefixo}-dias-erro`} error>
            {erro('dias')}
          </FormHelperText>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', mt: 2 }}>
          {horario('inicio')}
          {horario('fim')}
        </Box>
      </Box>
      {/* After the fieldset in reading order, drawn in its corner. */}
      <Tooltip title={translate('app.gerenciador.agenda.remover', { n: indice + 1 })}>
        <IconButton
          aria-label={translate('app.gerenciador.agenda.remover', { n: indice + 1 })}
          onClick={onRemover}
          sx={{ position: 'absolute', top: 12, right: 8 }}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}
