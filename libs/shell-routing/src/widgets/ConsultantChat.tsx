import type { ConsultantChat as ConsultantChatConfig } from '@kickoff/platform-api';
import type { ComponentType } from 'react';
import { consultantChatId } from '../shell/page-widgets';

export interface ConsultantChatWidgetProps {
  chatId: string;
  language: string;
}

/** Chat widgets by provider name, as the site config's `consultantChat.provider` spells it. */
export type ConsultantChatRegistry = Readonly<Partial<Record<string, ComponentType<ConsultantChatWidgetProps>>>>;

export interface ConsultantChatProps {
  config: ConsultantChatConfig | undefined;
  language: string;
  chats: ConsultantChatRegistry | undefined;
}

/**
 * SR-110: the provider named by config renders the chat; SR-111: only with a usable id for this language.
 * A provider nobody registered shows nothing rather than guessing another one.
 */
export function ConsultantChat({ config, language, chats }: ConsultantChatProps) {
  const chatId = consultantChatId(config?.idByLanguage, language);
  const Widget = config ? chats?.[config.provider] : undefined;
  if (chatId === null || !Widget) return null;
  return <Widget chatId={chatId} language={language} />;
}
