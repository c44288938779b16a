import { Alert, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { StatusCardView } from './StatusCardView';
import { useStatusCards } from './useStatusCards';

/** /admin/home: one manager status card per branch the user may see (SPEC §2 Home). */
export function HomePage() {
  const translate = useTranslate();
  const result = useStatusCards();
  return (
    <Box component="section" aria-labelledby="home-gerenciadores" sx={{ mt: 2 }}>
      <Title title="app.page.home" />
      <Typography id="home-gerenciadores" component="h1" variant="h6">
        {translate('app.home.gerenciadores')}
      </Typography>
      {result.state === 'loading' && <CircularProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} />}
      {result.state === 'error' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {result.message}
        </Alert>
      )}
      {result.state === 'done' && (
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {result.cards.map((card) => (
            <StatusCardView key={card.filialId} card={card} />
          ))}
          {result.cards.length === 0 && (
            <Card variant="outlined">
              <CardContent>
                <Typography color="text.secondary">{translate('app.home.sem_gerenciadores')}</Typography>
              </CardContent>
            </Card>
          )}
        </Box>
      )}
    </Box>
  );
}
