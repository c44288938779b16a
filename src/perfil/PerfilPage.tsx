import { useState } from 'react';
import { Box, Button, Card, CardContent, TextField } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Title, useTranslate } from 'react-admin';
import { formatPhone } from '../../common/text/formatDocuments';
import { useSession } from '../session/sessionStore';
import { TrocarSenhaDrawer } from './TrocarSenhaDrawer';

/** /perfil (docs/produto.md §2): the logged user's name, e-mail and phone, read-only, and 'Trocar Senha'. */
export function PerfilPage() {
  const translate = useTranslate();
  const usuario = useSession()?.usuario;
  const [open, setOpen] = useState(false);
  const field = (label: string, value: string | null | undefined) => (
    <TextField label={translate(label)} value={value ?? ''} slotProps={{ htmlInput: { readOnly: true } }} fullWidth margin="dense" />
  );
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.page.perfil" />
      <CardContent>
        {field('resources.usuarios.fields.nome', usuario?.nome)}
        {field('resources.usuarios.fields.email', usuario?.email)}
        {field('resources.usuarios.fields.telefone', formatPhone(usuario?.telefone))}
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" startIcon={<LockIcon />} onClick={() => setOpen(true)}>
            {translate('app.action.trocar_senha')}
          </Button>
        </Box>
      </CardContent>
      <TrocarSenhaDrawer open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
