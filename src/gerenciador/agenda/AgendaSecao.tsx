import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, FormHelperText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LISTAS_AGENDA, type Agenda, type JanelaAgenda, type ListaAgenda } from '../../../common/catalogo';
import { Secao } from '../components/PaginaGerenciador';
import type { Erros } from '../hooks/useConfiguracaoForm';
import { JanelaAgendaCard } from './JanelaAgendaCard';

interface Props {
  agenda: Agenda;
  erros: Erros;
  onAdicionar: (lista: ListaAgenda) => void;
  onAlterar: (lista: ListaAgenda, indice: number, patch: Partial<JanelaAgenda>) => void;
  onRemover: (lista: ListaAgenda, indice: number) => void;
}

/**
 * A read type's schedule beside its interval (common/catalogo/agenda): windows in Brasília time when
 * the automatic runs may start, and windows when they may not. Manual runs ignore it.
 */
export function AgendaSecao({ agenda, erros, onAdicionar, onAlterar, onRemover }: Props) {
  const translate = useTranslate();
  return (
    <Secao id="agenda" titulo={translate('app.gerenciador.agenda.titulo')}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.gerenciador.agenda.ajuda')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('app.gerenciador.agenda.manual')}
      </Typography>
      {erros.agenda && (
        <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
          {erros.agenda}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 2 }}>
        {LISTAS_AGENDA.map((lista) => (
          <Box key={lista} component="section" aria-labelledby={`agenda-${lista}`}>
            <Typography id={`agenda-${lista}`} component="h3" variant="subtitle1">
              {translate(`app.gerenciador.agenda.${lista}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(`app.gerenciador.agenda.${lista}_ajuda`)}
            </Typography>
            {erros[`agenda.${lista}`] && <FormHelperText error>{erros[`agenda.${lista}`]}</FormHelperText>}
            {agenda[lista].length === 0 ? (
              <Typography color="text.secondary">{translate('app.gerenciador.agenda.nenhuma')}</Typography>
            ) : (
              <Box component="ul" sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 0, m: 0 }}>
                {agenda[lista].map((janela, i) => (
                  <JanelaAgendaCard
                    key={i}
                    lista={lista}
                    indice={i}
                    janela={janela}
                    erros={erros}
                    onAlterar={(patch) => onAlterar(lista, i, patch)}
                    onRemover={() => onRemover(lista, i)}
                  />
                ))}
              </Box>
            )}
            <Button startIcon={<AddIcon />} onClick={() => onAdicionar(lista)} sx={{ mt: 1 }} aria-describedby={`agenda-${lista}`}>
              {translate('app.gerenciador.agenda.adicionar')}
            </Button>
          </Box>
        ))}
      </Box>
    </Secao>
  );
}
