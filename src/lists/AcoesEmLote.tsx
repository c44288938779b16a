import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { MSG } from '../../common/messages';
import { ConfirmaBloqueio } from '../dispositivos/ConfirmaBloqueio';
import type { AcaoEmLote, AppDataProvider, ResultadoLote } from '../providers/dataProvider';

/** The rows a bulk action left as they were, each by name with its reason, until the user closes it. */
function Recusados({ resultado, onClose }: { resultado: ResultadoLote | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={Boolean(resultado?.recusados.length)} onClose={onClose} aria-labelledby="lote-recusados-titulo">
      <DialogTitle id="lote-recusados-titulo">{translate('app.lote.recusados_titulo')}</DialogTitle>
      <DialogContent>
        <List dense>
          {resultado?.recusados.map((r) => (
            <ListItem key={r.id} disableGutters>
              <ListItemText primary={r.nome} secondary={r.motivo} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button label="app.action.ok" onClick={onClose} variant="contained" />
      </DialogActions>
    </Dialog>
  );
}

function useEmLote(acao: AcaoEmLote) {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [resultado, setResultado] = useState<ResultadoLote | null>(null);
  const executar = async (ativo?: boolean) => {
    setPending(true);
    try {
      const r = await dataProvider.emLote(acao, selectedIds, ativo);
      if (r.alterados.length) notify(MSG.loteAlterados(r.alterados.length), { type: 'success' });
      setResultado(r);
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : MSG.erroInesperado, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return { executar, pending, recusados: <Recusados resultado={resultado} onClose={() => setResultado(null)} /> };
}

/** 'Ativar' and 'Inativar' for the selected rows (users, contratantes, branches). */
export function AtivarEmLote({ acao }: { acao: Exclude<AcaoEmLote, 'bloqueiaMobileDispositivos'> }) {
  const { executar, pending, recusados } = useEmLote(acao);
  return (
    <>
      <Button label="app.lote.ativar" onClick={() => executar(true)} disabled={pending}>
        <CheckCircleIcon />
      </Button>
      <Button label="app.lote.inativar" onClick={() => executar(false)} disabled={pending}>
        <CancelIcon />
      </Button>
      {recusados}
    </>
  );
}

/** 'Bloquear Dispositivo' for the selected devices, with the confirmation of one device. */
export function BloquearEmLote() {
  const { executar, pending, recusados } = useEmLote('bloqueiaMobileDispositivos');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="app.lote.bloquear" color="error" onClick={() => setOpen(true)} disabled={pending}>
        <BlockIcon />
      </Button>
      <ConfirmaBloqueio
        isOpen={open}
        loading={pending}
        onConfirm={async () => {
          await executar();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
      {recusados}
    </>
  );
}
