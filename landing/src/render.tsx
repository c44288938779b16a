import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HomePage } from './home/HomePage';
import { PrivacyPage } from './privacy/PrivacyPage';
import { siteConfig } from './siteConfig';

export const THEME_COLOR = '#0a3a66';

interface PageDefinition {
  title: string;
  description: string;
  Component: ComponentType;
}

/** The public pages by route; landing/vite.config.ts pre-renders each into its own index.html. */
export const PAGES: Record<string, PageDefinition> = {
  '/': {
    title: `${siteConfig.productName} — pedidos no celular integrados ao ERP`,
    description:
      'Aplicativo de força de vendas para software houses: pedidos offline, catálogo com imagens, tabelas de preço, contas a receber e ordens de serviço, com gerenciador de integração para o seu ERP.',
    Component: HomePage,
  },
  '/politicaprivacidade': {
    title: `Política de privacidade — ${siteConfig.productName}`,
    description: `Como o ${siteConfig.productName} trata dados pessoais conforme a LGPD (Lei nº 13.709/2018): dados coletados, finalidades, direitos do titular e contato do encarregado.`,
    Component: PrivacyPage,
  },
};

function Head({ title, description, path }: { title: string; description: string; path: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="theme-color" content={THEME_COLOR} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:site_name" content={siteConfig.productName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={`${siteConfig.siteUrl}${path}`} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    </>
  );
}

/** Static markup for one route: what goes in <head> and what goes in <body>. No hydration. */
export function renderPage(path: string): { head: string; body: string } {
  const page = PAGES[path];
  if (!page) throw new Error(`Página pública desconhecida: ${path}`);
  const { Component } = page;
  return {
    head: renderToStaticMarkup(<Head title={page.title} description={page.description} path={path} />),
    body: renderToStaticMarkup(<Component />),
  };
}
