import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StatusCardView } from './StatusCardView';
import { useStatusCards } from './useStatusCards';

/** The home of a single branch (docs/produto.md §2 Home): its manager status card, as it always was. */
export function CartoesStatus() {
  const translate = useTranslate();
  const result = useStatusCards();
  if (result.state === 'loading') return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} />;
  if (result.state === 'error') {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {result.message}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {result.value.map((card) => (
        <StatusCardView key={card.filialId} card={card} />
      ))}
      {result.value.length === 0 && (
        <Card variant="outlined">
          <CardContent>
            <Typography color="text.secondary">{translate('app.home.sem_gerenciadores')}</Typography>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
