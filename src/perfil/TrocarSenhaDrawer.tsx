import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Drawer, IconButton, Stack, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { MSG } from '../../common/messages';
import { getSession, saveSession } from '../session/sessionStore';
import { SESSION_KEY, sessionFromPayload } from '../session/storage';
import { atualizarSenha, validarSenhaAtual } from './senhaApi';
import { validateNovaSenha } from '../auth/validateNovaSenha';

/** docs/produto.md §9: the drawer is 500 px wide (the whole width on narrower screens). */
export const DRAWER_WIDTH = 500;

type Errors = Partial<Record<'senhaAtual' | 'novaSenha' | 'confirmacao', string>>;

const messageOf = (error: unknown) => (error instanceof Error && error.message) || MSG.erroInesperado;

/** The new session keeps the storage the user chose at login (stay logged in or this tab only). */
function renewSession(payload: Parameters<typeof sessionFromPayload>[0]) {
  saveSession(sessionFromPayload(payload), window.localStorage.getItem(SESSION_KEY) !== null);
}

/**
 * 'Trocar Senha' (docs/produto.md §2, §4): step 1 validates the current password (usuarioValidaSenhaAtual →
 * token), step 2 sends the new one (usuarioAtualizarSenha). An expired step token goes back to step 1.
 */
export function TrocarSenhaDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [token, setToken] = useState<string | null>(null);
  const [senhaAtual, setSenhaAtual] = useState('');
  const [novaSenha, setNovaSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const reset = () => {
    setToken(null);
    setSenhaAtual('');
    setNovaSenha('');
    setConfirmacao('');
    setErrors({});
    setAviso(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const validar = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(senhaAtual ? {} : { senhaAtual: MSG.senhaAtualRequerida });
    if (!senhaAtual) return;
    setPending(true);
    try {
      setToken(await validarSenhaAtual(senhaAtual));
      setAviso(null);
      notify(MSG.senhaConfirmada, { type: 'success' });
    } catch (error) {
      if (!(await logoutIfAccessDenied(error))) setErrors({ senhaAtual: messageOf(error) });
    } finally {
      setPending(false);
    }
  };

  const salvar = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNovaSenha({ novaSenha, confirmacao }, getSession()?.usuario.email);
    setErrors(found);
    if (Object.keys(found).length || !token) return;
    setPending(true);
    try {
      renewSession(await atualizarSenha(novaSenha, token));
      notify(MSG.senhaAlterada, { type: 'success' });
      close();
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      if (messageOf(error) === MSG.sessaoSenhaExpirada) {
        reset();
        setAviso(MSG.sessaoSenhaExpirada);
        notify(MSG.sessaoSenhaExpirada, { type: 'warning' });
      } else {
        notify(`${MSG.erroAtualizarSenha}\n${messageOf(error)}`, { type: 'error', multiLine: true });
      }
    } finally {
      setPending(false);
    }
  };

  const password = (id: keyof Errors, label: string, value: string, onChange: (v: string) => void, autoComplete: string) => (
    <TextField
      id={`trocar-senha-${id}`}
      type="password"
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(errors[id])}
      helperText={errors[id] ?? ' '}
      autoComplete={autoComplete}
      fullWidth
      autoFocus={id !== 'confirmacao'}
    />
  );

  return (
    <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: { xs: '100%', sm: DRAWER_WIDTH } } } }}>
      <Box component="section" aria-labelledby="trocar-senha-titulo" sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="trocar-senha-titulo" component="h2" variant="h6">
            {translate('app.perfil.trocar_senha')}
          </Typography>
          <IconButton aria-label={translate('ra.action.close')} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        {aviso && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {aviso}
          </Alert>
        )}
        {token === null ? (
          <Stack component="form" spacing={2} onSubmit={validar} noValidate>
            <Typography variant="body2">{translate('app.perfil.passo_atual')}</Typography>
            {password('senhaAtual', 'app.perfil.senha_atual', senhaAtual, setSenhaAtual, 'current-password')}
            <Button type="submit" variant="contained" disabled={pending}>
              {translate('app.action.validar_senha')}
            </Button>
          </Stack>
        ) : (
          <Stack component="form" spacing={2} onSubmit={salvar} noValidate>
            <Typography variant="body2">{translate('app.perfil.passo_nova')}</Typography>
            {password('novaSenha', 'app.perfil.nova_senha', novaSenha, setNovaSenha, 'new-password')}
            {password('confirmacao', 'app.perfil.confirmacao', confirmacao, setConfirmacao, 'new-password')}
            <Button type="submit" variant="contained" disabled={pending}>
              {translate('app.action.salvar_senha')}
            </Button>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
