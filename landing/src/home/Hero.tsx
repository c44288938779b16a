import { Icon } from '../components/Icon';
import { Slideshow } from './Slideshow';

const HIGHLIGHTS = [
  'Pedidos offline, enviados assim que o celular reconecta',
  'Integração por SQL configurável, sem alterar o ERP',
  'Valores especiais para software houses e revendas',
];

export function Hero() {
  return (
    <section id="inicio" className="hero" aria-labelledby="inicio-titulo">
      <div className="container hero-inner">
        <div className="hero-text">
          <p className="eyebrow">Força de vendas para software houses</p>
          <h1 id="inicio-titulo">Pedidos no celular, integrados ao ERP dos seus clientes</h1>
          <p className="hero-lead">
            Ofereça aos seus clientes um aplicativo de vendas externas que funciona mesmo sem internet e conversa com o ERP que você já vende. Seus
            representantes levam o catálogo no bolso; o pedido chega pronto ao sistema.
          </p>
          <ul className="check-list">
            {HIGHLIGHTS.map((text) => (
              <li key={text}>
                <Icon name="check" />
                {text}
              </li>
            ))}
          </ul>
          <div className="actions">
            <a className="button button-accent" href="#contato">
              Fale com a equipe comercial
            </a>
            <a className="button button-outline-light" href="#video">
              Assistir à apresentação
            </a>
          </div>
        </div>
        <Slideshow />
      </div>
    </section>
  );
}
