import { Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { MSG } from '../../common/messages';
import { useTranslate } from 'react-admin';
import { AbrirGerenciadorButton } from '../filiais/AbrirGerenciadorButton';
import type { StatusCard } from './statusApi';
import { DataRelativa } from '../lists/RelativeDateField';

const COUNTS = [
  ['pedidosSincronizados', 'app.home.pedidos_sincronizados'],
  ['pedidosDia', 'app.home.pedidos_dia'],
  ['pedidosSemSincronizar', 'app.home.pedidos_sem_sincronizar'],
  ['qtdeErros', 'app.home.qtde_erros'],
] as const;

/** One branch's manager status: name, number, active flag, order counts and a link to its manager. */
export function StatusCardView({ card }: { card: StatusCard }) {
  const translate = useTranslate();
  const titleId = `status-filial-${card.filialId}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <div>
            <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {card.nome}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.home.filial', { id: card.filialId })}
            </Typography>
          </div>
          <Chip size="small" color={card.ativo ? 'success' : 'default'} label={translate(card.ativo ? 'app.home.ativo' : 'app.home.inativo')} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
          <span
            aria-hidden="true"
            style={{ width: 10, height: 10, borderRadius: '50%', background: card.gerenciadorConectado ? '#1b7f3b' : '#b3261e', flex: 'none' }}
          />
          {card.gerenciadorConectado ? MSG.gerenciadorConectado : MSG.gerenciadorDesconectado}
          {card.gerenciadorConectado && card.versaoGerenciador ? ` (${translate('app.home.versao', { versao: card.versaoGerenciador })})` : null}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('app.home.ultimo_contato')}{' '}
          {card.ultimoContatoGerenciador ? <DataRelativa value={card.ultimoContatoGerenciador} /> : translate('app.home.nunca')}
        </Typography>
        {card.estruturaAlterada?.length ? (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }} data-campo="estrutura">
            {translate('app.home.estrutura_alterada', { tipos: card.estruturaAlterada.join(', ') })}
          </Typography>
        ) : null}
        <Stack component="dl" sx={{ m: 0, mt: 2, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, columnGap: 2 }}>
          {COUNTS.map(([field, label]) => (
            <Typography key={field} component="div" variant="body2" sx={{ display: 'contents' }}>
              <dt>{translate(label)}</dt>
              <dd style={{ margin: 0, textAlign: 'right', fontWeight: 600 }}>{card[field]}</dd>
            </Typography>
          ))}
        </Stack>
      </CardContent>
      <CardActions>
        <AbrirGerenciadorButton filialId={card.filialId} label="app.home.abrir_gerenciador" />
      </CardActions>
    </Card>
  );
}
