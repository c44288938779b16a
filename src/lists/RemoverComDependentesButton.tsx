import { useState, type MouseEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, TextField, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { MSG } from '../../common/messages';
import { ehAdministradorProvedor } from '../../common/permissions';
import { descreverDependentes, nomeConfere, temDependentes, type Dependentes } from '../../common/text/dependentes';
import type { AppDataProvider, RecursoComDependentes } from '../providers/dataProvider';
import { useAppAbility } from '../providers/useAppAbility';
import { getSession } from '../session/sessionStore';

/**
 * Removal of a record that may hold others (a contratante's users, branches and devices; a branch's
 * devices and synced data). It asks the server what it holds first: nothing, the usual
 * 'Confirma a remoção do registro?'; something, a dialog saying what, with 'Inativar' instead and,
 * for the provider admin only, the name to type before 'Remover tudo'. The server applies the same rule.
 */
export function RemoverComDependentesButton({ errorMessage, mensagem }: { errorMessage: string; mensagem: (o: string) => string }) {
  const record = useRecordContext();
  const resource = useResourceContext() as RecursoComDependentes;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const ability = useAppAbility();
  const { canAccess: podeRemover } = useCanAccess({ action: 'delete', resource, record });
  const { canAccess: podeEditar } = useCanAccess({ action: 'edit', resource, record });
  const [dependentes, setDependentes] = useState<Dependentes | null>(null);
  const [nomeDigitado, setNomeDigitado] = useState('');
  const [pendente, setPendente] = useState(false);
  if (!record || !podeRemover) return null;
  const nome = String(record.nome ?? '');
  const administrador = ehAdministradorProvedor(ability, getSession()?.usuario.contratanteId);

  const fechar = () => {
    setDependentes(null);
    setNomeDigitado('');
    setPendente(false);
  };
  const falhou = (error: unknown) => {
    fechar();
    const reason = (error as Error)?.message;
    const detail = reason && reason !== errorMessage && reason !== MSG.erroInesperado ? `\n${reason}` : '';
    notify(`${errorMessage}${detail}`, { type: 'error', multiLine: true });
  };
  const removido = () => {
    fechar();
    notify(`resources.${resource}.notifications.deleted`, { type: 'info', messageArgs: { smart_count: 1 } });
    refresh();
  };

  const abrir = async (event: MouseEvent) => {
    event.stopPropagation();
    setPendente(true);
    try {
      setDependentes(await dataProvider.dependentes(resource, Number(record.id)));
      setPendente(false);
    } catch (error) {
      falhou(error);
    }
  };
  const removerSimples = async () => {
    setPendente(true);
    try {
      await dataProvider.delete(resource, { id: record.id, previousData: record });
      removido();
    } catch (error) {
      falhou(error);
    }
  };
  const removerTudo = async () => {
    setPendente(true);
    try {
      await dataProvider.removerConfirmado(resource, Number(record.id), nomeDigitado);
      removido();
    } catch (error) {
      falhou(error);
    }
  };
  const inativar = async () => {
    setPendente(true);
    try {
      await dataProvider.update(resource, { id: record.id, data: { ...record, ativo: false }, previousData: record });
      fechar();
      notify('app.remocao.inativado', { type: 'success' });
      refresh();
    } catch (error) {
      falhou(error);
    }
  };

  const label = translate('ra.action.delete');
  const comDependentes = dependentes !== null && temDependentes(dependentes);
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} color="error" size="small" disabled={pendente && dependentes === null} onClick={abrir}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={dependentes !== null && !comDependentes}
        loading={pendente}
        title="app.remocao.titulo"
        content="ra.message.delete_content"
        confirm="app.action.ok"
        onConfirm={removerSimples}
        onClose={fechar}
      />
      <Dialog open={comDependentes} onClose={fechar} aria-labelledby="remocao-dependentes-titulo" onClick={(e) => e.stopPropagation()}>
        <DialogTitle id="remocao-dependentes-titulo">{translate('app.remocao.titulo')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{comDependentes ? mensagem(descreverDependentes(dependentes!)) : ''}</DialogContentText>
          {administrador && (
            <TextField
              label={translate('app.remocao.digite_nome', { nome })}
              value={nomeDigitado}
              onChange={(e) => setNomeDigitado(e.target.value)}
              fullWidth
              margin="normal"
              autoComplete="off"
            />
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={fechar} disabled={pendente}>
            {translate('ra.action.cancel')}
          </Button>
          {podeEditar && record.ativo && (
            <Button variant="contained" onClick={inativar} disabled={pendente}>
              {translate('app.remocao.inativar')}
            </Button>
          )}
          {administrador && (
            <Button color="error" onClick={removerTudo} disabled={pendente || !nomeConfere(nomeDigitado, nome)}>
              {translate('app.remocao.remover_tudo')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
