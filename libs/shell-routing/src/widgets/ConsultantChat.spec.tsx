import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsultantChat, type ConsultantChatWidgetProps } from './ConsultantChat';

const widget = (provider: string) =>
  function Widget({ chatId, language }: ConsultantChatWidgetProps) {
    return <p>{`${provider} chat ${chatId} (${language})`}</p>;
  };
const chats = { livechat: widget('livechat'), jivo: widget('jivo') };

describe('consultant chat', () => {
  it('[SR-110] the provider named by config renders the chat', () => {
    const { rerender } = render(
      <ConsultantChat config={{ provider: 'livechat', idByLanguage: { ru: '12345' } }} language="ru" chats={chats} />,
    );
    expect(screen.getByText('livechat chat 12345 (ru)')).toBeInTheDocument();
    rerender(
      <ConsultantChat config={{ provider: 'jivo', idByLanguage: { ru: 'j-77' } }} language="ru" chats={chats} />,
    );
    expect(screen.getByText('jivo chat j-77 (ru)')).toBeInTheDocument();
    rerender(
      <ConsultantChat config={{ provider: 'none', idByLanguage: { ru: 'j-77' } }} language="ru" chats={chats} />,
    );
    expect(screen.queryByText(/chat/)).toBeNull();
  });

  it("[SR-111] nothing renders when the language's id is '0', 'empty', blank or missing", () => {
    const config = { provider: 'livechat', idByLanguage: { ru: '0', en: 'empty', kk: '  ', uz: '42' } };
    for (const language of ['ru', 'en', 'kk', 'de']) {
      const { container, unmount } = render(<ConsultantChat config={config} language={language} chats={chats} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
    render(<ConsultantChat config={config} language="uz" chats={chats} />);
    expect(screen.getByText('livechat chat 42 (uz)')).toBeInTheDocument();
  });
});
