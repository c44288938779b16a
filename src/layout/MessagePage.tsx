import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Title, useTranslate } from 'react-admin';

/**
 * A full-page notice in the layout (not found, access denied): react-admin's own pages draw their
 * text at half opacity, below the WCAG AA contrast; this one keeps full-contrast text.
 */
function MessagePage({ title, message }: { title: string; message: string }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="aviso-titulo" sx={{ mt: 6, textAlign: 'center' }}>
      <Title title={title} />
      <Typography id="aviso-titulo" component="h1" variant="h5">
        {translate(title)}
      </Typography>
      <Typography sx={{ mt: 1 }}>{translate(message)}</Typography>
      <Button sx={{ mt: 3 }} variant="contained" startIcon={<ArrowBackIcon />} onClick={() => window.history.back()}>
        {translate('ra.action.back')}
      </Button>
    </Box>
  );
}

export const NotFoundPage = () => <MessagePage title="ra.page.not_found" message="ra.message.not_found" />;

export const AccessDeniedPage = () => <MessagePage title="ra.page.access_denied" message="ra.message.access_denied" />;
