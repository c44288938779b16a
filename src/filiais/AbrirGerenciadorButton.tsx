import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { offerSession } from '../session/handoff';
import { getSession } from '../session/sessionStore';
import { gerenciadorHref } from './paths';

/**
 * A link to a branch's manager area in a new tab, which this tab hands its session to
 * (session/handoff.ts): without "Permanecer logado" the session lives in this tab only, and the new
 * tab would otherwise open on /login. Every link to the manager is this one.
 */
export function AbrirGerenciadorButton({ filialId, label }: { filialId: number | string; label: string }) {
  const basename = useBasename();
  const translate = useTranslate();
  const href = gerenciadorHref(basename, filialId);
  return (
    <Button size="small" component="a" href={href} target="_blank" rel="noopener" onClick={() => offerSession(href, getSession)} startIcon={<OpenInNewIcon />}>
      {translate(label)}
    </Button>
  );
}
