import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeMessages } from './mergeMessages';
import { ptBR } from './pt-BR';

/** pt-BR over the English pack, so a key react-admin adds later shows something rather than its path. */
export const messages = mergeMessages(englishMessages, ptBR);

export const i18nProvider = polyglotI18nProvider(() => messages, 'pt-BR', [{ locale: 'pt-BR', name: 'Português (Brasil)' }]);
