import type { SyntheticEvent } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useParams, useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { RecordTitle } from '../layout/RecordTitle';
import { ContratanteFiliais } from './ContratanteFiliais';
import { ContratanteForm } from './ContratanteForm';
import { ContratanteUsuarios } from './ContratanteUsuarios';

export const CONTRATANTE_TABS = ['dados', 'usuarios', 'filiais'] as const;
type TabName = (typeof CONTRATANTE_TABS)[number];

const LABELS: Record<TabName, string> = {
  dados: 'app.contratante.aba_dados',
  usuarios: 'app.contratante.aba_usuarios',
  filiais: 'app.contratante.aba_filiais',
};

/**
 * /contratante/{contratanteId?} (docs/produto.md §2): Dados do Contratante, Usuários, Filiais. The last two wait
 * for the contratante to exist. The open tab lives in ?aba= so a branch form can return to it.
 */
export function ContratantePage() {
  const translate = useTranslate();
  const { contratanteId } = useParams();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('aba') as TabName | null;
  const tab: TabName = contratanteId && requested && CONTRATANTE_TABS.includes(requested) ? requested : 'dados';
  const select = (_: SyntheticEvent, next: TabName) => setSearch(next === 'dados' ? {} : { aba: next }, { replace: true });

  return (
    <Box sx={{ mt: 1 }}>
      {contratanteId ? <RecordTitle resource="contratantes" id={contratanteId} label="app.page.contratante" /> : <Title title="app.page.contratante_novo" />}
      <Tabs value={tab} onChange={select} aria-label={translate('app.page.contratante')} variant="scrollable" allowScrollButtonsMobile>
        {CONTRATANTE_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(LABELS[name])}
            disabled={name !== 'dados' && !contratanteId}
            id={`aba-${name}`}
            aria-controls={`painel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`painel-${tab}`} aria-labelledby={`aba-${tab}`} sx={{ mt: 1 }}>
        {tab === 'dados' && <ContratanteForm key={contratanteId ?? 'novo'} id={contratanteId} />}
        {tab === 'usuarios' && contratanteId && <ContratanteUsuarios contratanteId={Number(contratanteId)} />}
        {tab === 'filiais' && contratanteId && <ContratanteFiliais contratanteId={Number(contratanteId)} />}
      </Box>
    </Box>
  );
}
