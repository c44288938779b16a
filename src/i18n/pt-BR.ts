import { appMessages } from './appMessages.pt-BR';
import { mergeMessages } from './mergeMessages';
import { raMessages } from './raMessages.pt-BR';
import { revisaoMessages } from './revisaoMessages.pt-BR';
import { workbenchMessages } from './workbenchMessages.pt-BR';

/** The complete Brazilian Portuguese messages: react-admin's ra.* plus the application's own keys. */
export const ptBR = mergeMessages(mergeMessages(mergeMessages(raMessages, appMessages), workbenchMessages), revisaoMessages);
