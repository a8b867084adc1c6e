import { mergeTranslations } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { ptBrMessages } from '../i18n/pt-BR.ts';

// pt-BR only: the photographer reads the admin in Portuguese, so there is no language switcher.
const messages = mergeTranslations(englishMessages, ptBrMessages);

export const i18nProvider = polyglotI18nProvider(() => messages, 'pt-BR', [{ locale: 'pt-BR', name: 'Português' }], {
  // A message that is not a key (e.g. a server's pt-BR error) is shown as it is, without a console warning.
  allowMissing: true,
});
