import { useEffect, useState } from 'preact/hooks';
import { api, type ChatAnswer, type ChatMessage } from '../api.js';
import { getLang, t } from '../i18n.js';
import { myTimeZone } from '../session.js';
import { formatWhen } from '../time.js';
import { ErrorNote, Loading } from '../Notice.js';
import { TextInput } from '../fields.js';

/** the chat channels a seat reads and writes: everyone, and each alliance it belongs to */
export const chatChannels = (
  alliances: Readonly<Record<string, readonly string[]>>,
  mySide: string | null,
): string[] => [
  'all',
  ...Object.entries(alliances)
    .filter(([, members]) => mySide !== null && members.includes(mySide))
    .map(([id]) => id),
];

/**
 * The game's chat: one channel for every seat, and one per alliance of the viewer (games of three or
 * more seats whose scenario declares alliances); only members read an alliance's messages.
 */
export const ChatPanel = ({
  id,
  sideName,
  alliances = {},
  mySide = null,
}: {
  id: string;
  sideName: (s: string) => string;
  alliances?: Readonly<Record<string, readonly string[]>>;
  mySide?: string | null;
}) => {
  const channels = chatChannels(alliances, mySide);
  const [channel, setChannel] = useState('all');
  const [msgs, setMsgs] = useState<ChatMessage[] | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const load = () =>
    api<ChatAnswer>('GET', `/api/games/${id}/chat`)
      .then((r) => setMsgs(r.messages))
      .catch((e) => setError(String(e.message)));
  useEffect(() => {
    load();
    const timer = setInterval(() => document.visibilityState === 'visible' && load(), 15_000);
    return () => clearInterval(timer);
  }, [id]);
  const send = async (e: Event) => {
    e.preventDefault();
    if (!text.trim()) return;
    try {
      await api('POST', `/api/games/${id}/chat`, { text: text.trim(), to: channel });
      setText('');
      load();
    } catch (err) {
      setError(String((err as Error).message));
    }
  };
  const tz = myTimeZone(),
    lang = getLang();
  const shown = msgs?.filter((m) => (m.to ?? 'all') === channel) ?? null;
  const channelName = (c: string) =>
    c === 'all'
      ? t('game.chatAll')
      : t('game.chatAlliance', { members: (alliances[c] ?? []).map(sideName).join(', ') });
  return (
    <div class="chat">
      {channels.length > 1 && (
        <div class="radios chat-channels" role="group" aria-label={t('game.chatChannel')}>
          {channels.map((c) => (
            <button
              key={c}
              type="button"
              aria-pressed={channel === c}
              class={channel === c ? 'active' : ''}
              onClick={() => setChannel(c)}
            >
              {channelName(c)}
            </button>
          ))}
        </div>
      )}
      <ErrorNote error={error} />
      {!shown ? (
        <Loading />
      ) : shown.length === 0 ? (
        <p class="hint">{t('game.chatEmpty')}</p>
      ) : (
        <ul class="chat-list">
          {shown.map((m) => (
            <li key={m.id}>
              <span class="who">{m.name || sideName(m.side)}</span>
              <time dateTime={m.at}>{formatWhen(m.at, tz, lang)}</time>
              <p>{m.text}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={send} class="chat-form">
        <label for="chat-text" class="sr-only">
          {t('game.chatSay')}
        </label>
        <TextInput id="chat-text" value={text} maxLength={2000} placeholder={t('game.chatSay')} onValue={setText} />
        <button type="submit">{t('game.chatSend')}</button>
      </form>
    </div>
  );
};
