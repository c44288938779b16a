import { useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Placeholder } from '../../../common/catalogo';

/**
 * Every placeholder an insert card may use, with its description and type (for the items: the
 * header's fields, the sequence, the discount as percent and fraction); a click puts it at the cursor.
 */
export function PlaceholdersLista({ id, placeholders, onInserir }: { id: string; placeholders: Placeholder[]; onInserir: (nome: string) => void }) {
  const translate = useTranslate();
  const [aberta, setAberta] = useState(false);
  const listaId = `${id}-parametros`;
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        onClick={() => setAberta(!aberta)}
        aria-expanded={aberta}
        aria-controls={listaId}
        startIcon={aberta ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      >
        {translate('app.gerenciador.placeholders.titulo', { n: placeholders.length })}
      </Button>
      {aberta && (
        <Box
          component="ul"
          id={listaId}
          sx={{ m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}
        >
          {placeholders.map((p) => (
            <Box component="li" key={p.nome} sx={{ listStyle: 'none', display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, py: 0.25 }}>
              <Button
                size="small"
                variant="text"
                onClick={() => onInserir(p.nome)}
                aria-label={translate('app.gerenciador.placeholders.inserir', { nome: p.nome })}
                sx={{ textTransform: 'none', fontFamily: 'monospace', p: 0, minWidth: 0 }}
              >
                {`:${p.nome}`}
              </Button>
              <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                {p.descricao}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  ({translate(`app.gerenciador.inserts.tipos.${p.tipo}`)})
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
