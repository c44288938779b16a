import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The copyright line at the bottom of every admin page (docs/produto.md §2 Layout). */
export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, px: 2, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.footer.copyright', { year: new Date().getFullYear(), product: translate('app.product') })}
      </Typography>
    </Box>
  );
}
