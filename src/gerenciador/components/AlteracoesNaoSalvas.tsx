import { useEffect } from 'react';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { ID_SALVAR } from './BarraAcoes';

/**
 * While a page has changes not yet saved: leaving it (a link, the menu, Back) asks first, closing or
 * reloading the tab gets the browser's own question, and the page's heading says so, with a way to
 * the one Salvar that keeps every control of the page (the switches at the top included).
 */
export function AlteracoesNaoSalvas({ alterado }: { alterado: boolean }) {
  const translate = useTranslate();
  const bloqueio = useBlocker(({ currentLocation, nextLocation }) => alterado && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!alterado) return;
    const perguntar = (evento: BeforeUnloadEvent) => {
      evento.preventDefault();
      // Older Chromium and Safari ask only when returnValue is set.
      evento.returnValue = true;
    };
    window.addEventListener('beforeunload', perguntar);
    return () => window.removeEventListener('beforeunload', perguntar);
  }, [alterado]);

  // Saved (or cleared) while a navigation was held: nothing to lose any more.
  useEffect(() => {
    if (!alterado && bloqueio.state === 'blocked') bloqueio.proceed();
  }, [alterado, bloqueio]);

  // Focusing scrolls the button into view as well.
  const irParaSalvar = () => document.getElementById(ID_SALVAR)?.focus();

  return (
    <>
      {alterado && (
        <Button
          size="small"
          color="warning"
          variant="outlined"
          startIcon={<EditNoteIcon />}
          onClick={irParaSalvar}
          aria-label={translate('app.gerenciador.alteracoes.ir_salvar')}
        >
          {translate('app.gerenciador.alteracoes.indicador')}
        </Button>
      )}
      <Confirm
        isOpen={bloqueio.state === 'blocked'}
        title="app.gerenciador.alteracoes.titulo"
        content="app.gerenciador.alteracoes.pergunta"
        confirm="app.gerenciador.alteracoes.sair"
        cancel="app.gerenciador.alteracoes.ficar"
        onConfirm={() => bloqueio.proceed?.()}
        onClose={() => bloqueio.reset?.()}
      />
    </>
  );
}
