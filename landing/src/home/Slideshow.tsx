import type { ReactNode } from 'react';
import { Icon } from '../components/Icon';

interface Slide {
  title: string;
  caption: string;
  screenTitle: string;
  screen: ReactNode;
}

/** Illustrative app screens drawn in HTML (fictional data), so the slideshow needs no images. */
const SLIDES: Slide[] = [
  {
    title: 'Pedidos offline',
    caption: 'O pedido fica salvo no aparelho e é enviado sozinho quando a conexão volta.',
    screenTitle: 'Novo pedido',
    screen: (
      <>
        <p className="screen-strong">Mercado Exemplo</p>
        <ul className="screen-rows">
          <li>
            <span>Café torrado 500 g</span>
            <span>× 12</span>
          </li>
          <li>
            <span>Açúcar cristal 1 kg</span>
            <span>× 24</span>
          </li>
          <li>
            <span>Biscoito integral</span>
            <span>× 30</span>
          </li>
        </ul>
        <p className="screen-badge">Salvo no aparelho — sem conexão</p>
      </>
    ),
  },
  {
    title: 'Catálogo com imagens',
    caption: 'Produtos com foto, estoque e tabela de preço do cliente, sempre à mão.',
    screenTitle: 'Catálogo',
    screen: (
      <ul className="screen-grid">
        {['Café', 'Açúcar', 'Arroz', 'Feijão'].map((name, index) => (
          <li key={name}>
            <span className={`screen-thumb thumb-${index}`} />
            {name}
          </li>
        ))}
      </ul>
    ),
  },
  {
    title: 'Clientes e contas a receber',
    caption: 'Antes de vender, o representante consulta os títulos em aberto do cliente.',
    screenTitle: 'Cliente',
    screen: (
      <>
        <p className="screen-strong">Padaria Exemplo</p>
        <ul className="screen-rows">
          <li>
            <span>Título 1021/1</span>
            <span>vence 10/06</span>
          </li>
          <li>
            <span>Título 1021/2</span>
            <span>vence 10/07</span>
          </li>
        </ul>
        <p className="screen-badge">Condição: 30/60 dias</p>
      </>
    ),
  },
  {
    title: 'Ordens de serviço',
    caption: 'Abertura e acompanhamento de ordens de serviço direto no celular.',
    screenTitle: 'Ordens de serviço',
    screen: (
      <ul className="screen-rows">
        <li>
          <span>OS 1024 — Manutenção</span>
          <span>Aberta</span>
        </li>
        <li>
          <span>OS 1025 — Instalação</span>
          <span>Em andamento</span>
        </li>
        <li>
          <span>OS 1026 — Visita técnica</span>
          <span>Concluída</span>
        </li>
      </ul>
    ),
  },
  {
    title: 'Sincronização com o ERP',
    caption: 'Clientes, produtos e preços chegam do ERP; os pedidos voltam gravados nele.',
    screenTitle: 'Sincronização',
    screen: (
      <ul className="screen-rows screen-checks">
        {['Clientes', 'Produtos', 'Tabelas de preço', 'Pedidos enviados'].map((item) => (
          <li key={item}>
            <span>{item}</span>
            <Icon name="check" />
          </li>
        ))}
      </ul>
    ),
  },
];

/**
 * Without JavaScript this is a horizontally scrollable strip of slides. landing/src/client/slideshow.ts
 * turns it into an autoplaying carousel (paused under prefers-reduced-motion) with a pause button.
 */
export function Slideshow() {
  return (
    <div className="carousel" data-carousel role="region" aria-roledescription="carrossel" aria-label="Telas do aplicativo">
      <div className="carousel-track" data-carousel-track role="group" aria-label="Telas do aplicativo, role para o lado" tabIndex={0}>
        {SLIDES.map((slide, index) => (
          <div key={slide.title} className="slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} de ${SLIDES.length}: ${slide.title}`}>
            <div className="phone" aria-hidden="true">
              <p className="screen-title">{slide.screenTitle}</p>
              <div className="screen-body">{slide.screen}</div>
            </div>
            <p className="slide-caption">
              <strong>{slide.title}.</strong> {slide.caption}
            </p>
          </div>
        ))}
      </div>
      <div className="carousel-controls">
        <p className="carousel-hint">Role para o lado para ver as {SLIDES.length} telas.</p>
        <div className="carousel-buttons">
          <button type="button" className="carousel-button" data-carousel-prev aria-label="Tela anterior">
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 18l-6-6 6-6" />
            </svg>
          </button>
          <button type="button" className="carousel-button carousel-toggle" data-carousel-toggle>
            Pausar
          </button>
          <button type="button" className="carousel-button" data-carousel-next aria-label="Próxima tela">
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 18l6-6-6-6" />
            </svg>
          </button>
        </div>
      </div>
    </div>
  );
}
