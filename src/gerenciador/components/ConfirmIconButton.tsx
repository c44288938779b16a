import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConfirmacao } from './useConfirmacao';

interface ConfirmIconButtonProps {
  /** i18n key of the accessible name (and tooltip). */
  label: string;
  confirmacao: string;
  onConfirm: () => unknown;
  disabled?: boolean;
  children: ReactNode;
}

/** An icon button (e.g. remove) that acts only after the user confirms. */
export function ConfirmIconButton({ label, confirmacao, onConfirm, disabled, children }: ConfirmIconButtonProps) {
  const translate = useTranslate();
  const { abrir, dialogo } = useConfirmacao(confirmacao, onConfirm);
  const nome = translate(label);
  return (
    <>
      <Tooltip title={nome} describeChild>
        <span>
          <IconButton aria-label={nome} disabled={disabled} onClick={abrir}>
            {children}
          </IconButton>
        </span>
      </Tooltip>
      {dialogo}
    </>
  );
}
