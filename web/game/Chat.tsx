import { useEffect, useState } from 'preact/hooks';
import { api, type ChatAnswer, type ChatMessage } from '../api.js';
import { getLang, t } from '../i18n.js';
import { myTimeZone } from '../session.js';
import { formatWhen } from '../time.js';

export const ChatPanel = ({ id, sideName }: { id: string; sideName: (s: string) => string }) => {
  const [msgs, setMsgs] = useState<ChatMessage[] | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = () => api<ChatAnswer>('GET', `/api/games/${id}/chat`).then((r) => setMsgs(r.messages)).catch((e) => setError(String(e.message)));
  useEffect(() => {
    load();
    const timer = setInterval(() => document.visibilityState === 'visible' && load(), 15_000);
    return () => clearInterval(timer);
  }, [id]);
  const send = async (e: Event) => {
    e.preventDefault();
    if (!text.trim()) return;
    try {
      await api('POST', `/api/games/${id}/chat`, { text: text.trim() });
      setText('');
      load();
    } catch (err) {
      setError(String((err as Error).message));
    }
  };
  const tz = myTimeZone(), lang = getLang();
  return (
    <div class="chat">
      {error && <p class="error" role="alert">{error}</p>}
      {!msgs ? <p role="status">{t('common.loading')}</p> : msgs.length === 0 ? <p class="hint">{t('game.chatEmpty')}</p> : (
        <ul class="chat-list">
          {msgs.map((m) => (
            <li key={m.id}>
              <span class="who">{m.name || sideName(m.side)}</span>
              <time dateTime={m.at}>{formatWhen(m.at, tz, lang)}</time>
              <p>{m.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={send} class="chat-form">
        <label for="chat-text" class="sr-only">{t('game.chatSay')}</label>
        <input id="chat-text" value={text} maxLength={2000} placeholder={t('game.chatSay')} onInput={(e) => setText((e.target as HTMLInputElement).value)} />
        <button type="submit">{t('game.chatSend')}</button>
      </form>
    </div>
  );
};
