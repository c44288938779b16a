import { PageLayout } from '../components/PageLayout';
import { Contato } from './Contato';
import { GerenciadorIntegracao } from './GerenciadorIntegracao';
import { Hero } from './Hero';
import { Planos } from './Planos';
import { Recursos } from './Recursos';
import { VideoSection } from './VideoSection';

/** The landing: docs/produto.md §2 anchors inicio, video, recursos, gerenciadorIntegracao, planos, contato. */
export function HomePage() {
  return (
    <PageLayout onLanding>
      <Hero />
      <VideoSection />
      <Recursos />
      <GerenciadorIntegracao />
      <Planos />
      <Contato />
    </PageLayout>
  );
}
