import { Box, Card, Chip, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FilialFrota, ProblemaFrota } from '../../common/api/frota';
import { MSG } from '../../common/messages';
import { AbrirGerenciadorButton } from '../filiais/AbrirGerenciadorButton';
import { DataRelativa } from '../lists/RelativeDateField';

/** A problem's colour: red where nothing or little flows, amber where some does, blue for the version. */
const COR: Record<ProblemaFrota, ChipProps['color']> = {
  offline: 'error',
  estrutura: 'error',
  execucoesFalha: 'warning',
  registrosErro: 'warning',
  desatualizado: 'info',
};

const CONTAGENS = [
  ['pedidosDia', 'app.home.pedidos_dia'],
  ['pedidosSemSincronizar', 'app.home.pedidos_sem_sincronizar'],
  ['qtdeErros', 'app.home.qtde_erros'],
] as const;

/**
 * One branch of the fleet: its name and contratante, its problems (or none), its agent (connected,
 * version, last contact), the home card's order counts and the link to its manager.
 */
export function FrotaLinha({ filial }: { filial: FilialFrota }) {
  const translate = useTranslate();
  const titulo = `frota-filial-${filial.id}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titulo}
      data-problemas={filial.problemas.join(' ')}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.4fr) minmax(0, 1.4fr) minmax(0, 1.4fr) minmax(0, 1.2fr) auto' },
        borderLeft: 4,
        borderLeftColor: filial.problemas.length ? `${COR[filial.problemas[0]]}.main` : 'success.main',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titulo} component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {filial.nome}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {filial.contratanteNome} · {translate('app.home.filial', { id: filial.filialId })}
          {!filial.ativo && ` · ${translate('app.home.inativo')}`}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label={translate('app.home.frota.problemas_da_filial')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {filial.problemas.length === 0 && (
          <li>
            <Chip size="small" color="success" label={translate('app.home.frota.sem_problemas')} />
          </li>
        )}
        {filial.problemas.map((p) => (
          <li key={p}>
            <Chip
              size="small"
              color={COR[p]}
              label={rotuloProblema(p, filial, translate)}
              sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
            />
          </li>
        ))}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <span
            aria-hidden="true"
            style={{ width: 10, height: 10, borderRadius: '50%', background: filial.gerenciadorConectado ? '#1b7f3b' : '#b3261e', flex: 'none' }}
          />
          {filial.gerenciadorConectado ? MSG.gerenciadorConectado : MSG.gerenciadorDesconectado}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {filial.versaoGerenciador ? translate('app.home.versao', { versao: filial.versaoGerenciador }) : null}
          {filial.versaoAlvo ? ` · ${translate('app.home.frota.versao_alvo', { versao: filial.versaoAlvo })}` : null}
        </Typography>
        {filial.ultimaAtualizacao && (
          <Typography variant="body2" color="text.secondary" title={filial.ultimaAtualizacao.motivo ?? undefined}>
            {translate('app.home.frota.ultima_atualizacao', {
              resultado: translate(`app.gerenciador.atualizacao.resultado.${filial.ultimaAtualizacao.resultado}`),
              versao: filial.ultimaAtualizacao.versao ?? '—',
            })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {translate('app.home.ultimo_contato')}{' '}
          {filial.ultimoContatoGerenciador ? <DataRelativa value={filial.ultimoContatoGerenciador} /> : translate('app.home.nunca')}
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 1, typography: 'body2' }}>
        {CONTAGENS.map(([campo, rotulo]) => (
          <Box key={campo} sx={{ display: 'contents' }}>
            <dt>{translate(rotulo)}</dt>
            <dd style={{ margin: 0, textAlign: 'right', fontWeight: 600 }}>{filial[campo]}</dd>
          </Box>
        ))}
      </Box>
      <Box>
        <AbrirGerenciadorButton filialId={filial.filialId} label="app.home.abrir_gerenciador" />
      </Box>
    </Card>
  );
}

/** A problem's chip text, with its count where it has one. */
function rotuloProblema(p: ProblemaFrota, filial: FilialFrota, translate: (k: string, o?: object) => string): string {
  const rotulo = translate(`app.home.frota.problema.${p}`);
  if (p === 'registrosErro') return `${rotulo}: ${filial.registrosErro}`;
  if (p === 'execucoesFalha') return `${rotulo}: ${filial.execucoesFalha}`;
  if (p === 'estrutura') return `${rotulo}: ${filial.estruturaAlterada.join(', ')}`;
  return rotulo;
}
